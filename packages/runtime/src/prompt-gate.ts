import type { BranchHost } from './branch-types.js';
import { HookPoint } from './hook-points.js';
import { consumeTurnOrigin, type OperationContext } from './turn-origin.js';

/**
 * The model-submission boundary (ADR-0048 D2). Check-and-clear: when the context holds an
 * unconsumed turn-origin token, USER_PROMPT_SUBMIT is fired exactly once through the bus's
 * blocking path (in-process handlers, then the external UserPromptSubmit hooks wired there) and
 * the token is cleared; otherwise the boundary stays silent. A denial propagates as a
 * `PermissionDeniedError` before anything is recorded or any model is called.
 *
 * @returns the hooks' `additionalContext`, to be given to the model as system messages.
 */
export async function submitPromptGate(
  host: BranchHost,
  branchId: string,
  prompt: string,
  ctx: OperationContext,
): Promise<string[]> {
  const token = consumeTurnOrigin(ctx);
  if (!token) return [];
  const outcome = await host.bus.blockingEmit(HookPoint.USER_PROMPT_SUBMIT, {
    session_id: host.id,
    branch_id: branchId,
    prompt,
    turn_id: token.id,
    ...(host.model !== undefined ? { model: host.model } : {}),
  });
  return outcome.additionalContext;
}
