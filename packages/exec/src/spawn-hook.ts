import { execa } from 'execa';

/**
 * Starts one hook process: argv only (`shell: false`), leading its own process group
 * (`detached`), exactly the given environment (`extendEnv: false`), three pipes, and none of
 * execa's buffering, timeout or cleanup: the adapter reads, caps and kills by itself.
 */
export function spawnHook(file: string, args: string[], cwd: string, env: NodeJS.ProcessEnv) {
  return execa(file, args, {
    cwd,
    env,
    extendEnv: false,
    shell: false,
    detached: true,
    cleanup: false,
    buffer: false,
    reject: false,
    stdin: 'pipe',
    stdout: 'pipe',
    stderr: 'pipe',
    stripFinalNewline: false,
    windowsHide: true,
  });
}

/** A running hook process as {@link spawnHook} returns it. */
export type HookSubprocess = ReturnType<typeof spawnHook>;
