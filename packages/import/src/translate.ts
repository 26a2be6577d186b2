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
import { eventTheHarnessLacks } from './harness-event-gaps.js';
import { translateMatcher } from './matcher-check.js';
import {
  type PluginRoot,
  pluginEnvWarning,
  pluginRootsNamed,
  withPluginEnv,
} from './plugin-root.js';
import { describeHandler } from './row-handler.js';
import type { GitRoot } from './shell-dollar.js';
import { HARNESS_SHELL, shellForm, shellLaunchWarning } from './shell-launch.js';
import { shellPlaceholderClash } from './shell-placeholder-clash.js';
import { importedTimeout } from './source-timeouts.js';
import { asyncProblem, backgroundWarning, translateHttp } from './translate-http.js';
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
  /** What `$(git rev-parse --show-toplevel)` is here (absent: rejected as unknown). */
  gitRoot?: GitRoot | undefined;
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
  /** The plugin data directory to create when the import writes (the harness creates it: Claude Code). */
  pluginData?: string;
}

/** What `--allow-shell` would do with a command the splitter rejected (said on the rejection). */
function allowShellWould(
  entry: ForeignEntry,
  command: string,
  plugin: PluginRoot | undefined,
  rootKnown: boolean,
): string {
  if (!rootKnown) return '--allow-shell would not import it either without the plugin root';
  const clash = shellPlaceholderClash(command);
  if (clash !== undefined)
    return `--allow-shell would not import it either: the script contains ${clash}`;
  const argv = shellForm(entry.harness, command, plugin).argv;
  const shown =
    argv.length > 3
      ? [...argv.slice(0, -1), '<the command>']
      : [...argv.slice(0, 2), '<the command>'];
  return `--allow-shell would import it as ${JSON.stringify(shown)}, what ${entry.harness === 'claude' ? 'Claude Code' : 'Codex'} runs, reviewed as shell code`;
}

/**
 * Sets an imported hook's timeout (the source's, or the harness default it relied on, marked
 * inherited) and its status message; returns the timeout warnings for the report row.
 */
function withImportedTimings(
  hook: PlannedHook,
  entry: ForeignEntry,
  event: ProfileEvent,
  fields: Record<string, unknown>,
): { timeout?: number; warnings: string[] } {
  const timeout = importedTimeout(
    entry.harness,
    event,
    typeof fields.timeout === 'number' ? fields.timeout : undefined,
    PROFILE_DEFAULT_TIMEOUT_SEC,
  );
  if (timeout.timeout !== undefined) hook.timeout = timeout.timeout;
  if (timeout.warnings.length > 0 && fields.timeout === undefined) hook.timeoutInherited = true;
  const statusMessage = importedStatusMessage(fields);
  if (statusMessage !== undefined) hook.statusMessage = statusMessage;
  return timeout;
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
  const lacking = eventTheHarnessLacks(entry.harness, event);
  if (lacking !== undefined) return reject(lacking);
  if (!isObject) return reject('the handler is not an object');
  const problem = handlerProblem(fields, entry);
  if (problem !== undefined) return reject(problem);
  const matcher = translateMatcher(entry.matcher, event, entry.harness, options.tools);
  if (!matcher.ok) return reject(matcher.reason);
  const notAsync = asyncProblem(fields, entry);
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
    // Claude Code's http default is its command default (hooks reference: "600 for command, http").
    const timeout = withImportedTimings(hook, entry, event, fields);
    row.status = 'imported';
    describeHandler(row, hook);
    row.applies = entryDivergences({ event, matcher: matcher.matcher, shellString: false });
    row.warnings.push(
      ...http.warnings,
      ...backgroundWarning(fields, event),
      ...sideWarnings(fields, entry, []),
      ...matcher.warnings,
      ...timeout.warnings,
      ...dv11(event),
    );
    return { row, hook, from };
  }
  const plugin = entry.plugin ?? options.plugin;
  const translated = translateCommand(fields, entry, plugin, options.gitRoot);
  // Without the plugin's directory a shell would expand the harness's plugin root to nothing.
  const rootKnown =
    plugin !== undefined || pluginRootsNamed(row.command, entry.harness).length === 0;
  const shell =
    !translated.ok && translated.needsShell && options.allowShell && rootKnown
      ? shellForm(entry.harness, row.command, plugin)
      : undefined;
  const clash = shell === undefined ? undefined : shellPlaceholderClash(row.command);
  if (clash !== undefined) {
    return reject(
      `the command needs a shell, and its script contains ${clash}; --allow-shell cannot import it as ["${HARNESS_SHELL[entry.harness]}", "-c", text] (C-4)`,
    );
  }
  const command =
    shell === undefined ? translated : { ok: true as const, argv: shell.argv, warnings: [] };
  if (!command.ok) {
    const opt = !options.allowShell && !translated.ok && translated.needsShell;
    const rejected = reject(
      opt
        ? `${command.reason}; ${allowShellWould(entry, row.command, plugin, rootKnown)}`
        : command.reason,
    );
    if (opt) rejected.row.optIn = '--allow-shell';
    return rejected;
  }
  const bridge = bridgeInvocation(command.argv);
  if (bridge !== undefined) return reject(bridgeRejection(bridge, entry.harness));
  // Every plugin hook runs with its plugin root set (the shell form sets it already).
  const argv =
    plugin !== undefined && shell === undefined
      ? withPluginEnv(command.argv, plugin)
      : command.argv;
  // The settings loader's own argv gate, so nothing is written that would fail to load.
  const invalid = argvProblem(argv);
  if (invalid !== undefined) return reject(invalid);

  const hook: PlannedHook = {
    event,
    matcher: matcher.matcher,
    command: argv,
    source: entry.harness === 'claude' ? 'imported:claude' : 'imported:codex',
    toolVocabulary: entry.harness,
    importedFrom: from,
    ...(fields.async === true ? { async: true as const } : {}),
  };
  const timeout = withImportedTimings(hook, entry, event, fields);
  row.status = 'imported';
  describeHandler(row, hook);
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
    ...(plugin === undefined ? [] : [pluginEnvWarning(plugin)]),
    ...backgroundWarning(fields, event),
    ...unset,
    ...command.warnings,
    ...sideWarnings(fields, entry, command.argv),
    ...matcher.warnings,
    ...timeout.warnings,
    ...dv11(event),
  );
  // The import creates the data directory when the harness would (Claude Code; Codex does not).
  const data = plugin?.data?.created ? plugin.data.dir : undefined;
  return { row, hook, from, ...(data === undefined ? {} : { pluginData: data }) };
}
