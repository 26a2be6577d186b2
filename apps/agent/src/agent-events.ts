import type { HookRunRecord, SkipReason } from '@lionagi/hooks-exec';
import type { ToolCallResult } from '@lionagi/runtime';

/** One hook run as `li-agent` reports it (`hook_runs[]` in json output). */
export interface HookRunReport {
  event: string;
  command: string[];
  source?: string;
  tier?: string;
  /** The entry's matcher accepted this firing (false: it was not this hook's business). */
  matched: boolean;
  outcome: string;
  /** Why no process started (`not-run` / `skipped`): no-match, earlier-deny, aborted, duplicate, untrusted, missing-program, background (async, queued). */
  skip?: SkipReason;
  decision: string;
  reason?: string;
  /** What the hook gave the model (SessionStart / UserPromptSubmit context). */
  additional_context?: string;
  exit_code: number | null;
  timed_out: boolean;
  duration_ms: number;
  /** What the hook printed, whole up to the 1 MiB capture cap (as Claude Code's stream-json). */
  stdout?: string;
  stderr?: string;
}

/** One tool call as `li-agent` reports it (`tool_calls[]` in json output). */
export interface ToolCallReport {
  id: string;
  name: string;
  input: Record<string, unknown>;
  final_input: Record<string, unknown>;
  status: 'ok' | 'denied' | 'error';
  output?: unknown;
  error?: string;
}

/** Why a turn ended. */
export type TerminalReason =
  | 'completed'
  | 'prompt_blocked'
  | 'max_turns'
  | 'hook_stopped'
  /** A Stop hook returned `continue: false` (the answer is kept). */
  | 'stop_hook_prevented'
  /** A Stop hook could not answer: timed out, not started, not trusted, fail_closed (Dv2-1). */
  | 'stop_hook_failed'
  /** Stop hooks blocked more often than `--max-stop-continuations` (Dv2-2). */
  | 'stop_hook_limit'
  /** A PostToolBatch hook could not answer: the turn ends before the next model round (Dv3-6). */
  | 'batch_hook_failed'
  | 'error';

/** The events `--output-format stream-json` prints, one JSON object per line, as they happen. */
export type AgentEvent =
  | {
      type: 'system';
      subtype: 'init';
      session_id: string;
      transcript_path: string;
      cwd: string;
      provider: string;
      model?: string;
      tools: string[];
      /** Configured hooks that can never fire (see `Agent.warnings`). */
      warnings?: string[];
    }
  | {
      type: 'system';
      subtype: 'hook_started';
      hook_id: string;
      /** `<Event>:<matcher target>` (`PreToolUse:Bash`), or the event alone, as Claude Code names it. */
      hook_name: string;
      hook_event: string;
      command: string[];
      /** The entry's `status_message` (Claude Code's `statusMessage`), when it sets one. */
      status_message?: string;
    }
  | {
      /** The conversation was compacted (Claude Code's `compact_boundary`; `pre_messages` for its `pre_tokens`). */
      type: 'system';
      subtype: 'compact_boundary';
      session_id: string;
      compact_metadata: { trigger: 'manual' | 'auto'; pre_messages: number };
    }
  | HookResponseEvent
  /**
   * A tool call the model made, with its input object as the model sent it (as Claude Code's
   * `tool_use` block); a subagent's call names the `agent` call that started it
   * (`parent_tool_use_id`, as Claude Code's stream-json) and the subagent (`agent_id`).
   */
  | ({ type: 'tool_use'; id: string; name: string; input: Record<string, unknown> } & SubagentTag)
  | ({
      type: 'tool_result';
      id: string;
      name: string;
      /** `denied`: a hook or check refused it; `error`: it failed, or no such tool is registered. */
      status: 'ok' | 'error' | 'denied';
      summary: string;
      duration_ms: number;
    } & SubagentTag)
  | ResultMessage;

/** On the events of a subagent's tool calls: which `agent` call started it, and its id. */
export interface SubagentTag {
  parent_tool_use_id?: string;
  agent_id?: string;
}

/**
 * A hook's run as stream-json prints it: Claude Code's `hook_response` fields (`hook_id`,
 * `hook_name`, `hook_event`, `output`, `stdout`, `stderr`, `exit_code`, `outcome`) at the top level,
 * then this runtime's own (`command`, `decision`, `reason`, `matched`, `skip`…). Unlike Claude Code,
 * a hook that started no process (no match, untrusted, earlier deny) has a response too, without
 * `hook_id`, and `outcome` keeps this runtime's words (`blocked`, `timeout`, `not-run`, `skipped`).
 */
