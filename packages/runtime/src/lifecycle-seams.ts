import type { StopAnswer } from '@lionagi/hooks-exec';
import type { BatchCall } from './envelopes-batch.js';

/** Who a subagent is: `agent_id` and `agent_type` on the envelopes of its tool calls. */
export interface SubagentIdentity {
  /** Unique per subagent run (Claude Code: 17 hex characters). */
  agentId: string;
  /** What kind of agent it is (the tool's `subagent_type`; `general-purpose` by default). */
  agentType: string;
  /** The tool call that started it, when a tool did (Claude Code's `parent_tool_use_id`). */
  parentToolUseId?: string;
}

/** What the runtime tells the subagent-start seam: the subagent and who started it. */
export interface SubagentStartPayload extends SubagentIdentity {
  /** The branch whose tool call started the subagent. */
  parentBranchId: string;
  /** The subagent's own branch. */
  branchId: string;
  /** The user turn the starting tool call belongs to (envelope `turn_id`). */
  turnId: string;
  /** The task the subagent was given. */
  prompt: string;
  signal?: AbortSignal;
}

/** What the subagent-start seam may answer: context for the subagent (SubagentStart, C-11). */
export interface SubagentStartAnswer {
  additionalContext?: string;
}

/** What the subagent-stop seam is told: the subagent is about to return `lastAssistantMessage`. */
export interface SubagentStopPayload extends SubagentStartPayload {
  lastAssistantMessage: string;
  /** True once a subagent-stop answer kept this subagent going. */
  stopHookActive: boolean;
  /** The subagent's own transcript (flushed), when the session has one. */
  agentTranscriptPath?: string;
}

/** Why a branch is compacted: its context passed the budget (`auto`) or it was asked (`manual`). */
export type CompactTrigger = 'manual' | 'auto';

/** What the compaction seams are told. `customInstructions` is `null` when none were given. */
export interface CompactPayload {
  branchId: string;
  /** Set when the branch is a subagent's (its compaction envelopes carry `agent_id` / `agent_type`). */
  agent?: SubagentIdentity;
  trigger: CompactTrigger;
  customInstructions: string | null;
  /** The turn that passed the budget (auto), when known. */
  turnId?: string;
  signal?: AbortSignal;
}

/** What the pre-compaction seam answers: go on, or leave the context as it is. */
export type PreCompactAnswer = { kind: 'pass' } | { kind: 'blocked'; reason: string };

/** The post-compaction payload: the summary that replaced the context. */
export interface PostCompactPayload extends CompactPayload {
  summary: string;
  /** How many branch messages the summary replaced. */
  messagesBefore: number;
}

/** What the tool-batch seam is told: a round's calls, all done, before the next model round. */
export interface ToolBatchPayload {
  branchId: string;
  /** Set when the branch is a subagent's. */
  agent?: SubagentIdentity;
  /** Each call of the round, in the model's order, with the text the model gets back. */
  calls: readonly BatchCall[];
  turnId?: string;
  signal?: AbortSignal;
}

/**
 * What the tool-batch gate answers (PostToolBatch, C-17): go on to the next model round, or end
 * the turn there with the reason; `failed` when a hook could not answer (Dv3-6: fail closed).
 */
export type ToolBatchAnswer = { kind: 'pass' } | { kind: 'stop'; reason: string; failed: boolean };

/** What the turn-failure seam is told: a model request failed and ended the turn. */
export interface TurnFailurePayload {
  /** The failure (a `PROVIDER_FAILED` HookError; `details.status` the HTTP status, when any). */
  error: unknown;
  turnId?: string;
}

/**
 * The runtime's lifecycle emit points of the profile v3 events (issue 36): a subagent
 * starting and about to return (with Stop's arbitration: a `continue` answer sends its message
 * back and the subagent goes on, capped like Stop), a branch's compaction before and after, a
 * round's tool calls done (a `stop` answer ends the turn before the next model round), and a
 * turn that failed.
 * Each seam has at most one handler (set by the host's hook wiring, or an embedder); without one
 * the start and post seams do nothing and the gates answer `pass`.
 */
