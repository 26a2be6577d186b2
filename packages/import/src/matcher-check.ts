import {
  type CompiledMatcher,
  compileMatcher,
  EVENT_CATALOGUE,
  isHookError,
  matcherNeverFires,
  PROFILE_NAME,
  type ProfileEvent,
  type ToolNameSet,
} from '@lionagi/hooks-profile';
import type { ForeignHarness } from './types.js';

/** The matcher an imported entry gets, or why it cannot be imported. */
export type MatcherTranslation =
  | { ok: true; matcher: string | undefined; warnings: string[] }
  | { ok: false; reason: string };

/**
 * Dv1-2 (profile v1.1): the matcher is read in the harness's tool vocabulary. A matcher that can
 * match none of the tools is reported by the shared never-fires rule; an exact list some of
 * whose names no tool carries names them.
 */
function toolNameWarnings(
  compiled: CompiledMatcher,
  harness: ForeignHarness,
  tools: ToolNameSet,
): string[] {
  const never = matcherNeverFires(compiled, harness, tools);
  if (never !== undefined) {
    return [`Dv1-2: ${never.message}; as written the hook never fires, re-target the matcher`];
  }
  if (compiled.kind !== 'exact') return [];
  const unknown = compiled.names.filter(
    (n) => !tools.names.includes(n) && matcherNeverFires(compileMatcher(n), harness, tools),
  );
  if (unknown.length === 0) return [];
  const quoted = unknown.map((n) => `"${n}"`).join(', ');
  return [
    `Dv1-2: ${quoted} ${unknown.length > 1 ? 'are' : 'is'} no tool in the ${harness} vocabulary of this runtime (${harness} tools: ${tools.names.join(', ')}); the hook fires for the other names`,
  ];
}

/**
 * Validates and carries over a group matcher. An invalid regex is rejected (Dv1-10: the harnesses
 * silently drop such a guard). On events whose matchers are ignored (UserPromptSubmit) the matcher
 * is dropped with a warning; on tool events the matcher is checked against `tools`, the runtime's
 * tool names in the harness's vocabulary; on PreCompact / PostCompact against the two triggers.
 */
export function translateMatcher(
  raw: unknown,
  event: ProfileEvent,
  harness: ForeignHarness,
  tools: ToolNameSet,
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
      `matcher ${JSON.stringify(matcher)}: Codex reads a matcher containing a space, "," or "-" as a regex, ${PROFILE_NAME} as the exact names ${compiled.names.map((n) => `"${n}"`).join(', ')}`,
    );
  }
  if (target === 'tool_name') warnings.push(...toolNameWarnings(compiled, harness, tools));
  // PreCompact / PostCompact (profile v3): the trigger is `manual` (/compact) or `auto` (the budget).
  if (target === 'trigger' && !compiled.test('manual') && !compiled.test('auto')) {
    warnings.push(
      `matcher ${JSON.stringify(matcher)} matches neither trigger "manual" (/compact) nor "auto" (--context-budget); as written the hook never fires`,
    );
  }
  return { ok: true, matcher, warnings };
}
