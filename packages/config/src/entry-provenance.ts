import {
  isToolVocabulary,
  TOOL_VOCABULARIES,
  type ToolVocabulary,
} from '@lionagi/hooks-profile/core';
import { isMap, isSeq, type YAMLMap } from 'yaml';
import { type DiagnosticScope, type FileContext, reportError } from './diagnostics.js';
import type { ImportedFrom } from './types.js';
import { deref, scalarValue } from './yaml-node.js';

/** Keys of an entry's `imported_from` mapping. */
export const IMPORTED_FROM_KEYS = [
  'file',
  'event',
  'matcher',
  'command',
  'args',
  'timeout',
] as const;

/**
 * Reads an optional `tool_vocabulary` of a matcher group or a hook entry (profile v1.1).
 * Returns `undefined` when absent, `null` (after reporting) when invalid.
 */
export function readToolVocabulary(
  ctx: FileContext,
  map: YAMLMap,
  scope: DiagnosticScope,
): ToolVocabulary | undefined | null {
  const node = map.get('tool_vocabulary', true);
  if (node === undefined) return undefined;
  const value = scalarValue(ctx, node);
  if (isToolVocabulary(value)) return value;
  const message = `tool_vocabulary must be one of ${TOOL_VOCABULARIES.join(', ')} (the names its matcher and tool_name use); got ${JSON.stringify(value ?? null)}`;
  reportError(ctx, node, message, scope);
  return null;
}

function stringAt(ctx: FileContext, map: YAMLMap, key: string): unknown {
  const node = map.get(key, true);
  return node === undefined ? undefined : scalarValue(ctx, node);
}

/**
 * Reads an optional `imported_from` (what `li hooks import` translated the entry from: the
 * foreign file relative to the project, the event, the matcher and the command as written there).
 * Returns `undefined` when absent, `null` (after reporting) when invalid.
 */
export function readImportedFrom(
  ctx: FileContext,
  map: YAMLMap,
  scope: DiagnosticScope,
): ImportedFrom | undefined | null {
  const node = map.get('imported_from', true);
  if (node === undefined) return undefined;
  const from = deref(ctx, node);
  const shape = `imported_from must be a mapping { file, event, command, matcher?, args?, timeout? } (strings; timeout a number of seconds), as li hooks import writes it`;
  if (!isMap(from)) {
    reportError(ctx, node, shape, scope);
    return null;
  }
  const [file, event, matcher, command] = ['file', 'event', 'matcher', 'command'].map((k) =>
    stringAt(ctx, from, k),
  );
  const timeout = stringAt(ctx, from, 'timeout');
  const argsNode = deref(ctx, from.get('args', true));
  const args = isSeq(argsNode) ? argsNode.items.map((i) => scalarValue(ctx, i)) : undefined;
  const unknown = from.items.some(
    (p) => !(IMPORTED_FROM_KEYS as readonly unknown[]).includes(scalarValue(ctx, p.key)),
  );
  const valid =
    typeof file === 'string' &&
    typeof event === 'string' &&
    typeof command === 'string' &&
    (matcher === undefined || typeof matcher === 'string') &&
    (timeout === undefined || (typeof timeout === 'number' && timeout > 0)) &&
    (argsNode === undefined || (args?.every((a) => typeof a === 'string') ?? false)) &&
    !unknown;
  if (!valid) {
    reportError(ctx, node, shape, scope);
    return null;
  }
  return {
    file,
    event,
    command,
    ...(matcher === undefined ? {} : { matcher }),
    ...(args === undefined ? {} : { args: args as string[] }),
    ...(timeout === undefined ? {} : { timeout: timeout as number }),
  };
}
