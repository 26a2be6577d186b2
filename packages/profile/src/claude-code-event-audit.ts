/**
 * What the audit of issue 36 found for a Claude Code event with no LionAGI seam in profile v2:
 * - `no-moment`: li-agent never does what Claude Code fires the event for; refused.
 * - `emit-site`: li-agent has the moment (the emit site is named) but no profile revision gives
 *   it a seam yet; refused until one ships with that emit site (ADR-0048 D2).
 * - `profile-v3`: the subagent, compaction, tool-batch and provider-failure events, which
 *   profile v3 maps (issue 36).
 */
export type ClaudeCodeEventVerdict = 'no-moment' | 'emit-site' | 'profile-v3';

/** One row of the audit: a Claude Code event, what fires it there, and li-agent's nearest moment. */
export interface ClaudeCodeEventAudit {
  readonly name: string;
  /** What Claude Code fires it for, in one clause (ground truth REPORT §3.1, or the docs). */
  readonly fires: string;
  /** li-agent's nearest moment, or `none`. */
  readonly nearest: string;
  readonly verdict: ClaudeCodeEventVerdict;
  /** Why it is refused, in one clause: the refusal names it (absent for `profile-v3`). */
  readonly reason?: string;
}

const none = 'none';

/**
 * The 24 events Claude Code 2.1.328 lists that profile v2 gives no seam, in its order, each with
 * the audit's verdict. The refusal of an event (`resolveEvent`, config load, `li hooks import`)
 * names its `reason`; docs/import.md shows the table (generated from this).
 */
