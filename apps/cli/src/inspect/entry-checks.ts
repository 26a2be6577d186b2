import {
  type ConfigDiagnostic,
  handlerSpawns,
  type LoadedSettings,
  type ResolvedHookEntry,
  vocabularyOf,
} from '@lionagi/hooks-config';
import { EVENT_CATALOGUE, quoteForDisplay } from '@lionagi/hooks-profile';
import { trustStatus } from '@lionagi/hooks-trust';
import { checkCommand } from './command-checks.js';
import { type Finding, hookFinding } from './findings.js';
import { knownToolNames, neverFires, suggestToolName, unknownMatcherNames } from './known-tools.js';

/** The profile's default timeout; a longer one earns a warning. */
const DEFAULT_TIMEOUT_SEC = 60;
const LONG_TIMEOUT_FIX = `lower "timeout" to ${DEFAULT_TIMEOUT_SEC} or less unless the hook really needs it`;
const IGNORED_MATCHER_FIX = 'remove the matcher, or filter inside the hook';
const UNPINNED_FIX =
  'name the hook\'s script or module in the argv (e.g. ["python3", "hooks/guard.py"]) so approval pins it, or accept that this code can change without a new review';
/** The trust package's own advice, dropped from a reason whose finding gives the fix. */
const APPROVE_HINT = /; review and approve it(?: again)? with "li hooks trust"$/;

/** `hooks_external.<Event>[g]`, and with `.hooks[h]` the entry: how the loader names them. */
function groupPath(entry: ResolvedHookEntry): string {
  return `hooks_external.${entry.event}[${entry.origin.groupIndex}]`;
}
function entryPath(entry: ResolvedHookEntry): string {
  return `${groupPath(entry)}.hooks[${entry.origin.hookIndex}]`;
}

/** True when the loader already warned about `word` for this entry or its matcher group. */
function loaderWarned(settings: LoadedSettings, entry: ResolvedHookEntry, word: string): boolean {
  return settings.warnings.some(
    (w) =>
      w.file === entry.origin.file &&
      (w.entry === entryPath(entry) || w.entry === groupPath(entry)) &&
      w.message.includes(word),
  );
}

/** One hook's problems: its command, its trust, its timeout, a matcher UserPromptSubmit ignores. */
export async function checkEntry(
  entry: ResolvedHookEntry,
  settings: LoadedSettings,
  env: NodeJS.ProcessEnv,
): Promise<Finding[]> {
  // An http handler starts no process: its `command` is only the display form `POST <url>`.
  const findings = handlerSpawns(entry.type)
    ? await checkCommand(entry, { projectDir: settings.projectDir, env })
    : [];
  const options = { projectDir: settings.projectDir, env, withSnapshot: true };
  const trust = await trustStatus(entry, settings.trustedHookCommands, options);
  for (const note of trust.unpinned ?? []) {
    findings.push(hookFinding(entry, 'warning', 'trust-unpinned', note, UNPINNED_FIX));
  }
  const blocking = EVENT_CATALOGUE[entry.event].blocking;
  // A program that is not installed cannot be approved: its own finding says how to fix it.
  const missing = findings.some((f) => f.code === 'program-not-installed');
  if (!missing && (trust.status === 'pending' || trust.status === 'changed')) {
    const what = trust.status === 'pending' ? 'is not trusted' : 'changed since it was approved';
    const until = blocking ? 'it denies every' : 'it is skipped on every';
    const reason = (trust.reason ?? `${entry.tier} hook ${what}`).replace(APPROVE_HINT, '');
    const fix = `review it and approve it with "li hooks trust"; until then ${until} ${entry.event}`;
    findings.push(hookFinding(entry, 'error', `trust-${trust.status}`, reason, fix));
  }
  if (
    entry.timeoutSec > DEFAULT_TIMEOUT_SEC &&
    !loaderWarned(settings, entry, 'timeout') &&
    !asImported(entry)
  ) {
    const stall = `a hanging hook stalls the agent that long${blocking ? ' before it denies' : ''}`;
    const message = `timeout ${entry.timeoutSec}s is above the default ${DEFAULT_TIMEOUT_SEC}s: ${stall}`;
    findings.push(hookFinding(entry, 'warning', 'long-timeout', message, LONG_TIMEOUT_FIX));
  }
  const ignored = entry.event === 'UserPromptSubmit' && entry.compiledMatcher.kind !== 'all';
  if (ignored && !loaderWarned(settings, entry, 'matcher')) {
    const message = `matcher ${quoteForDisplay(entry.matcher ?? '')} is ignored on UserPromptSubmit: the hook runs on every prompt`;
    findings.push(hookFinding(entry, 'warning', 'ignored-matcher', message, IGNORED_MATCHER_FIX));
  }
  return findings;
}

