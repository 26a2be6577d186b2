import { basename } from 'node:path';

const SHELL_PROGRAMS = /^(?:sh|bash|dash|zsh|ksh|mksh|ash)$/;
/** `-c`, and combined flags that include it (`-lc`, `-ec`, `-xc`). */
const COMMAND_FLAG = /^-[A-Za-z]*c[A-Za-z]*$/;

/** The shell each harness runs a command string with (ground truth: Claude Code `/bin/sh -c`, Codex `/bin/bash -c`). */
export const HARNESS_SHELL = { claude: '/bin/sh', codex: '/bin/bash' } as const;

/**
 * The opt-in shell form (`--allow-shell`): exactly what the harness runs for a shell string the
 * word splitter cannot translate, as an explicit argv, and the report line that says so.
 */
export function shellForm(
  harness: keyof typeof HARNESS_SHELL,
  command: string,
): { argv: string[]; warning: string } {
  const shell = HARNESS_SHELL[harness];
  return {
    argv: [shell, '-c', command],
    warning: `a shell runs this (--allow-shell): ${shell} -c ${JSON.stringify(command)}, as ${harness === 'claude' ? 'Claude Code' : 'Codex'} ran it; LionAGI does not check the script, review it as shell code`,
  };
}

/**
 * A warning when an argv starts a shell on inline code (`bash -c '<script>'`, `sh -ec …`,
 * `env bash -c …`): the argv is exact, but what runs is the script text, which LionAGI neither
 * splits nor checks. `undefined` for any other argv (a shell given a script file is ordinary code).
 */
export function shellLaunchWarning(argv: readonly string[]): string | undefined {
  const start = basename(argv[0] ?? '') === 'env' ? 1 : 0;
  const program = basename(argv[start] ?? '');
  if (!SHELL_PROGRAMS.test(program)) return undefined;
  for (let i = start + 1; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (!arg.startsWith('-')) return undefined;
    if (COMMAND_FLAG.test(arg)) {
      const script = argv[i + 1] ?? '';
      return `the command starts a shell (\`${program} ${arg}\`): the script ${JSON.stringify(script)} is shell code LionAGI runs as given and does not check; review it as shell code`;
    }
  }
  return undefined;
}
