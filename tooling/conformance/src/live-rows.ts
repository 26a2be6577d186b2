/**
 * What the live suite compares per row. `tool`: did the guarded command run (`ran`, `not-run`,
 * `rewritten`); `mcp`: did the MCP tool `mcp__echo__touch` run (`ran`, `not-run`);
 * `recorded-input`: the command the chain's recorder hook saw (`original`, `rewritten`, `none`);
 * `args`: did the argv hook get its arguments verbatim (`verbatim`, `changed`, `not written`);
 * `prompt`: did the prompt reach the model (`submitted`, `blocked`); `continued`:
 * was the model called again after the tool result (`continued`, `stopped`); `hook-spawned`: did
 * the hook process start; `spawned:NAME`: did the `touch-marker.sh NAME` hook start; `count:NAME`:
 * how many times it started (`0`, `1`, …); `recorded:EVENT.FIELD`: that field of the first
 * EVENT envelope the `record.mjs` hook got (`(absent)`, `(the prompt as sent)` when it is the
 * case's prompt, else the value; only for fields that never hold a path); `probe:TEXT`: did any
 * model request contain TEXT (`seen`, `not seen`). Profile v2 rows add `exit` (the process's exit code), `requests` (how
 * many model requests carried the conversation) and `record:EVENT:FIELD` (the values of FIELD in
 * the envelopes the recorder `record.mjs` got for EVENT, in order, runs as `value×n`). Profile v3
 * rows add `typed:EVENT:FIELD` (the JSON type of FIELD in each such envelope, `absent` when it is
 * missing: a field whose value differs per run, such as `agent_id`) and `subagent-requests` (how
 * many model requests the subagent's own conversation made) and `agent-result` (did the parent's
 * model get the subagent's first answer in the agent tool's result: `returned`, `not returned`;
 * after a SubagentStop block the parent gets the next answer instead), and `parent-probe:TEXT`
 * (`probe:` on the requests of every conversation but the subagent's). PostToolBatch rows add
 * `terminal` (the result message's `terminal_reason`) and `result` (its `result` text, `(empty)`
 * when it is `""`).
 */
export type Facet =
  | 'tool'
  | 'mcp'
  | 'recorded-input'
  | 'args'
  | 'prompt'
  | 'continued'
  | 'hook-spawned'
  | `spawned:${string}`
  | `count:${string}`
  | `recorded:${string}`
  | `probe:${string}`
  | 'exit'
  | 'terminal'
  | 'result'
  | 'requests'
  | `record:${string}:${string}`
  | `typed:${string}:${string}`
  | 'subagent-requests'
  | 'agent-result'
  | `parent-probe:${string}`;

import { matched, pre } from './live-row-kit.js';
import { BRIDGE_V2_LIVE_ROWS } from './live-rows-bridge-v2.js';
import { MCP_LIVE_ROWS } from './live-rows-mcp.js';
import { MORE_LIVE_ROWS } from './live-rows-more.js';
import { LIVE_V2_ROWS } from './live-rows-v2.js';
import { LIVE_V3_ROWS } from './live-rows-v3.js';
import { LIVE_V3_BATCH_ROWS } from './live-rows-v3-batch.js';
import type { HarnessCell } from './row.js';
import {
  SDK_CLEAN_COMMAND,
  SDK_DRY_RUN_OUTPUT,
  SDK_GUARDED_COMMAND,
  SDK_JUNK,
  SDK_KEY_PROMPT_NOTE,
  SDK_PROMPT_CONTEXT,
  SDK_SESSION_CONTEXT,
} from './rows-sdk.js';

