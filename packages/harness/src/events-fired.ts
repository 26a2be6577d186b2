import { PROFILE_EVENTS, type ProfileEvent } from '@lionagi/hooks-profile/core';
import type { EventSupport } from './adapter.js';
import type { Harness } from './harness.js';

const ALL = {
  PreToolUse: true,
  PostToolUse: true,
  PostToolUseFailure: true,
  UserPromptSubmit: true,
  SessionStart: true,
  SessionEnd: true,
  Stop: true,
  PermissionRequest: true,
  Notification: true,
  SubagentStart: true,
  SubagentStop: true,
  PreCompact: true,
  PostCompact: true,
  PostToolBatch: true,
  StopFailure: true,
} as const satisfies Record<ProfileEvent, EventSupport>;

/**
 * The profile events each harness fires, and why not where it does not. LionAGI (li-agent) and
 * Claude Code 2.1.328 fire all fifteen (claude-code REPORT §3.1: SubagentStart/SubagentStop
 * through the Agent tool, PreCompact/PostCompact on `/compact`, PostToolBatch after every batch
 * of tool results, StopFailure on an API error); Codex 0.169.0 fires the four subagent and
 * compaction events too (codex REPORT §5.8: `spawn_agent`, `thread/compact/start`) but has no
 * Notification and no PostToolUseFailure (codex REPORT §6: "It has no `Notification`,
 * `PostToolUseFailure` or `PermissionDenied`"), and neither PostToolBatch nor StopFailure (its
 * 14 hook events, codex REPORT §1).
 */
export const EVENTS_FIRED: Readonly<Record<Harness, Readonly<Record<ProfileEvent, EventSupport>>>> =
  {
    lionagi: ALL,
    'claude-code': ALL,
    codex: {
      ...ALL,
      Notification: { why: 'Codex has no Notification event' },
      PostToolUseFailure: {
        why: 'Codex has no PostToolUseFailure event',
        aside: 'its PostToolUse also fires after a failing command',
      },
      PostToolBatch: {
        why: 'Codex has no PostToolBatch event',
        aside: 'its PostToolUse fires for each call',
      },
      StopFailure: { why: 'Codex has no StopFailure event' },
    },
  };

/** The profile events `harness` fires, in profile order. */
export function firedEvents(harness: Harness): readonly ProfileEvent[] {
  return PROFILE_EVENTS.filter((event) => EVENTS_FIRED[harness][event] === true);
}
