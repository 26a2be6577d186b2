import { spawn } from 'node:child_process';

/**
 * The baseline: a bare `child_process.spawn` of `argv` (no shell unless argv is one), the payload
 * written to stdin, stdout collected, resolved on close with the exit code and stdout. No caps,
 * no timeout, and no process group unless `detached`: the least any harness can do.
 */
export function rawSpawn(
  argv: readonly string[],
  payload: string,
  cwd: string,
  detached = false,
): Promise<{ code: number | null; stdout: string }> {
  return new Promise((resolve, reject) => {
    const [file, ...args] = argv as [string, ...string[]];
    const child = spawn(file, args, { cwd, stdio: 'pipe', detached });
    let stdout = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      stdout += chunk;
    });
    child.stderr.resume();
    child.stdin.on('error', () => {});
    child.stdin.end(payload);
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout }));
  });
}
