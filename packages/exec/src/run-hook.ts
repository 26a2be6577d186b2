import {
  exceedsJsonDepth,
  HookError,
  type HookProcessResult,
  jsonDepthMessage,
  MAX_JSON_DEPTH,
} from '@lionagi/hooks-profile/core';
import { assertArgv, substituteProjectDir } from './argv.js';
import { DEFAULT_MAX_OUTPUT_BYTES } from './capture.js';
import { hookSpawnEnv } from './hook-env.js';
import { monotonicMs } from './monotonic.js';
import { processTracker } from './process-tracking.js';
import { spawnFailure } from './spawn-failure.js';
import { type HookSubprocess, spawnError, spawnHook } from './spawn-hook.js';
import { supervise } from './supervise.js';

/** Options of {@link runHookCommand}. */
export interface RunHookOptions {
  /** Kill the hook's process group after this many milliseconds. */
  timeoutMs: number;
  /** Working directory of the hook: the project root (C-3). */
  cwd: string;
  /** Value of `LIONAGI_PROJECT_DIR`, `CLAUDE_PROJECT_DIR` and the argv placeholder; default `cwd`. */
  projectDir?: string;
  /** Inherited environment; default `process.env`. */
  env?: NodeJS.ProcessEnv;
  /** Aborting terminates the hook's process group exactly like a timeout. */
  signal?: AbortSignal;
  /** Cap on each of stdout and stderr; default {@link DEFAULT_MAX_OUTPUT_BYTES} (1 MiB). */
  maxOutputBytes?: number;
  /**
   * Start this argv instead (already substituted), still reporting the configured one: a
   * verified run's launcher (see `prepareVerifiedRun`). `payload` is written to the hook's
   * descriptor 3 (a socket) and closed.
   */
  launch?: { argv: readonly string[]; payload?: Uint8Array | undefined } | undefined;
}

/** What {@link runHookCommand} observed: the profile's process result plus adapter facts. */
export interface HookRunResult extends HookProcessResult {
  /** The argv that was spawned, after `${LIONAGI_PROJECT_DIR}` substitution. */
  argv: string[];
  /** Pid (and process-group id) of the hook; absent when it never started. */
  pid?: number;
  /** Wall time from just before the spawn until the group was gone and output drained. */
  durationMs: number;
  signal: string | null;
  timedOut: boolean;
  truncated: boolean;
  stdoutTruncated: boolean;
  stderrTruncated: boolean;
  /** The caller's abort signal fired before the hook finished (or before it started). */
  aborted: boolean;
  /** What the adapter had to do: kills, stray processes, streams held open. */
  notes: string[];
}

/** setTimeout fires immediately (with a warning) past 2^31-1 ms; longer timeouts are clamped. */
const MAX_TIMER_MS = 2_147_483_647;

/**
 * Runs one hook command: argv only, never a shell (ADR-0048 D4). The envelope is serialized
 * first (a failure throws `INVALID_ENVELOPE` and spawns nothing); the hook leads its own process
 * group with cwd = the project root and the C-3 environment; stdin is written and closed while
 * stdout and stderr drain concurrently, each capped at `maxOutputBytes` (the excess is read and
 * discarded, so the hook never blocks on a full pipe). On timeout or abort the whole group gets
 * SIGTERM, then SIGKILL after the `KILL_GRACE_MS` (2000 ms) grace; when the hook exits on its own, any process
 * it left in its group is terminated the same way. The promise settles only once the group is
 * gone and both pipes are closed. A spawn failure (ENOENT, EACCES…) resolves with `spawnError`.
 * @throws HookError `INVALID_ARGV` (string, empty or blank argv, `${HOME}` with HOME unset), `INVALID_ENVELOPE`, `USAGE`.
 */