export type HookResponseEvent = {
  type: 'system';
  subtype: 'hook_response';
  hook_id?: string;
  hook_name: string;
  hook_event: string;
  /** What the hook printed: stdout, then stderr. */
  output: string;
  stdout: string;
  stderr: string;
} & Omit<HookRunReport, 'event' | 'stdout' | 'stderr'>;

/** Claude Code's result subtypes, from why the turn ended. */
export type ResultSubtype = 'success' | 'error_max_turns' | 'error_during_execution';

/**
 * The last line of stream-json and the whole of `--output-format json`: Claude Code's result
 * message (`type`, `subtype`, `is_error`, `result` as the answer's text, `session_id`,
 * `terminal_reason`), then this runtime's report (`tool_calls`, `hook_runs`, `messages`…).
 */
export type ResultMessage = {
  type: 'result';
  subtype: ResultSubtype;
  is_error: boolean;
} & AgentResult;

const FAILED_REASONS: ReadonlySet<TerminalReason> = new Set([
  'error',
  'prompt_blocked',
  'stop_hook_failed',
  'stop_hook_limit',
  'batch_hook_failed',
]);

/** A turn's result as Claude Code's result message. */
export function toResultMessage(result: AgentResult): ResultMessage {
  const subtype: ResultSubtype =
    result.terminal_reason === 'max_turns'
      ? 'error_max_turns'
      : FAILED_REASONS.has(result.terminal_reason)
        ? 'error_during_execution'
        : 'success';
  return { type: 'result', subtype, is_error: subtype !== 'success', ...result };
}

/** A run report as a stream-json `hook_response` line. */
export function toHookResponseEvent(
  report: HookRunReport,
  hookName: string,
  hookId?: string,
): HookResponseEvent {
  const { event, stdout = '', stderr = '', ...rest } = report;
  return {
    type: 'system',
    subtype: 'hook_response',
    ...(hookId === undefined ? {} : { hook_id: hookId }),
    hook_name: hookName,
    hook_event: event,
    output: stdout + stderr,
    stdout,
    stderr,
    ...rest,
  };
}

/** What one `li-agent -p` turn produced (`--output-format json`). */
export interface AgentResult {
  result: string;
  terminal_reason: TerminalReason;
  session_id: string;
  transcript_path: string;
  tool_calls: ToolCallReport[];
  hook_runs: HookRunReport[];
  messages: Array<{ role: string; kind: string; content: string }>;
  /** Why the prompt was blocked, the run failed or a Stop hook ended it. */
  error?: string;
  /** How many times Stop hooks kept this turn going (absent: none). */
  stop_continuations?: number;
  /** Configured hooks that can never fire against this agent's tools (present when any). */
  warnings?: string[];
}

/** The report form of a dispatcher run record. */
export function toHookRunReport(run: HookRunRecord): HookRunReport {
  return {
    event: run.event,
    command: run.command,
    ...(run.source !== undefined ? { source: run.source } : {}),
    ...(run.tier !== undefined ? { tier: run.tier } : {}),
    matched: run.matched,
    outcome: run.outcome,
    ...(run.skip !== undefined ? { skip: run.skip } : {}),
    decision: run.decision,
    ...(run.reason !== undefined ? { reason: run.reason } : {}),
    ...(run.additionalContext !== undefined ? { additional_context: run.additionalContext } : {}),
    exit_code: run.exitCode,
    timed_out: run.timedOut,
    duration_ms: Math.round(run.durationMs),
    ...(run.stdout !== undefined ? { stdout: run.stdout } : {}),
    ...(run.stderr !== undefined ? { stderr: run.stderr } : {}),
  };
}

/** The report form of a tool call result. */
export function toToolCallReport(call: ToolCallResult): ToolCallReport {
  const error = call.status === 'denied' ? call.reason : call.error;
  return {
    id: call.id,
    name: call.name,
    input: call.input,
    final_input: call.finalInput,
    status: call.status,
    ...(call.status === 'ok' ? { output: call.output } : {}),
    ...(error !== undefined ? { error } : {}),
  };
}
