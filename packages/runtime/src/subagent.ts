import { randomBytes } from 'node:crypto';
import { dirname, join } from 'node:path';
import type { StopAnswer } from '@lionagi/hooks-exec';
import { ActionManager } from './action-manager.js';
import { Branch } from './branch.js';
import type { ReactEnd, ReactOptions } from './branch-types.js';
import type { SubagentIdentity, SubagentStartPayload } from './lifecycle-seams.js';
import { hookContextMessage, type Instruction, type MessageKind } from './messages.js';
import type { ModelProvider } from './provider.js';
import { reactRounds } from './react-loop.js';
import { stopLoop } from './stop-loop.js';
import type { Tool } from './tool.js';
import type { ToolCallResult } from './tool-layer.js';
import { Transcript } from './transcript.js';
import { internalTurn, type OperationContext } from './turn-origin.js';

/** The agent type of a subagent started without one (Claude Code's default). */
export const DEFAULT_AGENT_TYPE = 'general-purpose';

/** Model rounds a subagent gets before its final answer is forced, when not told. */
export const DEFAULT_SUBAGENT_TURNS = 8;

/** What a subagent is asked to do, and with what. */
export interface SubagentRequest {
  /** The task: the subagent's first (and only user) message. */
  prompt: string;
  /** Default {@link DEFAULT_AGENT_TYPE}. */
  agentType?: string;
  /** Its round budget (`maxRounds` of each run; default {@link DEFAULT_SUBAGENT_TURNS}). */
  maxTurns?: number;
  /** How many times its stop seam may keep it going (default: Stop's, 5). */
  maxStopContinuations?: number;
  /** Its system prompt (default: the parent's). */
  system?: string;
  /** Its model (default: the parent's provider). */
  provider?: ModelProvider;
  /** Its tools (default: the parent's, less `excludeTools`). */
  tools?: readonly Tool[];
  /** Parent tools it does not get (li-agent: `agent`, so a subagent starts no subagent). */
  excludeTools?: readonly string[];
  /** The tool call that starts it (its tool calls' reports name it). */
  parentToolUseId?: string;
}

/** What a subagent returned. */
export interface SubagentResult extends SubagentIdentity {
  /** Its branch (its messages are in the session transcript under this branch id). */
  branch: Branch;
  /** Its final answer: what the parent's tool call returns. */
  text: string;
  end: ReactEnd;
  rounds: number;
  actions: ToolCallResult[];
  stopReason?: string;
  stopContinuations?: number;
  /** Its own transcript (its messages; they are in the session transcript too). */
  transcriptPath?: string;
}

/**
 * Where a subagent's transcript goes: beside the session's, as Claude Code lays it out
 * (`<dir>/<session id>/subagents/agent-<agent id>.jsonl`).
 */
export function subagentTranscriptPath(
  sessionTranscript: string,
  sessionId: string,
  agentId: string,
): string {
  return join(dirname(sessionTranscript), sessionId, 'subagents', `agent-${agentId}.jsonl`);
}

/** A new agent id: 17 hex-ish characters, as Claude Code's (`a` + 16 hex). */
export function newAgentId(): string {
  return `a${randomBytes(8).toString('hex')}`;
}

/**
 * Runs a subagent of `parent` while the caller (the parent's tool call) waits: its own branch on
 * the same session, with its own model loop, tools and round budget. Its tool calls go through
 * the same chokepoint layers as the parent's (external PreToolUse etc.), their envelopes carrying
 * `agent_id` / `agent_type`; its prompt is an internal turn (UserPromptSubmit does not fire) that
 * keeps the parent's `turn_id`. The lifecycle seams: `subagentStarted` before its first model
 * call (context it answers is recorded first, as hook context); `subagentStopGate` each time it ends with a final answer, with Stop's arbitration (a
 * `continue` sends the message back and it goes on, at most `maxStopContinuations` times).
 */
export async function runSubagent(
  parent: Branch,
  request: SubagentRequest,
  ctx: OperationContext = {},
): Promise<SubagentResult> {
  const session = parent.session;
  const identity: SubagentIdentity = {
    agentId: newAgentId(),
    agentType: request.agentType?.trim() || DEFAULT_AGENT_TYPE,
    ...(request.parentToolUseId !== undefined ? { parentToolUseId: request.parentToolUseId } : {}),
  };
  const actions = new ActionManager({ bus: session.bus, logger: session.logger });
  const excluded = new Set(request.excludeTools ?? []);
  for (const tool of request.tools ?? parent.actions.tools.filter((t) => !excluded.has(t.name)))
    actions.register(tool);
  for (const layer of parent.actions.layers) actions.addLayer(layer);
  const system = request.system ?? parent.system;
  const transcriptPath =
    session.transcriptPath !== undefined
      ? subagentTranscriptPath(session.transcriptPath, session.id, identity.agentId)
      : undefined;
  const transcript = transcriptPath ? new Transcript(transcriptPath, session.logger) : undefined;
  const branch = new Branch(session, {
    ...(transcript ? { transcript } : {}),
    actions,
    agent: identity,
    ...(system !== undefined ? { system } : {}),
    provider: request.provider ?? parent.provider,
    ...(parent.contextBudget ? { contextBudget: parent.contextBudget } : {}),
  });
  await branch.ready();
  const base: SubagentStartPayload = {
    ...identity,
    parentBranchId: parent.id,
    branchId: branch.id,
    turnId: ctx.turnId ?? '',
    prompt: request.prompt,
    ...(ctx.signal ? { signal: ctx.signal } : {}),
  };
  const started = await session.lifecycle?.subagentStarted(base);
  // SubagentStart context goes into the subagent's context, before its task (C-11).
  if (started?.additionalContext) {
    await branch.addMessages([
      hookContextMessage(`SubagentStart hook additional context: ${started.additionalContext}`),
    ]);
  }
  const options: ReactOptions = {
    maxRounds: request.maxTurns ?? DEFAULT_SUBAGENT_TURNS,
    tools: true,
    ...(request.maxStopContinuations !== undefined
      ? { maxStopContinuations: request.maxStopContinuations }
      : {}),
  };
  const turn = internalTurn(ctx);
  const rounds = (input: Instruction, c: OperationContext, kind?: MessageKind) =>
    reactRounds(branch, input, options, c, kind);
  const first = await rounds(request.prompt, turn);
  const gate = async (p: {
    lastAssistantMessage: string;
    stopHookActive: boolean;
  }): Promise<StopAnswer> => {
    if (!session.lifecycle) return { kind: 'pass' };
    // A stop hook may read the subagent's transcript: everything so far is on disk first.
    await transcript?.flush();
    const where = transcriptPath ? { agentTranscriptPath: transcriptPath } : {};
    return session.lifecycle.subagentStopGate({ ...base, ...p, ...where });
  };
  const result = await stopLoop(branch, first, options, turn, rounds, {
    gate,
    hooks: 'subagent stop hooks',
    run: 'the subagent',
  });
  await transcript?.flush();
  return { ...identity, branch, ...result, ...(transcriptPath ? { transcriptPath } : {}) };
}
