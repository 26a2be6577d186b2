import type { ProfileEvent } from '@lionagi/hooks-profile';
import type { HarnessCell, Row, RunSpec } from './row.js';
import { CLAUDE_RUNS_UNTRUSTED, run } from './row-kit.js';
import { fixture, oneGroup, RECORDER } from './scenario.js';

/** What one advisory v3 event's row set needs: the run that fires it and what a completed turn shows. */
export interface AdvisoryRowsSpec {
  event: ProfileEvent;
  /** Row id prefix, e.g. `subagent-start`. */
  prefix: string;
  /** What goes on whatever the hook does, e.g. `the subagent runs and returns`. */
  goesOn: string;
  /** The prompt and flags that fire the event once. */
  run: Omit<RunSpec, 'settings'>;
  /** What the completed turn shows besides exit 0 (tool calls, recorder counts). */
  completed: Omit<Row['expect'], 'exitCode'>;
  profileSource: string;
  /** Where the ground truth observed the event fire (an exit 2 of it was not exercised). */
  claudeSource: string;
  codex: { exit1: HarnessCell; timeout: HarnessCell; untrusted: HarnessCell; exit2: HarnessCell };
}

/**
 * The exit 2 / exit 1 / timeout / untrusted rows of an advisory profile v3 event (ADR-0048 D1,
 * D2, D7): none of them changes what the turn does, and an untrusted hook is not spawned.
 */
export function advisoryRows(spec: AdvisoryRowsSpec): Row[] {
  const { event, prefix, goesOn } = spec;
  const done = { exitCode: 0, terminalReason: 'completed', ...spec.completed } as const;
  return [
    {
      id: `${prefix}-exit2-advisory`,
      area: 'exit-codes',
      title: `${event} exit 2 blocks nothing: ${goesOn}`,
      hooks: ['record.mjs', 'exit2-stderr.sh'],
      run: {
        ...spec.run,
        settings: oneGroup(event, undefined, RECORDER, fixture('exit2-stderr.sh')),
      },
      expect: { ...done, recorded: { [event]: 1 } },
      profileSource: `ADR-0048 D2 (advisory events never block); ${spec.profileSource}`,
      claudeCode: {
        observed: `not captured: ${event} fired (${spec.claudeSource}), its exit 2 was not exercised`,
        source: spec.claudeSource,
        relation: 'not-observed',
      },
      codex: spec.codex.exit2,
    },
    {
      id: `${prefix}-exit1`,
      area: 'exit-codes',
      title: `${event} exit 1: a logged failure; ${goesOn}`,
      hooks: ['record.mjs', 'exit1-stderr.sh'],
      run: {
        ...spec.run,
        settings: oneGroup(event, undefined, RECORDER, fixture('exit1-stderr.sh')),
      },
      expect: { ...done, recorded: { [event]: 1 } },
      profileSource: 'ADR-0048 D1 (other exits: failure, proceed); C-5',
      claudeCode: {
        observed: 'non-blocking error; the session goes on',
        source: 'claude-code §5.1 (1, 3, 127…)',
        relation: 'same',
      },
      codex: spec.codex.exit1,
    },
    {
      id: `${prefix}-timeout`,
      area: 'timeouts',
      title: `A ${event} hook past its timeout is a logged failure; ${goesOn}`,
      hooks: ['sleep-then-deny.sh'],
      run: {
        ...spec.run,
        settings: oneGroup(
          event,
          undefined,
          fixture('sleep-then-deny.sh', { args: ['5'], timeout: 1 }),
        ),
      },
      expect: {
        ...done,
        hookRuns: [run(event, 'timeout', 'none', { exit_code: null, timed_out: true })],
      },
      profileSource: 'ADR-0048 D1 (timeout = other exit on advisory events)',
      claudeCode: {
        observed: 'a timed-out hook is cancelled; the session goes on',
        source: 'to01, to02, to03',
        relation: 'same',
      },
      codex: spec.codex.timeout,
    },
    {
      id: `${prefix}-untrusted`,
      area: 'policy',
      title: `An untrusted imported ${event} hook is not spawned; ${goesOn}`,
      hooks: ['touch-marker.sh'],
      divergences: ['Dv1-13'],
      run: {
        ...spec.run,
        settings: oneGroup(
          event,
          undefined,
          fixture('touch-marker.sh', { args: ['imported'], source: 'imported:claude' }),
        ),
      },
      expect: {
        ...done,
        files: { 'hook-imported.marker': false },
        hookRuns: [run(event, 'skipped', 'none', { exit_code: null, tier: 'imported' })],
      },
      profileSource: 'ADR-0048 D7 (advisory events skip with a warning)',
      claudeCode: CLAUDE_RUNS_UNTRUSTED,
      codex: spec.codex.untrusted,
    },
  ];
}