/** A matrix row re-run under the real Claude Code and Codex binaries (and li-agent) live. */
export interface LiveRow {
  /** The live row; also the matrix row it reproduces unless {@link matrixRow} names another. */
  id: string;
  /** The matrix row whose cells say what to expect (default: {@link id}). */
  matrixRow?: string;
  event:
    | 'PreToolUse'
    | 'PostToolUse'
    | 'PostToolUseFailure'
    | 'UserPromptSubmit'
    | 'SessionStart'
    | 'SessionEnd'
    | 'Stop'
    | 'PermissionRequest'
    | 'Notification'
    // Profile v3 (issue 36).
    | 'SubagentStart'
    | 'SubagentStop'
    | 'PreCompact'
    | 'PostCompact'
    | 'PostToolBatch'
    | 'StopFailure'
    // A harness event LionAGI has no seam for (ADR-0048 D2): li-agent refuses the file.
    | 'TeammateIdle';
  /** Further hooks after the row's hook, in the same matcher group (a chain, config order). */
  chain?: Array<{ hook: string; args?: string[] }>;
  /** A second matcher group holding the row's hook again (identical argv: dedup, C-2). */
  dedup?: boolean;
  /** A hook in the user-level settings too (LionAGI, Claude Code; Codex: its CODEX_HOME layer). */
  userHook?: { hook: string; args?: string[] };
  /**
   * Claude Code and Codex run `li hooks run EVENT --emit claude|codex` as their single hook, and
   * the row's hooks are in the project's `.lionagi/settings.yaml`: the harness must do what
   * li-agent does (profile semantics through the bridge).
   */
  bridge?: boolean;
  /**
   * With `bridge`: the bridge is in the user-level harness file too, each copy exactly as `li hooks
   * export --bridge` writes it (Claude Code: exec form `li` + `args`; Codex: `li hooks run EVENT
   * --emit codex`), with `li` a program on PATH. Does the harness start `li` once or twice?
   */
  bridgeInUserFile?: boolean;
  /** Fixture hook under test/fixtures/hooks, or with `sdk` the bundled SDK example `sdk/<hook>`. */
  hook: string;
  /** The hook is a bundled @lionagi/hooks-sdk example (projects link the bundles as `sdk/`). */
  sdk?: boolean;
  /** Further events the same hook is registered on (without a matcher). */
  alsoOn?: Array<
    'UserPromptSubmit' | 'PermissionRequest' | 'Notification' | 'SubagentStop' | 'PostCompact'
  >;
  /** A line put before the directives of the prompt (text the prompt hooks see). */
  promptNote?: string;
  /** The project is a git repository holding this one untracked file (content `junk`). */
  gitUntracked?: string;
  args?: string[];
  timeout?: number;
  /** Matcher for LionAGI (registered names) and for both harnesses (`Bash`). */
  matcher?: { lionagi: string; harness: string };
  /** LionAGI: `source: imported:claude` (or `imported:codex`); Codex: hook trust not bypassed. */
  imported?: 'claude' | 'codex';
  /**
   * With `imported`: `li hooks trust --yes` runs in the project before li-agent; Codex's
   * config.toml holds the `trusted_hash` records its trust step writes; Claude Code has none.
   */
  trusted?: boolean;
  /** Hook-entry fields only LionAGI has (`fail_closed`, `tool_vocabulary`); the harnesses get the hook without them. */
  lionagiOnly?: { fail_closed?: boolean; tool_vocabulary?: 'claude' | 'codex' };
  /** LionAGI gets the hook's `command` as one shell string (refused at load, Dv1-3); the harnesses as always. */
  stringCommand?: boolean;
  /**
   * The stdio MCP server `echo` (test/fixtures/mcp-echo.mjs) is registered in all three, and after
   * the shell call the model calls `mcp__echo__touch {"name":"mcp.marker"}`.
   */
  mcp?: boolean;
  /** Wait this long after the harness exits before its process group is ended (a hook's child could still write). */
  settleMs?: number;
  /**
   * A skill shell line: Claude Code runs a project slash command whose `` !`cmd` `` line is the
   * row's command, guarded by the bridge `li hooks run PreToolUse --emit claude --as-tool Bash`
   * under `PreSkillShellCommand` (li runs the row's hook); li-agent runs the hook as a PreToolUse
   * on the shell call. Claude Code builds before `since` have no such event (their cell is n/a);
   * Codex has no skill shell lines and is not run (`codex`: why).
   */
  skillLine?: { since: string; codex: string };
  /** The shell command the model asks the shell tool to run (default `touch ran.marker`). */
  command?: string;
  /** Claude Code runs without `--allowedTools Bash`: the shell call needs approval (in `-p`). */
  approval?: boolean;
  /**
   * Interactive, on a pseudo-terminal (`script`): li-agent's REPL reads the tool line from the
   * terminal, Claude Code gets the prompt as its argument (`--permission-mode default`); the run
   * ends once a Notification envelope is recorded (or at the case deadline). Codex is not run.
   */
  pty?: boolean;
  /**
   * The model starts a subagent with the harness's agent tool (Claude Code `Agent`, li-agent
   * `agent`) whose task is `prompt` (its own script: the fake model answers a subagent's first
   * message like any conversation's), instead of the shell call.
   */
  subagent?: { prompt: string; answer: string };
  /**
   * A session (one scripted answer), then `/compact [instructions]` on it: Claude Code as a second
   * run `--resume <id>` with the prompt `/compact …` (as the ground truth did), li-agent on its
   * REPL fed through a pipe.
   */
  compact?: { instructions?: string };
  /**
   * The model's tool rounds instead of the one shell call: each entry one model round, its shell
   * commands (several: one round of parallel calls, `@tools`), then the final answer.
   */
  rounds?: ReadonlyArray<readonly string[]>;
  /**
   * The request after the tool round fails: the fake API answers this HTTP status with an
   * Anthropic error body (`@fail`), instead of the final answer; Claude Code's retries are off.
   */
  fail?: number;
  /** Codex is not run for this row: why (its cell is n/a). */
  codexNotRun?: string;
  /**
   * A row with no matrix row yet (the profile v3 rows, issue 36): the Claude Code cell it is
   * classified against, what the ground truth (or a live run) observed; Codex's cell is n/a.
   */
  claudeCell?: HarnessCell;
  /** The row's hook is `async: true` (all three configs). */
  async?: boolean;
  /** The row's hook is a `type: http` handler POSTing to this URL instead of a command. */
  http?: { url: string; failClosed?: boolean };
  facets: Facet[];
}

