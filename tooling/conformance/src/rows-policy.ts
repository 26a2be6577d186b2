import type { Row } from './row.js';
import { CLAUDE_RUNS_UNTRUSTED, denied, NOT_RAN, ok, RAN, run } from './row-kit.js';
import { fixture, oneGroup, settingsYaml, TOUCH_PROMPT } from './scenario.js';

const UNTRUSTED_PREFIX =
  'review and approve it with "li hooks trust": imported hook command ["hooks/touch-marker.sh", "imported"] (PreToolUse, from {project}/.lionagi/settings.yaml:';

/** Policy rows: fail_closed (C-5), chains (C-2), merge order (D6), trust (D7), event names (D2). */
export const POLICY_ROWS: Row[] = [
  {
    id: 'fail-closed-exit-1',
    area: 'policy',
    title: '`fail_closed: true`: a failing PreToolUse hook (exit 1) denies',
    hooks: ['exit1-stderr.sh'],
    run: {
      settings: oneGroup(
        'PreToolUse',
        undefined,
        fixture('exit1-stderr.sh', { fail_closed: true }),
      ),
      prompt: TOUCH_PROMPT,
    },
    expect: {
      exitCode: 0,
      files: NOT_RAN,
      toolCalls: [
        denied(
          'hook hooks/exit1-stderr.sh failed: exited with code 1: EXIT1-STDERR-MSG (fail_closed: denying)',
        ),
      ],
      hookRuns: [run('PreToolUse', 'error', 'deny', { exit_code: 1 })],
    },
    profileSource: 'C-5',
    claudeCode: {
      observed: 'no such setting; exit 1 never blocks',
      source: 'claude-code §2, pre08',
      relation: 'not-applicable',
    },
    codex: {
      observed: 'no such setting; exit 1 never blocks',
      source: 'codex §1, §5.1',
      relation: 'not-applicable',
    },
  },
  {
    id: 'fail-closed-malformed',
    area: 'policy',
    title: '`fail_closed: true`: malformed JSON denies',
    hooks: ['exit0-malformed.sh'],
    run: {
      settings: oneGroup(
        'PreToolUse',
        undefined,
        fixture('exit0-malformed.sh', { fail_closed: true }),
      ),
      prompt: TOUCH_PROMPT,
    },
    expect: {
      exitCode: 0,
      files: NOT_RAN,
      toolCalls: [
        denied({ prefix: 'hook hooks/exit0-malformed.sh printed malformed JSON on stdout (' }),
      ],
      hookRuns: [run('PreToolUse', 'error', 'deny', { exit_code: 0 })],
    },
    profileSource: 'C-5',
    claudeCode: {
      observed: 'no such setting; malformed JSON is plain text',
      source: 'pre10',
      relation: 'not-applicable',
    },
    codex: {
      observed: 'no such setting; invalid output fails open',
      source: 'codex §5.1',
      relation: 'not-applicable',
    },
  },
  {
    id: 'fail-closed-advisory',
    area: 'policy',
    title: '`fail_closed: true` on an advisory event (PostToolUse) changes nothing',
    hooks: ['exit1-stderr.sh'],
    run: {
      settings: oneGroup(
        'PostToolUse',
        undefined,
        fixture('exit1-stderr.sh', { fail_closed: true }),
      ),
      prompt: TOUCH_PROMPT,
    },
    expect: {
      exitCode: 0,
      files: RAN,
      toolCalls: [ok()],
      hookRuns: [run('PostToolUse', 'error', 'none', { exit_code: 1 })],
    },
    profileSource: 'C-5 (blocking events only)',
    claudeCode: {
      observed: 'no such setting; exit 1 is non-blocking',
      source: 'post06',
      relation: 'not-applicable',
    },
    codex: { observed: 'no such setting', source: 'codex §1', relation: 'not-applicable' },
  },
  {
    id: 'chain-first-deny',
    area: 'policy',
    title: 'The first deny stops the chain: a later hook is never spawned',
    hooks: ['pre-deny.sh', 'touch-marker.sh'],
    divergences: ['Dv1-7'],
    run: {
      settings: oneGroup(
        'PreToolUse',
        undefined,
        fixture('pre-deny.sh'),
        fixture('touch-marker.sh', { args: ['second'] }),
      ),
      prompt: TOUCH_PROMPT,
    },
    expect: {
      exitCode: 0,
      files: { 'ran.marker': false, 'hook-second.marker': false },
      toolCalls: [denied('DENY-REASON-123')],
      hookRuns: [
        run('PreToolUse', 'blocked', 'deny', { exit_code: 0 }),
        run('PreToolUse', 'not-run', 'none', { exit_code: null }),
      ],
    },
    profileSource: 'C-2; Dv1-7',
    claudeCode: {
      observed: 'every matching hook starts and is awaited, even after one blocked',
      source: 'multi07',
      relation: 'differs',
      divergence: 'Dv1-7',
    },
    codex: {
      observed: 'all matching hooks start together',
      source: 'codex §3',
      relation: 'differs',
      divergence: 'Dv1-7',
    },
  },
  {
    id: 'chain-dedup',
    area: 'policy',
    divergences: ['Dv1-20'],
    title: 'Identical argv in two groups runs once per firing',
    hooks: ['touch-marker.sh'],
    run: {
      settings: settingsYaml({
        PreToolUse: [
          { hooks: [fixture('touch-marker.sh', { args: ['dup'] })] },
          { matcher: 'bash', hooks: [fixture('touch-marker.sh', { args: ['dup'] })] },
        ],
      }),
      prompt: TOUCH_PROMPT,
    },
    expect: {
      exitCode: 0,
      files: RAN,
      fileContents: { 'hook-dup.marker': 'ran\n' },
      hookRuns: [
        run('PreToolUse', 'success', 'none', { exit_code: 0 }),
        run('PreToolUse', 'skipped', 'none', { exit_code: null }),
      ],
    },
    profileSource: 'C-2 (identical argv in one firing runs once)',
    claudeCode: {
      observed: 'the same command string ran once across groups and files',
      source: 'multi02',
      relation: 'same',
    },
    codex: {
      observed: 'the same command in two groups ran twice for one call (live run)',
      source: 'live run (docs/conformance-live.md)',
      relation: 'differs',
      divergence: 'Dv1-20',
    },
  },
  {
    id: 'merge-user-then-project',
    area: 'policy',
    title: 'User and project entries both run, user entries first',
    hooks: ['touch-marker.sh'],
    run: {
      userSettings: settingsYaml({
        PreToolUse: [{ hooks: [fixture('touch-marker.sh', { args: ['user'] })] }],
      }),
      settings: oneGroup(
        'PreToolUse',
        undefined,
        fixture('touch-marker.sh', { args: ['project'] }),
      ),
      prompt: TOUCH_PROMPT,
    },
    expect: {
      exitCode: 0,
      files: { 'ran.marker': true, 'hook-user.marker': true, 'hook-project.marker': true },
      hookRuns: [
        run('PreToolUse', 'success', 'none', { tier: 'user' }),
        run('PreToolUse', 'success', 'none', { tier: 'project' }),
      ],
    },
    profileSource: 'ADR-0048 D6 (entries concatenate, global first)',
    claudeCode: {
      observed: 'hooks from project, user and local files all ran (in parallel)',
      source: 'multi02c',
      relation: 'same',
    },
    codex: {
      observed: 'layers merge, lowest precedence first (source only)',
      source: 'codex §1',
      relation: 'same',
    },
  },
  {
    id: 'trust-untrusted-pre',
    area: 'policy',
    title: 'An untrusted imported PreToolUse hook is not spawned and the call is denied',
    hooks: ['touch-marker.sh'],
    divergences: ['Dv1-13'],
    run: {
      settings: oneGroup(
        'PreToolUse',
        undefined,
        fixture('touch-marker.sh', { args: ['imported'], source: 'imported:claude' }),
      ),
      prompt: TOUCH_PROMPT,
    },
    expect: {
      exitCode: 0,
      files: { 'ran.marker': false, 'hook-imported.marker': false },
      toolCalls: [denied({ prefix: UNTRUSTED_PREFIX })],
      hookRuns: [run('PreToolUse', 'blocked', 'deny', { exit_code: null, tier: 'imported' })],
    },
    profileSource: 'ADR-0048 D7; Dv1-13',
    claudeCode: {
      observed: 'no per-hook trust in `-p`: the hook runs, the tool runs',
      source: 'claude-code §2',
      relation: 'differs',
      divergence: 'Dv1-13',
    },
    codex: {
      observed: 'an untrusted hook is silently skipped; the tool runs',
      source: 'codex §2',
      relation: 'differs',
      divergence: 'Dv1-13',
    },
  },
  {
    id: 'trust-untrusted-post',
    area: 'policy',
    title: 'An untrusted imported PostToolUse hook is skipped with a warning',
    hooks: ['touch-marker.sh'],
    divergences: ['Dv1-13'],
    run: {
      settings: oneGroup(
        'PostToolUse',
        undefined,
        fixture('touch-marker.sh', { args: ['imported'], source: 'imported:codex' }),
      ),
      prompt: TOUCH_PROMPT,
    },
    expect: {
      exitCode: 0,
      files: { 'ran.marker': true, 'hook-imported.marker': false },
      hookRuns: [run('PostToolUse', 'skipped', 'none', { exit_code: null, tier: 'imported' })],
    },
    profileSource: 'ADR-0048 D7 (advisory events skip with a warning)',
    claudeCode: CLAUDE_RUNS_UNTRUSTED,
    codex: { observed: 'silently skipped', source: 'codex §2', relation: 'same' },
  },
  {
    id: 'trust-approved',
    area: 'policy',
    title: 'After `li hooks trust --yes` the imported hook runs and decides',
    hooks: ['pre-deny.sh'],
    run: {
      settings: oneGroup(
        'PreToolUse',
        undefined,
        fixture('pre-deny.sh', { source: 'imported:claude' }),
      ),
      before: [['hooks', 'trust', '--yes']],
      prompt: TOUCH_PROMPT,
    },
    expect: {
      exitCode: 0,
      files: NOT_RAN,
      toolCalls: [denied('DENY-REASON-123')],
      hookRuns: [run('PreToolUse', 'blocked', 'deny', { exit_code: 0, tier: 'imported' })],
    },
    profileSource: 'ADR-0048 D7 (hash-pinned approval)',
    claudeCode: {
      observed: 'no trust step: the hook runs and denies',
      source: 'claude-code §2',
      relation: 'same',
    },
    codex: {
      observed: 'with a matching `trusted_hash` the hook runs',
      source: 'codex §2',
      relation: 'same',
    },
  },
  {
    id: 'event-unmappable',
    area: 'policy',
    title:
      'An event with no LionAGI seam (`TeammateIdle`: agent teams, which LionAGI does not have) refuses to load',
    hooks: ['exit0-empty.sh'],
    run: {
      settings:
        'hooks_external:\n  TeammateIdle:\n    - hooks: [{ type: command, command: ["hooks/exit0-empty.sh"] }]\n',
      prompt: TOUCH_PROMPT,
    },
    expect: {
      exitCode: 1,
      files: NOT_RAN,
      stderr: [
        '{project}/.lionagi/settings.yaml:2:',
        'unsupported hook event "TeammateIdle" (a Claude Code 2.1.328 event: a teammate of an agent team is about to go idle (not observed live); li-agent has no agent teams (a subagent returns to its parent, it never idles)): the LionAGI runtime has no seam for it',
      ],
    },
    profileSource:
      'ADR-0048 D2 (fail loud on the unmappable); profile v3 (CLAUDE_CODE_EVENT_NAMES: a Claude Code event with no seam)',
    claudeCode: {
      observed: 'TeammateIdle is a real event (agent teams; not fired in the capture: not set up)',
      source: 'claude-code §3.1',
      relation: 'differs',
      divergence: 'ADR-0048 D2',
    },
    codex: {
      observed: 'Codex has no TeammateIdle; unknown event keys are silently ignored',
      source: 'codex §1',
      relation: 'differs',
      divergence: 'ADR-0048 D2',
    },
  },
];
