/** Words that `sh` or `bash` read as syntax when they start a command unquoted. */
const RESERVED_WORDS = new Set([
  'if',
  'then',
  'else',
  'elif',
  'fi',
  'do',
  'done',
  'case',
  'esac',
  'while',
  'until',
  'for',
  'in',
  'function',
  'select',
  'time',
  'coproc',
  ']]',
]);

/** Builtins of dash and bash with no executable of the same name (or none that behaves alike). */
const SHELL_ONLY_BUILTINS = new Set([
  '.',
  ':',
  'alias',
  'bg',
  'bind',
  'break',
  'builtin',
  'caller',
  'cd',
  'chdir',
  'command',
  'compgen',
  'complete',
  'compopt',
  'continue',
  'declare',
  'dirs',
  'disown',
  'enable',
  'eval',
  'exec',
  'exit',
  'export',
  'fc',
  'fg',
  'getopts',
  'hash',
  'help',
  'history',
  'jobs',
  'let',
  'local',
  'logout',
  'mapfile',
  'popd',
  'pushd',
  'read',
  'readarray',
  'readonly',
  'return',
  'set',
  'shift',
  'shopt',
  'source',
  'suspend',
  'times',
  'trap',
  'type',
  'typeset',
  'ulimit',
  'umask',
  'unalias',
  'unset',
  'wait',
]);

/** What the first word of a shell command means for an argv translation. */
export interface FirstWordProblem {
  readonly reject?: string;
  readonly warning?: string;
}

/**
 * Checks the command word: an unquoted reserved word is shell syntax, and a shell-only builtin
 * (`cd`, `exit`, `eval`, `source`, …) has no program to run as argv. `echo` runs as a builtin
 * under `sh` and as `/bin/echo` from argv, so it is kept with a warning.
 */
export function firstWordProblem(text: string, unquoted: boolean): FirstWordProblem {
  if (unquoted && RESERVED_WORDS.has(text)) {
    return { reject: `the reserved word \`${text}\` (shell syntax)` };
  }
  if (text.includes('/')) return {};
  if (SHELL_ONLY_BUILTINS.has(text)) {
    return { reject: `the shell builtin \`${text}\` (no program to run as argv)` };
  }
  if (text === 'echo') {
    return {
      warning:
        '`echo` is a shell builtin under sh; as argv it runs the echo program, whose handling of backslashes and options can differ',
    };
  }
  return {};
}