/**
 * The output a tool prints in rows that check whether the model still saw it. The command computes
 * it (`$((6*7))`), so the text is in the tool output only, never in the tool call the model made.
 */
export const TOOL_OUTPUT_MARK = 'TOOL-OUTPUT-42';
const TOUCH_AND_PRINT = 'touch ran.marker && echo TOOL-OUTPUT-$((6*7))';

/** An `ask` and a deny in one chain (Dv1-7): the deny wins in either order; two asks are one. */
const ASK_CHAINS: readonly LiveRow[] = [
  {
    ...pre('chain-ask-then-deny', 'pre-ask.sh', 'spawned:second'),
    chain: [{ hook: 'touch-marker.sh', args: ['second'] }, { hook: 'pre-deny.sh' }],
  },
  { ...pre('chain-deny-then-ask', 'pre-deny.sh'), chain: [{ hook: 'pre-ask.sh' }] },
  {
    ...pre('chain-two-asks', 'pre-ask.sh', 'spawned:second'),
    chain: [
      { hook: 'touch-marker.sh', args: ['second'] },
      { hook: 'pre-ask.sh', args: ['again'] },
    ],
  },
];

/**
 * Rows re-run with li as the single hook of Claude Code and Codex (`li hooks run --emit`): where
 * the harnesses differ from the profile on their own, through the bridge they must not.
 */
const BRIDGED: readonly LiveRow[] = [
  pre('dec-deny', 'pre-deny.sh', 'probe:DENY-REASON-123'),
  pre('dec-deny-no-reason', 'pre-deny-no-reason.sh'),
  pre('dec-rewrite', 'pre-rewrite.sh'),
  pre('dec-rewrite-only', 'pre-rewrite-only.sh'),
  pre('dec-ask', 'pre-ask.sh'),
  ...ASK_CHAINS,
  pre('dv-json-on-exit-1', 'deny-exit1.sh'),
  pre('exit-2-empty', 'exit2-empty.sh'),
  { ...pre('timeout-pre', 'sleep-then-deny.sh'), timeout: 1 },
  { id: 'exit-2-prompt', event: 'UserPromptSubmit', hook: 'exit2-stderr.sh', facets: ['prompt'] },
  {
    id: 'dec-context-post',
    event: 'PostToolUse',
    hook: 'additional-context.mjs',
    facets: ['tool', 'probe:CONTEXT-FROM-PostToolUse'],
  },
];

