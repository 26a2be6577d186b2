import { firedEvents, type Harness } from '@lionagi/hooks-harness/core';
import type { ProfileEvent } from '@lionagi/hooks-profile/core';

/** A harness `li hooks run --emit` can answer for, by its flag value. */
export type EmitHarness = 'claude' | 'codex';

/** The `@lionagi/hooks-harness` harness of each `--emit` value. */
export const EMIT_HARNESS: Readonly<Record<EmitHarness, Exclude<Harness, 'lionagi'>>> = {
  claude: 'claude-code',
  codex: 'codex',
};

/**
 * The events each harness fires that the bridge answers (`firedEvents`, @lionagi/hooks-harness):
 * Claude Code has all fifteen profile events; Codex has no PostToolUseFailure, Notification,
 * PostToolBatch or StopFailure,
 * and its PermissionRequest fires only where Codex can ask for approval (app-server, codex REPORT
 * §5.7).
 */
export const HARNESS_EVENTS: Readonly<Record<EmitHarness, readonly ProfileEvent[]>> = {
  claude: firedEvents('claude-code'),
  codex: firedEvents('codex'),
};
