import type { AuditableHookRun } from '@lionagi/hooks-exec';
import {
  ASYNC_HOOK_DRAIN_MS,
  AsyncHookQueue,
  type AsyncHookSink,
  createHookHost,
} from '@lionagi/runtime/hook-host';
import { ASYNC_WORKER_ENV, type AsyncHandoffPayload, type AsyncHookRef } from './async-handoff.js';
import { type CommandContext, EXIT } from './context.js';
import { readInputObject } from './hooks-envelope.js';
import { loadProjectSettings } from './hooks-settings.js';

/**
 * The background half of `li hooks run` (started by {@link handOff}, stdout and stderr closed):
 * reads the handed-off firing on stdin, loads the same settings, fires the `async: true` hooks
 * the bridge matched through the same host (trust gate, audit log, records marked async, any
 * decision ignored), then closes the queue as li-agent's session end does. Exit 0; what happened is in
 * the audit log.
 */
export async function runAsyncWorker(ctx: CommandContext): Promise<number> {
  const { [ASYNC_WORKER_ENV]: _worker, ...env } = ctx.env;
  const hooksCtx = { ...ctx, env };
  const payload = (await readInputObject(hooksCtx, '-')) as unknown as AsyncHandoffPayload;
  const envelope = JSON.parse(payload.envelope) as Record<string, unknown>;
  const settings = await loadProjectSettings(hooksCtx, payload.projectDir);
  const logger = {
    warn: () => undefined,
    error: () => undefined,
  };
  const queue = new AsyncHookQueue({ warn: logger.warn, onCrash: logger.error });
  // Only the hooks the bridge matched run; one the settings lost meanwhile is recorded as dropped.
  const handed = new Map(payload.hooks.map((h) => [refKey(h), h]));
  const sink: AsyncHookSink = {
    push: (job) => job.hook !== undefined && handed.delete(refKey(job.hook)) && queue.push(job),
  };
  const host = createHookHost({
    settings,
    env,
    sessionId: String(envelope.session_id),
    asyncHooks: sink,
    logger,
    entries: 'async',
  });
  const stop = () => void queue.close(0);
  ctx.signal?.addEventListener('abort', stop, { once: true });
  try {
    await host.dispatchers[payload.event].dispatch(
      envelope,
      payload.harnessNames === undefined ? {} : { harnessNames: payload.harnessNames },
    );
    for (const lost of handed.values()) host.record(lostRecord(payload.event, lost));
    await queue.close(ASYNC_HOOK_DRAIN_MS);
  } finally {
    ctx.signal?.removeEventListener('abort', stop);
    host.close();
  }
  return EXIT.ok;
}

const refKey = (hook: AsyncHookRef) => `${hook.index}\0${JSON.stringify(hook.command)}`;

/** The audit line of a handed-off hook the settings no longer hold where the bridge found it. */
function lostRecord(event: string, hook: AsyncHookRef): AuditableHookRun {
  return {
    event,
    command: hook.command,
    outcome: 'skipped',
    decision: 'none',
    reason: `dropped: the settings changed before this async hook ran (it is no longer entry ${hook.index} of ${event})`,
    exitCode: null,
    async: true,
    timedOut: false,
    durationMs: 0,
  };
}
