import { closeSync, openSync, readSync } from 'node:fs';

/** What pyenv's `rehash` writes as the last line of every shim. */
const PYENV_SHIM = /\nexec "([^"\n]+)\/libexec\/pyenv" exec "\$program" "\$@"\n/;

/**
 * For a pyenv shim (a script that execs `$PYENV_ROOT/libexec/pyenv exec`), what its approval
 * cannot pin, in words: the interpreter pyenv picks at each run (`PYENV_VERSION`,
 * `.python-version`, the global version file) and pyenv's own scripts. `undefined` otherwise.
 */
export function pyenvShimNote(path: string): string | undefined {
  let text: string;
  try {
    const fd = openSync(path, 'r');
    try {
      const buffer = Buffer.alloc(1024);
      text = buffer.subarray(0, readSync(fd, buffer, 0, 1024, 0)).toString('latin1');
    } finally {
      closeSync(fd);
    }
  } catch {
    return undefined;
  }
  const match = PYENV_SHIM.exec(text);
  if (match === null) return undefined;
  return `${path} is a pyenv shim: the shim is pinned, but not the interpreter pyenv picks when it runs (PYENV_VERSION, .python-version, ${match[1]}/version) nor pyenv's own scripts under ${match[1]}; put pyenv's version directory first on PATH to pin the interpreter itself`;
}
