import { basename } from 'node:path';
import { type PluginRoot, substitutePluginRoot, withPluginEnv } from './plugin-root.js';

const SHELL_PROGRAMS = /^(?:sh|bash|dash|zsh|ksh|mksh|ash)$/;
/** `-c`, and combined flags that include it (`-lc`, `-ec`, `-xc`). */
const COMMAND_FLAG = /^-[A-Za-z]*c[A-Za-z]*$/;

/** The shell each harness runs a command string with (ground truth: Claude Code `/bin/sh -c`, Codex `/bin/bash -c`). */
export const HARNESS_SHELL = { claude: '/bin/sh', codex: '/bin/bash' } as const;

/**
 * The opt-in shell form (`--allow-shell`): exactly what the harness runs for a shell string the
 * word splitter cannot translate, as an explicit argv, and the report line that says so. For a
 * plugin, `${VAR}` of the plugin-root (and data) variables is replaced by the plugin's directory
 * in the script (the harness substitutes it as text; the path is plain, so a shell expanding it
 * gives the same text), and `env VAR=<dir>` sets them, as the harness does for plugin hooks (the script may
 * still expand one, `$VAR` or `${VAR:-…}`, or start a program that reads it).
 */
export function shellForm(
  harness: keyof typeof HARNESS_SHELL,
  command: string,
  plugin?: PluginRoot,
): { argv: string[]; warning: string } {
  const shell = HARNESS_SHELL[harness];
  const script = plugin === undefined ? command : substitutePluginRoot(command, plugin);
  const argv =
    plugin === undefined ? [shell, '-c', script] : withPluginEnv([shell, '-c', script], plugin);
  const named = (vars: readonly string[] = []) => vars.some((v) => command.includes(`\${${v}}`));
  const written =
    plugin === undefined
      ? []
      : [
          ...(named(plugin.vars) ? [`the plugin root ${plugin.dir}`] : []),
          ...(named(plugin.data?.vars) ? [`its data directory ${plugin.data?.dir}`] : []),
        ];
  const root = written.length === 0 ? '' : `, with ${written.join(' and ')} written in`;
  return {
    argv,
    warning: `a shell runs this (--allow-shell): ${argv.slice(0, -1).join(' ')} ${JSON.stringify(script)}, as ${harness === 'claude' ? 'Claude Code' : 'Codex'} ran it${root}; LionAGI does not check the script, review it as shell code`,
  };
}

/** A shell started on inline code: the program, its `-c` flag and the script text. */
export interface ShellLaunch {
  program: string;
  flag: string;
  script: string;
}

/**
 * The inline script an argv hands a shell (`bash -c '<script>'`, `sh -ec …`, `env [VAR=…] bash
 * -c …`), or `undefined` for any other argv (a shell given a script file is ordinary code).
 */
export function shellLaunch(argv: readonly string[]): ShellLaunch | undefined {
  let start = 0;
  if (basename(argv[0] ?? '') === 'env') {
    start = 1;
    while (/^[A-Za-z_][A-Za-z0-9_]*=/.test(argv[start] ?? '')) start += 1;
  }
  const program = basename(argv[start] ?? '');
  if (!SHELL_PROGRAMS.test(program)) return undefined;
  for (let i = start + 1; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (!arg.startsWith('-')) return undefined;
    if (COMMAND_FLAG.test(arg)) return { program, flag: arg, script: argv[i + 1] ?? '' };
  }
  return undefined;
}

/**
 * A warning when an argv starts a shell on inline code (see {@link shellLaunch}): the argv is
 * exact, but what runs is the script text, which LionAGI neither splits nor checks.
 */
export function shellLaunchWarning(argv: readonly string[]): string | undefined {
  const launch = shellLaunch(argv);
  if (launch === undefined) return undefined;
  return `the command starts a shell (\`${launch.program} ${launch.flag}\`): the script ${JSON.stringify(launch.script)} is shell code LionAGI runs as given and does not check; review it as shell code`;
}
