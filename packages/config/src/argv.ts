import { isBlankArgvElement } from '@lionagi/hooks-profile/core';
import { isAlias, isMap, isScalar, isSeq } from 'yaml';
import { type DiagnosticScope, type FileContext, reportError } from './diagnostics.js';

const RULE = 'must be a non-empty argv list';
const EXAMPLE = '["./guards/check.sh", "--strict"]';

function describe(value: unknown): string {
  if (value === null || value === undefined) return 'nothing (null)';
  if (typeof value === 'string') return `the string ${JSON.stringify(value)}`;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') {
    return `the ${typeof value} ${String(value)} (quote it: "${String(value)}")`;
  }
  if (Array.isArray(value)) return 'a list';
  return 'a mapping';
}

function shapeProblem(field: string, value: unknown): string | undefined {
  if (typeof value === 'string') {
    return `${field} ${RULE}, not a string (got ${JSON.stringify(value)}): a command string is never split or run through a shell; write each argument as a list item, e.g. ${EXAMPLE}`;
  }
  if (!Array.isArray(value)) return `${field} ${RULE}, e.g. ${EXAMPLE}; got ${describe(value)}`;
  if (value.length === 0) return `${field} ${RULE}; got an empty list`;
  return undefined;
}

function itemProblem(field: string, value: unknown, index: number): string | undefined {
  const what = `${field}[${index}]`;
  const rule = `${field} ${RULE} of non-empty, non-whitespace strings`;
  if (typeof value !== 'string') return `${rule}; ${what} is ${describe(value)}`;
  if (value.length === 0) return `${rule}; ${what} is empty`;
  if (isBlankArgvElement(value)) return `${rule}; ${what} is only whitespace`;
  if (value.includes('\0')) return `${rule}; ${what} contains a NUL character`;
  return undefined;
}

/**
 * Why `value` is not a valid hook argv (ADR-0048 D4: a non-empty list of non-empty, non-whitespace
 * strings; a string is refused, never split), or `undefined` when it is one. For gates that check
 * plain values (import, trust recording); settings files are checked with positions at load.
 */
export function argvProblem(value: unknown, field = 'command'): string | undefined {
  const shape = shapeProblem(field, value);
  if (shape !== undefined) return shape;
  const items = value as unknown[];
  for (let i = 0; i < items.length; i++) {
    const problem = itemProblem(field, items[i], i);
    if (problem !== undefined) return problem;
  }
  return undefined;
}

function plain(ctx: FileContext, node: unknown): unknown {
  const target = isAlias(node) ? node.resolve(ctx.doc) : node;
  if (isScalar(target)) return target.value;
  if (isSeq(target)) return [];
  if (isMap(target)) return {};
  return target;
}

/**
 * Reads an argv node, reporting every problem at the offending item; `undefined` when invalid.
 * `holder` is where a missing command is reported.
 */
export function readArgv(
  ctx: FileContext,
  node: unknown,
  holder: unknown,
  scope: DiagnosticScope,
  field = 'command',
): string[] | undefined {
  if (node === undefined) {
    reportError(ctx, holder, `${field} is required and ${RULE}, e.g. ${EXAMPLE}`, scope);
    return undefined;
  }
  const seq = isAlias(node) ? node.resolve(ctx.doc) : node;
  if (!isSeq(seq)) {
    reportError(ctx, node, shapeProblem(field, plain(ctx, node)) ?? `${field} ${RULE}`, scope);
    return undefined;
  }
  if (seq.items.length === 0) {
    reportError(ctx, node, `${field} ${RULE}; got an empty list`, scope);
    return undefined;
  }
  const argv: string[] = [];
  let valid = true;
  seq.items.forEach((item, index) => {
    const value = plain(ctx, item);
    const problem = itemProblem(field, value, index);
    if (problem !== undefined) {
      reportError(ctx, item, problem, scope);
      valid = false;
    } else {
      argv.push(value as string);
    }
  });
  return valid ? argv : undefined;
}
