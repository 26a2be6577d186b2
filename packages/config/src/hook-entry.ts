import {
  EVENT_CATALOGUE,
  HANDLER_TYPES,
  isHandlerType,
  type ProfileEvent,
  type ToolVocabulary,
} from '@lionagi/hooks-profile/core';
import { isMap, type YAMLMap } from 'yaml';
import {
  type DiagnosticScope,
  type FileContext,
  reportError,
  reportWarning,
} from './diagnostics.js';
import { readImportedFrom, readToolVocabulary } from './entry-provenance.js';
import { HANDLER_READERS } from './handlers/handler-readers.js';
import type { HandlerType } from './handlers/handler-types.js';
import type { HandlerFields } from './handlers/reader-types.js';
import type { HookSource, ImportedFrom } from './types.js';
import { checkKeys, deref, scalarValue } from './yaml-node.js';

export { HOOK_ENTRY_KEYS } from './handlers/command-reader.js';
export { HTTP_HOOK_ENTRY_KEYS } from './handlers/http-reader.js';

/** Handler types the schema reserves (ADR-0048 D6) but the profile does not run. */
export const RESERVED_HOOK_TYPES = ['mcp_tool', 'prompt', 'agent'] as const;

/** Handler types that run: a command (argv) or an http POST (the profile's {@link HANDLER_TYPES}). */
export const HOOK_TYPES = HANDLER_TYPES;

/** The values of an entry's optional `source` field (D6 provenance). */
export const HOOK_SOURCES = ['imported:claude', 'imported:codex'] as const;

/** Seconds a hook may run when its entry sets no `timeout` (D4). */
export const DEFAULT_HOOK_TIMEOUT_SEC = 60;

/** Longest `timeout` accepted: one day (longer values overflow Node timers and are mistakes). */
export const MAX_HOOK_TIMEOUT_SEC = 86_400;

/** The fields of a valid hook entry. */
export interface HookEntryFields {
  /**
   * What the entry's handler type reads, a union on its `type`: the type, the argv (an http
   * handler's `["POST", url]`) and the type's own fields.
   */
  handler: HandlerFields;
  /** Advisory events only: delivered by the session's background queue, never awaited. */
  async: boolean;
  timeoutSec: number;
  failClosed: boolean;
  source: HookSource | undefined;
  /** The entry's own `tool_vocabulary` (its group's applies when absent). */
  toolVocabulary: ToolVocabulary | undefined;
  importedFrom: ImportedFrom | undefined;
  /** `status_message`: what a live status line shows while the hook runs (Claude Code's `statusMessage`). */
  statusMessage: string | undefined;
  /** `enabled: false` turns the entry off (`li hooks disable`); re-import keeps it off. */
  enabled: boolean;
}

const quoted = HANDLER_TYPES.map((type) => JSON.stringify(type));
const TYPES_RUN = HANDLER_TYPES.map((type) => `"${type}" (${HANDLER_READERS[type].runs})`);

function checkType(
  ctx: FileContext,
  map: YAMLMap,
  scope: DiagnosticScope,
): HandlerType | undefined {
  const node = map.get('type', true);
  if (node === undefined) {
    reportError(ctx, map, `type is required: ${TYPES_RUN.join(' or ')}`, scope);
    return 'command';
  }
  const type = scalarValue(ctx, node);
  if (isHandlerType(type)) return type;
  if ((RESERVED_HOOK_TYPES as readonly unknown[]).includes(type)) {
    const message = `type "${String(type)}" is reserved but not supported; only ${quoted.join(' and ')} hooks run`;
    reportError(ctx, node, message, scope);
  } else {
    const message = `unknown hook type ${JSON.stringify(type ?? null)}; hooks are ${quoted.join(' or ')} (reserved for later: ${RESERVED_HOOK_TYPES.join(', ')})`;
    reportError(ctx, node, message, scope);
  }
  return undefined;
}

function readAsync(ctx: FileContext, map: YAMLMap, scope: DiagnosticScope): boolean | null {
  const node = map.get('async', true);
  if (node === undefined) return false;
  const value = scalarValue(ctx, node);
  if (typeof value !== 'boolean') {
    reportError(
      ctx,
      node,
      `async must be true or false; got ${JSON.stringify(value ?? null)}`,
      scope,
    );
    return null;
  }
  const event = scope.event as ProfileEvent | undefined;
  // C-8: imported from Claude Code, async on a blocking event means what it meant there (a
  // background hook that cannot gate); written by hand it could be read as a gate, so it is refused.
  const imported = scalarValue(ctx, map.get('source', true)) === 'imported:claude';
  if (value && !imported && event !== undefined && EVENT_CATALOGUE[event]?.blocking) {
    const message = `async: true is refused on ${event}, a blocking event: its hooks decide the action, so they are always awaited (async is for advisory events; an entry imported from Claude Code, source: imported:claude, runs in the background as it did there, C-8)`;
    reportError(ctx, node, message, scope);
    return null;
  }
  return value;
}

