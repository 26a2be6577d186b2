import type { HandlerType } from '@lionagi/hooks-profile/core';
import type { YAMLMap } from 'yaml';
import type { DiagnosticScope, FileContext } from '../diagnostics.js';
import type { HttpHandlerFields } from '../http-handler.js';

/**
 * Each handler type's own fields beside its argv: a new type does not compile until it has a row.
 * A command entry has no request, so `entry.type === 'http'` is what gives TypeScript `entry.http`.
 */
interface OwnHandlerFields {
  command: { http?: undefined };
  /** A `type: http` entry's request. */
  http: { http: HttpHandlerFields };
}

/**
 * What a handler type's reader takes from a valid entry, a union on `type`: the type, the argv (for
 * an http handler its display form `["POST", url]`, what records and the audit log show) and the
 * type's own fields.
 */
export type HandlerFields<T extends HandlerType = HandlerType> = {
  [K in T]: {
    type: K;
    /** The argv; may contain the literal placeholder `${LIONAGI_PROJECT_DIR}` (substituted at spawn). */
    command: string[];
  } & OwnHandlerFields[K];
}[T];

/** How one handler type's entries are read from settings (`hooks_external`). */
export interface HandlerReader<T extends HandlerType = HandlerType> {
  /** The keys such an entry may have, the common ones included, in the order errors list them. */
  keys: readonly string[];
  /** How the entry is named in an unknown-key error ("a hook entry"). */
  what: string;
  /** What the type runs, as a missing-`type` error names it ("an argv"). */
  runs: string;
  /** A hint appended to an unknown-key error, or `''`. */
  hint(key: string): string;
  /** Validates the type's own fields, reporting each problem at its position. */
  read(ctx: FileContext, map: YAMLMap, scope: DiagnosticScope): HandlerFields<T> | undefined;
}

/** The keys every hook entry may have after `type`, whatever the handler type. */
export const COMMON_ENTRY_KEYS = [
  'timeout',
  'fail_closed',
  'async',
  'source',
  'tool_vocabulary',
  'imported_from',
  'status_message',
  'enabled',
] as const;
