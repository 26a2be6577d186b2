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
  const names = Object.keys(variants);
  const samples: Record<string, number[]> = Object.fromEntries(names.map((n) => [n, []]));
  for (let round = 0; round < options.warmup + options.rounds; round++) {
    for (let k = 0; k < names.length; k++) {
      const name = names[(round + k) % names.length] as string;
      const run = variants[name] as () => Promise<unknown>;
      const started = performance.now();
      await run();
      const elapsed = performance.now() - started;
      if (round >= options.warmup) samples[name]?.push(elapsed);
    }
  }
  return samples;
}
