import type { HookProcessResult, ProfileEvent, ProfileV1Event } from '@lionagi/hooks-profile';
import { CODEX_OUTPUT_SCHEMAS } from './codex-output.js';
import { readCodexV2 } from './read-v2.js';
import { readCodexV3 } from './read-v3.js';
import {
  classifyStdout,
  type HarnessReading,
  objectOrUndefined,
  reading,
  textOrUndefined,
} from './reading.js';
import { isV3Event } from './render-v3.js';

/** What the Codex reader needs to know about the call beyond the event. */
export interface CodexReadContext {
  /** The envelope's `tool_name`: Bash rewrites need a string `command`; MCP output rules differ. */
  toolName?: string;
}

const invalid = (reason: string, source: string): HarnessReading => ({
  effect: 'invalid',
  reason,
  source,
});

// Exit 2 with a non-empty stderr, per event (codex REPORT §5.1, §5.3, §5.4, §5.6).
// Undefined: exit 2 does not block there, the hook fails.
const EXIT_TWO: Readonly<Record<ProfileV1Event, [HarnessReading['effect'], string] | undefined>> = {
  PreToolUse: ['deny', 'codex §5.1'],
  UserPromptSubmit: ['deny', 'codex §5.4'],
  PostToolUse: ['feedback', 'codex §5.3'],
  PostToolUseFailure: undefined,
  SessionStart: undefined,
  SessionEnd: undefined,
};

function preToolUse(out: Record<string, unknown>, context: CodexReadContext): HarnessReading {
  const specific = objectOrUndefined(out.hookSpecificOutput) ?? {};
  const decision = specific.permissionDecision;
  const updated = specific.updatedInput ?? undefined;
  const unsupported =
    (out.continue === false && 'continue:false') ||
    (out.suppressOutput === true && 'suppressOutput') ||
    (out.decision === 'approve' && 'decision:approve') ||
    (decision === 'ask' && 'permissionDecision:ask') ||
    (decision === 'allow' && updated === undefined && 'permissionDecision:allow');
  if (unsupported)
    return invalid(`PreToolUse hook returned unsupported ${unsupported}`, 'codex §5.1');
  if (updated !== undefined && decision !== 'allow') {
    return invalid(
      'PreToolUse hook returned updatedInput without permissionDecision:allow',
      'codex §5.1',
    );
  }
  const context_ = textOrUndefined(specific.additionalContext);
  if (decision === 'deny' || out.decision === 'block') {
    const reason =
      textOrUndefined(specific.permissionDecisionReason) ?? textOrUndefined(out.reason);
    return reading({ effect: 'deny', reason, context: context_, source: 'codex §5.1' });
  }
  if (updated !== undefined) {
    const input = objectOrUndefined(updated);
    if (!input || (context.toolName === 'Bash' && typeof input.command !== 'string')) {
      return invalid(
        'hook returned updatedInput without string field `command`',
        'codex §5.1 (binary)',
      );
    }
    return reading({
      effect: 'rewrite',
      updatedInput: input,
      context: context_,
      source: 'codex §5.1',
    });
  }
  return reading({ effect: 'none', context: context_, source: 'codex §5.1' });
}