/**
 * How to fix each unknown name: rename it to the vocabulary's tool, or, when the matcher already
 * names that tool (`Edit|MultiEdit`), drop it.
 */
function fixHints(names: readonly string[], entry: ResolvedHookEntry): string[] {
  const listed: readonly string[] =
    entry.compiledMatcher.kind === 'exact' ? entry.compiledMatcher.names : [];
  const renames: string[] = [];
  const drops: string[] = [];
  for (const n of names) {
    const hint = suggestToolName(n, vocabularyOf(entry));
    if (hint === undefined || hint === n) continue;
    if (listed.includes(hint)) drops.push(`"${n}"`);
    else renames.push(`"${n}" -> "${hint}"`);
  }
  return [
    ...(renames.length > 0
      ? [`name the tool as the ${vocabularyOf(entry)} vocabulary does (${renames.join(', ')})`]
      : []),
    ...(drops.length > 0
      ? [`drop ${drops.join(', ')} from the matcher: the tool it stands for is already named`]
      : []),
  ];
}

/**
 * A tool-event matcher (exact list or regex) that, read in the entry's tool vocabulary, matches no
 * tool of this runtime (the shared never-fires rule): an error. An exact list some of whose names
 * match no tool: a warning. Checked once per matcher group and vocabulary.
 */
export function checkMatcher(
  entry: ResolvedHookEntry,
  settings: LoadedSettings,
): Finding | undefined {
  const vocabulary = vocabularyOf(entry);
  const why = neverFires(entry, settings);
  const unknown = why ? why.unknownNames : unknownMatcherNames(entry, settings);
  if (why === undefined && unknown.length === 0) return undefined;
  const hints = fixHints(unknown, entry);
  const known = `${knownToolNames(vocabulary).join(', ')} or mcp__<server>__<tool>`;
  const names = unknown.map((n) => JSON.stringify(n)).join(', ');
  const base = {
    event: entry.event,
    command: null,
    file: entry.origin.file,
    line: entry.origin.line,
  };
  const fix =
    hints.length > 0
      ? hints.join('; ')
      : `match a tool of this runtime (${vocabulary} names: ${known}), or set tool_vocabulary to the harness the matcher was written for`;
  if (why !== undefined) {
    const message = `${groupPath(entry)}: its hooks never fire: ${why.message}`;
    return { ...base, severity: 'error', code: 'never-fires', message, fix };
  }
  const message = `matcher ${JSON.stringify(entry.matcher)} of ${groupPath(entry)} names ${names}, no tool in the ${vocabulary} vocabulary (${vocabulary} tools: ${known}); its hooks fire only for the other names`;
  return { ...base, severity: 'warning', code: 'unknown-matcher-name', message, fix };
}

/** A loader warning as a finding; timeouts and ignored matchers get their own codes and fixes. */
export function warningFinding(
  w: ConfigDiagnostic,
  entries: readonly ResolvedHookEntry[],
): Finding {
  const timeout = /\btimeout\b.*\babove\b/.test(w.message);
  const matcher = /\bmatcher\b.*\bignored\b/.test(w.message);
  const hook = entries.find((e) => e.origin.file === w.file && entryPath(e) === w.entry);
  return {
    severity: 'warning',
    code: timeout ? 'long-timeout' : matcher ? 'ignored-matcher' : 'config-warning',
    event: w.event ?? null,
    command: hook ? [...hook.command] : null,
    file: w.file,
    line: w.line,
    message: w.message,
    fix: timeout
      ? LONG_TIMEOUT_FIX
      : matcher
        ? IGNORED_MATCHER_FIX
        : 'edit the settings file as the message says',
  };
}

/** The harnesses' own default (Claude Code and Codex: 600 s), which import writes out on purpose. */
const HARNESS_DEFAULT_TIMEOUT_SEC = 600;

/**
 * The entry still has the timeout `li hooks import` wrote (recorded in `imported_from`, or the
 * harness default for an entry imported before it was recorded): the import report explained it,
 * and doctor agrees with import rather than asking to undo it.
 */
function asImported(entry: ResolvedHookEntry): boolean {
  const from = entry.importedFrom;
  if (from === undefined) return false;
  return entry.timeoutSec === (from.timeout ?? HARNESS_DEFAULT_TIMEOUT_SEC);
}
