import { ASYNC_HOOK_DRAIN_MS, AsyncHookQueue, createHookHost } from '@lionagi/runtime/hook-host';
import { ASYNC_WORKER_ENV, type AsyncHandoffPayload } from './async-handoff.js';
import { type CommandContext, EXIT } from './context.js';
import { readInputObject } from './hooks-envelope.js';
import { loadProjectSettings } from './hooks-settings.js';

/**
 * The background half of `li hooks run` (started by {@link handOff}, stdout and stderr closed):
 * reads the handed-off firing on stdin, loads the same settings, fires only its `async: true`
 * hooks through the same host (trust gate, audit log, records marked async, any decision
 * ignored), then closes the queue as li-agent's session end does. Exit 0; what happened is in
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
  const host = createHookHost({
    settings,
    env,
    sessionId: String(envelope.session_id),
    asyncHooks: queue,
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
    await queue.close(ASYNC_HOOK_DRAIN_MS);
  } finally {
    ctx.signal?.removeEventListener('abort', stop);
    host.close();
  }
  return EXIT.ok;
}
