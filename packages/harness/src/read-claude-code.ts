import type { HookProcessResult, ProfileEvent, ProfileV1Event } from '@lionagi/hooks-profile';
import { readClaudeCodeV2 } from './read-v2.js';
import { readClaudeCodeV3 } from './read-v3.js';
import {
  classifyStdout,
  type HarnessReading,
  objectOrUndefined,
  reading,
  textOrUndefined,
} from './reading.js';
import { isV3Event } from './render-v3.js';

const PERMISSION_DECISIONS = ['allow', 'deny', 'ask', 'defer'];

// Exit 2 per event (claude-code REPORT §5.1).
const EXIT_TWO: Record<ProfileV1Event, [HarnessReading['effect'], string]> = {
  PreToolUse: ['deny', 'pre07'],
  UserPromptSubmit: ['deny', 'ups02'],
  PostToolUse: ['feedback', 'post01'],
  PostToolUseFailure: ['feedback', 'post08'],
  SessionStart: ['invalid', 'ss03'],
  SessionEnd: ['invalid', '§5.1 (SessionEnd cannot block)'],
};

function readJson(event: ProfileV1Event, out: Record<string, unknown>): HarnessReading {
  const hso = out.hookSpecificOutput;
  const specific = objectOrUndefined(hso) ?? {};
  if (hso !== undefined && specific.hookEventName === undefined) {
    return { effect: 'invalid', reason: 'hookSpecificOutput lacks hookEventName', source: 'pre17' };
  }
  if (hso !== undefined && specific.hookEventName !== event) {
    const reason = `incorrect event name: expected '${event}' but got '${String(specific.hookEventName)}'`;
    return { effect: 'invalid', reason, source: 'pre18' };
  }
  const decision = specific.permissionDecision;
  if (decision !== undefined && !PERMISSION_DECISIONS.includes(decision as string)) {
    return {
      effect: 'invalid',
      reason: `invalid permissionDecision ${JSON.stringify(decision)}`,
      source: 'pre05',
    };
  }
  if (out.decision !== undefined && out.decision !== 'block' && out.decision !== 'approve') {
    return {
      effect: 'invalid',
      reason: `invalid decision ${JSON.stringify(out.decision)}`,
      source: 'pre05',
    };
  }
  const context = textOrUndefined(specific.additionalContext);
  const reason = textOrUndefined(out.reason);
  const stop =
    out.continue === false ? (textOrUndefined(out.stopReason) ?? 'stopped by hook') : undefined;
  const base = { context };
  if (event === 'PreToolUse') {
    const given = textOrUndefined(specific.permissionDecisionReason) ?? reason;
    const updatedInput = objectOrUndefined(specific.updatedInput);
    if (decision === 'deny')
      return reading({ ...base, effect: 'deny', reason: given, source: 'pre03' });
    if (decision === 'ask')
      return reading({ ...base, effect: 'deny', reason: given, source: 'pre04' });
    if (decision === 'defer') {
      return reading({
        ...base,
        effect: 'deny',
        reason: 'defer ends the -p run',
        source: 'pre05b',
      });
    }
    if (out.decision === 'block')
      return reading({ ...base, effect: 'deny', reason, source: 'pre16' });
    if (updatedInput)
      return reading({ ...base, effect: 'rewrite', updatedInput, source: 'pre06, pre06b' });
    if (decision === 'allow') return reading({ ...base, effect: 'allow', source: 'pre02' });
    if (out.decision === 'approve') return reading({ ...base, effect: 'allow', source: 'pre16b' });
    if (stop) return reading({ ...base, effect: 'stop', reason: stop, source: 'pre12' });
    return reading({ ...base, effect: 'none', source: context ? 'pre13' : 'pre01' });
  }
  if (event === 'UserPromptSubmit') {
    if (out.decision === 'block') {
      return reading({
        ...base,
        effect: 'deny',
        reason: reason ?? 'Blocked by hook',
        source: 'ups03, ups08',
      });
    }
    if (stop) return reading({ ...base, effect: 'stop', reason: stop, source: 'ups05' });
    return reading({ ...base, effect: 'none', source: context ? 'ups04' : 'ups01' });
  }
  if (event === 'PostToolUse' || event === 'PostToolUseFailure') {
    // decision:block was observed on PostToolUse only; PostToolUseFailure is assumed alike.
    if (out.decision === 'block')
      return reading({ ...base, effect: 'feedback', reason, source: 'post02' });
    if (stop) return reading({ ...base, effect: 'stop', reason: stop, source: 'post05' });
    return reading({ ...base, effect: 'none', source: context ? 'post03, post09' : 'post07' });
  }
  // SessionStart: continue:false is ignored in -p (ss05); SessionEnd output reaches nothing.
  const source = event === 'SessionStart' ? 'ss02, ss05' : '§5.1';
  return reading({ ...base, effect: 'none', source });
}

/**
 * How Claude Code 2.1.328 (`-p`) reads one hook run, per the shared ground truth (claude-code
 * REPORT §5, rows in §11). JSON is read on any exit but 2 (pre09b); malformed JSON is plain text
 * (pre10); plain text is context only on UserPromptSubmit and SessionStart (ups01, ss01);
 * timeouts fail open (to01). Covers the fields the SDK writes and the common failure modes; the
 * profile v2 events are read by `readClaudeCodeV2`, the v3 ones by `readClaudeCodeV3`.
 */
export function readClaudeCode(event: ProfileEvent, result: HookProcessResult): HarnessReading {
  if (event === 'Stop' || event === 'PermissionRequest' || event === 'Notification')
    return readClaudeCodeV2(event, result);
  if (isV3Event(event)) return readClaudeCodeV3(event, result);
  if (result.spawnError !== undefined) {
    return { effect: 'invalid', reason: `not started: ${result.spawnError}`, source: 'cmd05' };
  }
  if (result.timedOut || result.exitCode === null) {
    return {
      effect: 'invalid',
      reason: 'cancelled (timeout or signal); the action proceeds',
      source: 'to01, to02',
    };
  }
  const stderr = textOrUndefined(result.stderr);
  if (result.exitCode === 2) {
    const [effect, source] = EXIT_TWO[event];
    return reading({ effect, reason: stderr, source });
  }
  const out = classifyStdout(result.stdout);
  if (result.exitCode !== 0) {
    const parsed = out.kind === 'json' ? readJson(event, out.value) : undefined;
    if (parsed && parsed.effect !== 'none' && parsed.effect !== 'invalid') {
      return { ...parsed, source: `${parsed.source}, pre09b` };
    }
    const reason = `exit ${result.exitCode}: non-blocking error; the action proceeds`;
    return { effect: 'invalid', reason, source: 'pre08, pre09, ups06, post06' };
  }
  if (out.kind === 'json') return readJson(event, out.value);
  if (out.kind === 'empty') return { effect: 'none', source: 'pre01' };
  // Plain text, and malformed JSON read as plain text (pre10).
  if (event === 'UserPromptSubmit') return { effect: 'none', context: out.text, source: 'ups01' };
  if (event === 'SessionStart') return { effect: 'none', context: out.text, source: 'ss01' };
  return { effect: 'none', source: out.kind === 'malformed' ? 'pre10' : 'pre11, post07' };
}
