import type { HookProcessResult } from '@lionagi/hooks-profile';
import { codexPrelude, stopJson } from './read-v2.js';
import {
  classifyStdout,
  type HarnessReading,
  objectOrUndefined,
  reading,
  textOrUndefined,
} from './reading.js';
import type { V3Event } from './render-v3.js';

type Json = Record<string, unknown>;

const BATCH_LIVE = 'C-17 (live post-tool-batch-*)';

/** PostToolBatch JSON as Claude Code reads it: `decision: "block"` or `continue: false` ends the turn. */
function batchJson(out: Json): HarnessReading {
  if (out.decision === 'block')
    return reading({ effect: 'stop', reason: textOrUndefined(out.reason), source: BATCH_LIVE });
  if (out.continue === false)
    return reading({ effect: 'stop', reason: textOrUndefined(out.stopReason), source: BATCH_LIVE });
  return { effect: 'none', source: BATCH_LIVE };
}

/** SubagentStart JSON as both harnesses read it: only `additionalContext` has an effect. */
function subagentStartJson(out: Json, source: string): HarnessReading {
  const context = textOrUndefined(objectOrUndefined(out.hookSpecificOutput)?.additionalContext);
  return reading({ effect: 'none', context, source });
}

/**
 * How Claude Code 2.1.328 reads a SubagentStart, SubagentStop, PreCompact or PostCompact hook
 * run. SubagentStop is Stop's (claude-code REPORT §5.1 "Stop / SubagentStop": exit 2 continues;
 * §5.3 stop05: `decision: "block"` gives the subagent one more turn). PreCompact's exit 2 and
 * `decision: "block"` blocking compaction are Claude Code's documented forms, not exercised by
 * the ground truth (C-10). SubagentStart context is documented (C-11); PostCompact and StopFailure
 * are advisory (C-16). PostToolBatch exit 2, `decision: "block"` and `continue: false` end the
 * turn before the next model request (live rows post-tool-batch-*, 2.1.328 and 2.1.332: C-17).
 */
export function readClaudeCodeV3(event: V3Event, result: HookProcessResult): HarnessReading {
  if (result.spawnError !== undefined)
    return { effect: 'invalid', reason: `not started: ${result.spawnError}`, source: 'cmd05' };
  if (result.timedOut || result.exitCode === null) {
    const source = event === 'SubagentStop' ? 'to03' : 'to01';
    return { effect: 'invalid', reason: 'cancelled (timeout or signal)', source };
  }
  const stderr = textOrUndefined(result.stderr);
  if (result.exitCode === 2) {
    if (event === 'SubagentStop')
      return reading({ effect: 'continue', reason: stderr, source: '§5.1 (Stop / SubagentStop)' });
    if (event === 'PreCompact')
      return reading({ effect: 'deny', reason: stderr, source: 'C-10 (documented)' });
    if (event === 'PostToolBatch')
      return reading({ effect: 'stop', reason: stderr, source: BATCH_LIVE });
    return { effect: 'invalid', reason: `exit 2 cannot block ${event}`, source: '§5.1' };
  }
  const out = classifyStdout(result.stdout);
  if (result.exitCode !== 0 || out.kind !== 'json') {
    return result.exitCode === 0
      ? { effect: 'none', source: 'pre11' }
      : {
          effect: 'invalid',
          reason: `exit ${result.exitCode}: non-blocking error`,
          source: 'pre08',
        };
  }
  if (event === 'SubagentStop') return { ...stopJson(out.value, true), source: 'stop05, stop04' };
  if (event === 'SubagentStart') return subagentStartJson(out.value, 'C-11 (documented)');
  if (event === 'PostCompact') return { effect: 'none', source: '§3.3 (advisory)' };
  if (event === 'PostToolBatch') return batchJson(out.value);
  if (event === 'StopFailure') return { effect: 'none', source: 'C-16 (advisory)' };
  const reason = textOrUndefined(out.value.reason);
  if (out.value.decision === 'block')
    return reading({
      effect: 'deny',
      reason: reason ?? 'Blocked by hook',
      source: 'C-10 (documented)',
    });
  if (out.value.continue === false) {
    const stopReason = textOrUndefined(out.value.stopReason);
    return reading({
      effect: 'stop',
      reason: stopReason,
      source: 'pre12, post05 (continue:false)',
    });
  }
  return { effect: 'none', source: 'C-10' };
}

/**
 * How codex-cli 0.169.0 reads a profile v3 hook run (codex REPORT §5.5, §5.8 and the embedded
 * output schemas, one unknown field and the hook fails): SubagentStop is Stop's; PreCompact
 * `continue: false` stops compaction (`core/src/hook_runtime.rs`), exit 2 does not block it;
 * SubagentStart `additionalContext` is allowed by its schema.
 */
export function readCodexV3(event: V3Event, result: HookProcessResult): HarnessReading {
  if (event === 'PostToolBatch' || event === 'StopFailure')
    return { effect: 'none', reason: `Codex has no ${event} event`, source: 'codex §1' };
  const section = event === 'SubagentStop' ? 'codex §5.5' : 'codex §5.8';
  const read = codexPrelude(
    event,
    result,
    section,
    event === 'SubagentStop' ? 'continue' : undefined,
  );
  if (!('json' in read)) return read;
  const out = read.json;
  if (event === 'SubagentStop') return { ...stopJson(out, false), source: section };
  if (event === 'SubagentStart') return subagentStartJson(out, section);
  if (event === 'PreCompact' && out.continue === false) {
    const reason = textOrUndefined(out.stopReason);
    return reading({ effect: 'deny', reason, source: section });
  }
  return { effect: 'none', source: section };
}
