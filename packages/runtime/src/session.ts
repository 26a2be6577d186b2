import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { LoadedSettings } from '@lionagi/hooks-config';
import type { StopAnswer } from '@lionagi/hooks-exec';
import {
  GROUP_EXIT_WAIT_MS,
  type HookRunRecord,
  type HookStart,
  KILL_GRACE_MS,
} from '@lionagi/hooks-exec';
import { type PermissionMode, PROFILE_V1_EVENTS, type ProfileEvent } from '@lionagi/hooks-profile';
import { ASYNC_HOOK_DRAIN_MS, AsyncHookQueue } from './async-hook-queue.js';
import { Branch, type BranchOptions } from './branch.js';
import type { BranchHost } from './branch-types.js';
import type { EnvelopeSession } from './envelopes.js';
import { attachExternalHooks } from './external-hooks.js';
import { HookBus } from './hook-bus.js';
import { HookPoint } from './hook-points.js';
import { LifecycleSeams } from './lifecycle-seams.js';
import { defaultTranscriptPath } from './lionagi-home.js';
import { type Logger, stderrLogger } from './logger.js';
import type { BranchMessage } from './messages.js';
import type { Approver, PermissionRecord } from './permission-flow.js';
import type { ModelProvider } from './provider.js';
import type { SessionOptions } from './session-options.js';
import type { StopPayload } from './stop-loop.js';
import type { ToolHookLayer } from './tool-layer.js';
import { Transcript } from './transcript.js';

/**
 * How long SessionEnd hooks may run when the session is closed by its owner stopping
 * ({@link Session.close}): advisory, so a slow one is terminated rather than waited for.
 */
export const SESSION_END_ON_CLOSE_MS = 3000;

/**
 * A session: id, hook bus, transcript, branches, and, unless opted out, the external hooks
 * declared in settings, attached before anything else can run. Construction starts the session
 * (attach hooks, then SessionStart); every Branch operation waits for that, so there is no path
 * on which a settings-declared hook is silently absent.
 */
export class Session implements BranchHost, EnvelopeSession {
  readonly id: string;
  readonly projectDir: string;
  readonly provider: ModelProvider;
  readonly model: string | undefined;
  readonly permissionMode: PermissionMode;
  readonly env: NodeJS.ProcessEnv;
  readonly logger: Logger;
  readonly bus: HookBus;
  readonly source: 'startup' | 'resume';
  readonly auditLogPath: string | false | undefined;
  readonly onHookStart: ((start: HookStart) => void) | undefined;
  readonly onHookRun: ((run: HookRunRecord) => void) | undefined;
  readonly onToolCall: SessionOptions['onToolCall'];
  readonly onToolResult: SessionOptions['onToolResult'];
  /** The seams this host emits (see {@link SessionOptions.hostEvents}). */
  readonly hostEvents: readonly ProfileEvent[];
  /** The host's approval prompt, when it has one. */
  readonly approver: Approver | undefined;
  /** The subagent and compaction emit points (issue 36): set their handlers here. */
  readonly lifecycle = new LifecycleSeams();
  #stopHandler: ((payload: StopPayload) => Promise<StopAnswer>) | undefined;
  readonly #transcript: Transcript;
  readonly #branches: Branch[] = [];
  readonly #layers: ToolHookLayer[] = [];
  readonly #context: string[] = [];
  readonly #newTurnId: () => string;
  readonly #ready: Promise<void>;
  #ended: Promise<void> | undefined;
  #closed: Promise<void> | undefined;
  readonly #hookStop = new AbortController();
  /**
   * One stop per running firing, aborted by {@link close}: a hook listens on its own firing's
   * signal, so 200 concurrent firings hang no 200 listeners on one shared signal.
   */
  readonly #firingStops = new Set<AbortController>();
  #sessionEndSignal: AbortSignal | undefined;
  readonly #firings = new Set<Promise<unknown>>();
  /** The one ordered background worker of this session's `async: true` hooks (HK-30..HK-33). */
  readonly asyncHooks: AsyncHookQueue;

