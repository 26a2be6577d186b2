import { type ConfigDiagnostic, formatDiagnostic, loadSettings } from '@lionagi/hooks-config';
import { createEventDispatcher } from '@lionagi/hooks-exec';
import { compileMatcher, type HookError, isHookError } from '@lionagi/hooks-profile';
import { afterAll, describe, expect, it } from 'vitest';
import { fault } from '../../src/fault-catalogue.js';
import { faultProject, normalize, removeFaultProjects } from '../support/fault-project.js';
import { isAlive } from '../support/processes.js';
import { raceSwapper } from '../support/swap-race.js';
import { attemptCall, callTool, describeCall } from '../support/tool-call.js';

afterAll(removeFaultProjects);

describe('hostile model (issue 16)', () => {
  it(fault('hostile-padded-input').fault, async () => {
    const row = fault('hostile-padded-input');
    const project = await faultProject([{ command: ['node', './guards/echo-deny.mjs'] }]);
    const call = await callTool(project, {
      command: `rm -rf victim # ${'a'.repeat(1_200_000)}`,
    });
    expect(describeCall(call)).toBe(row.outcome);
    expect(normalize(call.runs[0]?.reason ?? '', project)).toBe(row.diagnostic);
    expect(call.runs[0]?.truncated).toBe(true);
    expect(await isAlive(call.runs[0]?.pid as number)).toBe(false);
  });

  it(fault('hostile-deep-update').fault, async () => {
    const row = fault('hostile-deep-update');
    const project = await faultProject([{ command: ['node', './guards/deep-rewrite.mjs'] }]);
    const call = await callTool(project, { command: 'touch ran.marker' });
    expect(describeCall(call)).toBe(row.outcome);
    expect(normalize(call.runs[0]?.reason ?? '', project)).toBe(row.diagnostic);
    expect(() => JSON.stringify(call)).not.toThrow();
    expect(await isAlive(call.runs[0]?.pid as number)).toBe(false);
  });

  it(fault('hostile-redos-matcher').fault, async () => {
    const row = fault('hostile-redos-matcher');
    const project = await faultProject([]);
    const entry = {
      type: 'command' as const,
      command: ['./guards/guard.sh'],
      matcher: '^(\\w+)+!$',
      timeoutSec: 5,
      source: 'imported:claude',
    };
    const dispatcher = createEventDispatcher('PreToolUse', [entry], {
      projectDir: project.dir,
      trust: () => ({ trusted: false, status: 'pending' }),
    });
    const tool = 'mcp__filesystem__read_multiple_files_with_metadata';
    expect(dispatcher.matches(tool)).toBe(false);
    const result = await dispatcher.dispatch({ hook_event_name: 'PreToolUse', tool_name: tool });
    expect(result.runs.map((r) => [r.matched, r.ran ?? false])).toEqual([[false, false]]);
    expect(result.runs[0]?.notes).toEqual([row.diagnostic]);
    expect(compileMatcher(entry.matcher).engine).toBe('re2');
  });

  it(fault('hostile-backreference-matcher').fault, async () => {
    const row = fault('hostile-backreference-matcher');
    const project = await faultProject([{ command: ['./guards/guard.sh'], matcher: '(bash)\\1' }]);
    const attempt = await attemptCall(project);
    expect(attempt.toolRuns).toEqual([]);
    const loaded = await loadSettings({ projectDir: project.dir, env: project.env }).catch(
      (e: unknown) => e,
    );
    expect(isHookError(loaded) && loaded.code).toBe('CONFIG_INVALID');
    const [first] = (loaded as HookError).details.diagnostics as ConfigDiagnostic[];
    expect(normalize(formatDiagnostic(first as ConfigDiagnostic), project)).toBe(row.diagnostic);
  });
});

/** Firings raced against the swapper: the number the issue asks for. */
const RACE_FIRINGS = 1000;

describe('hostile settings the model could write with bash (issue 16 item 9)', () => {
  it(fault('hostile-dedup-loosen').fault, async () => {
    const row = fault('hostile-dedup-loosen');
    const crash = ['sh', '-c', 'cat >/dev/null; echo guard crashed >&2; exit 1'];
    const project = await faultProject([
      { command: crash, matcher: '*' },
      { command: crash, failClosed: true },
    ]);
    const call = await callTool(project);
    expect(describeCall(call)).toBe(row.outcome);
    expect(normalize(call.result.reason ?? '', project)).toBe(row.diagnostic);
  });

  it(fault('hostile-e2big-argv').fault, async () => {
    const row = fault('hostile-e2big-argv');
    const project = await faultProject([{ command: ['./guards/guard.sh', 'x'.repeat(200_000)] }]);
    const attempt = await attemptCall(project);
    expect(attempt.toolRuns).toEqual([]);
    expect(attempt.runs).toEqual([]);
    const why = attempt.result?.reason ?? (attempt.error as Error | undefined)?.message ?? '';
    expect(normalize(why, project)).toBe(row.diagnostic);
  });
});

describe('check-to-exec race (issue 16 item 6)', () => {
  it(fault('hostile-swap-race').fault, { timeout: 120_000 }, async () => {
    const row = fault('hostile-swap-race');
    const race = await raceSwapper(RACE_FIRINGS);
    expect(`${race.wins} wins in ${race.firings} firings`).toBe(row.outcome.split(' · ')[0]);
    // The swapper really raced: both the approved guard and refusals were seen.
    expect(race.guardAnswered).toBeGreaterThan(0);
    expect(race.refusedChanged).toBeGreaterThan(0);
  });
});
