/**
 * Milliseconds on a monotonic clock, as `performance.now()` counts them (from an arbitrary start),
 * without `node:perf_hooks`: the first use of the global `performance` loads it, about 2 ms of a
 * bridge call that runs one hook on Node 20 (issue 38). Durations and the pid clock's age use it.
 */
export function monotonicMs(): number {
  return Number(process.hrtime.bigint()) / 1e6;
}
