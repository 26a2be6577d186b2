import type { HarnessEffect, HarnessReading } from './reading.js';

const SAYS: Readonly<Record<HarnessEffect, string>> = {
  allow: 'allows: the tool runs without asking',
  deny: 'denies',
  rewrite: 'runs the tool with the updated input',
  feedback: 'the action already ran; feeds back to the model',
  stop: 'ends the agent loop',
  continue: 'keeps the turn going (on SubagentStop: the subagent)',
  none: 'no effect',
  invalid: 'rejects the output as a failed hook; the action proceeds',
};

/**
 * A reading in one line for people (`li hooks test`): the effect, its reason, the updated input or
 * context, and the ground-truth rows in brackets, e.g. `denies: rm is risky [pre03]`.
 */
export function describeReading(r: HarnessReading): string {
  let line = SAYS[r.effect];
  if (r.reason !== undefined) line += `: ${r.reason}`;
  if (r.updatedInput !== undefined) line += ` ${JSON.stringify(r.updatedInput)}`;
  if (r.context !== undefined) line += `; context for the model: ${r.context}`;
  return `${line} [${r.source}]`;
}
