import type { Logger } from './logger.js';
import { denialReason } from './permission-denied.js';
import { errorMessage } from './summarize.js';
import type { ToolArguments } from './tool.js';
import type {
  ToolCallInfo,
  ToolCallResult,
  ToolHookLayer,
  ToolPostNotes,
  ToolPreDecision,
} from './tool-layer.js';

/** The outcome of the manager-level pre stage. */
export type PreLayersOutcome =
  | { denied: false; input: ToolArguments }
  | { denied: true; reason: string };

/**
 * Runs every layer's `pre` in order; each sees the previous rewrite, the first deny stops the
 * chain, and a throwing layer denies (a guard that fails must not admit the call).
 */
export async function runPreLayers(
  layers: readonly ToolHookLayer[],
  call: ToolCallInfo,
  result: ToolCallResult,
): Promise<PreLayersOutcome> {
  let input = call.input;
  for (const layer of [...layers]) {
    if (!layer.pre) continue;
    let decision: ToolPreDecision | undefined;
    try {
      decision = await layer.pre({ ...call, input });
    } catch (error) {
      return { denied: true, reason: `${layer.name} failed: ${denialReason(error)}` };
    }
    if (!decision) continue;
    collect(result, decision);
    if (decision.decision === 'deny') {
      return { denied: true, reason: decision.reason ?? `denied by ${layer.name}` };
    }
    if (decision.updatedInput) input = decision.updatedInput;
  }
  return { denied: false, input };
}

/** Runs every layer's `post` in order (advisory: failures are logged). */
export async function runPostLayers(
  layers: readonly ToolHookLayer[],
  call: ToolCallInfo & { response: unknown; durationMs: number },
  result: ToolCallResult,
  logger: Logger,
): Promise<void> {
  for (const layer of [...layers]) {
    if (!layer.post) continue;
    try {
      const notes = await layer.post(call);
      if (notes) collect(result, notes);
    } catch (error) {
      logger.error(
        `${layer.name} post stage failed for tool "${call.toolName}": ${errorMessage(error)}`,
      );
    }
  }
}

/** Runs every layer's `failure` stage in order (advisory: failures are logged). */
export async function runFailureLayers(
  layers: readonly ToolHookLayer[],
  call: ToolCallInfo & { error: string; durationMs: number },
  result: ToolCallResult,
  logger: Logger,
): Promise<void> {
  for (const layer of [...layers]) {
    if (!layer.failure) continue;
    try {
      const notes = await layer.failure(call);
      if (notes) collect(result, notes);
    } catch (error) {
      logger.error(
        `${layer.name} failure stage failed for tool "${call.toolName}": ${errorMessage(error)}`,
      );
    }
  }
}

function collect(result: ToolCallResult, notes: ToolPostNotes | ToolPreDecision): void {
  if ('feedback' in notes && notes.feedback) result.feedback.push(...notes.feedback);
  if (notes.additionalContext) result.hookContext.push(notes.additionalContext);
  if (notes.systemMessages) result.systemMessages.push(...notes.systemMessages);
  if (notes.stop && !result.stop) result.stop = notes.stop;
}
