import type { MachineInfo } from './machine.js';
import type { AsyncFigures } from './measure-async.js';
import type { AuditFigures } from './measure-audit.js';
import type { CliFigures } from './measure-cli.js';
import type { ConcurrencyLevel } from './measure-concurrency.js';
import type { DispatchFigures } from './measure-dispatch.js';
import type { JsCostFigures } from './measure-js-cost.js';
import type { NonMatchingFigures } from './measure-non-matching.js';
import type { OneMatchingFigures } from './measure-scaling.js';
import type { SettingsFigures } from './measure-settings.js';

/** How many rounds a run takes: `default`, or `full` (`pnpm bench:full`). */
export interface BenchSize {
  name: 'default' | 'full';
  dispatchRounds: number;
  jsRounds: number;
  nonMatchingFirings: number;
  cliRounds: number;
  concurrency: number[];
  concurrencyPairs: number;
  /** Tool calls measured with and without an async hook (issue 24). */
  asyncRounds: number;
  /** What the run should take on the 2-core CI machine; exceeding it is reported, not failed. */
  budgetMs: number;
}

/** Everything one `pnpm bench` run measured. */
export interface BenchReport {
  size: BenchSize;
  machineAtStart: MachineInfo;
  machineAtEnd: MachineInfo;
  /** Wall time of the whole run, bundling `li` included. */
  totalMs: number;
  dispatch: DispatchFigures;
  /** Per-call JavaScript with the spawn faked. */
  jsCost: JsCostFigures;
  audit: AuditFigures;
  /** The headline: 100 entries, none matching. */
  nonMatching: NonMatchingFigures;
  cli: CliFigures;
  /** By entry count (1, 10, 100, 1000). */
  settings: SettingsFigures[];
  nonMatchingByEntries: NonMatchingFigures[];
  oneMatchingByEntries: OneMatchingFigures[];
  /** By concurrency (1, 10, 50, 200): native hooks, then the imported tier. */
  concurrency: ConcurrencyLevel[];
  /** A tool call with an async PostToolUse hook that sleeps 2 s vs the same call with no hook. */
  asyncHook: AsyncFigures;
  concurrencyImported: ConcurrencyLevel[];
  /**
   * The live per-hook section of the document this run replaces (`pnpm conformance:per-hook`
   * wrote it; markers included), kept as it is.
   */
  perHookLive?: string;
  /** The live bridge section (`pnpm conformance:bridge-time` wrote it), kept as it is. */
  bridgeLive?: string;
}

/** A goal of issue 11 and whether this run met it. */
export interface GoalCheck {
  what: string;
  goal: string;
  measured: string;
  /** `undefined` for comparisons the issue sets no threshold for. */
  met: boolean | undefined;
  /** For a missed goal: by how much, in words. */
  gap?: string;
}
