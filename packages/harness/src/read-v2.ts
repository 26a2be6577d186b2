import type { HookProcessResult } from '@lionagi/hooks-profile';
import { CODEX_OUTPUT_SCHEMAS } from './codex-output.js';
import {
  classifyStdout,
  type HarnessReading,
  objectOrUndefined,
  reading,
  textOrUndefined,
} from './reading.js';
import type { V2Event } from './render-v2.js';

type Json = Record<string, unknown>;

/** Stop JSON as both harnesses read it: block/context continue, `continue: false` stops. */
export function stopJson(out: Json, claude: boolean): HarnessReading {
  const source = claude ? 'stop01, stop03, stop04' : 'codex §5.5';
  const reason = textOrUndefined(out.reason);
  const context = claude
    ? textOrUndefined(objectOrUndefined(out.hookSpecificOutput)?.additionalContext)
    : undefined;
  if (out.continue === false) {
    return reading({ effect: 'stop', reason: textOrUndefined(out.stopReason), source });
  }
  if (out.decision === 'block') {
    if (reason === undefined && !claude) {
      return {
        effect: 'invalid',
        reason: 'Stop hook returned decision:block without a non-empty reason',
        source,
      };
    }
    return reading({ effect: 'continue', reason: reason ?? 'Blocked by hook', context, source });
  }
  if (context) return reading({ effect: 'continue', context, source });
  return { effect: 'none', source };
}

/** PermissionRequest JSON: `hookSpecificOutput.decision.behavior` answers instead of the user. */
function permissionJson(out: Json, claude: boolean): HarnessReading {
  const source = claude ? 'perm01, perm02, perm04' : 'codex §5.7';
  const answer = objectOrUndefined(objectOrUndefined(out.hookSpecificOutput)?.decision);
  if (answer === undefined) return { effect: 'none', source };
  const message = textOrUndefined(answer.message);
  if (answer.behavior === 'deny') return reading({ effect: 'deny', reason: message, source });
  const updatedInput = objectOrUndefined(answer.updatedInput);
  if (updatedInput && !claude) {
    return { effect: 'deny', reason: 'updatedInput is reserved: fails closed', source };
  }
  if (updatedInput) return { effect: 'rewrite', updatedInput, source };
  return { effect: 'allow', source };
}

/**
 * How Claude Code 2.1.328 reads a Stop, PermissionRequest or Notification hook run (claude-code
 * REPORT §11): on Stop exit 2 keeps the turn going with stderr as feedback (stop02), a timeout
 * ends it normally (to03); on PermissionRequest exit 2 is "not granted" (perm03); Notification
 * output changes nothing.
 */
export function readClaudeCodeV2(event: V2Event, result: HookProcessResult): HarnessReading {
  if (result.spawnError !== undefined)
    return { effect: 'invalid', reason: `not started: ${result.spawnError}`, source: 'cmd05' };
  if (result.timedOut || result.exitCode === null) {
    const source = event === 'Stop' ? 'to03' : 'to01';
    return { effect: 'invalid', reason: 'cancelled (timeout or signal)', source };
  }
  if (event === 'Notification') return { effect: 'none', source: '§3.3 (advisory)' };
  if (result.exitCode === 2) {
    const stderr = textOrUndefined(result.stderr);
    return event === 'Stop'
      ? reading({ effect: 'continue', reason: stderr, source: 'stop02' })
      : reading({ effect: 'deny', reason: stderr, source: 'perm03' });
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
  return event === 'Stop' ? stopJson(out.value, true) : permissionJson(out.value, true);
}

/**
 * What every Codex reader of a v2 or v3 event does first (codex REPORT §3, §5.1 and the embedded
 * output schemas, one unknown field and the hook fails): a hook that did not start or timed out,
 * a non-zero exit, malformed or schema-invalid JSON are `invalid`; empty or plain stdout has no
 * effect; exit 2 with a reason on stderr is `exitTwo` (undefined: not blocking on `event`). What
 * is left is the parsed JSON, for the event's own reader.
 */
export function codexPrelude(
  event: keyof typeof CODEX_OUTPUT_SCHEMAS,
  result: HookProcessResult,
  section: string,
  exitTwo: HarnessReading['effect'] | undefined,
): HarnessReading | { json: Json } {
  if (result.spawnError !== undefined)
    return { effect: 'invalid', reason: `not started: ${result.spawnError}`, source: 'codex §3' };
  if (result.timedOut || result.exitCode === null)
    return { effect: 'invalid', reason: 'hook timed out', source: 'codex §3' };
  if (result.exitCode === 2) {
    const stderr = textOrUndefined(result.stderr);
    if (stderr === undefined) {
      const reason = `${event} hook exited with code 2 but did not write a blocking reason to stderr`;
      return { effect: 'invalid', reason, source: 'codex §5.1' };
    }
    if (exitTwo === undefined) {
      const reason = `hook exited with code 2 (not blocking on ${event})`;
      return { effect: 'invalid', reason, source: section };
    }
    return { effect: exitTwo, reason: stderr, source: section };
  }
  if (result.exitCode !== 0)
    return {
      effect: 'invalid',
      reason: `hook exited with code ${result.exitCode}`,
      source: section,
    };
  const out = classifyStdout(result.stdout);
  if (out.kind === 'empty' || out.kind === 'text') return { effect: 'none', source: section };
  if (out.kind === 'malformed')
    return {
      effect: 'invalid',
      reason: `hook returned invalid ${event} JSON output`,
      source: section,
    };
  const parsed = CODEX_OUTPUT_SCHEMAS[event].safeParse(out.value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue && issue.path.length > 0 ? ` at ${issue.path.join('.')}` : '';
    const reason = `hook returned invalid ${event} JSON output${where}: ${issue?.message}`;
    return { effect: 'invalid', reason, source: `${section} (schemas)` };
  }
  return { json: out.value };
}

/**
 * How codex-cli 0.169.0 reads a Stop or PermissionRequest hook run (codex REPORT §5.5, §5.7 and
 * the embedded output schemas: one unknown field and the hook fails); Codex has no Notification.
 */
export function readCodexV2(event: V2Event, result: HookProcessResult): HarnessReading {
  if (event === 'Notification')
    return { effect: 'none', reason: 'Codex has no Notification event', source: 'codex §6' };
  const section = event === 'Stop' ? 'codex §5.5' : 'codex §5.7';
  const read = codexPrelude(event, result, section, event === 'Stop' ? 'continue' : 'deny');
  if (!('json' in read)) return read;
  return event === 'Stop' ? stopJson(read.json, false) : permissionJson(read.json, false);
}
