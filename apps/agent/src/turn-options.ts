import type { TurnOptions } from './run-turn.js';

/**
 * The per-turn flags (`--max-stop-continuations`, `--notify-after`) read strictly: the turn
 * options, or the usage error naming the flag and what it got.
 */
export function readTurnOptions(values: Record<string, string | undefined>): TurnOptions | string {
  const raw = values['max-stop-continuations'];
  const continuations = Number(raw);
  if (!Number.isInteger(continuations) || continuations < 0) {
    return `--max-stop-continuations must be a non-negative integer, got "${raw}"`;
  }
  const after = values['notify-after'];
  const seconds = Number(after);
  if (after === undefined || after.trim() === '' || !Number.isFinite(seconds) || seconds < 0) {
    return `--notify-after must be a number of seconds (0 or more), got "${after}"`;
  }
  return { maxStopContinuations: continuations, notifyAfterMs: seconds * 1000 };
}

/** `--context-budget` read strictly: a positive number of characters, none, or the usage error. */
export function readContextBudget(
  values: Record<string, string | undefined>,
): { chars: number } | undefined | string {
  const raw = values['context-budget'];
  if (raw === undefined) return undefined;
  const chars = Number(raw);
  if (raw.trim() === '' || !Number.isInteger(chars) || chars <= 0)
    return `--context-budget must be a positive whole number of characters, got "${raw}"`;
  return { chars };
}
