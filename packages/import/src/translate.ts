import { isAbsolute, relative } from 'node:path';
import { argvProblem, type ImportedFrom } from '@lionagi/hooks-config';
import {
  divergencesFor,
  isHookError,
  isProfileEvent,
  type ProfileEvent,
  resolveEvent,
  type ToolNameSet,
} from '@lionagi/hooks-profile';
import { bridgeInvocation, bridgeOfEntry, bridgeRejection } from './bridge-command.js';
import { entryDivergences } from './entry-divergences.js';
import {
  handlerProblem,
  importedStatusMessage,
  PROFILE_DEFAULT_TIMEOUT_SEC,
  sideWarnings,
  translateCommand,
} from './handler-fields.js';
import { translateMatcher } from './matcher-check.js';
import { type PluginRoot, pluginRootsNamed } from './plugin-root.js';
import { shellForm, shellLaunchWarning } from './shell-launch.js';
import { importedTimeout } from './source-timeouts.js';
import { asyncProblem, translateHttp } from './translate-http.js';
import type { ForeignEntry, ImportRow, PlannedHook } from './types.js';

/** Options of {@link translateEntry}. */
export interface TranslateOptions {
  /** The runtime's tool names in the harness's vocabulary, matchers are checked against (Dv1-2). */
  tools: ToolNameSet;
  /** The LionAGI project: `imported_from.file` is relative to it when inside it. */
  projectDir?: string;
  /** Import a shell string the splitter cannot translate as `[shell, "-c", text]` (opt-in). */
  allowShell?: boolean;
  /** The plugin being imported (`--plugin DIR`): its root variables become its directory. */
  plugin?: PluginRoot | undefined;
}

/** A foreign file as `imported_from.file` names it: relative to the project when inside it. */
export function importedFromFile(projectDir: string | undefined, file: string): string {
  const rel = projectDir === undefined ? undefined : relative(projectDir, file);
  return rel === undefined || rel.startsWith('..') || isAbsolute(rel) ? file : rel;
}

/** `imported_from` of an entry: the foreign file, the event, matcher and command as written. */
function importedFrom(row: ImportRow, projectDir: string | undefined): ImportedFrom {
  return {
    file: importedFromFile(projectDir, row.origin.file),
    event: row.event,
    ...(row.matcher === undefined ? {} : { matcher: row.matcher }),
    command: row.command,
    ...(row.args === undefined ? {} : { args: row.args }),
  };
}

/** One entry translated: its report row, and the hook to write when it can be imported. */
export interface Translation {
  row: ImportRow;
  hook?: PlannedHook;
  /** What the row was read from (also for rejected rows: the handler is still upstream). */
  from?: ImportedFrom;
  /** Rejected because it is the li bridge itself (`li hooks run --emit`). */
  bridge?: true;
}

function dv11(event: ProfileEvent): string[] {
  return event === 'UserPromptSubmit'
    ? [
        'Dv1-1: LionAGI sends transcript_path and turn_id only when the surface has them; verify the hook tolerates their absence (harness == "lionagi")',
      ]
    : [];
}

/**
 * Translates one foreign handler into a `hooks_external` hook, or rejects it with a reason: events
 * outside the profile, handler types other than `command`, async hooks, commands that need a
 * shell (C-4), invalid matchers and timeouts. Imported rows carry every warning and divergence that
 * applies. Nothing from the entry is executed.
 */
