import type { LoadedSettings } from '@lionagi/hooks-config';
import type { ForeignHarness } from '@lionagi/hooks-import';
import { EVENT_CATALOGUE, isProfileEvent } from '@lionagi/hooks-profile';
import { type CompiledMatcher, compileMatcher } from '@lionagi/hooks-profile/core';
import { bridgeMatcher } from '../bridge-matcher.js';
import { scopeOfFile, settingsOfScope } from '../export-scope.js';
import type { Finding } from './findings.js';
import { KNOWN_TOOLS } from './known-tools.js';

const NAME = { claude: 'Claude Code', codex: 'Codex' } as const;

function compiled(matcher: string | undefined): CompiledMatcher | undefined {
  try {
    return compileMatcher(matcher);
  } catch {
    return undefined; // the harness skips a group whose matcher it cannot compile
  }
}

/**
 * Whether a bridge group's `matcher` starts li for every tool `needed` (what the export would
 * write now, {@link bridgeMatcher}) names: no matcher (or `*`) covers all; a list of names is
 * covered name by name, in the harness's matcher grammar; a regex only by the same regex
 * (two regexes are not compared: a narrower one would silently drop a guard).
 */
export function matcherCovers(matcher: string | undefined, needed: string | undefined): boolean {
  const have = compiled(matcher);
  if (have === undefined) return false;
  if (have.kind === 'all') return true;
  if (needed === undefined) return false;
  const want = compiled(needed);
  if (want?.kind === 'exact') return want.names.every((name) => have.test(name));
  return matcher === needed;
}

/**
 * A finding when the bridge of a tool event in `file` (its group's `matcher`) no longer starts li
 * for every tool the file's scope's entries can match: a stale export (an entry added or widened
 * since) lets those tool calls through without their guards, silently. `undefined` when covered,
 * or when the event has no matcher (not a tool event) or no entries in that scope.
 */
export function staleBridgeMatcher(
  harness: ForeignHarness,
  file: string,
  event: string,
  matcher: unknown,
  settings: LoadedSettings,
  env: NodeJS.ProcessEnv,
): Finding | undefined {
  if (!isProfileEvent(event) || EVENT_CATALOGUE[event].matcherTarget !== 'tool_name') return;
  const scope = scopeOfFile(harness, file, settings.projectDir, env);
  const scoped =
    scope === undefined
      ? settings
      : settingsOfScope(settings, harness, scope, { env, chosen: false });
  const entries = scoped.hooks[event];
  if (entries.length === 0) return undefined;
  const written = typeof matcher === 'string' ? matcher : undefined;
  const needed = bridgeMatcher(harness, entries, KNOWN_TOOLS);
  if (matcherCovers(written, needed)) return undefined;
  const want = needed === undefined ? 'every tool (no matcher)' : `"${needed}"`;
  return {
    severity: 'warning',
    code: 'bridge-matcher-stale',
    event,
    command: null,
    file,
    line: null,
    message: `the ${event} bridge's matcher "${written}" no longer covers the ${event} entries of hooks_external (they need ${want}): ${NAME[harness]} does not start li for the other tools, so their guards do not run`,
    fix: `export the bridge again ("li hooks export ${harness} --bridge --force" writes the matcher)`,
  };
}