function otherEvent(
  event: 'UserPromptSubmit' | 'PostToolUse' | 'SessionStart',
  out: Record<string, unknown>,
  context: CodexReadContext,
): HarnessReading {
  const specific = objectOrUndefined(out.hookSpecificOutput) ?? {};
  const context_ = textOrUndefined(specific.additionalContext);
  const reason = textOrUndefined(out.reason);
  const stopReason = textOrUndefined(out.stopReason);
  const section = {
    UserPromptSubmit: 'codex §5.4',
    PostToolUse: 'codex §5.3',
    SessionStart: 'codex §5.6',
  }[event];
  if (out.decision === 'block' && reason === undefined) {
    // Observed on Stop (§5.5); Codex applies the same non-empty-reason rule to every block.
    return invalid(
      `${event} hook returned decision:block without a non-empty reason`,
      'codex §5.5',
    );
  }
  if (event === 'PostToolUse') {
    const mcp = context.toolName?.startsWith('mcp__') ?? true;
    if ((specific.updatedMCPToolOutput ?? undefined) !== undefined && !mcp) {
      return invalid('PostToolUse hook returned unsupported updatedMCPToolOutput', section);
    }
    if (out.decision === 'block')
      return reading({ effect: 'feedback', reason, context: context_, source: section });
    if (out.continue === false) {
      return reading({
        effect: 'feedback',
        reason: stopReason,
        context: context_,
        source: section,
      });
    }
  } else if (out.decision === 'block') {
    return reading({ effect: 'deny', reason, context: context_, source: section });
  }
  if (out.continue === false)
    return reading({ effect: 'stop', reason: stopReason, context: context_, source: section });
  return reading({ effect: 'none', context: context_, source: section });
}

/**
 * How codex-cli 0.169.0 reads one hook run, per the shared ground truth (codex REPORT §0, §5 and
 * the embedded output schemas): unknown fields, a bare `allow`, `ask`, `continue:false` on
 * PreToolUse, malformed JSON, exit 2 without stderr and timeouts all leave the hook failed and the
 * action proceeds (`invalid`). Codex has no PostToolUseFailure event and no SessionEnd output;
 * Stop and PermissionRequest are read by `readCodexV2`, the v3 events by `readCodexV3`.
 */
export function readCodex(
  event: ProfileEvent,
  result: HookProcessResult,
  context: CodexReadContext = {},
): HarnessReading {
  if (event === 'Stop' || event === 'PermissionRequest' || event === 'Notification')
    return readCodexV2(event, result);
  if (isV3Event(event)) return readCodexV3(event, result);
  if (event === 'PostToolUseFailure') {
    return { effect: 'none', reason: 'Codex has no PostToolUseFailure event', source: 'codex §6' };
  }
  if (result.spawnError !== undefined)
    return invalid(`not started: ${result.spawnError}`, 'codex §3');
  if (result.timedOut || result.exitCode === null) {
    return invalid('hook timed out; the action proceeds', 'codex §3, §5.1');
  }
  if (result.exitCode === 2) {
    const stderr = textOrUndefined(result.stderr);
    const row = EXIT_TWO[event];
    if (stderr === undefined) {
      return invalid(
        `${event} hook exited with code 2 but did not write a blocking reason to stderr`,
        'codex §5.1',
      );
    }
    if (row) return { effect: row[0], reason: stderr, source: row[1] };
    return invalid(
      `hook exited with code 2 (not blocking on ${event})`,
      event === 'SessionStart' ? 'codex §5.6' : 'codex §4',
    );
  }
  if (result.exitCode !== 0)
    return invalid(`hook exited with code ${result.exitCode}`, 'codex §5.1');
  if (event === 'SessionEnd')
    return { effect: 'none', source: 'codex §4 (no SessionEnd output schema)' };
  const out = classifyStdout(result.stdout);
  if (out.kind === 'empty') return { effect: 'none', source: 'codex §5' };
  if (out.kind === 'text') {
    if (event === 'UserPromptSubmit')
      return { effect: 'none', context: out.text, source: 'codex §5.4' };
    if (event === 'SessionStart')
      return { effect: 'none', context: out.text, source: 'codex §5.6' };
    return { effect: 'none', source: 'codex §5.1 (plain text ignored)' };
  }
  if (out.kind === 'malformed') {
    return invalid(`hook returned invalid ${event} JSON output: not valid JSON`, 'codex §5.1');
  }
  const parsed = CODEX_OUTPUT_SCHEMAS[event].safeParse(out.value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue && issue.path.length > 0 ? ` at ${issue.path.join('.')}` : '';
    return invalid(
      `hook returned invalid ${event} JSON output${where}: ${issue?.message}`,
      'codex §5.1 (schemas)',
    );
  }
  if (event === 'PreToolUse') return preToolUse(out.value, context);
  return otherEvent(event, out.value, context);
}
