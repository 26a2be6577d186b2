import { randomUUID } from 'node:crypto';
import { actOnCalls } from './act.js';
import { ActionManager } from './action-manager.js';
import type {
  BranchHost,
  ChatOptions,
  ChatResult,
  CommunicateOptions,
  CommunicateResult,
  OperateOptions,
  OperateResult,
  ReactOptions,
  ReactResult,
  RunOptions,
} from './branch-types.js';
import { chatOperation } from './chat-operation.js';
import { type CompactOptions, type CompactResult, compactBranch } from './compaction.js';
import type { ContextBudget } from './context-budget.js';
import { HookPoint } from './hook-points.js';
import type { SubagentIdentity, ToolBatchAnswer } from './lifecycle-seams.js';
import type { BranchMessage, Instruction } from './messages.js';
import type { ModelProvider, StreamChunk, ToolCallRequest } from './provider.js';
import { reactLoop } from './react-loop.js';
import { runOperation } from './run-operation.js';
import type { ToolCallResult } from './tool-layer.js';
import type { Transcript } from './transcript.js';
import { communicateOperation, operateOperation, recordExchange } from './turn-operations.js';
import { type OperationContext, originateTurn } from './turn-origin.js';

/** Options of a {@link Branch}. */
export interface BranchOptions {
  id?: string;
  /** The system prompt sent first on every submission. */
  system?: string;
  /** An ActionManager to use (default: a new one on the session's bus). */
  actions?: ActionManager;
  /** The model this branch talks to (default: the session's provider; a subagent may have its own). */
  provider?: ModelProvider;
  /** Set on a subagent's branch: its tool calls carry `agent_id` / `agent_type`. */
  agent?: SubagentIdentity;
  /**
   * The context budget: when a submission's context (system, messages, prompt) would pass it, the
   * branch is compacted first (trigger `auto`). Default: none.
   */
  contextBudget?: ContextBudget;
  /** A transcript of this branch alone (a subagent's), written besides the session's. */
  transcript?: Transcript;
}

/**
 * A conversation with public user ingresses. Every ingress takes an explicit
 * {@link OperationContext} last: with the disposition unset (a genuine caller) it mints a
 * turn-origin token; a forwarded token is passed down unchanged; noOrigin mints nothing. The token
 * is consumed at the model-submission boundary of chat and of run (ADR-0048 D2).
 */
export class Branch {
  readonly id: string;
  readonly session: BranchHost;
  readonly system: string | undefined;
  readonly actions: ActionManager;
  readonly provider: ModelProvider;
  readonly agent: SubagentIdentity | undefined;
  readonly contextBudget: ContextBudget | undefined;
  readonly #transcript: Transcript | undefined;
  readonly #messages: BranchMessage[] = [];
  readonly #created: Promise<void>;

  constructor(session: BranchHost, options: BranchOptions = {}) {
    this.id = options.id ?? randomUUID();
    this.session = session;
    this.system = options.system;
    this.provider = options.provider ?? session.provider;
    this.agent = options.agent;
    this.contextBudget = options.contextBudget;
    this.#transcript = options.transcript;
    this.actions =
      options.actions ?? new ActionManager({ bus: session.bus, logger: session.logger });
    // Direct `branch.actions.invoke` calls must not outrun the session's hook attachment.
    this.actions.waitFor(() => session.ready());
    // Announced after SessionStart; a failed start is reported by ready(), not here.
    this.#created = session
      .ready()
      .catch(() => undefined)
      .then(() =>
        session.bus.emit(HookPoint.BRANCH_CREATE, { session_id: session.id, branch_id: this.id }),
      );
  }

