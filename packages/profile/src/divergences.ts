import type { ProfileEvent } from './events.js';

/** A named, documented difference between profile v1 and a harness (ADR-0048 D1). */
export interface Divergence {
  readonly id: string;
  readonly title: string;
  /** `adr`: named in ADR-0048; `ground-truth`: shown by the observed harness builds. */
  readonly origin: 'adr' | 'ground-truth';
  /** Events an imported entry must be warned about; `all` for every event. */
  readonly appliesTo: readonly ProfileEvent[] | 'all';
  readonly profile: string;
  readonly claudeCode: string;
  readonly codex: string;
  /** Where each cell comes from. */
  readonly source: string;
  /** The profile version that named it (absent: v1). */
  readonly since?: '2' | '3';
}

const TOOL_EVENTS: readonly ProfileEvent[] = ['PreToolUse', 'PostToolUse', 'PostToolUseFailure'];

/** Every named divergence of profile v1, in id order. */
export const DIVERGENCES: readonly Divergence[] = [
  {
    id: 'Dv1-1',
    title: 'UserPromptSubmit envelope omits fields the runtime does not have',
    origin: 'adr',
    appliesTo: ['UserPromptSubmit'],
    profile:
      '`transcript_path` and `turn_id` are present when the surface has them and omitted otherwise; never fabricated. `model` is always present, `null` when the provider names none (as Python LionAGI sends it)',
    claudeCode: '`transcript_path` always present; no `turn_id`',
    codex: 'input schema requires `model`, `permission_mode`, `transcript_path`, `turn_id`',
    source:
      'ADR-0048 D1; codex schemas/hook-command-io/user-prompt-submit.command.input.schema.json',
  },
  {
    id: 'Dv1-2',
    title: "Matchers and tool_name use the entry's tool vocabulary",
    origin: 'adr',
    appliesTo: TOOL_EVENTS,
    profile:
      "v1.1: `tool_vocabulary: lionagi` (the default) uses registered names (`bash`, `read_file`, …); `claude` / `codex` (written by import) use the tool registry's harness names (`bash` is `Bash`; `read_file` `Read`, `write_file` `Write`, `edit_file` `Edit` for Claude Code; `write_file` and `edit_file` both `apply_patch` for Codex, whose matchers also select it as `Write` or `Edit`, as Codex does, while `tool_name` stays `apply_patch`), in the matcher and in `tool_name`; a tool without one keeps its registered name; a matcher that can match no tool is reported. v1: registered names only",
    claudeCode: 'built-in names (`Bash`, `Read`, `Write`, `Edit`, …) and `mcp__<server>__<tool>`',
    codex: '`Bash`, `apply_patch` (aliases `Write`, `Edit`), `mcp__<server>__<tool>`',
    source: 'ADR-0048 D1; profile v1.1; claude-code REPORT §7; codex REPORT §4',
  },
  {
    id: 'Dv1-3',
    title: 'Commands are argv vectors, never shell text',
    origin: 'adr',
    appliesTo: 'all',
    profile:
      'argv only; import translates a shell string only when a POSIX word split equals what `sh` would run (C-4)',
    claudeCode: '`/bin/sh -c "<command>"`, or exec form with `args`',
    codex: '`/bin/bash -c "<command>"`',
    source: 'ADR-0048 D1, D4; claude-code REPORT §4; codex REPORT §3',
  },
  {
    id: 'Dv1-4',
    title: 'A timed-out hook on a blocking event denies (fail closed)',
    origin: 'adr',
    appliesTo: ['PreToolUse', 'UserPromptSubmit'],
    profile: 'process group terminated; deny on PreToolUse and UserPromptSubmit',
    claudeCode: 'cancelled; the action proceeds (fail open)',
    codex: 'failed; the action proceeds (fail open)',
    source: 'ADR-0048 D1; claude-code REPORT §6 (to01, to02); codex REPORT §5.1',
  },
  {
    id: 'Dv1-5',
    title: 'stdout JSON is read only on exit 0',
    origin: 'ground-truth',
    appliesTo: 'all',
    profile: 'a non-zero exit other than 2 is a failure and its stdout is ignored',
    claudeCode: 'a `deny` JSON printed with exit 1 still denies',
    codex: 'exit 1 is a failure; stdout ignored',
    source: 'claude-code REPORT §5.1 (pre09b); codex REPORT §5.1',
  },
  {
    id: 'Dv1-6',
    title: '`ask` and unknown decision values deny; bare `allow` is accepted',
    origin: 'ground-truth',
    appliesTo: ['PreToolUse', 'UserPromptSubmit'],
    profile:
      "`ask` denies with the fixed D5 reason and the hook's own reason (passed to Claude Code as `ask` by `li hooks run --emit claude`); an unknown value denies naming it; `allow` continues. v2: on li-agent's REPL on a terminal a PreToolUse `ask` asks the user instead (the hook's reason and the tool input; deny by default, Ctrl-C denies), after PermissionRequest hooks (Dv2-4); everywhere else it denies",
    claudeCode: '`ask` denies in `-p`; an unknown value is a validation error and the tool runs',
    codex:
      'bare `allow`, `ask` and unknown values are failures and the tool runs (fail open); `allow` needs `updatedInput`',
    source: 'ADR-0048 D5; claude-code REPORT §5.3 (pre04, pre05); codex REPORT §5.1',
  },
  {
    id: 'Dv1-7',
    title: 'Hooks of one firing run sequentially in config order; first deny stops',
    origin: 'ground-truth',
    appliesTo: 'all',
    profile:
      "sequential (C-2); each `updatedInput` feeds the next hook; later hooks are not spawned after a deny. Clarified: an `ask` does not end the chain: the later hooks still run, any deny among them wins (deny > ask > allow, as under Claude Code), and the person (li-agent's prompt, or the harness through `li hooks run --emit claude`) is asked only when no hook denied, about the input after the last rewrite; several asks are one question",
    claudeCode:
      'all matching hooks start together and all are awaited; the last `updatedInput` to finish wins; deny > ask > allow (multi03c, multi03d)',
    codex:
      'all matching hooks start together; the last `updatedInput` to finish wins; any deny wins (`ask` is a failure, Dv1-6)',
    source:
      'ADR-0048 D4; claude-code REPORT §8 (multi01, multi03c, multi03d, multi04); codex REPORT §5.1; live suite (chain-ask-*)',
  },
  {
    id: 'Dv1-8',
    title: 'Unknown output fields are ignored',
    origin: 'ground-truth',
    appliesTo: 'all',
    profile: 'unknown fields ignored (forward compatible)',
    claudeCode: 'extra top-level keys tolerated',
    codex:
      '`additionalProperties: false`: one unknown field invalidates the whole output and the tool runs',
    source: 'ADR-0048 D1; claude-code REPORT pre19; codex REPORT §5.1',
  },
  {
    id: 'Dv1-9',
    title: 'Default timeout is 60 seconds on every event',
    origin: 'ground-truth',
    appliesTo: 'all',
    profile: '60 s default, per-hook `timeout` in seconds',
    claudeCode: '600 s documented; UserPromptSubmit 30 s observed',
    codex: '600 s; SessionEnd and Interrupt 1 s',
    source: 'ADR-0048 D4; claude-code REPORT §6 (slow01, slow02); codex REPORT §1',
  },
  {
    id: 'Dv1-10',
    title: 'An invalid matcher regex is a configuration error',
    origin: 'ground-truth',
    appliesTo: 'all',
    profile: 'config load fails naming the file and line (C-1)',
    claudeCode: 'logged; the matcher never matches (the guard silently vanishes)',
    codex: 'the group is dropped with a warning',
    source: 'claude-code REPORT §7; codex REPORT §5.2',
  },
  {
    id: 'Dv1-11',
    title: '`hookSpecificOutput.hookEventName` is not required',
    origin: 'ground-truth',
    appliesTo: [
      'PreToolUse',
      'UserPromptSubmit',
      'PostToolUse',
      'PostToolUseFailure',
      'SessionStart',
    ],
    profile: 'optional; a mismatch is noted but the output is read',
    claudeCode: 'required; missing or mismatched makes the whole output ignored',
    codex: 'required by the output schemas',
    source: 'claude-code REPORT §5.2 (pre17, pre18); codex schemas/hook-command-io',
  },
  {
    id: 'Dv1-12',
    title: 'Exit 2 with empty stderr still denies',
    origin: 'ground-truth',
    appliesTo: ['PreToolUse', 'UserPromptSubmit'],
    profile: 'deny with a default reason naming the hook',
    claudeCode: 'blocks',
    codex: 'failure ("did not write a blocking reason"); the tool runs',
    source: 'codex REPORT §5.1',
  },
  {
    id: 'Dv1-13',
    title: 'An untrusted imported hook denies on blocking events',
    origin: 'ground-truth',
    appliesTo: 'all',
    profile: 'blocking events deny naming the command; advisory events skip with a warning (D7)',
    claudeCode: 'no per-hook trust in `-p`: project hooks run',
    codex: 'untrusted hooks are silently skipped; the action proceeds',
    source: 'ADR-0048 D7; codex REPORT §2',
  },
  {
    id: 'Dv1-14',
    title: '`updatedInput` alone rewrites; no `allow` is needed',
    origin: 'ground-truth',
    appliesTo: ['PreToolUse'],
    profile: '`updatedInput` with `allow` or with no decision replaces the tool input',
    claudeCode: '`updatedInput` with no decision rewrites (then the normal permission check runs)',
    codex:
      '`updatedInput` without `permissionDecision: "allow"` is a failure; the original input runs',
    source: 'claude-code REPORT pre06b; codex REPORT §5.1; confirmed by the conformance live run',
  },
  {
    id: 'Dv1-15',
    title: '`continue: false` on a tool event stops the turn after the tool',
    origin: 'ground-truth',
    appliesTo: ['PreToolUse', 'PostToolUse'],
    profile: 'the tool call completes, then the turn ends (`hook_stopped`)',
    claudeCode: 'the tool runs, then the loop stops (`hook_stopped`)',
    codex:
      'PreToolUse: unsupported, a failure, the turn continues; PostToolUse: the output is replaced by `stopReason` and the turn continues',
    source:
      'claude-code REPORT pre12, post05; codex REPORT §5.1, §5.3; confirmed by the conformance live run',
  },
  {
    id: 'Dv1-16',
    title: 'A PostToolUse block adds a note; the tool output is kept',
    origin: 'ground-truth',
    appliesTo: ['PostToolUse'],
    profile:
      'the reason becomes a system-visible note in the branch; the model still sees the output',
    claudeCode: 'a system message with the reason; the output is kept',
    codex:
      'the model sees the reason instead of the tool output (a redaction hook does not redact here)',
    source:
      'claude-code REPORT post01, post02; codex REPORT §5.3; confirmed by the conformance live run',
  },
  {
    id: 'Dv1-17',
    title: 'Commas and spaces separate an exact matcher list',
    origin: 'ground-truth',
    appliesTo: ['PreToolUse', 'PostToolUse', 'PostToolUseFailure', 'SessionStart', 'SessionEnd'],
    profile: '`Bash, Read` is the exact list Bash, Read (C-1)',
    claudeCode: 'the same',
    codex:
      'only `[A-Za-z0-9_|]` strings are exact lists; `Bash, Read` is a regex that matches neither',
    source: 'claude-code REPORT §7; codex REPORT §5.2; confirmed by the conformance live run',
  },
  {
    id: 'Dv1-18',
    title: "`tool_response` is the tool's structured result",
    origin: 'ground-truth',
    appliesTo: ['PostToolUse'],
    profile:
      "the value the tool returned (the reference agent's `bash`: `{stdout, stderr, exit_code, interrupted}`)",
    claudeCode:
      'a tool-specific object (Bash: `{stdout, stderr, interrupted, isImage, noOutputExpected}`)',
    codex: 'Bash `tool_response` is a plain string (the command output)',
    source: 'claude-code REPORT §3.3; codex REPORT §4',
  },
  {
    id: 'Dv1-19',
    title: 'A failed tool call fires PostToolUseFailure, not PostToolUse',
    origin: 'ground-truth',
    appliesTo: ['PostToolUse', 'PostToolUseFailure'],
    profile: 'PostToolUseFailure with `error`; PostToolUse fires only on success',
    claudeCode: 'the same',
    codex: 'no PostToolUseFailure event: PostToolUse fires for failing commands with their output',
    source: 'claude-code REPORT post10; codex REPORT §4, §5.3',
  },
  {
    id: 'Dv1-20',
    title: 'Identical commands in two matcher groups run once per firing',
    origin: 'ground-truth',
    // It only shows where one command is configured twice: no warning on every imported entry.
    appliesTo: [],
    profile:
      'an argv already run in this firing is skipped, with the strictest policy of its copies (C-2)',
    claudeCode: 'the same: the same command string ran once across groups and files',
    codex:
      'no deduplication: the same command in two groups ran twice for one tool call (Codex 0.169.0, live run)',
    source: 'claude-code REPORT multi02; live run (docs/conformance-live.md, chain-dedup)',
  },
  {
    id: 'Dv1-21',
    title: 'A deny without a reason still denies',
    origin: 'ground-truth',
    // It shows only in what a hook prints: no warning on every imported entry.
    appliesTo: [],
    profile:
      'deny with a default reason naming the hook (`denied by hook <command>`); `li hooks run --emit claude|codex` always sends a reason, so the bridge blocks under both harnesses',
    claudeCode: 'blocks',
    codex: 'the deny is not honoured without `permissionDecisionReason`: the tool runs',
    source: 'live suite (dec-deny-no-reason, bridge-dec-deny-no-reason)',
  },
  {
    id: 'Dv2-1',
    title: 'A Stop hook that cannot answer ends the turn as `stop_hook_failed`',
    origin: 'ground-truth',
    appliesTo: ['Stop'],
    profile:
      'a timeout, a hook that could not start or is not trusted, unreadable stdout, or a failure with `fail_closed: true` ends the turn with terminal reason `stop_hook_failed` (the answer is kept, the reason names the hook; li-agent exits 1): never a continuation (a hung gate cannot keep the agent alive) and never a pass (a gate is not silently skipped). Any other failure is logged and the turn ends normally (C-5)',
    claudeCode: 'a timed-out Stop hook is cancelled and the session ends normally (fail open)',
    codex: 'a failing Stop hook is reported as failed; the turn ends normally',
    source: 'claude-code REPORT §6 (to03); codex REPORT §5.5',
    since: '2',
  },
  {
    id: 'Dv2-2',
    title: 'Stop continuations are capped per user prompt',
    origin: 'ground-truth',
    appliesTo: ['Stop'],
    profile:
      'at most 5 continuations per user prompt (li-agent `--max-stop-continuations N`); a Stop hook that blocks once more ends the turn with terminal reason `stop_hook_limit` (li-agent exits 1)',
    claudeCode:
      'a cap of its own: the 9th consecutive block is overridden and the turn ends normally (`completed`, exit 0) with the warning "A hook blocked the turn from ending 9 consecutive times—overriding and ending turn" (`CLAUDE_CODE_STOP_HOOK_BLOCK_CAP` raises it); the hook sees `stop_hook_active: true`',
    codex: 'no cap (19 continuations observed live); `stop_hook_active: true` on the next firing',
    source:
      'claude-code REPORT §5.3 (stop01); codex REPORT §5.5; peer spec HK-51; live suite (stop-limit, 2.1.328 and 0.169.0)',
    since: '2',
  },
  {
    id: 'Dv2-3',
    title: "Stop feedback never shows the hook's command",
    origin: 'ground-truth',
    appliesTo: ['Stop'],
    profile:
      'the model gets one user message `Stop hook feedback: <reason>` (exit 2: trimmed stderr), recorded as `stop_hook_feedback`; `additionalContext` alone also continues, as `Stop hook additional context: <text>`',
    claudeCode:
      'exit 2: user message `Stop hook feedback: [<command>]: <stderr>`; a JSON block also adds a system message naming the command',
    codex:
      'user message `<hook_prompt hook_run_id="stop:…">R</hook_prompt>`; a block without a reason is ignored',
    source: 'claude-code REPORT §5.1, §5.3 (stop01, stop02, stop03); codex REPORT §5.5',
    since: '2',
  },
  {
    id: 'Dv2-4',
    title: 'PermissionRequest fires only where a user would be asked: after a PreToolUse `ask`',
    origin: 'ground-truth',
    appliesTo: ['PermissionRequest'],
    profile:
      "the only route to an approval prompt is a PreToolUse hook's `ask`; on li-agent's REPL on a terminal, PermissionRequest fires just before the user is asked and its `allow` / `deny` answers instead (transcript `permission` entry `hook-allow` / `hook-deny`); headless (`-p`, a pipe) nobody is asked, PermissionRequest does not fire and `ask` denies (D5). A timeout denies",
    claudeCode:
      'fires whenever a tool needs approval, also in `-p` (perm05), where `allow` grants it (perm01); in `-p` never after a PreToolUse `ask` (perm06); interactive, PermissionRequest then Notification `permission_prompt` fire after an `ask` as the dialog opens (live suite, pty)',
    codex: 'fires only where approvals can happen (app-server on-request), not in `codex exec`',
    source:
      'ADR-0048 D5; claude-code REPORT §5.3 (perm01–perm06); codex REPORT §5.7; live suite (permission-request-no-ask, notification on a pty)',
    since: '2',
  },
  {
    id: 'Dv2-5',
    title: 'Notification has two types',
    origin: 'ground-truth',
    appliesTo: ['Notification'],
    profile:
      '`permission_prompt` (the agent waits for the user to approve a call) and `turn_finished` (a turn longer than li-agent `--notify-after SECONDS`, default 60, finished); matchers test `notification_type`; advisory',
    claudeCode:
      '`permission_prompt` (observed interactively, live suite on a pty), `idle_prompt`, `elicitation_*` and others (only `elicitation_response` observed in `-p`)',
    codex: 'no Notification event',
    source: 'claude-code REPORT §2, §12; codex REPORT §6; peer spec HK-52',
    since: '2',
  },
  {
    id: 'Dv2-6',
    title: 'Async hooks: advisory events only, one ordered queue, output ignored',
    origin: 'ground-truth',
    // Not event-specific: import names it in the row of each async handler it translates.
    appliesTo: [],
    profile:
      "`async: true` on an advisory event (PostToolUse, PostToolUseFailure, SessionStart, SessionEnd) is queued, with the envelope as it was at the event, to one ordered background worker per session (256 hooks; past that each is dropped with an audit line, one warning); decisions, `additionalContext` and `systemMessage` are ignored and recorded so; when the session ends, queued hooks get 5 s, then the running one is killed and the rest dropped (when its owner stops, at once). Refused at load on PreToolUse and UserPromptSubmit. Through `li hooks run` (the bridge a harness waits for) the answer is given first, without them; the async hooks it matched are then handed to one detached background `li` (its own process group, so the harness's kill of the bridge does not reach it), which runs them in the same way and closes like an ended session: 5 s, then killed, each in the audit log",
    claudeCode:
      'any event; the hook is detached and does not gate the action; its `systemMessage` and `additionalContext` reach the model after the next tool call; a first stdout line `{"async":true}` detaches a sync hook; still running at `-p` exit: cancelled',
    codex:
      'an `async` handler field exists; an `async: true` PreToolUse deny hook did not gate the call (0.169.0, live suite)',
    source:
      'claude-code REPORT §5.4, async01, async02; issue 24 (HK-30..HK-33 model); issue 32 (the bridge)',
    since: '2',
  },
  {
    id: 'Dv2-7',
    title:
      '`type: http` handlers: listed variables only, failures obey fail_closed, no cross-host redirect',
    origin: 'ground-truth',
    appliesTo: [],
    profile:
      "the envelope is POSTed as JSON to `url`; in `headers`, `$VAR` / `${VAR}` are filled only for names in `allowed_env_vars` and any other reference is sent literally; a 2xx body is read exactly like a command's stdout (plain text too); another status, a network error and a redirect to another origin are failures (`fail_closed` denies on a blocking event; a timeout always does there); fetch's blocked ports (9, 25, 6000, …) fail as `bad port`; same timeout, 1 MiB cap and JSON depth bound as commands; records carry `http_status`; an imported one runs only once its URL, header names and variable names are trusted",
    claudeCode:
      'a 2xx deny body is honoured like stdout (live suite, http-deny); a refused connection is a non-blocking error and the tool runs (live, dv-http-refused-fail-closed); [DOC] unlisted variables become empty strings, a 2xx body that is neither empty nor JSON is an error; `allowedEnvVars` in camelCase (import writes `allowed_env_vars`)',
    codex:
      'no http handlers: one `type: http` entry makes Codex 0.169.0 reject its whole hooks.json (no hook of that file runs; live suite)',
    source:
      'claude-code REPORT §12 (http is docs-only); Claude Code settings reference (HttpHook); issue 24',
    since: '2',
  },
  {
    id: 'Dv2-8',
    title: 'Stop outcomes a harness cannot express end its turn with `continue: false`',
    origin: 'ground-truth',
    appliesTo: ['Stop'],
    profile:
      "li-agent ends the turn as `stop_hook_failed` (Dv2-1) or `stop_hook_limit` (Dv2-2) and exits 1; through `li hooks run Stop --emit claude|codex` (li counts the continuations per session) and from a `@lionagi/hooks-sdk` Stop handler that fails, the answer is `continue: false` with `stopReason` `stop_hook_failed: …` / `stop_hook_limit: …`, never exit 2 (which would keep the harness going); under li-agent such an SDK handler's turn therefore reads `stop_hook_prevented` (exit 0)",
    claudeCode: '`continue: false` on Stop ends the turn as `stop_hook_prevented` (stop04)',
    codex: '`continue: false` on Stop ends the turn normally (no terminal reason reported)',
    source: 'claude-code REPORT §5.3 (stop04); codex REPORT §5.5; live suite (bridge-stop-*)',
    since: '2',
  },
  {
    id: 'Dv3-1',
    title: 'A SubagentStop hook that cannot answer returns the subagent as an error',
    origin: 'ground-truth',
    appliesTo: ['SubagentStop'],
    profile:
      "a timeout, a hook that could not start or is not trusted, unreadable stdout, or a failure with `fail_closed: true` ends the subagent as `stop_hook_failed`: the parent's agent tool call gets an error result naming the hook (the subagent's answer is not passed on unchecked), and the parent turn goes on. Blocks are capped like Stop's (5, then `stop_hook_limit`, also an error result). Any other failure is logged and the subagent returns normally (C-5)",
    claudeCode:
      "Stop's handling: a failing or timed-out hook is non-blocking and the subagent returns (stop05 shows the block; the failure path is Stop's, to03)",
    codex: 'a failing SubagentStop hook is reported as failed; the subagent returns',
    source: 'claude-code REPORT §5.3 (stop05), §6 (to03); codex REPORT §5.5',
    since: '3',
  },
  {
    id: 'Dv3-5',
    title: "SubagentStop feedback never shows the hook's command, and names SubagentStop",
    origin: 'ground-truth',
    appliesTo: ['SubagentStop'],
    profile:
      "the subagent gets one user message `SubagentStop hook feedback: <reason>` (exit 2: trimmed stderr), as Stop's model gets `Stop hook feedback: <reason>` (Dv2-3): the hook's command is not disclosed to the model",
    claudeCode:
      "the subagent gets `Stop hook feedback:\n[<command>]: <stderr>`: the Stop prefix and the hook's command, as for Stop",
    codex:
      'not observed: `codex exec` starts no subagent (the ground truth needed `codex app-server`)',
    source: 'live row subagent-stop-feedback-text (Claude Code 2.1.328, docs/conformance-live.md)',
    since: '3',
  },
  {
    id: 'Dv3-6',
    title: 'A PostToolBatch hook that cannot answer ends the turn',
    origin: 'ground-truth',
    appliesTo: ['PostToolBatch'],
    profile:
      'PostToolBatch is a blocking gate (C-17): a timeout, a hook that could not start or is not trusted, unreadable stdout, or a failure with `fail_closed: true` ends the turn before the next model request as `batch_hook_failed` (li-agent exits 1, the reason in `error`); through `li hooks run PostToolBatch --emit claude` the answer is `decision: "block"` with the reason, which ends Claude Code\'s turn too (live row bridge-post-tool-batch-timeout). Exit 1 without `fail_closed` is a logged failure and the turn goes on',
    claudeCode:
      'a failing or timed-out hook is non-blocking (exit 1 observed live: the turn goes on); only exit 2, `decision: "block"` and `continue: false` end the turn',
    codex: 'n/a: Codex has no PostToolBatch event',
    source:
      'live rows post-tool-batch-* (Claude Code 2.1.328, 2.1.332); claude-code REPORT §6 (to01)',
    since: '3',
  },
];

