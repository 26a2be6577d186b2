import { type ChildProcess, spawn } from 'node:child_process';
import { inject } from 'vitest';

/** What a `li` subprocess did. */
export interface LiResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Options for {@link runLi}. */
export interface RunLiOptions {
  cwd?: string;
  env?: NodeJS.ProcessEnv;
  /** Written to stdin, which is then closed. */
  input?: string;
  /** The program to run instead of the bundled `li` (e.g. the full program, `li-main.js`). */
  bin?: string;
}

/** Runs the bundled `li` built by the global setup (or `options.bin`) as a real subprocess. */
export function runLi(args: string[], options: RunLiOptions = {}): Promise<LiResult> {
  return startLi(args, options).done;
}

/**
 * Starts `li` as {@link runLi} does and returns the process (to signal it) with what it did once
 * it closed; `nodeArgs` go to `node` before the program.
 */
export function startLi(
  args: string[],
  options: RunLiOptions & { nodeArgs?: string[] } = {},
): { child: ChildProcess; done: Promise<LiResult> } {
  const child = spawn(
    process.execPath,
    [...(options.nodeArgs ?? []), options.bin ?? inject('liBin'), ...args],
    {
      cwd: options.cwd ?? process.cwd(),
      env: { ...process.env, NO_COLOR: '1', ...options.env },
      stdio: ['pipe', 'pipe', 'pipe'],
    },
  );
  const done = new Promise<LiResult>((resolve, reject) => {
    let stdout = '';
    let stderr = '';
    child.stdout?.setEncoding('utf8').on('data', (d: string) => {
      stdout += d;
    });
    child.stderr?.setEncoding('utf8').on('data', (d: string) => {
      stderr += d;
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
  child.stdin?.end(options.input ?? '');
  return { child, done };
}
