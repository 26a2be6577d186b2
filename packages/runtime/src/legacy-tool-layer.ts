import type { LegacyHookEntry } from '@lionagi/hooks-config';
import {
  type AuditableHookRun,
  type LegacyHookOutcome,
  type LegacyPhase,
  runLegacyHook,
} from '@lionagi/hooks-exec';
import type { ToolHookLayer } from './tool-layer.js';

/** Options of {@link createLegacyToolLayer}. */
export interface LegacyLayerOptions {
  projectDir: string;
  env?: NodeJS.ProcessEnv;
  /** Receives one record per legacy run (for the audit log). */
  onRun?: (run: AuditableHookRun) => void;
}

const EVENT_OF: Record<LegacyHookEntry['phase'], string> = {
  pre: 'PreToolUse',
  post: 'PostToolUse',
  on_error: 'PostToolUseFailure',
};

/**
 * The legacy `hooks: {pre, post, on_error}: {tool: [argv]}` command hooks, kept working (ADR-0048
 * D6) as a manager-level layer that runs after the external layer, so they cover MCP tools too.
 * Legacy semantics are unchanged: the key is an exact tool name (or `*`); stdin is the bare tool
 * arguments (pre), result (post) or `{error}` (on_error); fixed 10 s timeout; in `pre` any
 * non-zero exit denies with stderr as the reason; `post`/`on_error` never block. Audit records
 * carry `source: "legacy"`.
 */
export function createLegacyToolLayer(
  entries: readonly LegacyHookEntry[],
  options: LegacyLayerOptions,
): ToolHookLayer {
  const select = (phase: LegacyPhase, tool: string) =>
    entries.filter((e) => e.phase === phase && (e.toolName === tool || e.toolName === '*'));
  const run = async (entry: LegacyHookEntry, payload: unknown, signal?: AbortSignal) => {
    const outcome = await runLegacyHook(entry.command, payload, {
      phase: entry.phase,
      cwd: options.projectDir,
      ...(options.env ? { env: options.env } : {}),
      ...(signal ? { signal } : {}),
    });
    options.onRun?.(auditable(entry, outcome));
    return outcome;
  };
  return {
    name: 'legacy command hooks (hooks:)',
    async pre(call) {
      let reason: string | undefined;
      for (const entry of select('pre', call.toolName)) {
        const outcome = await run(entry, call.input, call.signal);
        if (outcome.decision === 'deny') {
          reason = outcome.reason ?? `legacy hook blocked: ${entry.command[0]}`;
          break;
        }
      }
      return reason === undefined ? undefined : { decision: 'deny', reason };
    },
    async post(call) {
      for (const entry of select('post', call.toolName))
        await run(entry, call.response, call.signal);
      return undefined;
    },
    async failure(call) {
      for (const entry of select('on_error', call.toolName)) {
        await run(entry, { error: call.error }, call.signal);
      }
      return undefined;
    },
  };
}

function auditable(entry: LegacyHookEntry, outcome: LegacyHookOutcome): AuditableHookRun {
  const { run } = outcome;
  const failed = run.spawnError !== undefined || run.exitCode !== 0;
  return {
    event: EVENT_OF[entry.phase],
    command: entry.command,
    source: 'legacy',
    tier: entry.origin.scope,
    origin: { file: entry.origin.file, line: entry.origin.line },
    trusted: true,
    ran: run.pid !== undefined,
    outcome: run.timedOut
      ? 'timeout'
      : outcome.decision === 'deny'
        ? 'blocked'
        : failed
          ? 'error'
          : 'success',
    decision: outcome.decision,
    reason: outcome.reason,
    exitCode: run.exitCode,
    timedOut: run.timedOut,
    durationMs: run.durationMs,
  };
}
