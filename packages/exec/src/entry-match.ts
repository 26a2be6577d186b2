import {
  type CompiledMatcher,
  type HarnessToolNames,
  matcherSelects,
  type ProfileEvent,
  resolveEvent,
  type ToolVocabulary,
  toolNameIn,
} from '@lionagi/hooks-profile/core';
import type { DispatchEntry } from './dispatch-entry.js';

// `@lionagi/hooks-exec/match` is this file: which entries a firing selects, with nothing else of
// the adapter (no spawn, no trust, no audit log). The dispatcher selects with it, and `li hooks
// run` asks it first, so a bridge call no entry matches loads neither trust nor exec (issue 38).
export { assertEntriesFit } from './argv-fits.js';
export { IN_HOOK_ENV } from './in-hook-env.js';

/**
 * The target an entry's matcher sees: on tool events (`targetField` `tool_name`), the tool's name
 * in the entry's vocabulary; on the others, the envelope's target as it is.
 */
export function matcherTarget(
  targetField: string | null,
  target: string | undefined,
  names: HarnessToolNames | undefined,
  vocabulary: ToolVocabulary | undefined,
): string | undefined {
  return targetField === 'tool_name' && target !== undefined
    ? toolNameIn(target, names, vocabulary)
    : target;
}

/**
 * Whether `matcher` accepts `target` (already in the entry's vocabulary): a tool's matcher
 * aliases in that vocabulary select it too (Codex: `Write` -> apply_patch).
 */
export function matcherAccepts(
  targetField: string | null,
  matcher: CompiledMatcher,
  target: string | undefined,
  vocabulary: ToolVocabulary | undefined,
): boolean {
  return targetField === 'tool_name' && target !== undefined
    ? matcherSelects(matcher, target, vocabulary)
    : matcher.test(target);
}

/** The envelope field a matcher is tested against, when it is a string. */
export function stringField(envelope: Record<string, unknown>, field: string): string | undefined {
  const value = envelope[field];
  return typeof value === 'string' ? value : undefined;
}

/**
 * Whether a firing of `event` for `envelope` selects any of `entries` (compiled matchers, as the
 * config loader gives them), exactly as the event's dispatcher would: on an event without a
 * matcher target every entry is selected. `false` means the dispatcher would start nothing.
 */
export function firingSelectsAny(
  event: ProfileEvent,
  entries: readonly (DispatchEntry & { compiledMatcher: CompiledMatcher })[],
  envelope: Record<string, unknown>,
  names?: HarnessToolNames,
): boolean {
  const field = resolveEvent(event).matcherTarget;
  if (field === null) return entries.length > 0;
  const registered = stringField(envelope, field);
  return entries.some((entry) => {
    const vocabulary = entry.toolVocabulary;
    const target = matcherTarget(field, registered, names, vocabulary);
    return matcherAccepts(field, entry.compiledMatcher, target, vocabulary);
  });
}
