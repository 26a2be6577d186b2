import { HookError } from '@lionagi/hooks-profile';
import type { z } from 'zod';
import { prettifyError, toJSONSchema } from 'zod/v4/core';
import type { Branch } from './branch.js';
import { internalTurn, type OperationContext } from './turn-origin.js';

/** The outcome of one parse attempt. */
export type ParseAttempt<T> = { ok: true; value: T } | { ok: false; error: string };

const FENCE = /```(?:json)?\s*\n([\s\S]*?)```/;

/**
 * Reads a JSON answer out of model text: a fenced block if there is one, else the text from its
 * first `{` or `[` to the matching last `}` or `]`; then validates it with `schema`.
 */
export function parseStructured<T>(text: string, schema: z.ZodType<T>): ParseAttempt<T> {
  const candidate = jsonCandidate(text);
  if (candidate === undefined) return { ok: false, error: 'the answer contains no JSON value' };
  let data: unknown;
  try {
    data = JSON.parse(candidate);
  } catch (cause) {
    return { ok: false, error: `the answer is not valid JSON (${(cause as Error).message})` };
  }
  const parsed = schema.safeParse(data);
  if (parsed.success) return { ok: true, value: parsed.data };
  return {
    ok: false,
    error: `the JSON does not match the schema:\n${prettifyError(parsed.error)}`,
  };
}

function jsonCandidate(text: string): string | undefined {
  const fenced = FENCE.exec(text);
  if (fenced?.[1] !== undefined) return fenced[1].trim();
  const start = text.search(/[{[]/);
  if (start < 0) return undefined;
  const close = text[start] === '{' ? '}' : ']';
  const end = text.lastIndexOf(close);
  return end > start ? text.slice(start, end + 1) : undefined;
}

/** The instruction of a parse-repair turn. */
export function repairInstruction(text: string, error: string, jsonSchema: unknown): string {
  return [
    'Your previous answer could not be used as structured output.',
    `Problem: ${error}`,
    `Previous answer:\n${text}`,
    `Reply again with only a JSON value matching this JSON Schema:\n${JSON.stringify(jsonSchema)}`,
  ].join('\n\n');
}

/**
 * Parses `text` with `schema`; on failure runs up to `maxRepairs` repair turns. The repair call
 * path is named (ADR-0048 D2): parse -> the public `Branch.chat()` with the noOrigin disposition,
 * so a repair submission never fires UserPromptSubmit. Repair turns are not recorded.
 * Throws `INVALID_OUTPUT` when every attempt failed.
 */
export async function parseWithRepair<T>(
  branch: Branch,
  text: string,
  schema: z.ZodType<T>,
  ctx: OperationContext,
  maxRepairs = 1,
): Promise<T> {
  let answer = text;
  let attempt = parseStructured(answer, schema);
  const jsonSchema = toJSONSchema(schema, { io: 'output', unrepresentable: 'any' });
  for (let i = 0; !attempt.ok && i < maxRepairs; i++) {
    const repair = await branch.chat(
      repairInstruction(answer, attempt.error, jsonSchema),
      { responseSchema: jsonSchema },
      internalTurn(ctx),
    );
    answer = repair.text;
    attempt = parseStructured(answer, schema);
  }
  if (attempt.ok) return attempt.value;
  throw new HookError(
    'INVALID_OUTPUT',
    `structured output of branch ${branch.id} could not be parsed after ${maxRepairs} repair turn(s): ${attempt.error}`,
    { details: { branchId: branch.id, answer } },
  );
}
