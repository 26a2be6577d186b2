import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import type { Writable } from 'node:stream';

/**
 * Starts one hook process with `node:child_process` directly: argv only (`shell: false`),
 * leading its own process group and session (`detached`), exactly the given environment, three
 * pipes (and a fourth, descriptor 3, carrying `payload` when given: a verified run's bytes). The adapter reads, caps, times out and kills by itself, so a process library would add
 * nothing it uses, only its per-call cost: execa 9.6 with all of its features switched off still
 * spent about 1.1 ms of CPU per hook here, four fifths of the adapter's JavaScript (see
 * docs/performance.md, "Why the adapter spawns with node:child_process"). A spawn that fails
 * synchronously throws; one that fails later (ENOENT, EACCES) has no pid and emits `error`, which
 * {@link spawnError} waits for.
 */
export function spawnHook(
  file: string,
  args: string[],
  cwd: string,
  env: NodeJS.ProcessEnv,
  payload?: Uint8Array,
): HookSubprocess {
  const child = spawn(file, args, {
    cwd,
    env,
    shell: false,
    detached: true,
    stdio: payload === undefined ? 'pipe' : ['pipe', 'pipe', 'pipe', 'pipe'],
    windowsHide: true,
  });
  const extra = child.stdio[3] as Writable | null | undefined;
  if (payload !== undefined && extra) {
    // EPIPE when the hook exits before reading is the hook's business; its exit says how it went.
    extra.on('error', () => {});
    extra.end(payload);
    // Its descriptor is closed with the hook, whatever the hook did with its end.
    child.once('exit', () => extra.destroy());
  }
  return child;
}

/** A running hook process as {@link spawnHook} returns it. */
export type HookSubprocess = ChildProcessWithoutNullStreams;

/**
 * The error of a spawn that started nothing (no pid), which Node emits on the next tick. Node
 * has already opened the three pipes by then and leaves them open: they are closed here, or each
 * failed spawn would leak three file descriptors (after EMFILE or ENFILE there are none).
 */
export function spawnError(child: HookSubprocess): Promise<unknown> {
  for (const stream of child.stdio) (stream as { destroy?: () => void } | null)?.destroy?.();
  return new Promise((resolve) => child.once('error', resolve));
}