  /** The recorded messages (a copy). */
  get messages(): BranchMessage[] {
    return [...this.#messages];
  }

  /** Resolves when the session is ready and this branch's creation was announced. */
  async ready(): Promise<void> {
    await this.session.ready();
    await this.#created;
  }

  /** Records messages: transcript line and MESSAGE_ADD for each, in order. */
  async addMessages(messages: readonly BranchMessage[]): Promise<void> {
    for (const message of messages) {
      this.#messages.push(message);
      this.session.recordTranscript(this.id, message);
      this.#transcript?.append({
        type: 'message',
        session_id: this.session.id,
        branch_id: this.id,
        message,
      });
      await this.session.bus.emit(HookPoint.MESSAGE_ADD, {
        session_id: this.session.id,
        branch_id: this.id,
        message_id: message.id,
        role: message.role,
        kind: message.kind,
      });
    }
  }

  /**
   * Replaces the whole context with a summary made by the provider (see {@link compactBranch}):
   * `manual` unless `trigger` says otherwise. The pre-compaction seam may leave it as it is.
   */
  async compact(options: CompactOptions = {}, ctx: OperationContext = {}): Promise<CompactResult> {
    await this.ready();
    return compactBranch(this, options, ctx);
  }

  /** Replaces the recorded messages (compaction): the new ones are recorded like any others. */
  async replaceMessages(messages: readonly BranchMessage[]): Promise<void> {
    this.#messages.splice(0);
    await this.addMessages(messages);
  }

  /** Ingress: one model submission. Records nothing. */
  async chat(
    input: Instruction,
    options: ChatOptions = {},
    ctx?: OperationContext,
  ): Promise<ChatResult> {
    const turn = this.#originate(ctx);
    await this.ready();
    return chatOperation(this, input, options, turn);
  }

  /** Ingress: mints (when unset), delegates to `chat` with that token forwarded, records. */
  async chatAndRecord(
    input: Instruction,
    options: ChatOptions = {},
    ctx?: OperationContext,
  ): Promise<ChatResult> {
    const turn = this.#originate(ctx);
    const result = await this.chat(input, options, turn);
    await recordExchange(this, result);
    return result;
  }

  /** Ingress: `chat` with the token forwarded, records, parses structured output (with repair). */
  communicate<T = unknown>(
    input: Instruction,
    options: CommunicateOptions<T> = {},
    ctx?: OperationContext,
  ): Promise<CommunicateResult<T>> {
    return communicateOperation(this, input, options, this.#originate(ctx));
  }

  /** Ingress: `communicate` with tools offered, invokes the tool calls, parses structured output. */
  operate<T = unknown>(
    input: Instruction,
    options: OperateOptions<T> = {},
    ctx?: OperationContext,
  ): Promise<OperateResult<T>> {
    return operateOperation(this, input, options, this.#originate(ctx));
  }

  /** Ingress: streams one answer; the prompt gate runs immediately before streaming begins. */
  run(
    input: Instruction,
    options: RunOptions = {},
    ctx?: OperationContext,
  ): AsyncIterable<StreamChunk> {
    return runOperation(this, input, options, this.#originate(ctx));
  }

  /** Ingress: multi-step tool use (several rounds, then a final answer); one UserPromptSubmit. */
  react<T = unknown>(
    input: Instruction,
    options: ReactOptions<T> = {},
    ctx?: OperationContext,
  ): Promise<ReactResult<T>> {
    return reactLoop(this, input, options, this.#originate(ctx));
  }

  /** Invokes tool calls through the ActionManager chokepoint and records the results. */
  async act(
    calls: readonly ToolCallRequest[],
    ctx: OperationContext = {},
  ): Promise<ToolCallResult[]> {
    return (await this.actRound(calls, ctx)).results;
  }

  /**
   * `act()` for one model round of `operate()`: the results, and the tool-batch gate's answer
   * (PostToolBatch): whether the next model round may run (C-17).
   */
  async actRound(
    calls: readonly ToolCallRequest[],
    ctx: OperationContext = {},
  ): Promise<{ results: ToolCallResult[]; batch: ToolBatchAnswer }> {
    await this.ready();
    return actOnCalls(this, calls, ctx);
  }

  /** Mint-if-unset for a public ingress; forwarded and noOrigin contexts pass unchanged. */
  #originate(ctx: OperationContext | undefined): OperationContext {
    return originateTurn(ctx, () => this.session.newTurnId());
  }
}
