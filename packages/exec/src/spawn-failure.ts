import { statSync } from 'node:fs';

/**
 * One line saying why a hook could not be started, as `CODE: explanation` (e.g.
 * `ENOENT: ./guard.sh was not found (relative to /repo)`). ENOENT is disambiguated: Node reports
 * a missing working directory as the command being missing.
 */
export function spawnFailure(error: unknown, file: string, cwd: string): string {
  const code = errorCode(error);
  const message = error instanceof Error ? error.message : String(error);
  if (code === 'ENOENT') {
    if (!isDirectory(cwd)) return `ENOENT: working directory ${cwd} does not exist`;
    if (!file.includes('/')) return `ENOENT: ${file} was not found on PATH`;
    return `ENOENT: ${file} was not found${file.startsWith('/') ? '' : ` (relative to ${cwd})`}`;
  }
  if (code === 'EACCES') return `EACCES: ${file} is not executable (permission denied)`;
  return code === undefined ? message : `${code}: ${message}`;
}

function errorCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') return code;
  return errorCode((error as { cause?: unknown }).cause);
}

function isDirectory(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}
