import type { MachineInfo } from './machine.js';
import type { AsyncFigures } from './measure-async.js';
import type { CliFigures } from './measure-cli.js';
import type { ConcurrencyLevel } from './measure-concurrency.js';
import type { DispatchFigures } from './measure-dispatch.js';
import type { NonMatchingFigures } from './measure-non-matching.js';
import type { OneMatchingFigures } from './measure-scaling.js';
import type { SettingsFigures } from './measure-settings.js';

/** Everything one `pnpm bench` run measured. */
export interface BenchReport {
  machineAtStart: MachineInfo;
  machineAtEnd: MachineInfo;
  /** Wall time of the whole run, bundling `li` included. */
  totalMs: number;
  dispatch: DispatchFigures;
  /** The headline: 100 entries, none matching. */
  nonMatching: NonMatchingFigures;
  cli: CliFigures;
  /** By entry count (1, 10, 100, 1000). */
  settings: SettingsFigures[];
  nonMatchingByEntries: NonMatchingFigures[];
  oneMatchingByEntries: OneMatchingFigures[];
  /** By concurrency (1, 10, 50, 200). */
  concurrency: ConcurrencyLevel[];
  /** A tool call with an async PostToolUse hook that sleeps 2 s vs the same call with no hook. */
  asyncHook: AsyncFigures;
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