function readTimeout(ctx: FileContext, map: YAMLMap, scope: DiagnosticScope): number | undefined {
  const node = map.get('timeout', true);
  if (node === undefined) return DEFAULT_HOOK_TIMEOUT_SEC;
  const value = scalarValue(ctx, node);
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) {
    const got = typeof value === 'string' ? `the string ${JSON.stringify(value)}` : String(value);
    reportError(ctx, node, `timeout must be a positive number of seconds; got ${got}`, scope);
    return undefined;
  }
  if (value > MAX_HOOK_TIMEOUT_SEC) {
    const message = `timeout must be at most ${MAX_HOOK_TIMEOUT_SEC} seconds (one day); got ${value}`;
    reportError(ctx, node, message, scope);
    return undefined;
  }
  // An imported entry carries its harness's timeout, which the import report already explained;
  // warning at every load would repeat it on each command (doctor still reports it).
  if (value > DEFAULT_HOOK_TIMEOUT_SEC && !map.has('imported_from')) {
    const message = `timeout ${value} s is above the ${DEFAULT_HOOK_TIMEOUT_SEC} s default; a blocking hook this slow stalls the run while it waits`;
    reportWarning(ctx, node, message, scope);
  }
  return value;
}

function readFailClosed(ctx: FileContext, map: YAMLMap, scope: DiagnosticScope): boolean | null {
  const node = map.get('fail_closed', true);
  if (node === undefined) return false;
  const value = scalarValue(ctx, node);
  if (typeof value === 'boolean') return value;
  reportError(ctx, node, `fail_closed must be true or false; got ${JSON.stringify(value)}`, scope);
  return null;
}

function readEnabled(ctx: FileContext, map: YAMLMap, scope: DiagnosticScope): boolean | null {
  const node = map.get('enabled', true);
  if (node === undefined) return true;
  const value = scalarValue(ctx, node);
  if (typeof value === 'boolean') return value;
  const message = `enabled must be true or false (false turns the entry off, as "li hooks disable" writes it); got ${JSON.stringify(value ?? null)}`;
  reportError(ctx, node, message, scope);
  return null;
}

function readSource(
  ctx: FileContext,
  map: YAMLMap,
  scope: DiagnosticScope,
): HookSource | undefined | null {
  const node = map.get('source', true);
  if (node === undefined) return undefined;
  const value = scalarValue(ctx, node);
  if ((HOOK_SOURCES as readonly unknown[]).includes(value)) return value as HookSource;
  const message = `source must be "imported:claude" or "imported:codex" (entries authored in place have no source); got ${JSON.stringify(value ?? null)}`;
  reportError(ctx, node, message, scope);
  return null;
}

/** Longest `status_message` accepted: it is one line of a terminal status. */
export const MAX_STATUS_MESSAGE_CHARS = 200;

/** True for a valid `status_message`: one line of 1 to {@link MAX_STATUS_MESSAGE_CHARS} characters. */
export function isStatusMessage(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    value.trim() !== '' &&
    !/[\r\n]/.test(value) &&
    value.length <= MAX_STATUS_MESSAGE_CHARS
  );
}

function readStatusMessage(
  ctx: FileContext,
  map: YAMLMap,
  scope: DiagnosticScope,
): string | undefined | null {
  const node = map.get('status_message', true);
  if (node === undefined) return undefined;
  const value = scalarValue(ctx, node);
  if (isStatusMessage(value)) return value;
  const got = typeof value === 'string' ? JSON.stringify(value) : String(value ?? null);
  const message = `status_message must be one line of text (1 to ${MAX_STATUS_MESSAGE_CHARS} characters), shown while the hook runs; got ${got}`;
  reportError(ctx, node, message, scope);
  return null;
}

/**
 * Validates one `hooks_external` hook entry, reporting every problem in it at its own position.
 * Returns its fields when valid.
 */
export function readHookEntry(
  ctx: FileContext,
  node: unknown,
  scope: DiagnosticScope,
): HookEntryFields | undefined {
  const map = deref(ctx, node);
  if (!isMap(map)) {
    const message = `a hook entry must be a mapping like { type: command, command: [...] }`;
    reportError(ctx, node, message, scope);
    return undefined;
  }
  const before = ctx.errors.length;
  const written = scalarValue(ctx, map.get('type', true));
  // A reserved handler type has its own fields (tool, prompt…); naming the type is the useful error.
  if (!(RESERVED_HOOK_TYPES as readonly unknown[]).includes(written)) {
    // An unknown type is checked as a command entry, the one the error suggests.
    const reader = HANDLER_READERS[isHandlerType(written) ? written : 'command'];
    checkKeys(ctx, map, reader.keys, reader.what, scope, reader.hint);
  }
  const type = checkType(ctx, map, scope);
  const handler = type === undefined ? undefined : HANDLER_READERS[type].read(ctx, map, scope);
  const isAsync = readAsync(ctx, map, scope);
  const timeoutSec = readTimeout(ctx, map, scope);
  const failClosed = readFailClosed(ctx, map, scope);
  const source = readSource(ctx, map, scope);
  const toolVocabulary = readToolVocabulary(ctx, map, scope);
  const importedFrom = readImportedFrom(ctx, map, scope);
  const statusMessage = readStatusMessage(ctx, map, scope);
  const enabled = readEnabled(ctx, map, scope);
  if (ctx.errors.length > before || type === undefined || !handler || timeoutSec === undefined) {
    return undefined;
  }
  return {
    handler,
    async: isAsync === true,
    timeoutSec,
    failClosed: failClosed === true,
    source: source ?? undefined,
    toolVocabulary: toolVocabulary ?? undefined,
    importedFrom: importedFrom ?? undefined,
    statusMessage: statusMessage ?? undefined,
    enabled: enabled !== false,
  };
}
