/** Summary of a set of samples (milliseconds unless said otherwise). */
export interface Summary {
  n: number;
  median: number;
  p99: number;
  min: number;
  max: number;
}

/** The nearest-rank percentile `p` (0–100) of `samples`; NaN when there are none. */
export function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] as number;
}

/** The median of `samples` (the mean of the middle two for an even count); NaN when empty. */
export function median(samples: readonly number[]): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

/** n, median, p99, min and max of `samples`. */
export function summarize(samples: readonly number[]): Summary {
  return {
    n: samples.length,
    median: median(samples),
    p99: percentile(samples, 99),
    min: samples.length === 0 ? Number.NaN : Math.min(...samples),
    max: samples.length === 0 ? Number.NaN : Math.max(...samples),
  };
}

/**
 * The median of the per-round ratios `a[i] / b[i]` of two interleaved sample lists: robust to
 * load that drifts during the run, since both sides of each ratio were taken moments apart.
 */
export function pairedRatio(a: readonly number[], b: readonly number[]): number {
  const n = Math.min(a.length, b.length);
  return median(Array.from({ length: n }, (_, i) => (a[i] as number) / (b[i] as number)));
}

/** A duration for a table: µs below 1 ms, else ms, with 3 significant digits. */
export function formatDuration(ms: number): string {
  if (!Number.isFinite(ms)) return 'n/a';
  if (ms < 1) return `${Number((ms * 1000).toPrecision(3))} µs`;
  return `${Number(ms.toPrecision(3))} ms`;
}

/** A ratio as `1.23x`. */
export function formatRatio(ratio: number): string {
  return Number.isFinite(ratio) ? `${ratio.toFixed(2)}x` : 'n/a';
}
