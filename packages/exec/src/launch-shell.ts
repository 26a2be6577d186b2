/**
 * The shell's part of a verified run (see `planVerifiedRun`): `sh FLAGS -c TEXT GIVEN ARGS…`
 * runs the verified text itself, handed over in the argv (which no other process can change),
 * with `$0` the path as configured, so `$(dirname "$0")/../lib/x.sh` reaches what it would. Bash
 * leaves `BASH_SOURCE` empty for `-c` text, where a script run by path sees its own path: the
 * exact forms `${BASH_SOURCE[0]}`, `${BASH_SOURCE}` and `$BASH_SOURCE` are written as `${0}`
 * (the same value for a script bash runs by path, in its functions too); a script that uses
 * `BASH_SOURCE` otherwise runs as configured (`undefined` here).
 */
export function shellLaunch(
  interpreter: readonly string[],
  program: string,
  flags: readonly string[],
  given: string,
  text: string,
  args: readonly string[],
): string[] | undefined {
  let body = text;
  if (program === 'bash') {
    body = text.replace(/\$\{BASH_SOURCE(\[0\])?\}|\$BASH_SOURCE(?![\w[])/g, '${0}');
    if (body.includes('BASH_SOURCE')) return undefined;
  }
  return [...interpreter, ...flags, '-c', body, given, ...args];
}

/** Shell options accepted before the script: single letters, none taking a value (`-o`) or text (`-c`, `-s`). */
export const SHELL_FLAGS = /^[-+][abefhkmnptuvxBCEHPT]+$/;

/** Shells whose `-c TEXT NAME ARGS…` sets `$0` to NAME and the positional parameters to ARGS. */
export const SHELLS = /^(sh|bash|dash)$/;
