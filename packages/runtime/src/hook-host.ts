import type { LoadedSettings } from '@lionagi/hooks-config';
import {
  type AuditableHookRun,
  defaultHookAuditPath,
  type EventDispatcher,
  HookAuditLog,
  type HookRunRecord,
  type HookStart,
} from '@lionagi/hooks-exec';
import { PROFILE_EVENTS, type ProfileEvent } from '@lionagi/hooks-profile/core';
import { createProgramCheck, createTrustGate } from '@lionagi/hooks-trust';
import type { AsyncHookSink } from './async-hook-queue.js';
import { withAsyncEntries } from './async-hooks.js';
import type { Logger } from './logger.js';
import { errorMessage } from './summarize.js';

// `@lionagi/runtime/hook-host` is this file: what `li hooks run` needs, without the runtime.
export {
  ASYNC_HOOK_DRAIN_MS,
  type AsyncHookJob,
  AsyncHookQueue,
  type AsyncHookSink,
} from './async-hook-queue.js';

/** Options of {@link createHookHost}. */
export interface HookHostOptions {
  /** Loaded settings: their hooks, and the project directory hooks run in. */
  readonly settings: LoadedSettings;
  readonly env: NodeJS.ProcessEnv;
  /** The `session_id` every audit line carries. */
  readonly sessionId: string;
  /** The audit log file; `false`: no log; omitted: `$LIONAGI_HOME/logs/hooks.jsonl`. */
  readonly auditLog?: string | false | undefined;
  /** Where `async: true` hooks go: a session's {@link AsyncHookQueue}, or the bridge's hand-off. */
  readonly asyncHooks: AsyncHookSink;
  /** Audit I/O failures and hooks skipped as untrusted are reported here. */
  readonly logger: Logger;
  /**
   * `all` (default): every entry; `async`: only the `async: true` ones (inline entries are left
   * out, the indices of the records stay those of the configured list). `li hooks run`'s
   * background worker fires the async hooks of a firing whose answer was already given.
   */
  readonly entries?: 'all' | 'async';
  readonly onHookRun?: ((run: HookRunRecord) => void) | undefined;
  readonly onHookStart?: ((start: HookStart) => void) | undefined;
}

/** The assembled hook host: one dispatcher per event behind one trust gate and one audit log. */
export interface HookHost {
  readonly settings: LoadedSettings;
  /** One dispatcher per profile event (empty ones included: `size` 0). */
  readonly dispatchers: Readonly<Record<ProfileEvent, EventDispatcher>>;
  /** The audit log, unless turned off. */
  readonly audit: HookAuditLog | undefined;
  /** Appends a run to the audit log; a write failure is reported to the logger, never thrown. */
  record(run: AuditableHookRun): void;
  /** Releases the audit log's descriptor (a late record still lands). */
  close(): void;
}

/**
 * The one hook host of li-agent's `Session` and of `li hooks run` (issue 32): settings,
 * dispatchers, the trust gate of `createTrustGate(settings)`, the async hooks split off to
 * `asyncHooks`, and the audit log. Every matched run is logged, a run not started because an
 * earlier hook denied included; a non-matching entry spawned nothing and is only reported to
 * `onHookRun`. An advisory hook skipped (untrusted, or its program missing) is warned about once, so it is
 * loudly absent.
 */
export function createHookHost(options: HookHostOptions): HookHost {
  const { settings, env, logger } = options;
  const audit =
    options.auditLog === false
      ? undefined
      : new HookAuditLog(options.auditLog ?? defaultHookAuditPath(env));
  const record = (run: AuditableHookRun) => {
    try {
      audit?.append(run, options.sessionId);
    } catch (error) {
      logger.error(`hook audit log ${audit?.path} could not be written: ${errorMessage(error)}`);
    }
  };
  // Said once per host for each hook and reason: a skip repeated every turn buries the rest.
  const warned = new Set<string>();
  const onRun = (run: HookRunRecord) => {
    if (run.matched) record(run);
    // An advisory hook that was not started (untrusted, program missing) is loudly absent.
    const skipped = run.skip === 'untrusted' || run.skip === 'missing-program';
    if (run.matched && !run.ran && run.outcome === 'skipped' && skipped) {
      const message = `${run.event} hook ${JSON.stringify(run.command)} skipped: ${run.reason ?? 'not trusted'}`;
      if (!warned.has(message)) {
        warned.add(message);
        logger.warn(message);
      }
    }
    options.onHookRun?.(run);
  };
  const trust = createTrustGate(settings, { env });
  const missingProgram = createProgramCheck(settings.projectDir, env);
  const dispatchers = Object.fromEntries(
    PROFILE_EVENTS.map((event) => [
      event,
      withAsyncEntries(event, settings.hooks[event] ?? [], options.asyncHooks, {
        // The directory holding the found .lionagi/: what the trust gate resolves against too.
        projectDir: settings.projectDir,
        env,
        trust,
        missingProgram,
        onRun,
        inline: options.entries !== 'async',
        ...(options.onHookStart === undefined ? {} : { onStart: options.onHookStart }),
      }),
    ]),
  ) as Record<ProfileEvent, EventDispatcher>;
  return { settings, dispatchers, audit, record, close: () => audit?.close() };
}
