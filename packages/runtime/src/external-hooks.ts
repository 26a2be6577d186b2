import { assertHostEmits, type LoadedSettings, loadSettings } from '@lionagi/hooks-config';
import { type EventDispatcher, stopAnswer } from '@lionagi/hooks-exec';
import { PROFILE_EVENTS, type ProfileEvent } from '@lionagi/hooks-profile';
import { assertProjectApproved } from '@lionagi/hooks-trust';
import {
  notificationEnvelope,
  sessionEndEnvelope,
  sessionStartEnvelope,
  stopEnvelope,
  userPromptSubmitEnvelope,
} from './envelopes.js';
import { wireLifecycleHooks } from './external-lifecycle.js';
import { createExternalToolLayer } from './external-tool-layer.js';
import { createHookHost } from './hook-host.js';
import { HookPoint } from './hook-points.js';
import { createLegacyToolLayer } from './legacy-tool-layer.js';
import { PermissionDeniedError } from './permission-denied.js';
import type { Session } from './session.js';

/** The external hooks attached to a session. */
export interface ExternalHooks {
  readonly settings: LoadedSettings;
  /** One dispatcher per profile event (empty ones included: `size` 0). */
  readonly dispatchers: Readonly<Record<ProfileEvent, EventDispatcher>>;
  /**
   * Fires the Notification hooks matching `type` (profile v2, advisory; nothing when the host
   * does not emit Notification): `permission_prompt`, `turn_finished`.
   */
  notify(type: string, message: string, turnId?: string): Promise<void>;
  /** Removes every handler and layer this attachment added. */
  detach(): void;
}

const attached = new WeakMap<Session, ExternalHooks>();

/** The external hooks currently attached to `session`, if any. */
export function getExternalHooks(session: Session): ExternalHooks | undefined {
  return attached.get(session);
}

/**
 * Attaches settings-declared external hooks to `session` (replacing a previous attachment).
 * `settings` defaults to `loadSettings({ projectDir, env })`: the user file and the nearest
 * project `.lionagi/settings.yaml`; hooks run in, and `${LIONAGI_PROJECT_DIR}` is, the settings'
 * `projectDir` (the directory holding that `.lionagi/`). The dispatchers, trust gate, async queue
 * and audit log are {@link createHookHost}'s, the host `li hooks run` uses too. Wiring (ADR-0048 D2/D3):
 * PreToolUse / PostToolUse / PostToolUseFailure as a manager-level layer of every branch's
 * ActionManager (branches created later inherit it), followed by the legacy `hooks:` command
 * hooks; UserPromptSubmit on the blocking bus point (a deny or `continue: false` blocks the
 * prompt, `additionalContext` goes to the model for that turn); SessionStart / SessionEnd on the
 * advisory bus points (SessionStart `additionalContext` is given to the model on every turn).
 * Profile v2, for the events the session's host declares (`hostEvents`; settings naming others
 * are refused, pre-loaded ones too): Stop on the session's Stop seam (`Branch.react`'s Stop loop),
 * PermissionRequest in the approval flow of a PreToolUse `ask` when the session has an approver,
 * Notification through `notify` (`permission_prompt` from that flow; the host fires others).
 * Profile v3: SubagentStart / SubagentStop / PreCompact / PostCompact on the session's lifecycle
 * seams (`wireLifecycleHooks`).
 * With `LIONAGI_REQUIRE_PROJECT_APPROVAL=1` in the session's environment, a project whose own
 * hooks or MCP servers are not approved in the user file throws `UNTRUSTED_HOOK` (C-9).
 */
