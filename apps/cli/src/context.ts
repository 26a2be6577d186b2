import type { Writable } from 'node:stream';
import type { ResolvedHookEntry } from '@lionagi/hooks-config';
import type { ProfileEvent } from '@lionagi/hooks-profile/core';

/** Exit codes of `li` (documented in docs/cli.md). Hook protocol exit codes are separate. */
export const EXIT = {
  /** Success. */
  ok: 0,
  /** A usage error, a config that fails to load, or a check that found a problem. */
  error: 1,
  /** `li hooks run`: the hooks denied. */
  denied: 2,
} as const;

/** What every subcommand receives: streams, environment and the global flags. */
export interface CommandContext {
  /** Machine output and results only (JSON with `--json`). */
  stdout: Writable;
  /** Diagnostics, progress and prompts: never stdout. */
  stderr: Writable;
  stdin: NodeJS.ReadableStream;
  env: NodeJS.ProcessEnv;
  cwd: string;
  /** `--json` was given. */
  json: boolean;
  /** Colour on stdout: off with NO_COLOR or in a pipe, on with FORCE_COLOR (`colorEnabled`). */
  color: boolean;
  /** Whether stdin is an interactive terminal (prompts allowed). */
  interactive: boolean;
  /**
   * Aborted when `li` is asked to stop (SIGINT, SIGTERM, SIGHUP; the reason is the signal name):
   * a verb running hooks terminates them and returns.
   */
  signal?: AbortSignal;
  /**
   * The command that starts this `li` again (`[node, li.cjs]`), when `li` is its own process:
   * `li hooks run` hands a firing's async hooks to one it starts in the background.
   */
  self?: readonly string[];
  /**
   * Awaited by `li hooks run` once a firing selects an entry, before any hook can start: the
   * launcher (li.cjs) runs the hooks itself only for a firing it can finish alone, and throws for
   * any other, so the call goes to the full program before anything ran (launcher-match.ts).
   */
  hooksStarting?: (firing: HooksStarting) => Promise<void>;
}

/** The firing `li hooks run` is about to dispatch, as {@link CommandContext.hooksStarting} sees it. */
export interface HooksStarting {
  event: ProfileEvent;
  /** `--emit`: `lionagi` (the report) or the harness answered. */
  emit: 'lionagi' | 'claude' | 'codex';
  /** Every configured entry of the event (matching or not). */
  entries: readonly ResolvedHookEntry[];
}

/** Writes one line to a stream. */
export function writeLine(stream: Writable, text = ''): void {
  stream.write(`${text}\n`);
}

/** Prints a value as pretty JSON on stdout. */
export function writeJson(ctx: CommandContext, value: unknown): void {
  ctx.stdout.write(`${JSON.stringify(value, null, 2)}\n`);
}
