/** Options of {@link interleave}. */
export interface InterleaveOptions {
  /** Measured rounds; each runs every variant once. */
  rounds: number;
  /** Unmeasured rounds first (JIT, caches, page cache). */
  warmup: number;
}

/**
 * Measures several variants of the same work in interleaved rounds: each round runs every
 * variant once, in an order rotated from round to round, so load that drifts on a shared machine
 * hits every variant alike. Returns each variant's per-round wall times in milliseconds, in round
 * order (index `i` of every list belongs to the same round).
 */
export async function interleave(
  variants: Record<string, () => Promise<unknown>>,
  options: InterleaveOptions,
): Promise<Record<string, number[]>> {
  return (await interleaveTimed(variants, options)).wall;
}

/** Wall and parent-CPU samples of {@link interleaveTimed}, in milliseconds, by variant. */
export interface TimedSamples {
  wall: Record<string, number[]>;
  /**
   * This process's CPU time (user + system, `process.cpuUsage`) spent during each call: what the
   * caller pays per operation, whatever the machine's fork/exec or scheduling costs.
   */
  cpu: Record<string, number[]>;
}

/** {@link interleave}, also recording this process's CPU time per call. */
export async function interleaveTimed(
  variants: Record<string, () => Promise<unknown>>,
  options: InterleaveOptions,
): Promise<TimedSamples> {
  const names = Object.keys(variants);
  const wall: Record<string, number[]> = Object.fromEntries(names.map((n) => [n, []]));
  const cpu: Record<string, number[]> = Object.fromEntries(names.map((n) => [n, []]));
  for (let round = 0; round < options.warmup + options.rounds; round++) {
    for (let k = 0; k < names.length; k++) {
      const name = names[(round + k) % names.length] as string;
      const run = variants[name] as () => Promise<unknown>;
      const cpuStart = process.cpuUsage();
      const started = performance.now();
      await run();
      const elapsed = performance.now() - started;
      const used = process.cpuUsage(cpuStart);
      if (round >= options.warmup) {
        wall[name]?.push(elapsed);
        cpu[name]?.push((used.user + used.system) / 1000);
      }
    }
  }
  return { wall, cpu };
}
