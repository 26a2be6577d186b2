import { describe, expect, it } from 'vitest';
import {
  mergePerHookLive,
  PER_HOOK_LIVE_END,
  PER_HOOK_LIVE_START,
  type PerHookLive,
  perHookLiveFigures,
  perHookLiveSection,
  renderPerHookLive,
} from './per-hook-live.js';

const live = (lionagi: number[], claude: number[]): PerHookLive => ({
  generatedAt: '2026-12-01T15:00:00.000Z',
  versions: { claudeCode: '2.1.328', lionagi: 'li-agent/0.1.0' },
  calls: 3,
  isolation: 'inside `unshare -n` (interfaces: lo)',
  load: { start: [1, 2, 3], end: [1, 2, 3] },
  runs: [
    { first: 'li-agent', lionagi: { hooks: lionagi }, claude: { hooks: claude } },
    { first: 'claude', lionagi: { hooks: lionagi }, claude: { hooks: [20, 20, 20] } },
  ],
});

const GENERATED = '# Performance\n\n## Goals\n\n| a | b |\n';

describe('the live per-hook section of docs/performance.md', () => {
  it('is appended once, then replaced in place, leaving the rest of the document as it was', () => {
    const first = mergePerHookLive(GENERATED, renderPerHookLive(live([9, 8, 30], [10, 10, 50])));
    expect(first.startsWith(GENERATED.trimEnd())).toBe(true);
    expect(first.split(PER_HOOK_LIVE_START)).toHaveLength(2);
    const second = mergePerHookLive(first, renderPerHookLive(live([16, 16, 16], [10, 10, 10])));
    expect(second.split(PER_HOOK_LIVE_START)).toHaveLength(2);
    expect(second.split(PER_HOOK_LIVE_END)).toHaveLength(2);
    expect(second).toContain('| 1 | li-agent | 16 ms | 10 ms | 1.60x | 16 ms | 10 ms | — |');
    expect(second).not.toContain('| 1 | li-agent | 9 ms | 10 ms |');
    expect(second).toContain('| --- | --- | --- | --- | --- | --- | --- | --- |');
  });

  it('reads back the per-run ratios (median over median) the goals table judges', () => {
    const doc = mergePerHookLive(GENERATED, renderPerHookLive(live([9, 8, 30], [10, 10, 50])));
    const section = perHookLiveSection(doc);
    expect(section?.startsWith(PER_HOOK_LIVE_START)).toBe(true);
    expect(section?.endsWith(PER_HOOK_LIVE_END)).toBe(true);
    expect(perHookLiveFigures(section)).toEqual({
      ratios: [0.9, 0.45],
      claudeCode: '2.1.328',
      at: '2026-12-01T15:00:00.000Z',
    });
    expect(section).toContain('**not met** (worst run 0.90x, best 0.45x)');
  });

  it('is absent from a document that never had one', () => {
    expect(perHookLiveSection(GENERATED)).toBeUndefined();
    expect(perHookLiveFigures(undefined)).toBeUndefined();
  });
});
