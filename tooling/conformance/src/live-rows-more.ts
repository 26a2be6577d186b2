import { pre } from './live-row-kit.js';
import type { LiveRow } from './live-rows.js';

/** Exit-code and output rows: the hook's answer decides whether the shell call runs. */
const EXITS: readonly LiveRow[] = [
  pre('exit-0-json-blanks', 'pre-deny-leading-space.sh'),
  pre('exit-0-over-cap', 'pre-deny-over-cap.sh'),
  pre('exit-2-ignores-stdout', 'pre-allow-exit2.sh'),
  pre('exit-3', 'exit3-stderr.sh', 'probe:EXIT3-STDERR-MSG'),
  pre('exit-signal', 'killed-by-signal.sh'),
  {
    id: 'exit-1-prompt',
    event: 'UserPromptSubmit',
    hook: 'exit1-stderr.sh',
    facets: ['prompt', 'probe:EXIT1-STDERR-MSG'],
  },
  {
    id: 'exit-2-session-start',
    event: 'SessionStart',
    hook: 'exit2-stderr.sh',
    facets: ['tool', 'probe:EXIT2-STDERR-MSG'],
  },
];

/** Decision rows: context and `continue: false` on the events the first rows did not cover. */
const DECISIONS: readonly LiveRow[] = [
  pre('dec-context-pre', 'additional-context.mjs', 'probe:CONTEXT-FROM-PreToolUse'),
  {
    id: 'dec-context-prompt',
    event: 'UserPromptSubmit',
    hook: 'additional-context.mjs',
    facets: ['prompt', 'probe:CONTEXT-FROM-UserPromptSubmit'],
  },
  {
    id: 'dec-context-failure',
    event: 'PostToolUseFailure',
    hook: 'additional-context.mjs',
    command: 'exit 3',
    facets: ['probe:CONTEXT-FROM-PostToolUseFailure'],
  },
  {
    id: 'dec-continue-prompt',
    event: 'UserPromptSubmit',
    hook: 'continue-false.sh',
    facets: ['prompt'],
  },
  {
    id: 'dec-plain-session-start',
    event: 'SessionStart',
    hook: 'exit0-plain.sh',
    facets: ['tool', 'probe:PLAIN-STDOUT-TEXT'],
  },
];

/**
 * Envelope rows the recorder's field-and-type diff cannot show: values (`source`, `prompt`,
 * `tool_name`) and which event a failing call fires.
 */
const ENVELOPES: readonly LiveRow[] = [
  {
    id: 'env-session-start',
    event: 'SessionStart',
    hook: 'record.mjs',
    facets: ['tool', 'recorded:SessionStart.source'],
  },
  {
    id: 'env-prompt',
    event: 'UserPromptSubmit',
    hook: 'record.mjs',
    facets: ['prompt', 'recorded:UserPromptSubmit.prompt'],
  },
  pre('env-pre-tool', 'record.mjs', 'recorded:PreToolUse.tool_name'),
  {
    // A failing call: PostToolUse must not fire (PostToolUseFailure does, where there is one).
    id: 'env-failure-routing',
    event: 'PostToolUse',
    hook: 'touch-marker.sh',
    args: ['post'],
    command: 'touch ran.marker && exit 3',
    facets: ['tool', 'count:post'],
  },
];

/** Timeouts on an advisory event, and the process group a timeout must end. */
const TIMEOUTS: readonly LiveRow[] = [
  {
    id: 'timeout-post',
    event: 'PostToolUse',
    hook: 'sleep-then-deny.sh',
    timeout: 1,
    facets: ['tool', 'continued'],
  },
  {
    // The child would write hook-child.marker 2 s after the hook started: wait past that.
    id: 'timeout-kills-group',
    event: 'PostToolUse',
    hook: 'sleep-with-child.sh',
    timeout: 1,
    settleMs: 4000,
    facets: ['tool', 'spawned:child'],
  },
];

/**
 * Rows on LionAGI-only settings and refusals: the harnesses get the same hook without the
 * LionAGI field (or with their own form of it), and the matrix cell says n/a or a divergence.
 */
const POLICY: readonly LiveRow[] = [
  { ...pre('fail-closed-exit-1', 'exit1-stderr.sh'), lionagiOnly: { fail_closed: true } },
  { ...pre('fail-closed-malformed', 'exit0-malformed.sh'), lionagiOnly: { fail_closed: true } },
  {
    id: 'fail-closed-advisory',
    event: 'PostToolUse',
    hook: 'exit1-stderr.sh',
    lionagiOnly: { fail_closed: true },
    facets: ['tool'],
  },
  { ...pre('trust-approved', 'pre-deny.sh'), imported: 'claude', trusted: true },
  {
    id: 'trust-untrusted-post',
    event: 'PostToolUse',
    hook: 'touch-marker.sh',
    args: ['imported'],
    imported: 'codex',
    facets: ['tool', 'hook-spawned'],
  },
  { id: 'event-unmappable', event: 'TeammateIdle', hook: 'exit0-empty.sh', facets: ['tool'] },
  {
    ...pre('match-invalid-regex', 'pre-deny.sh'),
    matcher: { lionagi: '[', harness: '[' },
  },
  {
    ...pre('match-tool-vocabulary', 'pre-deny-tool-name.sh'),
    args: ['Bash'],
    matcher: { lionagi: 'Bash', harness: 'Bash' },
    lionagiOnly: { tool_vocabulary: 'claude' },
    mcp: true,
    facets: ['tool', 'mcp'],
  },
];

/** How hooks are started: a shell string, argv verbatim, a chain run one after another. */
const COMMANDS: readonly LiveRow[] = [
  { ...pre('dv-string-command', 'pre-deny.sh', 'probe:DENY-REASON-123'), stringCommand: true },
  {
    ...pre('dv-argv-literal', 'print-args.sh', 'args'),
    args: ['$HOME', 'a b', "it's; echo injected"],
  },
  {
    ...pre('dv-sequential-rewrite', 'pre-rewrite.sh', 'recorded-input'),
    chain: [{ hook: 'record.mjs' }],
  },
];

/**
 * A skill shell line (Claude Code 2.1.332's `PreSkillShellCommand`) guarded by the bridge: the
 * line must not run and the deny reason must reach the model, as a PreToolUse deny does in li-agent.
 */
const SKILL_LINE: LiveRow = {
  ...pre('bridge-skill-line', 'pre-deny.sh', 'probe:DENY-REASON-123'),
  skillLine: {
    since: '2.1.332',
    codex: 'Codex has no skills with shell lines (no PreSkillShellCommand event)',
  },
};

/** The live rows beyond the first 59: exits, decisions, envelopes, timeouts, policy, commands, skill lines. */
export const MORE_LIVE_ROWS: readonly LiveRow[] = [
  ...EXITS,
  ...DECISIONS,
  ...ENVELOPES,
  ...TIMEOUTS,
  ...POLICY,
  ...COMMANDS,
  SKILL_LINE,
];
