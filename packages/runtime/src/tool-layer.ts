import type { HarnessToolNames } from '@lionagi/hooks-profile';
import type { ToolArguments } from './tool.js';

/** Where a call is invoked from: fills bus payloads and hook envelopes. */
export interface InvokeContext {
  sessionId?: string;
  branchId?: string;
  /** The user turn (envelope `turn_id`). */
  turnId?: string;
  /** Set inside a subagent: envelope `agent_id` / `agent_type` (what Claude Code and Codex send). */
  agentId?: string;
  agentType?: string;
  signal?: AbortSignal;
}

/** What a manager-level layer sees of a call. `input` is the current (possibly rewritten) input. */
export interface ToolCallInfo extends InvokeContext {
  callId: string;
  /** The registered name. */
  toolName: string;
  /** The tool's names in other harnesses (tool vocabularies), as its registry entry declares. */
  harnessNames?: HarnessToolNames;
  input: ToolArguments;
}

/** A manager-level pre decision: `updatedInput` replaces the whole argument object. */
export interface ToolPreDecision {
  decision: 'allow' | 'deny' | 'none';
  reason?: string;
  updatedInput?: ToolArguments;
  /** Context for the model, surfaced as a system message in the branch. */
  additionalContext?: string;
  /** For the user, never the model. */
  systemMessages?: string[];
  stop?: { reason?: string };
}

/** Notes a manager-level post or failure stage returns. */
export interface ToolPostNotes {
  /** Advisory blocks: each becomes a system-visible message in the branch. */
  feedback?: string[];
  additionalContext?: string;
  systemMessages?: string[];
  stop?: { reason?: string };
}

/**
 * A manager-level hook layer, applied inside `ActionManager.invoke` outside the spec-level chain
 * (ADR-0048 D3): `pre` before the tool's own pre chain, `post` after its post chain (whatever
 * the result type), `failure` when the call failed. A throwing `pre` denies (fail closed); a
 * throwing `post`/`failure` is logged.
 */
export interface ToolHookLayer {
  readonly name: string;
  pre?(call: ToolCallInfo): Promise<ToolPreDecision | undefined>;
  post?(
    call: ToolCallInfo & { response: unknown; durationMs: number },
  ): Promise<ToolPostNotes | undefined>;
  failure?(
    call: ToolCallInfo & { error: string; durationMs: number },
  ): Promise<ToolPostNotes | undefined>;
}

/** Which stage denied a call. */
export type DeniedBy = 'bus' | 'layer' | 'pre' | 'validation';

/** The result of `ActionManager.invoke`: never thrown, always returned. */
export interface ToolCallResult {
  id: string;
  name: string;
  /** The arguments the model sent. */
  input: ToolArguments;
  /** The arguments after every rewrite (what the tool received, or would have). */
  finalInput: ToolArguments;
  status: 'ok' | 'denied' | 'error';
  output?: unknown;
  error?: string;
  /** Why it was denied (the guard's own words). */
  reason?: string;
  deniedBy?: DeniedBy;
  /** PostToolUse blocks: the branch records each as a system-visible message. */
  feedback: string[];
  /** Hook context for the model. */
  hookContext: string[];
  systemMessages: string[];
  stop?: { reason?: string };
  durationMs: number;
}