  constructor(options: SessionOptions) {
    this.id = options.id ?? randomUUID();
    this.projectDir = resolve(options.projectDir);
    this.provider = options.provider;
    this.model = options.model ?? options.provider.model;
    this.permissionMode = options.permissionMode ?? 'default';
    this.env = options.env ?? process.env;
    this.logger = options.logger ?? stderrLogger;
    this.bus = new HookBus({ logger: this.logger });
    this.asyncHooks = new AsyncHookQueue({
      warn: (message) => this.logger.warn(message),
      onCrash: (error) =>
        this.logger.error(`an async hook failed and was skipped: ${(error as Error).message}`),
    });
    this.source = options.resume ? 'resume' : 'startup';
    this.auditLogPath = options.auditLog;
    this.onHookStart = options.onHookStart;
    this.onHookRun = options.onHookRun;
    this.onToolCall = options.onToolCall;
    this.onToolResult = options.onToolResult;
    this.#newTurnId = options.newTurnId ?? randomUUID;
    this.hostEvents = [...(options.hostEvents ?? PROFILE_V1_EVENTS)];
    this.approver = options.approver;
    const path = options.transcriptPath ?? defaultTranscriptPath(this.id, this.env);
    this.#transcript = new Transcript(resolve(path), this.logger);
    this.#ready = this.#start(options.externalHooks);
    // Operations await `ready()` and see a failure there; this only avoids an unhandled rejection.
    this.#ready.catch(() => undefined);
  }

  /** The JSONL transcript path (`transcript_path` on envelopes). */
  get transcriptPath(): string {
    return this.#transcript.path;
  }