/** The live subset: rows whose effect is visible from outside (markers, model requests). */
export const LIVE_ROWS: readonly LiveRow[] = [
  pre('exit-0-empty', 'exit0-empty.sh'),
  pre('exit-0-plain-pre', 'exit0-plain.sh', 'probe:PLAIN-STDOUT-TEXT'),
  pre('exit-0-malformed', 'exit0-malformed.sh'),
  pre('exit-2-stderr', 'exit2-stderr.sh', 'probe:EXIT2-STDERR-MSG'),
  pre('exit-2-empty', 'exit2-empty.sh'),
  pre('exit-1', 'exit1-stderr.sh', 'probe:EXIT1-STDERR-MSG'),
  pre('dv-json-on-exit-1', 'deny-exit1.sh'),
  pre('dec-allow', 'pre-allow.sh', 'probe:ALLOW-REASON'),
  pre('dec-deny', 'pre-deny.sh', 'probe:DENY-REASON-123'),
  pre('dec-deny-no-reason', 'pre-deny-no-reason.sh'),
  pre('dec-ask', 'pre-ask.sh', 'probe:ASK-REASON-456'),
  pre('dec-unknown', 'pre-unknown-decision.sh'),
  pre('dec-rewrite', 'pre-rewrite.sh'),
  pre('dec-rewrite-only', 'pre-rewrite-only.sh'),
  pre('dec-block', 'decision-block.sh', 'probe:BLOCK-REASON'),
  pre('dec-approve', 'decision-approve.sh'),
  pre('dec-continue-pre', 'continue-false.sh', 'continued'),
  pre('dec-system-message', 'system-message.sh', 'probe:SYSTEM-MESSAGE-TEXT'),
  pre('dv-unknown-output-field', 'pre-deny-unknown-field.sh'),
  pre('dv-no-event-name', 'pre-deny-no-event-name.sh'),
  pre('dv-wrong-event-name', 'pre-deny-wrong-event-name.sh'),
  { ...pre('timeout-pre', 'sleep-then-deny.sh'), timeout: 1 },
  {
    ...pre('match-list-comma', 'pre-deny.sh'),
    matcher: { lionagi: 'bash, read_file', harness: 'Bash, Read' },
  },
  {
    ...pre('match-case', 'pre-deny.sh'),
    matcher: { lionagi: 'BASH', harness: 'bash' },
  },
  {
    ...pre('trust-untrusted-pre', 'touch-marker.sh', 'hook-spawned'),
    args: ['imported'],
    imported: 'claude',
  },
  {
    id: 'exit-2-post',
    event: 'PostToolUse',
    hook: 'exit2-stderr.sh',
    command: TOUCH_AND_PRINT,
    facets: ['tool', 'probe:EXIT2-STDERR-MSG', `probe:${TOOL_OUTPUT_MARK}`],
  },
  {
    id: 'dec-block-post',
    event: 'PostToolUse',
    hook: 'decision-block.sh',
    command: TOUCH_AND_PRINT,
    facets: ['tool', 'probe:BLOCK-REASON', `probe:${TOOL_OUTPUT_MARK}`],
  },
  {
    id: 'dec-context-post',
    event: 'PostToolUse',
    hook: 'additional-context.mjs',
    facets: ['tool', 'probe:CONTEXT-FROM-PostToolUse'],
  },
  {
    id: 'dec-continue-post',
    event: 'PostToolUse',
    hook: 'continue-false.sh',
    facets: ['tool', 'continued'],
  },
  { id: 'exit-2-prompt', event: 'UserPromptSubmit', hook: 'exit2-stderr.sh', facets: ['prompt'] },
  {
    id: 'exit-0-plain-prompt',
    event: 'UserPromptSubmit',
    hook: 'exit0-plain.sh',
    facets: ['prompt', 'probe:PLAIN-STDOUT-TEXT'],
  },
  {
    id: 'dec-block-prompt',
    event: 'UserPromptSubmit',
    hook: 'decision-block.sh',
    facets: ['prompt'],
  },
  {
    id: 'timeout-prompt',
    event: 'UserPromptSubmit',
    hook: 'sleep-then-deny.sh',
    timeout: 1,
    facets: ['prompt'],
  },
  {
    id: 'dec-context-session-start',
    event: 'SessionStart',
    hook: 'additional-context.mjs',
    facets: ['tool', 'probe:CONTEXT-FROM-SessionStart'],
  },
  {
    ...pre('sdk-guard', 'guard.mjs', 'probe:destructive command blocked by guard'),
    sdk: true,
    command: SDK_GUARDED_COMMAND,
  },
  {
    id: 'sdk-rewriter',
    event: 'PreToolUse',
    hook: 'rewriter.mjs',
    sdk: true,
    command: SDK_CLEAN_COMMAND,
    gitUntracked: SDK_JUNK,
    facets: [`probe:${SDK_DRY_RUN_OUTPUT}`, `probe:Removing ${SDK_JUNK}`],
  },
  {
    id: 'sdk-prompt-gate',
    event: 'UserPromptSubmit',
    hook: 'prompt-gate.mjs',
    sdk: true,
    promptNote: SDK_KEY_PROMPT_NOTE,
    facets: ['prompt'],
  },
  {
    id: 'sdk-context',
    event: 'SessionStart',
    hook: 'context-injector.mjs',
    sdk: true,
    alsoOn: ['UserPromptSubmit'],
    facets: ['tool', `probe:${SDK_SESSION_CONTEXT}`, `probe:${SDK_PROMPT_CONTEXT}`],
  },
  {
    id: 'env-session-end',
    event: 'SessionEnd',
    hook: 'touch-marker.sh',
    args: ['end'],
    facets: ['tool', 'spawned:end'],
  },
  {
    id: 'env-tool-failure',
    event: 'PostToolUseFailure',
    hook: 'additional-context.mjs',
    command: 'touch ran.marker && exit 3',
    facets: ['tool', 'probe:CONTEXT-FROM-PostToolUseFailure'],
  },
  matched('match-exact', 'bash', 'Bash'),
  matched('match-list', 'bash|read_file', 'Bash|Read'),
  matched('match-regex', '_file$', 'Read$'),
  matched('match-star', '*', '*'),
  matched('match-substring', 'bas', 'Bas'),
  matched('match-harness-name', 'Bash', 'Bash'),
  {
    id: 'match-prompt-ignored',
    event: 'UserPromptSubmit',
    hook: 'exit2-stderr.sh',
    matcher: { lionagi: 'Nope', harness: 'Nope' },
    facets: ['prompt'],
  },
  {
    id: 'match-session-source',
    event: 'SessionStart',
    hook: 'additional-context.mjs',
    matcher: { lionagi: 'startup', harness: 'startup' },
    facets: ['tool', 'probe:CONTEXT-FROM-SessionStart'],
  },
  {
    ...pre('chain-first-deny', 'pre-deny.sh', 'spawned:second'),
    chain: [{ hook: 'touch-marker.sh', args: ['second'] }],
  },
  ...ASK_CHAINS,
  {
    id: 'chain-dedup',
    event: 'PreToolUse',
    hook: 'touch-marker.sh',
    args: ['dup'],
    dedup: true,
    facets: ['tool', 'count:dup'],
  },
  {
    id: 'merge-user-then-project',
    event: 'PreToolUse',
    hook: 'touch-marker.sh',
    args: ['project'],
    userHook: { hook: 'touch-marker.sh', args: ['user'] },
    facets: ['tool', 'spawned:user', 'spawned:project'],
  },
  ...BRIDGED.map((row) => ({ ...row, id: `bridge-${row.id}`, matrixRow: row.id, bridge: true })),
  {
    // A personal hook on an event the team file bridges: export writes the bridge in both the
    // project and the user file. Claude Code dedups identical shell strings across files
    // (multi02); is an identical exec-form `li` + `args` entry deduplicated too? `count:dup` is
    // how many times li ran its chain for one Bash call.
    id: 'bridge-in-user-and-project',
    matrixRow: 'chain-dedup',
    bridge: true,
    bridgeInUserFile: true,
    event: 'PreToolUse',
    hook: 'touch-marker.sh',
    args: ['dup'],
    facets: ['tool', 'count:dup'],
  },
  ...MCP_LIVE_ROWS,
  ...MORE_LIVE_ROWS,
  ...LIVE_V2_ROWS,
  ...BRIDGE_V2_LIVE_ROWS,
  ...LIVE_V3_ROWS,
  ...LIVE_V3_BATCH_ROWS,
];
