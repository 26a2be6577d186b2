/** The types of the handler JSON shape (`handler-json.ts`), apart so each type's module can import them. */

import type { HandlerType } from '@lionagi/hooks-profile/core';

/** The handler types of `hooks_external` entries (`type:` in settings): the profile owns the list. */
export type { HandlerType };

/** An http handler's request as JSON: header names only (their values may carry secrets). */
export interface HttpHandlerJson {
  url: string;
  header_names: string[];
  allowed_env_vars: string[];
}

/** One handler as JSON (wire fields snake_case). */
export interface HandlerJson {
  type: HandlerType;
  /**
   * The argv of a command handler; empty for an http handler (an array still: the `--json`
   * contract only adds fields within a profile version, and this was an array before `type`).
   */
  command: string[];
  /** The request of an http handler; `null` for a command handler. */
  http: HttpHandlerJson | null;
  /** Queued to the background worker, never awaited (advisory events only). */
  async: boolean;
  /** What a live status line shows while the hook runs, else `null`. */
  status_message: string | null;
}

/** What the JSON shape reads from a handler: a loaded entry and a planned import both fit. */
export interface HandlerSource {
  /** The handler's type, as the entry carries it (never told from its other fields). */
  type: HandlerType;
  command: readonly string[];
  http?:
    | {
        url: string;
        headers?: Readonly<Record<string, string>> | undefined;
        allowedEnvVars?: readonly string[] | undefined;
      }
    | undefined;
  async?: boolean | undefined;
  statusMessage?: string | undefined;
}

/** The part of {@link HandlerJson} one handler type owns. */
export type HandlerJsonPart = Pick<HandlerJson, 'command' | 'http'>;

/** What one handler type owns of the JSON shape: its part, and how it is named in a line of text. */
export interface HandlerJsonModule {
  /**
   * The handler's argv is spawned: its program is looked up on `PATH` and its files are on this
   * machine (an http handler's `["POST", url]` is only a display form).
   */
  spawns: boolean;
  part(source: HandlerSource): HandlerJsonPart;
  /** The handler in one line of text: its argv, or `POST <url>`. */
  label(json: HandlerJsonPart): string[];
}
