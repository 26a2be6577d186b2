import {
  type AggregateDecision,
  HARNESS_ONLY_EVENTS,
  HookError,
} from '@lionagi/hooks-profile/core';
import { usageError } from './usage-error.js';

/** Claude Code's event before each `` !`cmd` `` shell line of a skill or slash command (2.1.332). */
export const SKILL_LINE_EVENT = HARNESS_ONLY_EVENTS.PreSkillShellCommand?.name ?? '';

type Json = Record<string, unknown>;

/** The reason a rewrite of a skill shell line is denied: Claude Code would run the original. */
export const SKILL_REWRITE_DENIED =
  'a LionAGI hook rewrote this skill shell line, but Claude Code does not apply updatedInput to skill shell lines (PreSkillShellCommand), so it is denied';

/**
 * The `--as-tool NAME` option: only `li hooks run PreToolUse --emit claude` takes it, and it
 * names the tool a skill shell line is guarded as (`Bash`, as the envelope's `tool_name` says).
 */
export function asToolOption(value: unknown, event: string, emit: string): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || value.trim() === '') {
    throw usageError('--as-tool needs the tool name skill shell lines are guarded as, e.g. Bash');
  }
  if (event !== 'PreToolUse' || emit !== 'claude') {
    throw usageError(
      `--as-tool only goes with "li hooks run PreToolUse --emit claude" (Claude Code's ${SKILL_LINE_EVENT}), not ${event} --emit ${emit}`,
    );
  }
  return value;
}

/**
 * A Claude Code `PreSkillShellCommand` envelope as the fields of a PreToolUse on `tool`: the shell
 * line's `tool_input` (`{command}`) and every other field as sent (`command_name`, `invoked_by`, …
 * stay for the hooks to read); `tool_name` is `tool`. Any other envelope is refused: the hook was
 * registered under the wrong event.
 */
export function skillLineFields(fields: Json, tool: string): Json {
  const named = fields.hook_event_name;
  if (named !== SKILL_LINE_EVENT) {
    throw new HookError(
      'USAGE',
      `--as-tool ${tool} reads Claude Code ${SKILL_LINE_EVENT} envelopes, but the input is for ${JSON.stringify(named ?? null)} (hook_event_name); register this command under ${SKILL_LINE_EVENT} only`,
      { details: { envelopeEvent: named } },
    );
  }
  const { hook_event_name: _event, ...rest } = fields;
  return { ...rest, tool_name: tool };
}

/**
 * What Claude Code reads from a PreSkillShellCommand hook at exit 0 (SDK type
 * `PreSkillShellCommandHookSpecificOutput`: `permissionDecision`, `permissionDecisionReason`,
 * `updatedInput`): deny as deny; a rewrite as deny (Claude Code runs the line as written whatever
 * `updatedInput` says); `ask` as deny with the hook's reason (no approval prompt is promised for a
 * skill line); allow as allow. `systemMessage` and `continue: false` are top-level fields.
 */
export function skillLineOutput(d: AggregateDecision): string {
  const out: Json = {};
  const deny = (reason: string) => {
    out.hookSpecificOutput = {
      hookEventName: SKILL_LINE_EVENT,
      permissionDecision: 'deny',
      permissionDecisionReason: reason,
    };
  };
  if (d.decision === 'deny') {
    deny(d.reason ?? d.ask?.reason ?? 'denied by a LionAGI hook');
  } else if (d.updatedInput !== undefined) {
    deny(SKILL_REWRITE_DENIED);
  } else if (d.decision === 'allow') {
    out.hookSpecificOutput = { hookEventName: SKILL_LINE_EVENT, permissionDecision: 'allow' };
  }
  if (d.systemMessages.length > 0) out.systemMessage = d.systemMessages.join('\n');
  if (d.stop !== undefined) {
    out.continue = false;
    if (d.stop.reason !== undefined) out.stopReason = d.stop.reason;
  }
  return Object.keys(out).length === 0 ? '' : `${JSON.stringify(out)}\n`;
}
