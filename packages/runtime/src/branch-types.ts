import type { StopAnswer } from '@lionagi/hooks-exec';
import type { z } from 'zod';
import type { HookBus } from './hook-bus.js';
import type { LifecycleSeams, SubagentIdentity } from './lifecycle-seams.js';
import type { Logger } from './logger.js';
import type { BranchMessage } from './messages.js';
import type { ModelProvider, ModelResponse, ToolCallRequest } from './provider.js';
import type { StopPayload } from './stop-loop.js';
import type { ToolCallResult } from './tool-layer.js';

/** What a Branch needs from its session (implemented by `Session`). */
export interface BranchHost {
  readonly id: string;
  readonly bus: HookBus;
  readonly provider: ModelProvider;
  /** The model id reported on envelopes, when known. */
  readonly model: string | undefined;
  readonly logger: Logger;
  /** Resolves once external hooks are attached and SessionStart has fired; rejects if loading failed. */
  ready(): Promise<void>;
  /** Session-wide model context (SessionStart hooks' `additionalContext`). */
  readonly sessionContext: readonly string[];
  /** Mints the id of a new turn-origin token. */
  newTurnId(): string;
  /** Appends a branch message to the session transcript. */
  recordTranscript(branchId: string, message: BranchMessage): void;
  /** Told of each tool call as it is handed to the chokepoint (`SessionOptions.onToolCall`). */
  readonly onToolCall?: ((call: ToolCallRequest, agent?: SubagentIdentity) => void) | undefined;
  /** Told of each call's outcome as soon as it is known (`SessionOptions.onToolResult`). */
  readonly onToolResult?: ((result: ToolCallResult, agent?: SubagentIdentity) => void) | undefined;
  /**
   * The Stop seam (profile v2): asked when a user turn of `react()` ends with a final answer.
   * `pass` when the host emits no Stop (its hooks are not attached).
   */
  stopGate(payload: StopPayload): Promise<StopAnswer>;
  /** The session transcript's path (a subagent's own transcript is written beside it). */
  readonly transcriptPath?: string;
  /** The subagent and compaction emit points (absent: none of them has a handler). */
  readonly lifecycle?: LifecycleSeams;
}

/** Options of `Branch.chat` and `Branch.chatAndRecord`. */
export interface ChatOptions {
  /** Tools offered to the model: all registered (`true`), the named ones, or none (default). */
  tools?: boolean | readonly string[];
  /** A JSON Schema of the expected answer, passed to the provider as a hint. */
  responseSchema?: Record<string, unknown>;
  /** How the instruction is recorded (default `instruction`; a Stop continuation's feedback). */
  instructionKind?: 'instruction' | 'stop_hook_feedback';
}

/** A model answer plus what the boundary added. */
export interface ChatResult extends ModelResponse {
  /** The rendered instruction text that was submitted. */
  prompt: string;
  /** UserPromptSubmit `additionalContext` given to the model as system messages this turn. */
  hookContext: string[];
  /** How the instruction is recorded, when not as `instruction`. */
  instructionKind?: 'stop_hook_feedback';
}

/** Options of `Branch.communicate`. */
export interface CommunicateOptions<T = unknown> extends ChatOptions {
  /** Structured output: the answer is parsed as JSON and validated; a failure triggers repair. */
  schema?: z.ZodType<T>;
  /** Repair turns allowed after a failing parse (default 1). */
  maxRepairs?: number;
}

/** The result of `Branch.communicate`. */
export interface CommunicateResult<T = unknown> extends ChatResult {
  /** The parsed answer when a schema was given. */
  output: T | undefined;
}

/** Options of `Branch.operate`. */
export interface OperateOptions<T = unknown> extends Omit<CommunicateOptions<T>, 'tools'> {
  /** Tools offered (default: all registered). */
  tools?: boolean | readonly string[];
  /** Invoke the tool calls the model makes (default true); `false` also offers no tools. */
  actions?: boolean;
}

/** The result of `Branch.operate`. */
export interface OperateResult<T = unknown> {
  text: string;
  /** Parsed from the text part; undefined when the model answered with tool calls only. */
  output: T | undefined;
  toolCalls: ToolCallRequest[];
  actions: ToolCallResult[];
  /**
   * Set when the tool-batch gate (PostToolBatch, C-17) ended the turn after this round's calls:
   * its reason, and `failed` when a hook could not answer (Dv3-6).
   */
  batchStop?: { reason: string; failed: boolean };
}

/** Options of `Branch.react`. */
export interface ReactOptions<T = unknown> extends Omit<OperateOptions<T>, 'actions'> {
  /** Tool rounds before a final answer is forced (default 5); applies to each Stop continuation. */
  maxRounds?: number;
  /** How many times Stop hooks may keep one user turn going (default 5, profile v2). */
  maxStopContinuations?: number;
}

/**
 * Why a react loop ended: a final answer, the round budget, a tool hook's `continue: false` or a
 * PostToolBatch block (`hook_stop`), a PostToolBatch hook that could not answer
 * (`batch_hook_failed`, Dv3-6), or (profile v2) a Stop hook's `continue: false`, a Stop hook that
 * could not answer, or Stop hooks that blocked more often than `maxStopContinuations`.
 */
export type ReactEnd =
  | 'answer'
  | 'max_rounds'
  | 'hook_stop'
  | 'batch_hook_failed'
  | 'stop_hook_prevented'
  | 'stop_hook_failed'
  | 'stop_hook_limit';

/** The result of `Branch.react`. */
export interface ReactResult<T = unknown> {
  text: string;
  output: T | undefined;
  /** Model submissions made for the turn's rounds (repair turns not counted). */
  rounds: number;
  actions: ToolCallResult[];
  end: ReactEnd;
  stopReason?: string;
  /** How many times Stop hooks kept the turn going (absent: none). */
  stopContinuations?: number;
}

/** Options of `Branch.run`. */
export type RunOptions = ChatOptions;
