import { argvProblem } from '@lionagi/hooks-config';
import { bridgeInvocation, bridgeRejection } from './bridge-command.js';
import { entryDivergences } from './entry-divergences.js';
import { sideWarnings, translateCommand } from './handler-fields.js';
import { withImportedTimings } from './imported-timings.js';
import {
  type PluginRoot,
  pluginEnvWarning,
  pluginRootsNamed,
  withPluginEnv,
} from './plugin-root.js';
import { HARNESS_SHELL, shellForm, shellLaunchWarning } from './shell-launch.js';
import { shellPlaceholderClash } from './shell-placeholder-clash.js';
import { backgroundWarning } from './translate-http.js';
import type { HandlerTranslator, TranslateContext, Translation } from './translate-types.js';
import type { ForeignEntry, PlannedHook } from './types.js';

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
 * A `type: command` handler: its command becomes an argv (Claude Code's exec form as written, a
 * shell string split when it can be, else `[shell, "-c", text]` with `--allow-shell`, C-4), the
 * plugin root set for a plugin's hook; the li bridge itself and argvs the loader would refuse are
 * rejected.
 */
function translateCommandHandler(context: TranslateContext): Translation {
  const { entry, fields, event, matcher, row, from, options, reject, eventWarnings } = context;
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
    type: 'command',
    command: argv,
    source: entry.harness === 'claude' ? 'imported:claude' : 'imported:codex',
    toolVocabulary: entry.harness,
    importedFrom: from,
    ...(fields.async === true ? { async: true as const } : {}),
  };
  const timeout = withImportedTimings(hook, entry, event, fields);
  row.status = 'imported';
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
    ...eventWarnings,
  );
  // The import creates the data directory when the harness would (Claude Code; Codex does not).
  const data = plugin?.data?.created ? plugin.data.dir : undefined;
  return { row, hook, from, ...(data === undefined ? {} : { pluginData: data }) };
}

/** How a `type: command` handler is imported and written. */
export const commandTranslator: HandlerTranslator = {
  identity: (fields) => (typeof fields.command === 'string' ? fields.command : ''),
  translate: translateCommandHandler,
  settingsFields: (hook: PlannedHook) => ({ type: 'command', command: hook.command }),
  writtenArgv: (fields) => fields.command,
  handlerSource: (hook) => hook,
};