  /** The branches created so far. */
  get branches(): Branch[] {
    return [...this.#branches];
  }

  /** Resolves once external hooks are attached and SessionStart fired; rejects if loading failed. */
  ready(): Promise<void> {
    return this.#ready;
  }

  /** Context given to the model on every submission (SessionStart hooks' `additionalContext`). */
  get sessionContext(): string[] {
    return [...this.#context];
  }

  /** Adds session-wide model context (what SessionStart hooks return). */
  addSessionContext(text: string): void {
    this.#context.push(text);
    // The model sees it on every turn, so the record of the session must show it too.
    this.#transcript.append({ type: 'session_context', session_id: this.id, content: text });
  }

  /** Mints the id of a new turn-origin token. */
  newTurnId(): string {
    return this.#newTurnId();
  }

  /** Appends a branch message to the transcript. */
  recordTranscript(branchId: string, message: BranchMessage): void {
    this.#transcript.append({ type: 'message', session_id: this.id, branch_id: branchId, message });
  }

  /** Records who decided a tool call a hook asked about (profile v2 approval flow). */
  recordPermission(record: PermissionRecord): void {
    this.#transcript.append({ type: 'permission', session_id: this.id, ...record });
  }

  /**
   * The Stop seam of `Branch.react` (profile v2): asks the handler set by {@link onStop} (the
   * external Stop hooks), `pass` when there is none.
   */
  stopGate(payload: StopPayload): Promise<StopAnswer> {
    return this.#stopHandler ? this.#stopHandler(payload) : Promise.resolve({ kind: 'pass' });
  }

  /** Sets the Stop seam's handler (the external-hook wiring does); returns a remover. */
  onStop(handler: (payload: StopPayload) => Promise<StopAnswer>): () => void {
    this.#stopHandler = handler;
    return () => {
      if (this.#stopHandler === handler) this.#stopHandler = undefined;
    };
  }

  /** Creates a branch; it inherits the session's manager-level tool layers (external hooks). */
  createBranch(options: BranchOptions = {}): Branch {
    const branch = new Branch(this, options);
    for (const layer of this.#layers) branch.actions.addLayer(layer);
    this.#branches.push(branch);
    return branch;
  }

  /** Adds a tool layer to every branch, present and future. Returns a remover. */
  addToolLayer(layer: ToolHookLayer): () => void {
    this.#layers.push(layer);
    for (const branch of this.#branches) branch.actions.addLayer(layer);
    return () => {
      const i = this.#layers.indexOf(layer);
      if (i >= 0) this.#layers.splice(i, 1);
      for (const branch of this.#branches) branch.actions.removeLayer(layer);
    };
  }

  /**
   * Ends the session once: flushes the transcript, emits SessionEnd (`reason`, default
   * `"other"`) to in-process handlers and external hooks, and closes MCP connections. Then the
   * async hooks still queued (SessionEnd's included) get {@link ASYNC_HOOK_DRAIN_MS} to finish
   * before the running one is killed and the rest are dropped (audited); under {@link close} they
   * get no grace: the owner is stopping.
   */
  end(reason = 'other'): Promise<void> {
    this.#ended ??= (async () => {
      await this.#ready.catch(() => undefined);
      this.#transcript.append({ type: 'session_end', session_id: this.id, reason });
      await this.#transcript.flush();
      await this.bus.emit(HookPoint.SESSION_END, {
        session_id: this.id,
        reason,
        transcript_path: this.transcriptPath,
      });
      await Promise.allSettled(this.#branches.map((b) => b.actions.close()));
      await this.asyncHooks.close(this.#closed === undefined ? ASYNC_HOOK_DRAIN_MS : 0);
    })();
    return this.#ended;
  }

  /**
   * Closes the session because its owner is stopping (Ctrl-C, SIGTERM, an embedder shutting
   * down): every hook process the session started that is still running is terminated (SIGTERM to
   * its whole tree, SIGKILL after the grace) and waited for, no new hook starts (a guard that
   * cannot run denies, as on a timeout), then {@link end} runs with `reason` (default `"other"`)
   * and SessionEnd hooks limited to {@link SESSION_END_ON_CLOSE_MS}. Resolves once all of that is
   * done; calling it again returns the same promise.
   */
  close(reason = 'other'): Promise<void> {
    this.#closed ??= (async () => {
      this.#hookStop.abort(new Error(`the session was closed (${reason})`));
      for (const stop of this.#firingStops) stop.abort(this.#hookStop.signal.reason);
      const bound = new AbortController();
      await Promise.race([
        Promise.allSettled([...this.#firings]),
        sleep(KILL_GRACE_MS + GROUP_EXIT_WAIT_MS, undefined, { signal: bound.signal }).catch(
          () => undefined,
        ),
      ]);
      bound.abort();
      await this.end(reason);
    })();
    return this.#closed;
  }

  /**
   * Runs one firing of `event`'s hooks under the session's stop signal (what {@link close}
   * aborts); SessionEnd during a close gets its own bounded signal instead. Used by the
   * external-hook wiring; the firing is tracked so `close` can wait for it.
   */
  fireHooks<T>(
    event: ProfileEvent,
    fire: (signal: AbortSignal | undefined) => Promise<T>,
  ): Promise<T> {
    if (event === 'SessionEnd' && this.#closed !== undefined) {
      // The budget starts when SessionEnd does: started with close(), the kill grace of a hook
      // that ignores SIGTERM used to spend two of its three seconds.
      this.#sessionEndSignal ??= AbortSignal.timeout(SESSION_END_ON_CLOSE_MS);
      return this.#track(fire(this.#sessionEndSignal));
    }
    if (this.#hookStop.signal.aborted) return this.#track(fire(this.#hookStop.signal));
    const stop = new AbortController();
    this.#firingStops.add(stop);
    const firing = this.#track(fire(stop.signal));
    const release = () => this.#firingStops.delete(stop);
    firing.then(release, release);
    return firing;
  }

  #track<T>(firing: Promise<T>): Promise<T> {
    this.#firings.add(firing);
    const forget = () => this.#firings.delete(firing);
    firing.then(forget, forget);
    return firing;
  }

  async #start(externalHooks: false | LoadedSettings | undefined): Promise<void> {
    this.#transcript.append({
      type: 'session_start',
      session_id: this.id,
      source: this.source,
      cwd: this.projectDir,
      ...(this.model !== undefined ? { model: this.model } : {}),
    });
    if (externalHooks !== false) await attachExternalHooks(this, externalHooks);
    await this.#transcript.flush();
    await this.bus.emit(HookPoint.SESSION_START, {
      session_id: this.id,
      source: this.source,
      transcript_path: this.transcriptPath,
      ...(this.model !== undefined ? { model: this.model } : {}),
    });
  }
}
