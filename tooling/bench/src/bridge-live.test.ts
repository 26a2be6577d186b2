import { describe, expect, it } from 'vitest';
import {
  BRIDGE_LIVE_MARKERS,
  type BridgeLive,
  bridgeLiveFigures,
  bridgeLiveSection,
  mergeBridgeLive,
  renderBridgeLive,
} from './bridge-live.js';
import { mergePerHookLive, perHookLiveSection } from './per-hook-live.js';

const live = (native: number[], bridge: number[]): BridgeLive => ({
  generatedAt: '2026-12-03T06:00:00.000Z',
  versions: { claudeCode: '2.1.328', li: '0.1.0', node: 'node v20.20.2' },
  calls: 3,
  isolation: 'inside `unshare -n` (interfaces: lo)',
  load: { start: [1, 2, 3], end: [1, 2, 3] },
  commands: { native: 'node hook.mjs', bridge: 'node li.js hooks run PreToolUse --emit claude' },
  runs: [
    {
      first: 'native',
      native: { hooks: native },
      bridge: { hooks: bridge },
      hookInsideBridge: native,
    },
    {
      first: 'bridge',
      native: { hooks: [20, 20, 20] },
      bridge: { hooks: bridge },
      hookInsideBridge: [5, 5, 5],
    },
  ],
});

const GENERATED = '# Performance\n\n## Goals\n\n| a | b |\n';

describe('the live bridge section of docs/performance.md', () => {
  it('is appended once, then replaced in place, beside the per-hook section and leaving it as it was', () => {
    const withPerHook = mergePerHookLive(
      GENERATED,
      '<!-- per-hook-live: x -->\nkept\n<!-- /per-hook-live -->',
    );
    const first = mergeBridgeLive(
      withPerHook,
      renderBridgeLive(live([30, 29, 31], [100, 110, 120])),
    );
    expect(first.split(BRIDGE_LIVE_MARKERS.start)).toHaveLength(2);
    const second = mergeBridgeLive(first, renderBridgeLive(live([30, 30, 30], [60, 60, 60])));
    expect(second.split(BRIDGE_LIVE_MARKERS.start)).toHaveLength(2);
    expect(second.split(BRIDGE_LIVE_MARKERS.end)).toHaveLength(2);
    expect(second).toContain('| 1 | native | 30 ms | 60 ms | 2.00x | 30 ms | 30 ms | 60 ms |');
    expect(second).not.toContain('| 1 | native | 30 ms | 110 ms |');
    expect(perHookLiveSection(second)).toBe(perHookLiveSection(withPerHook));
  });

  it('reads back the per-run ratios (median over median), judged on every run', () => {
    const doc = mergeBridgeLive(GENERATED, renderBridgeLive(live([30, 29, 31], [60, 70, 80])));
    const section = bridgeLiveSection(doc);
    expect(bridgeLiveFigures(section)).toEqual({
      ratios: [70 / 30, 70 / 20].map((r) => Number(r.toFixed(3))),
      claudeCode: '2.1.328',
      at: '2026-12-03T06:00:00.000Z',
    });
    expect(section).toContain(
      'Goal ≤ 2.50x on every run: **not met** (worst run 3.50x, best 2.33x).',
    );
    expect(bridgeLiveFigures(GENERATED)).toBeUndefined();
  });
});
