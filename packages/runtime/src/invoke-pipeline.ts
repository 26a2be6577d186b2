import { exceedsJsonDepth, jsonDepthMessage } from '@lionagi/hooks-profile';
import { type FunctionCallOutcome as CallOutcome, FunctionCalling } from './function-calling.js';
import type { HookBus } from './hook-bus.js';
import { HookPoint } from './hook-points.js';
import type { Logger } from './logger.js';
import { denialReason } from './permission-denied.js';
import type { ToolCallRequest } from './provider.js';
import { summarize } from './summarize.js';
import type { Tool } from './tool.js';
import type { InvokeContext, ToolCallResult, ToolHookLayer } from './tool-layer.js';
import { runFailureLayers, runPostLayers, runPreLayers } from './tool-layer-run.js';

/** What the pipeline needs from its ActionManager. */
export interface PipelineDeps {
  bus?: HookBus;
  /** Manager-level layers, outermost first. */
  layers: readonly ToolHookLayer[];
  logger: Logger;
  /** Registered tool names, for the unknown-tool message. */
  registered: readonly string[];
}

/**
 * The chokepoint pipeline of one call (ADR-0048 D3): bus TOOL_PRE with the pre-rewrite summary
 * (blocking) -> layers' pre (external PreToolUse; rewrites chain) -> FunctionCalling (spec pre
 * chain with securityPre last, revalidation, tool, spec post chain) -> layers' post (external
 * PostToolUse, any result type) -> bus TOOL_POST; on a thrown error, bus TOOL_ERROR and the
 * layers' failure stage. A denial at any stage returns before the tool runs.
 */
export async function invokePipeline(
  tool: Tool | undefined,
  call: ToolCallRequest,
  ctx: InvokeContext,
  deps: PipelineDeps,
): Promise<ToolCallResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const input = structuredClone(call.arguments ?? {});
  const result: ToolCallResult = {
    id: call.id,
    name: call.name,
    input,
    finalInput: input,
    status: 'error',
    feedback: [],
    hookContext: [],
    systemMessages: [],
    durationMs: 0,
  };
  const done = (patch: Partial<ToolCallResult>) =>
    Object.assign(result, patch, { durationMs: elapsed() });
  if (!tool) {
    const known = deps.registered.join(', ') || 'none';
    return done({ error: `unknown tool "${call.name}"; registered tools: ${known}` });
  }
  const ids = { ...auditIds(ctx), call_id: call.id, tool_name: call.name };
  try {
    await deps.bus?.blockingEmit(HookPoint.TOOL_PRE, { ...ids, args_summary: summarize(input) });
  } catch (error) {
    return done({ status: 'denied', reason: denialReason(error), deniedBy: 'bus' });
  }
  const base = {
    ...ctx,
    callId: call.id,
    toolName: call.name,
    ...(tool.harnessNames ? { harnessNames: tool.harnessNames } : {}),
  };
  const pre = await runPreLayers(deps.layers, { ...base, input: structuredClone(input) }, result);
  if (pre.denied) return done({ status: 'denied', reason: pre.reason, deniedBy: 'layer' });
  const signal = ctx.signal ? { signal: ctx.signal } : {};
  const turn = ctx.turnId !== undefined ? { turnId: ctx.turnId } : {};
  const outcome = boundedOutput(
    await new FunctionCalling(tool, pre.input, { callId: call.id, ...turn, ...signal }).invoke(),
    call.name,
  );
  result.finalInput = outcome.arguments;
  if (outcome.status === 'denied') {
    return done({ status: 'denied', reason: outcome.reason, deniedBy: outcome.stage });
  }
  const info = { ...base, input: outcome.arguments };
  if (outcome.status === 'error') {
    await deps.bus?.emit(HookPoint.TOOL_ERROR, {
      ...ids,
      error: outcome.error,
      duration_ms: elapsed(),
    });
    const failure = { ...info, error: outcome.error, durationMs: elapsed() };
    await runFailureLayers(deps.layers, failure, result, deps.logger);
    return done({ status: 'error', error: outcome.error });
  }
  const post = { ...info, response: outcome.output, durationMs: elapsed() };
  await runPostLayers(deps.layers, post, result, deps.logger);
  const summary = summarize(outcome.output);
  await deps.bus?.emit(HookPoint.TOOL_POST, {
    ...ids,
    result_summary: summary,
    duration_ms: elapsed(),
  });
  return done({ status: 'ok', output: outcome.output });
}

/** A tool's (an MCP server's) result crosses a process boundary: bounded like any other JSON. */
function boundedOutput(outcome: CallOutcome, name: string): CallOutcome {
  if (outcome.status !== 'ok' || !exceedsJsonDepth(outcome.output)) return outcome;
  return {
    status: 'error',
    arguments: outcome.arguments,
    error: `${jsonDepthMessage(`the result of tool ${JSON.stringify(name)}`)}; discarded`,
    cause: undefined,
  };
}

function auditIds(ctx: InvokeContext) {
  return {
    ...(ctx.sessionId !== undefined ? { session_id: ctx.sessionId } : {}),
    ...(ctx.branchId !== undefined ? { branch_id: ctx.branchId } : {}),
    ...(ctx.turnId !== undefined ? { turn_id: ctx.turnId } : {}),
  };
}

/** The tool message the model sees for a call result (output, denial or error). */
export function describeCallResult(result: ToolCallResult): string {
  if (result.status === 'denied') return `denied: ${result.reason ?? 'no reason given'}`;
  if (result.status === 'error') return `error: ${result.error ?? 'unknown error'}`;
  return typeof result.output === 'string'
    ? result.output
    : (JSON.stringify(result.output) ?? 'null');
}