/** A clarification of the ADR decided for this implementation (ARCHITECTURE.md). */
export interface Clarification {
  readonly id: string;
  readonly title: string;
  readonly text: string;
}

/** The clarifications C-1..C-11 and C-16 (C-8 and C-9 since profile v2, C-10, C-11 and C-16 since v3). */
export const CLARIFICATIONS: readonly Clarification[] = [
  {
    id: 'C-1',
    title: 'Matcher grammar',
    text: 'Matchers follow the grammar observed in Claude Code 2.1.328: omitted, "" or "*" match all; a string of only letters, digits, `_`, `-`, space, `,` and `|` is an exact, case-sensitive name list; anything else is an unanchored regex. An invalid regex is a config load error. Regexes run on RE2 (re2js), in time linear in the input, so no matcher can stall a firing or an import; a regex that is valid JavaScript but uses a construct RE2 cannot run (a backreference, a lookahead or lookbehind) is a load error naming the construct, and the import report rejects the entry with that reason.',
  },
  {
    id: 'C-2',
    title: 'Sequential chains',
    text: 'Hooks of one event run sequentially in config order; the first deny stops the chain (later hooks are not spawned, and the run report says so); an `ask` does not, so a deny after it wins (Dv1-7). Identical argv in one firing runs once, in the place of its first matching copy, with the strictest policy of its matching copies (`fail_closed: true` if any copy sets it, the shortest timeout); the run report names that policy on the copy that ran and on each skipped one.',
  },
  {
    id: 'C-3',
    title: 'Environment',
    text: 'Hooks get the inherited environment plus `LIONAGI_PROJECT_DIR` and `CLAUDE_PROJECT_DIR`, and `LIONAGI_IN_HOOK=1` (so `li hooks run` started by a hook refuses instead of recursing), and `PYTHONPYCACHEPREFIX=$LIONAGI_HOME/pycache` (replacing an inherited value), so Python never reads a `.pyc` from a `__pycache__` beside the code, where a repository could plant bytecode that runs instead of an approved source; cwd is the project root.',
  },
  {
    id: 'C-4',
    title: 'Shell-string import',
    text: 'Import translates a Claude/Codex shell string only when a POSIX word split gives exactly the argv `sh` would run; `$CLAUDE_PROJECT_DIR` / `${CLAUDE_PROJECT_DIR}` / `${CLAUDE_PROJECT_DIR:-…}` become the argv placeholder `${LIONAGI_PROJECT_DIR}`, and `$HOME` / `${HOME}` / a word-leading `~` or `~/` the placeholder `${HOME}` (the HOME the hook runs with), both substituted at spawn and never by a shell; a leading `cd "$CLAUDE_PROJECT_DIR" &&` is dropped (hooks start in the project root); in a plugin import (`--plugin DIR`) the plugin root (`CLAUDE_PLUGIN_ROOT`, Codex also `PLUGIN_ROOT`) becomes the absolute path of the plugin directory, and `CODEX_PLUGIN_ROOT`, which Codex does not set, is rejected. Any other expansion, operator, glob, tilde or command substitution is rejected with a reason. Claude exec form (`command` + `args`) maps to argv directly.',
  },
  {
    id: 'C-5',
    title: 'fail_closed',
    text: 'A per-entry `fail_closed: true` makes a failing hook (other exit, malformed output, spawn error) deny on blocking events instead of continuing.',
  },
  {
    id: 'C-6',
    title: 'Trust records',
    text: "A record is the mapping `{argv_hash, resolved_path, content_digest}` of Python LionAGI (real paths, symlinks resolved) plus `project`, the real path of the project it was approved in, and `files`, every other file it pins (argv files and `--opt=FILE` values, `python -m` modules and directories inside the project as tree digests, the interpreter of a `#!` line, files named in plain `sh -c` text). It trusts the command in that project only, so a new repository or checkout starts pending and several checkouts keep one record each. A record without `project` (Python LionAGI writes none) is honoured only when the executable is the hook itself, not an interpreter. A plain argv-hash string (the ADR's form) pins neither project nor code and no longer trusts anything; approving replaces it. Pins follow the interpreter's own search: for `python -m mod` and node's main module, every candidate that would load before the pinned one is recorded under `absent` and must stay absent; symbolic links in a tree are followed and hashed by content (a link leaving the project cannot be approved); a `#!/usr/bin/env` line is read with GNU env's grammar. Each checkout keeps one record per resolution (executable path and pinned paths), so another PATH order is approved beside the first rather than replacing it. A record also pins where the hook is wired (`wiring`: event, matcher, `async`, `tool_vocabulary`): a moved hook is `changed`. A record Python LionAGI would honour more widely than li (the hook is not its own executable, or anything besides its `#!` interpreter is pinned, or a path is pinned absent) is written under `li_argv_hash`, so Python does not find it.",
  },
  {
    id: 'C-7',
    title: 'Output over the capture cap',
    text: "A hook's stdout and stderr are each captured up to 1 MiB; the rest is read and discarded. On exit 0, stdout over the cap is never parsed: its answer is unknown (a deny may lie past the cap, for example after an echoed tool input the model padded), so on a blocking event it denies, as a timeout does, with a reason naming the cap, whatever `fail_closed` says. The same holds for stdout JSON nested deeper than 64 levels (`MAX_JSON_DEPTH`, the bound on every JSON that crosses a process or model boundary: hook stdout, tool arguments, envelopes). On an advisory event either is a logged failure.",
  },
  {
    id: 'C-8',
    title: 'Background hooks on blocking events',
    text: '`async: true` on a blocking event is accepted only on an entry imported from Claude Code (`source: imported:claude`): Claude Code runs such a hook in the background, where it cannot block, and so does LionAGI (queued like an advisory async hook, its decision and output ignored, a record saying so); it guards nothing, and the import report says so. Written by hand on a blocking event, `async: true` stays a load error: there it could be read as a gate that is never awaited.',
  },
  {
    id: 'C-9',
    title: 'First-run approval of a project',
    text: "D7 trusts project-authored entries as code, yet a freshly cloned repository's SessionStart hook and `mcp_servers:` would run on the first start. On a terminal, li-agent first shows the project file's own hooks (entries without `source`, and legacy `hooks:`) and MCP servers and asks once; yes records `{project, digest}` under `trusted_project_settings` in the user settings file: the project's real path and the sha256 of those entries as loaded (comments and layout do not count; imported entries, which have their own trust records, do not either, so `li hooks import` never asks for a new approval). No runs nothing of the project and exits 1. The question comes back when those entries change. The scripts they run are not pinned (still trusted as code). Runs without a terminal (`-p` from a pipe, CI, the SDK) follow D7 unchanged unless `LIONAGI_REQUIRE_PROJECT_APPROVAL=1`: then a session whose project is not approved fails closed (`UNTRUSTED_HOOK`, nothing started) with a message naming the fix: `li hooks trust --project` (`--yes` without a terminal) records the same approval. A project file's own `trusted_project_settings` is ignored.",
  },
  {
    id: 'C-10',
    title: 'What a PreCompact block does',
    text: 'On PreCompact exit 2 (reason: trimmed stderr), `decision: "block"` (+ `reason`) and `continue: false` (+ `stopReason`) each skip the compaction: the branch keeps its messages, the reason is reported (`/compact` prints it; under `auto` a warning in the session log), and under `auto` the turn goes on uncompacted (the next submission over the budget asks again). Codex honours only `continue: false` (codex REPORT §5.8, `core/src/hook_runtime.rs`); Claude Code documents exit 2 and `decision: "block"` as blocking compaction, which the ground truth did not exercise (claude-code REPORT §3.1 fired PreCompact on `/compact` only). A PreCompact hook that cannot answer (timeout, untrusted, `fail_closed`) also skips it: a blocking gate fails closed (Dv1-4).',
  },
  {
    id: 'C-11',
    title: 'SubagentStart context',
    text: "SubagentStart `hookSpecificOutput.additionalContext` (and plain stdout, as on SessionStart) is added to the subagent's context, before its task; the parent never sees it. Codex's output schema allows it (codex/schemas/hook-command-io/subagent-start.command.output.schema.json); Claude Code documents it, and the ground truth captured SubagentStart's envelope only. SubagentStart cannot block: exit 2 and `decision` are ignored with a note.",
  },
  {
    id: 'C-16',
    title: 'StopFailure is advisory',
    text: "Claude Code fires StopFailure when the API answered an error on every attempt (claude-code REPORT §3.1) and nothing says its output does anything, so it is advisory here: exit 2, `decision` and `continue: false` are ignored with a note, as on every advisory event, and it has no matcher (every entry fires). It fires when a model request still fails after the SDK's retries (`PROVIDER_FAILED`) and ends the turn; Stop does not fire. `error` is a short kind from the HTTP status: 429 `rate_limit`, 401/403 `authentication_failed`, 5xx `server_error`, anything else `unknown`, as Claude Code 2.1.328 and 2.1.332 sent live (400 `unknown`, 401 `authentication_failed`, 429 `rate_limit`, 500 and 529 `server_error`; live rows stop-failure-*, `CLAUDE_CODE_MAX_RETRIES=0`); `last_assistant_message` is `API Error: ` and the failure's message. Claude Code words that message per status (`API Error: Request rejected (429) · <message>`, `Failed to authenticate. API Error: 401 <message>`, a 5xx with a sentence about the gateway after it); li-agent keeps `API Error: <provider message>`. Claude Code runs StopFailure as the CLI exits (a node hook was often cut off; a shell hook survives) and exits 1; li-agent runs it when the turn ends, before the turn is reported, so the REPL's session goes on after it, and exits 1 too. Codex has no StopFailure.",
  },
  {
    id: 'C-17',
    title: 'A PostToolBatch block ends the turn',
    text: 'PostToolBatch fires once per react round that ran tool calls, after the last of them finished (`Promise.all`) and before the next model round, with `tool_calls`: each call\'s `tool_name`, `tool_input`, `tool_use_id` and `tool_response`, the text the model gets back (a denied or failed call\'s too), in the order the model made them; `permission_mode` when the session has one; no matcher (every entry fires). It is a blocking event: exit 2 (reason: trimmed stderr), `decision: "block"` (+ `reason`) and `continue: false` (+ `stopReason`) end the turn there, before the next model request, as Claude Code 2.1.328 and 2.1.332 do live (live rows post-tool-batch-*: `claude -p` exits 0 with `terminal_reason: "hook_stopped"`, `subtype: "success"`, `result: ""`; no further model request, and neither the hook\'s stderr nor its reason reaches the model or the result; Stop does not fire). li-agent ends the turn the same way (`hook_stopped`, exit 0, Stop not fired, the model not called again) with `result` the text the model sent beside the round\'s tool calls (empty when it sent none), and, unlike Claude Code, names the hook\'s reason in the result\'s `error` field, as for a tool hook\'s `continue: false`. A block in a subagent\'s own loop ends the subagent\'s run (`hook_stop`; the parent gets its result and goes on), which the live rows did not exercise under Claude Code. Through the bridge (`li hooks run PostToolBatch --emit claude`) a block or a hook that cannot answer is printed as `decision: "block"` + `reason`, and `continue: false` as given, each ending Claude Code\'s turn (live rows bridge-post-tool-batch-*). Exit 1 and any other exit are logged failures and the turn goes on, as in Claude Code. A hook that cannot answer fails closed (Dv3-6). Codex has no PostToolBatch.',
  },
];

/** The divergences of profile v1 (the v1 statement lists these only). */
export const V1_DIVERGENCES: readonly Divergence[] = DIVERGENCES.filter(
  (d) => d.since === undefined,
);

/** The divergences of profile v2 (the v2 statement lists these only). */
export const V2_DIVERGENCES: readonly Divergence[] = DIVERGENCES.filter((d) => d.since !== '3');

/** The clarifications of profile v2 (C-1..C-9). */
export const V2_CLARIFICATIONS: readonly Clarification[] = CLARIFICATIONS.filter(
  (c) => !['C-10', 'C-11', 'C-16', 'C-17'].includes(c.id),
);

/** The divergences that apply to an entry of the given event. */
export function divergencesFor(event: ProfileEvent): Divergence[] {
  return DIVERGENCES.filter((d) => d.appliesTo === 'all' || d.appliesTo.includes(event));
}
