import { killLiveHooksNow, liveHookCount } from './live-hooks.js';
import { GROUP_EXIT_WAIT_MS, KILL_GRACE_MS } from './process-group.js';

/** The signals that stop an owner of hooks (`li hooks run`, `li-agent`). */
export const OWNER_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

/** A signal in {@link OWNER_SIGNALS}. */
export type OwnerSignal = (typeof OWNER_SIGNALS)[number];

/** The conventional exit status after each signal: 128 + its number. */
export const SIGNAL_EXIT_STATUS: Readonly<Record<OwnerSignal, number>> = {
  SIGHUP: 129,
  SIGINT: 130,
  SIGTERM: 143,
};

/**
 * How long a stopped owner may spend before it exits anyway (every hook is SIGKILLed first):
 * one hook termination (grace, then the wait for a SIGKILLed group) plus a bounded SessionEnd.
 */
export const OWNER_STOP_BOUND_MS = 2 * (KILL_GRACE_MS + GROUP_EXIT_WAIT_MS);

/** Options of {@link stopOnSignals}. */
export interface StopOnSignalsOptions {
  /** Default `process.exit`. */
  exit?: (status: number) => void;
  /** Default {@link OWNER_STOP_BOUND_MS}. */
  boundMs?: number;
  /** Names the owner in the lines written to stderr (`li hooks run`, `li-agent`). */
  name?: string;
}

/**
 * Makes this process an owner that never leaves a hook behind. On the first SIGINT, SIGTERM or
 * SIGHUP, `stop(signal)` runs (abort the running hooks: TERM, grace, KILL; fire SessionEnd;
 * flush) within `boundMs`; then every hook tree still registered is SIGKILLed and the process
 * exits with 130 / 143 / 129. A second signal exits at once, after SIGKILLing every hook tree.
 * Returns a function that removes the handlers.
 */
export function stopOnSignals(
  stop: (signal: OwnerSignal) => Promise<unknown>,
  options: StopOnSignalsOptions = {},
): () => void {
  const exit = options.exit ?? ((status: number) => process.exit(status));
  const boundMs = options.boundMs ?? OWNER_STOP_BOUND_MS;
  const say = (text: string) => process.stderr.write(`\n${options.name ?? 'li'}: ${text}\n`);
  let stopping = false;
  const handler = (signal: OwnerSignal) => {
    if (stopping) {
      say(
        `${signal} again: exiting now; ${killLiveHooksNow()} running hook process tree(s) sent SIGKILL`,
      );
      exit(SIGNAL_EXIT_STATUS[signal]);
      return;
    }
    stopping = true;
    const running = liveHookCount();
    say(
      `${signal}: stopping${running > 0 ? `; ${running} running hook(s) get SIGTERM, then SIGKILL after ${KILL_GRACE_MS} ms` : ''} (send it again to exit at once)`,
    );
    let timer: NodeJS.Timeout | undefined;
    const bound = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, boundMs);
    });
    void Promise.race([Promise.resolve().then(() => stop(signal)), bound])
      .catch(() => undefined)
      .then(() => {
        clearTimeout(timer);
        killLiveHooksNow();
        exit(SIGNAL_EXIT_STATUS[signal]);
      });
  };
  for (const signal of OWNER_SIGNALS) process.on(signal, handler);
  return () => {
    for (const signal of OWNER_SIGNALS) process.off(signal, handler);
  };
}