export class LifecycleSeams {
  #subagentStart:
    | ((p: SubagentStartPayload) => Promise<SubagentStartAnswer | undefined>)
    | undefined;
  #subagentStop: ((p: SubagentStopPayload) => Promise<StopAnswer>) | undefined;
  #preCompact: ((p: CompactPayload) => Promise<PreCompactAnswer>) | undefined;
  #postCompact: ((p: PostCompactPayload) => Promise<void>) | undefined;
  #toolBatch: ((p: ToolBatchPayload) => Promise<ToolBatchAnswer>) | undefined;
  #turnFailure: ((p: TurnFailurePayload) => Promise<void>) | undefined;

  /** Sets the subagent-start handler (it may answer context for the subagent); returns a remover. */
  onSubagentStart(
    handler: (payload: SubagentStartPayload) => Promise<SubagentStartAnswer | undefined>,
  ): () => void {
    this.#subagentStart = handler;
    return () => {
      if (this.#subagentStart === handler) this.#subagentStart = undefined;
    };
  }

  /** Sets the subagent-stop gate; returns a remover. */
  onSubagentStop(handler: (payload: SubagentStopPayload) => Promise<StopAnswer>): () => void {
    this.#subagentStop = handler;
    return () => {
      if (this.#subagentStop === handler) this.#subagentStop = undefined;
    };
  }

  /** Sets the pre-compaction gate; returns a remover. */
  onPreCompact(handler: (payload: CompactPayload) => Promise<PreCompactAnswer>): () => void {
    this.#preCompact = handler;
    return () => {
      if (this.#preCompact === handler) this.#preCompact = undefined;
    };
  }

  /** Sets the post-compaction handler; returns a remover. */
  onPostCompact(handler: (payload: PostCompactPayload) => Promise<void>): () => void {
    this.#postCompact = handler;
    return () => {
      if (this.#postCompact === handler) this.#postCompact = undefined;
    };
  }

  /**
   * Sets the tool-batch gate (asked with each round's calls once they are all done, before the
   * next model round); returns a remover.
   */
  onToolBatch(handler: (payload: ToolBatchPayload) => Promise<ToolBatchAnswer>): () => void {
    this.#toolBatch = handler;
    return () => {
      if (this.#toolBatch === handler) this.#toolBatch = undefined;
    };
  }

  /** Sets the turn-failure handler (a model request failed and ended the turn); returns a remover. */
  onTurnFailure(handler: (payload: TurnFailurePayload) => Promise<void>): () => void {
    this.#turnFailure = handler;
    return () => {
      if (this.#turnFailure === handler) this.#turnFailure = undefined;
    };
  }

  /** Emit point: a round's tool calls are all done, before the next model round; `pass` when no gate is set. */
  toolBatchDone(payload: ToolBatchPayload): Promise<ToolBatchAnswer> {
    return this.#toolBatch ? this.#toolBatch(payload) : Promise.resolve({ kind: 'pass' });
  }

  /** Emit point: a model request failed after the retries and ended the turn (Stop does not fire). */
  async turnFailed(payload: TurnFailurePayload): Promise<void> {
    await this.#turnFailure?.(payload);
  }

  /** Emit point: a subagent starts (before its first model call); the handler's answer, if any. */
  async subagentStarted(payload: SubagentStartPayload): Promise<SubagentStartAnswer | undefined> {
    return (await this.#subagentStart?.(payload)) ?? undefined;
  }

  /** Emit point: a subagent is about to return; `pass` when no handler is set. */
  subagentStopGate(payload: SubagentStopPayload): Promise<StopAnswer> {
    return this.#subagentStop ? this.#subagentStop(payload) : Promise.resolve({ kind: 'pass' });
  }

  /** Emit point: a branch is about to be compacted; `pass` when no handler is set. */
  preCompact(payload: CompactPayload): Promise<PreCompactAnswer> {
    return this.#preCompact ? this.#preCompact(payload) : Promise.resolve({ kind: 'pass' });
  }

  /** Emit point: a branch was compacted. */
  async postCompact(payload: PostCompactPayload): Promise<void> {
    await this.#postCompact?.(payload);
  }
}