export const CLAUDE_CODE_EVENT_AUDIT: readonly ClaudeCodeEventAudit[] = [
  v3(
    'PostToolBatch',
    'after every batch of tool results (one call or several in parallel), before the next model call',
    "a react round's tool calls all done, before the next round (`actOnCalls`, packages/runtime/src/act.ts)",
  ),
  {
    name: 'UserPromptExpansion',
    fires: 'a typed slash command (a project command, a skill) expands into the prompt sent',
    nearest: "none: li-agent's `/compact`, `/help` and `/exit` are handled locally, never sent",
    verdict: 'no-moment',
    reason: 'li-agent expands no slash command into a prompt (it has no custom commands)',
  },
  v3(
    'StopFailure',
    'a turn ended by an API error (HTTP 400, rate limit, auth) instead of Stop',
    'a model request failing after the SDK retries ends the turn (`PROVIDER_FAILED`, apps/agent/src/run-turn.ts)',
  ),
  v3('SubagentStart', 'the Agent (Task) tool starts a subagent', 'the `agent` tool starts one'),
  v3(
    'SubagentStop',
    'a subagent is about to return its answer (and the summariser of a compaction)',
    'the `agent` tool',
  ),
  v3(
    'PreCompact',
    '`/compact` (`manual`) or a full context (`auto`), before',
    '`/compact`, `--context-budget`',
  ),
  v3('PostCompact', 'the same, after, with the summary', '`/compact`, `--context-budget`'),
  {
    name: 'PreModelSwitch',
    fires: '`/model NAME` is about to switch the session to another model',
    nearest: 'none: the model is fixed for the process (`--model`)',
    verdict: 'no-moment',
    reason: 'li-agent never switches models mid-session (`--model` is fixed; no `/model`)',
  },
  {
    name: 'PostModelSwitch',
    fires: 'after such a switch, when the next turn starts',
    nearest: none,
    verdict: 'no-moment',
    reason: 'li-agent never switches models mid-session (`--model` is fixed; no `/model`)',
  },
  {
    name: 'PermissionDenied',
    fires: "auto mode's classifier denied a tool call (not observed live)",
    nearest:
      'none: a denial comes from a PreToolUse hook (it knows) or the user at the approval prompt (PermissionRequest)',
    verdict: 'no-moment',
    reason: 'li-agent has no auto-mode classifier; every denial comes from a hook or the user',
  },
  {
    name: 'Setup',
    fires:
      '`claude --init`, `--init-only` (`trigger: "init"`) or `--maintenance`, before any session',
    nearest: 'none: every li-agent start is a session (SessionStart `startup`)',
    verdict: 'no-moment',
    reason:
      'li-agent has no init or maintenance run; a SessionStart hook (matcher `startup`) runs at every start instead',
  },
  {
    name: 'TeammateIdle',
    fires: 'a teammate of an agent team is about to go idle (not observed live)',
    nearest: 'none: a subagent returns its answer to its parent and ends',
    verdict: 'no-moment',
    reason: 'li-agent has no agent teams (a subagent returns to its parent, it never idles)',
  },
  {
    name: 'TaskCreated',
    fires: 'the TaskCreate tool adds a task to the session task list',
    nearest: 'none: li-agent has no task-list tool',
    verdict: 'no-moment',
    reason: 'li-agent has no task list (no TaskCreate or TaskUpdate tool)',
  },
  {
    name: 'TaskCompleted',
    fires: 'TaskUpdate marks a task of that list completed',
    nearest: 'none: li-agent has no task-list tool',
    verdict: 'no-moment',
    reason: 'li-agent has no task list (no TaskCreate or TaskUpdate tool)',
  },
  {
    name: 'Elicitation',
    fires: 'an MCP server asks the user for input (`elicitation/create`) during its tool call',
    nearest: 'none: the runtime MCP client declares no elicitation capability',
    verdict: 'no-moment',
    reason:
      "li-agent's MCP client takes no elicitation requests (it does not declare the capability)",
  },
  {
    name: 'ElicitationResult',
    fires:
      "the user's answer to an elicitation (`accept`, `decline`, `cancel`), before the server gets it",
    nearest: none,
    verdict: 'no-moment',
    reason:
      "li-agent's MCP client takes no elicitation requests (it does not declare the capability)",
  },
  {
    name: 'ConfigChange',
    fires: 'a settings file changes on disk during the session (Claude Code watches them)',
    nearest: 'none: settings are read once, at session start',
    verdict: 'no-moment',
    reason:
      'li-agent reads its settings once per session and watches no file (a change applies to the next session)',
  },
  {
    name: 'WorktreeCreate',
    fires:
      '`--worktree NAME` creates a git worktree for the session (the hook may create it and print its path)',
    nearest: 'none: the project root is fixed',
    verdict: 'no-moment',
    reason: 'li-agent creates no worktrees (it runs in the project root it starts in)',
  },
  {
    name: 'WorktreeRemove',
    fires: 'such a worktree is removed (not observed live)',
    nearest: none,
    verdict: 'no-moment',
    reason: 'li-agent creates no worktrees (it runs in the project root it starts in)',
  },
  {
    name: 'InstructionsLoaded',
    fires:
      'a CLAUDE.md or rules file is loaded into the context (session start, a nested directory, compaction)',
    nearest: 'none: the system prompt is built in; no memory file is read',
    verdict: 'no-moment',
    reason: 'li-agent loads no instruction or memory file (CLAUDE.md, AGENTS.md) into the context',
  },
  {
    name: 'CwdChanged',
    fires: "the session's directory changes (a Bash `cd` persists into later calls)",
    nearest: 'none: the bash tool starts every command in the project root',
    verdict: 'no-moment',
    reason: "li-agent's directory never changes (each bash command starts in the project root)",
  },
  {
    name: 'FileChanged',
    fires: 'a file the matcher names (`.envrc`) changes on disk (watched; timing-dependent)',
    nearest: 'none: li-agent watches no file',
    verdict: 'no-moment',
    reason: 'li-agent watches no file (PostToolUse sees the writes its own tools make)',
  },
  {
    name: 'DirectoryAdded',
    fires: '`--add-dir DIR` or `/add-dir DIR` adds a working directory (not observed live)',
    nearest: 'none: one project root',
    verdict: 'no-moment',
    reason: 'li-agent works in one project root (no `--add-dir`)',
  },
  {
    name: 'MessageDisplay',
    fires:
      'each assistant text message as it is shown (streamed as `delta`s, the last one `final`)',
    nearest:
      "none in the runtime: li-agent prints the turn's final answer once, at its end (the `result`)",
    verdict: 'no-moment',
    reason:
      'li-agent shows no message as it arrives, only the final answer at the end of the turn (a Stop hook gets it as `last_assistant_message`)',
  },
];

function v3(name: string, fires: string, nearest: string): ClaudeCodeEventAudit {
  return { name, fires, nearest: `${nearest} (issue 36)`, verdict: 'profile-v3' };
}

/** The audit row of `name`, if the audit covers it. */
export function claudeCodeEventAudit(name: string): ClaudeCodeEventAudit | undefined {
  return CLAUDE_CODE_EVENT_AUDIT.find((e) => e.name === name);
}
