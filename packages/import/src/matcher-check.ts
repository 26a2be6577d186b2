import {
  type CompiledMatcher,
  compileMatcher,
  EVENT_CATALOGUE,
  isHookError,
  type ProfileEvent,
} from '@lionagi/hooks-profile';
import type { ForeignHarness } from './types.js';

/** The matcher an imported entry gets, or why it cannot be imported. */
export type MatcherTranslation =
  | { ok: true; matcher: string | undefined; warnings: string[] }
  | { ok: false; reason: string };

function listNames(names: readonly string[]): string {
  return names.length === 0 ? 'none' : names.join(', ');
}

/** Dv1-2: names in a tool-event matcher that no registered LionAGI tool carries. */
function toolNameWarnings(compiled: CompiledMatcher, registered: readonly string[]): string[] {
  const known = `registered tools: ${listNames(registered)}`;
  if (compiled.kind === 'exact') {
    const unknown = compiled.names.filter((name) => !registered.includes(name));
    if (unknown.length === 0) return [];
    const never =
      unknown.length === compiled.names.length ? '; as written the hook never fires' : '';
    const quoted = unknown.map((n) => `"${n}"`).join(', ');
    const what =
      unknown.length > 1
        ? `matcher names ${quoted} are not registered LionAGI tool names`
        : `matcher name ${quoted} is not a registered LionAGI tool name`;
    return [`Dv1-2: ${what} (${known}); re-target the matcher${never}`];
  }
  if (compiled.kind === 'regex' && !registered.some((name) => compiled.test(name))) {
    return [
      `Dv1-2: matcher regex ${JSON.stringify(compiled.source)} matches none of the registered LionAGI tool names (${known}); re-target the matcher`,
    ];
  }
  return [];
}

/**
 * Validates and carries over a group matcher. An invalid regex is rejected (Dv1-10: the harnesses
 * silently drop such a guard). On events whose matchers are ignored (UserPromptSubmit) the matcher
 * is dropped with a warning; on tool events every name that is not a registered tool is reported.
 */
export function translateMatcher(
  raw: unknown,
  event: ProfileEvent,
  harness: ForeignHarness,
  registeredTools: readonly string[],
): MatcherTranslation {
  if (raw !== undefined && raw !== null && typeof raw !== 'string') {
    return { ok: false, reason: `the group matcher must be a string, got ${JSON.stringify(raw)}` };
  }
  const matcher = raw ?? undefined;
  let compiled: CompiledMatcher;
  try {
    compiled = compileMatcher(matcher);
  } catch (error) {
    if (!isHookError(error)) throw error;
    return { ok: false, reason: `${error.message} (Dv1-10)` };
  }
  const target = EVENT_CATALOGUE[event].matcherTarget;
  if (target === null) {
    const warnings =
      compiled.kind === 'all'
        ? []
        : [
            `matcher ${JSON.stringify(matcher)} is ignored on ${event} (as in Claude Code and Codex) and is not copied`,
          ];
    return { ok: true, matcher: undefined, warnings };
  }
  const warnings: string[] = [];
  if (harness === 'codex' && compiled.kind === 'exact' && /[ ,-]/.test(matcher ?? '')) {
    warnings.push(
      `matcher ${JSON.stringify(matcher)}: Codex reads a matcher containing a space, "," or "-" as a regex, profile v1 as the exact names ${compiled.names.map((n) => `"${n}"`).join(', ')}`,
    );
  }
  if (target === 'tool_name') warnings.push(...toolNameWarnings(compiled, registeredTools));
  return { ok: true, matcher, warnings };
}
