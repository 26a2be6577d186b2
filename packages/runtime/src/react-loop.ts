import type { Branch } from './branch.js';
import type { OperateResult, ReactOptions, ReactResult } from './branch-types.js';
import type { Instruction, MessageKind } from './messages.js';
import { stopLoop } from './stop-loop.js';
import { parseWithRepair } from './structured-output.js';
import type { ToolCallResult } from './tool-layer.js';
import { internalTurn, type OperationContext } from './turn-origin.js';

/** The instruction of a ReAct extension round. */
export const REACT_CONTINUE =
  'Continue with the task using the tool results above. Call more tools if needed; otherwise give your final answer.';
/** The instruction of the forced final-answer round. */
export const REACT_FINAL =
  'The tool budget for this task is spent. Give your final answer now, without calling tools.';

/**
 * The ReAct loop. The first round is the user's instruction, driven through the public
 * `operate()` with the caller's (forwarded) turn context; every later round (extensions, and the
 * final-answer round forced when `maxRounds` is reached) drives `operate()` with noOrigin, so a
 * whole react() turn fires UserPromptSubmit exactly once. A hook's `continue: false` ends the loop,
 * and so does a PostToolBatch block after a round's calls, before the next model round (C-17).
 * A user turn (one holding an unconsumed turn-origin token) that ends with a final answer then
 * goes through the Stop loop (profile v2; the session answers `pass` when its host emits no Stop).
 */
export async function reactLoop<T>(
  branch: Branch,
  input: Instruction,
  options: ReactOptions<T>,
  turn: OperationContext,
): Promise<ReactResult<T>> {
  const origin = turn.origin;
  const userTurn = origin?.kind === 'forwarded' && !origin.token.consumed;
  const rounds = (instruction: Instruction, ctx: OperationContext, kind?: MessageKind) =>
    reactRounds(branch, instruction, options, ctx, kind);
  const first = await rounds(input, turn);
  return userTurn ? stopLoop(branch, first, options, turn, rounds) : first;
}

/** One run of react rounds (tool rounds, then a final answer or the forced one); no Stop loop. */
export async function reactRounds<T>(
  branch: Branch,
  input: Instruction,
  options: ReactOptions<T>,
  turn: OperationContext,
  kind?: MessageKind,
): Promise<ReactResult<T>> {
  const maxRounds = Math.max(1, options.maxRounds ?? 5);
  const tools = options.tools ?? true;
  const actions: ToolCallResult[] = [];
  let rounds = 1;
  const instructionKind = kind === 'stop_hook_feedback' ? { instructionKind: kind } : {};
  let round: OperateResult<T> = await branch.operate(input, { tools, ...instructionKind }, turn);
  actions.push(...round.actions);
  let stop = firstStop(round);
  while (round.toolCalls.length > 0 && !stop && rounds < maxRounds) {
    round = await branch.operate(REACT_CONTINUE, { tools }, internalTurn(turn));
    rounds += 1;
    actions.push(...round.actions);
    stop = firstStop(round);
  }
  const repairs = options.maxRepairs ?? 1;
  if (stop) {
    return {
      text: round.text,
      output: undefined,
      rounds,
      actions,
      end: stop.failed ? 'batch_hook_failed' : 'hook_stop',
      ...reason(stop),
    };
  }
  if (round.toolCalls.length === 0) {
    const output = options.schema
      ? await parseWithRepair(branch, round.text, options.schema, turn, repairs)
      : undefined;
    return { text: round.text, output, rounds, actions, end: 'answer' };
  }
  const final = await branch.operate(
    REACT_FINAL,
    { actions: false, maxRepairs: repairs, ...(options.schema ? { schema: options.schema } : {}) },
    internalTurn(turn),
  );
  return { text: final.text, output: final.output, rounds: rounds + 1, actions, end: 'max_rounds' };
}

/** A tool hook's `continue: false` (the first call's), else the PostToolBatch gate's stop (C-17). */
function firstStop(
  round: OperateResult<unknown>,
): { reason?: string; failed?: boolean } | undefined {
  return round.actions.find((r) => r.stop)?.stop ?? round.batchStop;
}

function reason(stop: { reason?: string }): { stopReason?: string } {
  return stop.reason !== undefined ? { stopReason: stop.reason } : {};
}
