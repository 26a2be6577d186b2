import { setTimeout as sleep } from 'node:timers/promises';
import { GROUP_EXIT_WAIT_MS, KILL_GRACE_MS } from '@lionagi/hooks-exec';

/** Hooks one session's background queue holds; past it, events are dropped (HK-31). */
export const ASYNC_HOOK_QUEUE_LIMIT = 256;

/** How long `close` lets queued async hooks finish before the running one is killed (HK-33). */
export const ASYNC_HOOK_DRAIN_MS = 5000;

/** One async hook delivery: run it under `signal` (aborting kills its process group). */
export interface AsyncHookJob {
  run(signal: AbortSignal): Promise<void>;
  /** Called instead of `run` when the job is dropped: the queue was full, or closed first. */
  drop(why: string): void;
  /** The hook: its entry's index in the event's configured list, and its argv. */
  readonly hook?: { readonly index: number; readonly command: readonly string[] };
}

/** Where a host puts its async hooks: a session's {@link AsyncHookQueue}, or another runner. */
export interface AsyncHookSink {
  /** Takes `job` without waiting for it; false when it was not taken (a queue calls its `drop`). */
  push(job: AsyncHookJob): boolean;
}

/** Options of {@link AsyncHookQueue}. */
export interface AsyncHookQueueOptions {
  limit?: number;
  /** Said once when the queue starts dropping, and again only after it has emptied. */
  warn(message: string): void;
  /** A job whose `run` threw; later jobs still run. */
  onCrash(error: unknown): void;
}

/**
 * The one ordered background worker of a session (HK-30..HK-33): jobs run one at a time in the
 * order they were pushed, never awaited by the caller; a job that throws is reported and the
 * next runs. A push past the limit is dropped at once (its `drop` is called) with one warning per
 * overflow episode. `close` refuses new jobs, gives the queue `graceMs` to empty, then aborts the
 * running job (its hook's group gets the exec adapter's SIGTERM, then SIGKILL) and drops the rest,
 * and resolves once the running job has settled (bounded by the adapter's kill grace).
 */
export class AsyncHookQueue implements AsyncHookSink {
  readonly limit: number;
  readonly #options: AsyncHookQueueOptions;
  readonly #jobs: AsyncHookJob[] = [];
  readonly #stop = new AbortController();
  #running: Promise<void> | undefined;
  #warned = false;
  #closed = false;
  #idle: (() => void) | undefined;

  constructor(options: AsyncHookQueueOptions) {
    this.#options = options;
    this.limit = options.limit ?? ASYNC_HOOK_QUEUE_LIMIT;
  }

  /** Jobs waiting (not counting the running one). */
  get pending(): number {
    return this.#jobs.length;
  }

  /** Queues `job`; false when it was dropped (queue full or closed). Never waits. */
  push(job: AsyncHookJob): boolean {
    if (this.#closed) {
      job.drop('the session is closing; async hooks are no longer accepted');
      return false;
    }
    if (this.#jobs.length >= this.limit) {
      if (!this.#warned) {
        this.#warned = true;
        this.#options.warn(
          `async hooks are falling behind: the background queue holds ${this.limit} hooks, so new ones are dropped (each drop is in the audit log)`,
        );
      }
      job.drop(`dropped: the async hook queue is full (${this.limit} waiting)`);
      return false;
    }
    this.#jobs.push(job);
    this.#running ??= this.#work();
    return true;
  }

  async #work(): Promise<void> {
    // The caller's event must not wait for even the first spawn.
    await Promise.resolve();
    for (let job = this.#jobs.shift(); job !== undefined; job = this.#jobs.shift()) {
      if (this.#stop.signal.aborted) {
        job.drop('dropped: the session closed before this async hook ran');
        continue;
      }
      try {
        await job.run(this.#stop.signal);
      } catch (error) {
        this.#options.onCrash(error);
      }
    }
    this.#warned = false;
    this.#running = undefined;
    this.#idle?.();
  }

  /**
   * Stops accepting jobs, waits up to `graceMs` for the queue to empty, then kills the running
   * hook and drops the queued ones. Resolves when nothing of the queue is left running.
   */
  async close(graceMs = ASYNC_HOOK_DRAIN_MS): Promise<{ drained: boolean }> {
    this.#closed = true;
    if (this.#running === undefined) return { drained: true };
    const idle = new Promise<void>((resolve) => {
      this.#idle = resolve;
    });
    const bound = new AbortController();
    const drained =
      graceMs > 0 &&
      (await Promise.race([
        idle.then(() => true),
        sleep(graceMs, false, { signal: bound.signal }).catch(() => false),
      ]));
    bound.abort();
    if (drained) return { drained: true };
    this.#stop.abort(new Error('the session closed while async hooks were running'));
    const stopping = new AbortController();
    await Promise.race([
      idle,
      sleep(KILL_GRACE_MS + GROUP_EXIT_WAIT_MS, undefined, { signal: stopping.signal }).catch(
        () => undefined,
      ),
    ]);
    stopping.abort();
    return { drained: false };
  }
}
