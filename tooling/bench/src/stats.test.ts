import { describe, expect, it } from 'vitest';
import {
  formatDuration,
  formatRatio,
  median,
  pairedRatio,
  percentile,
  summarize,
} from './stats.js';

describe('stats', () => {
  it('median takes the middle sample, or the mean of the middle two', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
  });

  it('percentile is nearest-rank: p99 of 100 samples is the 99th smallest', () => {
    const samples = Array.from({ length: 100 }, (_, i) => 100 - i);
    expect(percentile(samples, 99)).toBe(99);
    expect(percentile(samples, 100)).toBe(100);
    expect(percentile([7], 99)).toBe(7);
  });

  it('summarize reports n, median, p99, min and max', () => {
    expect(summarize([3, 1, 2])).toEqual({ n: 3, median: 2, p99: 3, min: 1, max: 3 });
  });

  it('pairedRatio is the median of per-round ratios', () => {
    expect(pairedRatio([2, 3, 40], [1, 2, 10])).toBe(2);
  });

  it('formats durations in µs below a millisecond and ratios with two decimals', () => {
    expect(formatDuration(0.01234)).toBe('12.3 µs');
    expect(formatDuration(12.345)).toBe('12.3 ms');
    expect(formatDuration(1234.5)).toBe('1230 ms');
    expect(formatRatio(1.234)).toBe('1.23x');
    expect(formatRatio(Number.NaN)).toBe('n/a');
  });
});