export async function attachExternalHooks(
  session: Session,
  settings?: LoadedSettings,
): Promise<ExternalHooks> {
  const hostEvents = session.hostEvents;
  if (settings !== undefined) assertHostEmits(settings, hostEvents);
  const loaded =
    settings ??
    (await loadSettings({ projectDir: session.projectDir, env: session.env, hostEvents }));
  // Opted in (LIONAGI_REQUIRE_PROJECT_APPROVAL): unapproved project hooks fail closed (C-9).
  assertProjectApproved(loaded, session.env);
  const host = createHookHost({
    settings: loaded,
    env: session.env,
    sessionId: session.id,
    auditLog: session.auditLogPath,
    asyncHooks: session.asyncHooks,
    logger: session.logger,
    onHookRun: session.onHookRun,
    onHookStart: session.onHookStart,
  });
  const record = host.record;
  const dispatchers = { ...host.dispatchers };
  for (const event of PROFILE_EVENTS)
    dispatchers[event] = underSession(session, dispatchers[event]);

  const notify = async (type: string, message: string, turnId?: string) => {
    const dispatcher = dispatchers.Notification;
    if (dispatcher.size === 0 || !dispatcher.matches(type)) return;
    await dispatcher.dispatch(notificationEnvelope(session, type, message, turnId));
  };
  const ask = session.approver && {
    approver: session.approver,
    permissionRequest: dispatchers.PermissionRequest,
    notify,
    record: (entry: Parameters<Session['recordPermission']>[0]) => session.recordPermission(entry),
  };
  const removers = [
    session.addToolLayer(createExternalToolLayer(session, dispatchers, ask)),
    session.addToolLayer(
      createLegacyToolLayer(loaded.legacyHooks ?? [], {
        projectDir: loaded.projectDir,
        env: session.env,
        onRun: record,
      }),
    ),
    session.bus.on(HookPoint.USER_PROMPT_SUBMIT, async (payload) => {
      const dispatcher = dispatchers.UserPromptSubmit;
      if (dispatcher.size === 0) return undefined;
      const envelope = userPromptSubmitEnvelope(session, payload.prompt, payload.turn_id);
      const result = await dispatcher.dispatch(envelope);
      if (result.decision === 'deny') {
        throw new PermissionDeniedError(result.reason ?? 'denied by a UserPromptSubmit hook', {
          where: 'UserPromptSubmit hook',
          details: { event: 'UserPromptSubmit', runs: result.runs },
        });
      }
      if (result.stop) {
        // Claude Code semantics: `continue: false` on UserPromptSubmit stops the prompt.
        const reason = result.stop.reason ?? 'a UserPromptSubmit hook returned continue: false';
        throw new PermissionDeniedError(reason, { where: 'UserPromptSubmit hook' });
      }
      return result.additionalContext ? { additionalContext: result.additionalContext } : undefined;
    }),
    session.onStop(async (payload) => {
      const dispatcher = dispatchers.Stop;
      if (dispatcher.size === 0) return { kind: 'pass' };
      const envelope = stopEnvelope(session, payload);
      const signal = payload.signal ? { signal: payload.signal } : {};
      return stopAnswer(await dispatcher.dispatch(envelope, signal));
    }),
    ...wireLifecycleHooks(session, dispatchers),
    session.bus.on(HookPoint.SESSION_START, async (payload) => {
      const dispatcher = dispatchers.SessionStart;
      if (dispatcher.size === 0 || !dispatcher.matches(payload.source)) return;
      const result = await dispatcher.dispatch(sessionStartEnvelope(session, payload.source));
      if (result.additionalContext) session.addSessionContext(result.additionalContext);
    }),
    session.bus.on(HookPoint.SESSION_END, async (payload) => {
      const dispatcher = dispatchers.SessionEnd;
      try {
        if (dispatcher.size === 0 || !dispatcher.matches(payload.reason)) return;
        await dispatcher.dispatch(sessionEndEnvelope(session, payload.reason));
      } finally {
        // The session is over: release the audit log's descriptor (a late record still lands).
        host.close();
      }
    }),
  ];
  const handle: ExternalHooks = {
    settings: loaded,
    dispatchers,
    notify,
    detach: () => {
      for (const remove of removers) remove();
      host.close();
      if (attached.get(session) === handle) attached.delete(session);
    },
  };
  attached.get(session)?.detach();
  attached.set(session, handle);
  return handle;
}

/** A dispatcher whose firings run under the session's stop signal (see `Session.close`). */
function underSession(session: Session, dispatcher: EventDispatcher): EventDispatcher {
  return {
    event: dispatcher.event,
    size: dispatcher.size,
    matches: (target, harnessNames) => dispatcher.matches(target, harnessNames),
    dispatch: (envelope, opts = {}) =>
      session.fireHooks(dispatcher.event, (stop) => {
        const signals = [opts.signal, stop].filter((s) => s !== undefined);
        const signal = signals.length > 1 ? AbortSignal.any(signals) : signals[0];
        return dispatcher.dispatch(envelope, signal === undefined ? opts : { ...opts, signal });
      }),
  };
}
