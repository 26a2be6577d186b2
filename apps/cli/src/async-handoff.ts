import { spawn } from 'node:child_process';
import type { HarnessToolNames, ProfileEvent } from '@lionagi/hooks-profile/core';
import type { AsyncHookJob, AsyncHookSink } from '@lionagi/runtime/hook-host';
import { ASYNC_WORKER_ENV } from './async-worker-env.js';
import type { CommandContext } from './context.js';

export { ASYNC_WORKER_ENV };

/** What the bridge hands its background worker on stdin: the firing, as it was dispatched. */
export interface AsyncHandoffPayload {
  event: ProfileEvent;
  projectDir: string;
  /** The envelope as JSON text, snapshotted when the event fired. */
  envelope: string;
  harnessNames?: HarnessToolNames;
  /** The async hooks the bridge matched (index in the event's list, argv): only these run. */
  hooks: AsyncHookRef[];
}

/** One handed-off hook: its entry's index in the event's configured list, and its argv. */
export interface AsyncHookRef {
  index: number;
  command: readonly string[];
}

/**
 * The async-hook sink of `li hooks run`: the bridge must answer its harness at once, so the
 * async hooks a firing matched are collected here and, once the answer is written, handed to one
 * detached background `li hooks run` ({@link handOff}) that fires them through the same host.
 */
export class AsyncHandoff implements AsyncHookSink {
  readonly #jobs: AsyncHookJob[] = [];

  /** Async hooks the firing matched. */
  get size(): number {
    return this.#jobs.length;
  }

  /** The matched hooks, for the worker. */
  get hooks(): AsyncHookRef[] {
    return this.#jobs.flatMap((j) => (j.hook === undefined ? [] : [j.hook]));
  }

  push(job: AsyncHookJob): boolean {
    this.#jobs.push(job);
    return true;
  }

  /** Records every collected hook as dropped, naming why (the bridge could not hand them off). */
  dropAll(why: string): void {
    for (const job of this.#jobs.splice(0)) job.drop(why);
  }
}

/**
 * Starts the background worker for `payload` in its own session and process group (so the
 * harness's kill of the bridge's group at its timeout does not reach it) and returns once the
 * payload is written: the bridge then exits. The worker runs the async hooks one at a time, as
 * li-agent's queue does, and closes like a session that ended: ASYNC_HOOK_DRAIN_MS for them to
 * finish, then the running one is killed (SIGTERM, SIGKILL after the grace) and the rest dropped,
 * each in the audit log. Without `ctx.self` (li embedded, not a process) they are dropped.
 */
export async function handOff(
  ctx: CommandContext,
  handoff: AsyncHandoff,
  firing: Omit<AsyncHandoffPayload, 'hooks'>,
): Promise<void> {
  const payload: AsyncHandoffPayload = { ...firing, hooks: handoff.hooks };
  const self = ctx.self;
  if (self === undefined || self.length === 0) {
    handoff.dropAll('dropped: li runs embedded here, with no background process for async hooks');
    return;
  }
  const [command, ...args] = self as [string, ...string[]];
  const child = spawn(command, [...args, 'hooks', 'run', payload.event], {
    cwd: payload.projectDir,
    env: { ...ctx.env, [ASYNC_WORKER_ENV]: '1' },
    detached: true,
    stdio: ['pipe', 'ignore', 'ignore'],
  });
  const started = await new Promise<boolean>((resolve) => {
    child.once('error', () => resolve(false));
    child.stdin.once('error', () => resolve(false));
    child.stdin.end(JSON.stringify(payload), () => resolve(true));
  });
  child.unref();
  if (!started) handoff.dropAll('dropped: the background process for async hooks did not start');
}