export function translateEntry(entry: ForeignEntry, options: TranslateOptions): Translation {
  const handler = entry.handler;
  const isObject = typeof handler === 'object' && handler !== null && !Array.isArray(handler);
  const fields = isObject ? (handler as Record<string, unknown>) : {};
  const row: ImportRow = {
    event: entry.event,
    matcher: typeof entry.matcher === 'string' ? entry.matcher : undefined,
    // An http handler's identity across re-imports is its url.
    command:
      typeof fields.command === 'string'
        ? fields.command
        : fields.type === 'http' && typeof fields.url === 'string'
          ? fields.url
          : '',
    status: 'rejected',
    warnings: [...entry.fileNotes],
    divergences: isProfileEvent(entry.event) ? divergencesFor(entry.event).map((d) => d.id) : [],
    applies: [],
    origin: entry.origin,
  };
  if (entry.harness === 'claude' && Array.isArray(fields.args)) row.args = fields.args.map(String);
  const from = importedFrom(row, options.projectDir);
  // The li bridge (under any event) is no guard left behind: it already guards through li.
  const bridged = bridgeOfEntry(entry) !== undefined;
  const reject = (reason: string): Translation => ({
    row: { ...row, reason },
    from,
    ...(bridged ? { bridge: true as const } : {}),
  });

  try {
    resolveEvent(entry.event);
  } catch (error) {
    if (!isHookError(error)) throw error;
    return reject(error.message);
  }
  const event = entry.event as ProfileEvent;
  if (!isObject) return reject('the handler is not an object');
  const problem = handlerProblem(fields, entry);
  if (problem !== undefined) return reject(problem);
  const matcher = translateMatcher(entry.matcher, event, entry.harness, options.tools);
  if (!matcher.ok) return reject(matcher.reason);
  const notAsync = asyncProblem(fields, entry, event);
  if (notAsync !== undefined) return reject(notAsync);
  if (fields.type === 'http') {
    const http = translateHttp(fields, entry);
    if (!http.ok) return reject(http.reason);
    const hook: PlannedHook = {
      event,
      matcher: matcher.matcher,
      command: ['POST', http.http.url],
      source: 'imported:claude',
      toolVocabulary: entry.harness,
      importedFrom: from,
      http: http.http,
      ...(fields.async === true ? { async: true as const } : {}),
    };
    // The harness default for an http handler is not in the ground truth: only an explicit
    // timeout is carried over (the profile default applies otherwise).
    if (typeof fields.timeout === 'number') hook.timeout = fields.timeout;
    const statusMessage = importedStatusMessage(fields);
    if (statusMessage !== undefined) hook.statusMessage = statusMessage;
    row.status = 'imported';
    row.argv = hook.command;
    row.applies = entryDivergences({ event, matcher: matcher.matcher, shellString: false });
    row.warnings.push(
      ...http.warnings,
      ...sideWarnings(fields, entry, []),
      ...matcher.warnings,
      ...dv11(event),
    );
    return { row, hook, from };
  }
  const translated = translateCommand(fields, entry, options.plugin);
  // Without the plugin's directory a shell would expand the harness's plugin root to nothing.
  const rootKnown =
    options.plugin !== undefined || pluginRootsNamed(row.command, entry.harness).length === 0;
  const shell =
    !translated.ok && translated.needsShell && options.allowShell && rootKnown
      ? shellForm(entry.harness, row.command, options.plugin)
      : undefined;
  const command =
    shell === undefined ? translated : { ok: true as const, argv: shell.argv, warnings: [] };
  if (!command.ok) {
    const rejected = reject(command.reason);
    if (!translated.ok && translated.needsShell && !options.allowShell) {
      rejected.row.optIn = '--allow-shell';
    }
    return rejected;
  }
  const bridge = bridgeInvocation(command.argv);
  if (bridge !== undefined) return reject(bridgeRejection(bridge, entry.harness));
  // The settings loader's own argv gate, so nothing is written that would fail to load.
  const invalid = argvProblem(command.argv);
  if (invalid !== undefined) return reject(invalid);

  const hook: PlannedHook = {
    event,
    matcher: matcher.matcher,
    command: command.argv,
    source: entry.harness === 'claude' ? 'imported:claude' : 'imported:codex',
    toolVocabulary: entry.harness,
    importedFrom: from,
    ...(fields.async === true ? { async: true as const } : {}),
  };
  const timeout = importedTimeout(
    entry.harness,
    event,
    typeof fields.timeout === 'number' ? fields.timeout : undefined,
    PROFILE_DEFAULT_TIMEOUT_SEC,
  );
  if (timeout.timeout !== undefined) hook.timeout = timeout.timeout;
  const statusMessage = importedStatusMessage(fields);
  if (statusMessage !== undefined) hook.statusMessage = statusMessage;
  if (timeout.warnings.length > 0) hook.timeoutInherited = true;
  row.status = 'imported';
  row.argv = command.argv;
  row.applies = entryDivergences({
    event,
    matcher: matcher.matcher,
    shellString: row.args === undefined,
  });
  const launch = shell?.warning ?? shellLaunchWarning(command.argv);
  const unset =
    shell !== undefined && /\$\{?CODEX_PLUGIN_ROOT(?![A-Za-z0-9_])/.test(row.command)
      ? [
          'the script expands $CODEX_PLUGIN_ROOT, which Codex does not set: it is empty here too, as under Codex (Codex sets PLUGIN_ROOT and CLAUDE_PLUGIN_ROOT)',
        ]
      : [];
  row.warnings.push(
    ...(launch === undefined ? [] : [launch]),
    ...unset,
    ...command.warnings,
    ...sideWarnings(fields, entry, command.argv),
    ...matcher.warnings,
    ...timeout.warnings,
    ...dv11(event),
  );
  return { row, hook, from };
}
