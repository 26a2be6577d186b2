import type { StopAnswer } from '@lionagi/hooks-exec';
import { DEFAULT_STOP_CONTINUATIONS } from '@lionagi/hooks-profile';
import type { Branch } from './branch.js';
import type { ReactOptions, ReactResult } from './branch-types.js';
import type { Instruction, MessageKind } from './messages.js';
import { internalTurn, type OperationContext } from './turn-origin.js';

/** What the Stop seam is told about a user turn that ended with a final answer. */
export interface StopPayload {
  branchId: string;
  turnId: string;
  /** The final answer the turn ended with. */
  lastAssistantMessage: string;
  /** True once a Stop hook kept this user prompt going. */
  stopHookActive: boolean;
  signal?: AbortSignal;
}

/** The transcript kind of a Stop hook's message to the model. */
export const STOP_FEEDBACK_KIND: MessageKind = 'stop_hook_feedback';

/** Who answers whether a finished run of rounds may end (the Stop seam, or a subagent's stop seam). */
export type StopGate = (payload: StopPayload) => Promise<StopAnswer>;

/** A stop seam: its gate, and what the limit's reason calls its hooks and the run they keep going. */
export interface StopSeam {
  gate: StopGate;
  /** e.g. `Stop hooks`. */
  hooks: string;
  /** e.g. `the turn`. */
  run: string;
}

/** One run of react rounds for an instruction (the first, or a Stop continuation). */
export type ReactRounds<T> = (
  input: Instruction,
  turn: OperationContext,
  kind?: MessageKind,
) => Promise<ReactResult<T>>;

/**
 * The Stop loop of a user turn (profile v2): each time the turn ends with a final answer the Stop
 * seam is asked (`stop_hook_active` false the first time); a `continue` answer sends its message
 * to the model as a user message (recorded as `stop_hook_feedback`) and the rounds run again as
 * an internal turn (UserPromptSubmit does not fire again; `maxRounds` applies to each), at most
 * `maxStopContinuations` times (default 5), then the turn ends as `stop_hook_limit`. A turn that
 * ends otherwise (the round budget, a tool hook's `continue: false`) never fires Stop.
 * `seam` is the session's Stop seam unless given (a subagent's run is gated by its stop seam).
 */
export async function stopLoop<T>(
  branch: Branch,
  first: ReactResult<T>,
  options: ReactOptions<T>,
  turn: OperationContext,
  rounds: ReactRounds<T>,
  seam: StopSeam = {
    gate: (payload) => branch.session.stopGate(payload),
    hooks: 'Stop hooks',
    run: 'the turn',
  },
): Promise<ReactResult<T>> {
  const cap = Math.max(0, options.maxStopContinuations ?? DEFAULT_STOP_CONTINUATIONS);
  const actions = [...first.actions];
  let result = first;
  let total = first.rounds;
  let continuations = 0;
  const merged = (patch: Partial<ReactResult<T>>): ReactResult<T> => ({
    ...result,
    actions,
    rounds: total,
    ...(continuations > 0 ? { stopContinuations: continuations } : {}),
    ...patch,
  });
  while (result.end === 'answer') {
    const answer = await seam.gate({
      branchId: branch.id,
      turnId: turn.turnId ?? '',
      lastAssistantMessage: result.text,
      stopHookActive: continuations > 0,
      ...(turn.signal ? { signal: turn.signal } : {}),
    });
    if (answer.kind === 'pass') break;
    if (answer.kind === 'prevented') {
      return merged({ end: 'stop_hook_prevented', ...reasonOf(answer.reason) });
    }
    if (answer.kind === 'failed')
      return merged({ end: 'stop_hook_failed', stopReason: answer.reason });
    if (continuations >= cap) {
      const stopReason = `${seam.hooks} kept ${seam.run} going ${cap} time${cap === 1 ? '' : 's'} (the limit) and blocked again: ${answer.reason}`;
      return merged({ end: 'stop_hook_limit', stopReason });
    }
    continuations += 1;
    result = await rounds(answer.message, internalTurn(turn), STOP_FEEDBACK_KIND);
    actions.push(...result.actions);
    total += result.rounds;
  }
  return merged({});
}

function reasonOf(reason: string | undefined): { stopReason?: string } {
  return reason !== undefined ? { stopReason: reason } : {};
}