export async function runHookCommand(
  argv: readonly string[],
  envelope: unknown,
  options: RunHookOptions,
): Promise<HookRunResult> {
  assertArgv(argv);
  const limits = checkOptions(options);
  const payload = serializeEnvelope(envelope, argv);
  const projectDir = options.projectDir ?? options.cwd;
  const resolved = substituteProjectDir(argv, projectDir, (options.env ?? process.env).HOME);
  const started = monotonicMs();
  const base = { argv: resolved, started };
  if (options.signal?.aborted) {
    return notStarted(base, 'aborted before the hook was started', true);
  }

  const [file, ...args] = (options.launch?.argv ?? resolved) as [string, ...string[]];
  const handover = options.launch?.payload;
  // Read before the fork, so that every process the hook creates is counted after it.
  const since = processTracker().clock();
  let child: HookSubprocess;
  try {
    child = spawnHook(
      file,
      args,
      options.cwd,
      hookSpawnEnv(options.env ?? process.env, projectDir),
      handover,
    );
  } catch (error) {
    return notStarted(base, spawnFailure(error, file, options.cwd), false);
  }
  if (child.pid === undefined) {
    return notStarted(base, spawnFailure(await spawnError(child), file, options.cwd), false);
  }
  return supervise(child, child.pid, payload, limits, options.signal, base, since);
}

/** Validates the limits shared by the command and http runners. */
export function checkOptions(options: RunHookOptions): {
  timeoutMs: number;
  maxOutputBytes: number;
} {
  const { timeoutMs, cwd } = options;
  const maxOutputBytes = options.maxOutputBytes ?? DEFAULT_MAX_OUTPUT_BYTES;
  if (typeof timeoutMs !== 'number' || !(timeoutMs > 0)) {
    throw new HookError(
      'USAGE',
      `runHookCommand: timeoutMs must be a positive number of milliseconds, got ${String(timeoutMs)}`,
    );
  }
  if (typeof cwd !== 'string' || cwd === '') {
    throw new HookError(
      'USAGE',
      'runHookCommand: cwd must be the project root directory, got an empty value',
    );
  }
  if (!Number.isInteger(maxOutputBytes) || maxOutputBytes < 0) {
    throw new HookError(
      'USAGE',
      `runHookCommand: maxOutputBytes must be a non-negative integer, got ${String(maxOutputBytes)}`,
    );
  }
  return { timeoutMs: Math.min(timeoutMs, MAX_TIMER_MS), maxOutputBytes };
}

/** The envelope as one JSON line, refused (`INVALID_ENVELOPE`) when not serializable or too deep. */
export function serializeEnvelope(envelope: unknown, argv: readonly string[]): string {
  const refuse = (why: string, cause?: unknown) =>
    new HookError('INVALID_ENVELOPE', `hook ${JSON.stringify(argv)} was not started: ${why}`, {
      ...(cause === undefined ? {} : { cause }),
      details: { argv: [...argv] },
    });
  // An envelope wraps its payloads (tool_input, tool_response) in one object: one level more.
  const tooDeep = () =>
    exceedsJsonDepth(envelope, MAX_JSON_DEPTH + 1)
      ? refuse(jsonDepthMessage('its stdin envelope', MAX_JSON_DEPTH + 1))
      : undefined;
  let text: string | undefined;
  try {
    text = JSON.stringify(envelope);
  } catch (cause) {
    throw (
      (cause instanceof RangeError ? tooDeep() : undefined) ??
      refuse(`its stdin envelope cannot be serialized to JSON (${(cause as Error).message})`, cause)
    );
  }
  if (text === undefined) {
    throw refuse(`its stdin envelope is ${typeof envelope}, expected a JSON value`);
  }
  const deep = tooDeep();
  if (deep) throw deep;
  return `${text}\n`;
}

function notStarted(
  base: { argv: string[]; started: number },
  spawnError: string,
  aborted: boolean,
): HookRunResult {
  return {
    argv: base.argv,
    exitCode: null,
    signal: null,
    stdout: '',
    stderr: '',
    timedOut: false,
    truncated: false,
    stdoutTruncated: false,
    stderrTruncated: false,
    aborted,
    spawnError,
    notes: [],
    durationMs: Math.round(monotonicMs() - base.started),
  };
}
