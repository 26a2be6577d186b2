import { spawn } from 'node:child_process';
import { BUILTIN_HARNESS_NAMES, defineTool, type Tool } from '@lionagi/runtime';
import type { z } from 'zod';
import { lazyInput } from './lazy-input.js';
import type { BashInputSchema } from './tool-input-schemas.js';

/** The `bash` tool's input. */
export type BashInput = z.infer<typeof BashInputSchema>;

/** What the `bash` tool returns (Claude Code's Bash `tool_response` fields plus the exit code). */
export interface BashResult {
  stdout: string;
  stderr: string;
  exit_code: number;
  interrupted: boolean;
}

const CAP = 100_000;
const DEFAULT_TIMEOUT_MS = 120_000;

/**
 * Runs `command` with `/bin/bash -c` in the project directory. A non-zero exit is a tool error
 * (`Exit code N` + stderr), as in Claude Code, so PostToolUseFailure hooks see it.
 */
export function runBash(
  projectDir: string,
  input: BashInput,
  signal?: AbortSignal,
): Promise<BashResult> {
  return new Promise((resolve, reject) => {
    const child = spawn('/bin/bash', ['-c', input.command], {
      cwd: projectDir,
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    let stdout = '';
    let stderr = '';
    let interrupted = false;
    const kill = () => {
      interrupted = true;
      try {
        if (child.pid) process.kill(-child.pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
    };
    const timer = setTimeout(kill, input.timeout ?? DEFAULT_TIMEOUT_MS);
    signal?.addEventListener('abort', kill, { once: true });
    child.stdout.setEncoding('utf8').on('data', (d: string) => {
      if (stdout.length < CAP) stdout += d;
    });
    child.stderr.setEncoding('utf8').on('data', (d: string) => {
      if (stderr.length < CAP) stderr += d;
    });
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', kill);
      const result = {
        stdout: stdout.slice(0, CAP),
        stderr: stderr.slice(0, CAP),
        exit_code: code ?? -1,
        interrupted,
      };
      if (interrupted)
        reject(
          new Error(
            `Command interrupted after ${input.timeout ?? DEFAULT_TIMEOUT_MS} ms\n${result.stderr}`.trim(),
          ),
        );
      else if (code !== 0) reject(new Error(`Exit code ${code}\n${result.stderr}`.trim()));
      else resolve(result);
    });
  });
}

/** The `bash` tool bound to a project directory. */
export function bashTool(projectDir: string): Tool {
  return defineTool({
    name: 'bash',
    harnessNames: BUILTIN_HARNESS_NAMES.bash,
    description: 'Run a shell command in the project directory and return its stdout and stderr.',
    ...lazyInput('bash'),
    handler: (args, ctx) => runBash(projectDir, args, ctx.signal),
  });
}
