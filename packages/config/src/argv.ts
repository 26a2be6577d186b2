import {
  ARGV_EXAMPLE,
  ARGV_RULE,
  argvItemProblem,
  argvShapeProblem,
} from '@lionagi/hooks-profile/core';
import { isAlias, isMap, isScalar, isSeq } from 'yaml';
import { type DiagnosticScope, type FileContext, reportError } from './diagnostics.js';

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
    reportError(ctx, holder, `${field} is required and ${ARGV_RULE}, e.g. ${ARGV_EXAMPLE}`, scope);
    return undefined;
  }
  const seq = isAlias(node) ? node.resolve(ctx.doc) : node;
  if (!isSeq(seq)) {
    reportError(
      ctx,
      node,
      argvShapeProblem(field, plain(ctx, node)) ?? `${field} ${ARGV_RULE}`,
      scope,
    );
    return undefined;
  }
  if (seq.items.length === 0) {
    reportError(ctx, node, `${field} ${ARGV_RULE}; got an empty list`, scope);
    return undefined;
  }
  const argv: string[] = [];
  let valid = true;
  seq.items.forEach((item, index) => {
    const value = plain(ctx, item);
    const problem = argvItemProblem(field, value, index);
    if (problem !== undefined) {
      reportError(ctx, item, problem, scope);
      valid = false;
    } else {
      argv.push(value as string);
    }
  });
  return valid ? argv : undefined;
}

/** The argv rule's words (the profile owns them; re-exported where config's callers find it). */
export { argvProblem } from '@lionagi/hooks-profile/core';
