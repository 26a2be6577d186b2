import type { CompiledMatcher, HandlerType, ToolVocabulary } from '@lionagi/hooks-profile/core';
import type { HttpHandlerSpec } from './http-headers.js';

/**
 * Each handler type's own fields: a new type does not compile until it has a row. A command entry
 * has no request, so `entry.type === 'http'` is what gives TypeScript `entry.http`.
 */
interface OwnDispatchFields {
  command: { http?: undefined };
  /** The envelope is POSTed to its URL instead of spawning `command`. */
  http: { http: HttpHandlerSpec };
}

/**
 * One configured hook as the dispatcher needs it, a union on `type` (`type:` in settings, which
 * picks the runner). The config package's `ResolvedHookEntry` is assignable to this.
 */
export type DispatchEntry = {
  [T in HandlerType]: DispatchEntryCommon & { type: T } & OwnDispatchFields[T];
}[HandlerType];

/** What every {@link DispatchEntry} has, whatever its handler type. */
export interface DispatchEntryCommon {
  /**
   * argv; may contain the literal placeholder `${LIONAGI_PROJECT_DIR}` (C-4). For an http handler,
   * its display form `["POST", url]` (see `httpCommand`): what records and the audit log show.
   */
  command: readonly string[];
  /** Claude Code matcher grammar (C-1); omitted, `""` or `"*"` match everything. */
  matcher?: string | undefined;
  /**
   * `matcher` already compiled (the config package's entries carry it): used as it is. Without it
   * the dispatcher compiles `matcher`; a regex needs the engine loaded (`loadMatcherEngine()` of
   * `@lionagi/hooks-profile`, which `loadSettings` and the profile's main entry point load).
   */
  compiledMatcher?: CompiledMatcher | undefined;
  /**
   * Profile v1.1: the tool vocabulary the matcher and the envelope's `tool_name` speak on tool
   * events (default `lionagi`: registered names).
   */
  toolVocabulary?: ToolVocabulary | undefined;
  /** Per-hook timeout in seconds (config default 60). */
  timeoutSec: number;
  /** C-5: a failing hook denies on blocking events. */
  failClosed?: boolean;
  tier?: string;
  source?: string | undefined;
  /** What a live status shows while the hook runs (config `status_message`). */
  statusMessage?: string | undefined;
  origin?: { file: string; line: number };
}

/** How an entry is named in messages: `file:line` when known, else its position. */
export function entryLabel(entry: DispatchEntry, index: number): string {
  return entry.origin ? `${entry.origin.file}:${entry.origin.line}` : `entry ${index}`;
}
