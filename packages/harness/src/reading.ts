/**
 * What a harness does with a hook's output: `deny` stops the tool call or prompt, `rewrite` runs
 * the tool with new input, `feedback` reaches the model after the fact (PostToolUse*), `stop`
 * ends the agent loop, `continue` keeps a turn going that was about to end (Stop), `invalid`
 * means the harness rejects or ignores the output as a failed hook (the action proceeds), `none`
 * means no effect.
 */
export type HarnessEffect =
  | 'allow'
  | 'deny'
  | 'rewrite'
  | 'feedback'
  | 'stop'
  | 'continue'
  | 'none'
  | 'invalid';

/** How one harness reads one hook run, with the ground-truth rows the reading follows. */
export interface HarnessReading {
  effect: HarnessEffect;
  /** Deny or feedback text, or why the output is invalid. */
  reason?: string;
  updatedInput?: Record<string, unknown>;
  /** Text added to the model's context. */
  context?: string;
  /** Ground-truth row ids, e.g. `pre03` (claude-code REPORT §11) or `codex §5.1`. */
  source: string;
}

/** stdout as every harness first sorts it: JSON only when the first non-blank character is `{`. */
export type ClassifiedStdout =
  | { kind: 'empty' }
  | { kind: 'text'; text: string }
  | { kind: 'malformed'; text: string; error: string }
  | { kind: 'json'; value: Record<string, unknown> };

/** Sorts raw stdout into empty, plain text, malformed JSON or a JSON object. */
export function classifyStdout(stdout: string): ClassifiedStdout {
  const text = stdout.trim();
  if (text === '') return { kind: 'empty' };
  if (!text.startsWith('{')) return { kind: 'text', text };
  try {
    return { kind: 'json', value: JSON.parse(text) as Record<string, unknown> };
  } catch (error) {
    return { kind: 'malformed', text, error: (error as Error).message };
  }
}

/** A plain object, or `undefined`. */
export function objectOrUndefined(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}

/** A non-blank string, trimmed, or `undefined`. */
export function textOrUndefined(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/** Drops `undefined` fields so readings compare cleanly with `toEqual`. */
export function reading(fields: HarnessReading): HarnessReading {
  return Object.fromEntries(
    Object.entries(fields).filter(([, v]) => v !== undefined),
  ) as unknown as HarnessReading;
}
