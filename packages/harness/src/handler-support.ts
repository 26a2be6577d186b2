import { HANDLER_TYPES, type HandlerType } from '@lionagi/hooks-profile/core';
import type { Harness } from './harness.js';

/** Whether a harness runs a handler type: `true`, or why not (a sentence). */
export type HandlerSupport = true | { readonly why: string };

/**
 * The handler types each harness runs (`type:` in its hooks file). Claude Code 2.1.328 runs
 * `command` and `http` (claude-code REPORT; its `prompt`, `agent` and `mcp_tool` types are deferred
 * by ADR-0048); Codex 0.169.0 runs `command` only (codex REPORT §1); LionAGI runs every profile
 * handler type. Exhaustive per harness and type, so a new handler type does not compile until each
 * harness says whether it runs it.
 */
export const HANDLERS_RUN: Readonly<
  Record<Harness, Readonly<Record<HandlerType, HandlerSupport>>>
> = {
  lionagi: { command: true, http: true },
  'claude-code': { command: true, http: true },
  codex: { command: true, http: { why: 'Codex has no http handlers' } },
};

/** The handler types `harness` runs, in {@link HANDLER_TYPES} order. */
export function handlerTypesRun(harness: Harness): HandlerType[] {
  return HANDLER_TYPES.filter((type) => HANDLERS_RUN[harness][type] === true);
}

/** Why `harness` does not run handler `type`, or `undefined` when it does. */
export function handlerLacked(harness: Harness, type: HandlerType): string | undefined {
  const support = HANDLERS_RUN[harness][type];
  return support === true ? undefined : support.why;
}
