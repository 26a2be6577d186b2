import { type HookRunResult, runHookCommand } from './run-hook.js';

/** The fixed timeout of the legacy `hooks: {pre, post, on_error}` command hooks (ADR-0048 D4). */
export const LEGACY_TIMEOUT_MS = 10_000;

/** The phase a legacy command hook is attached to. */
export type LegacyPhase = 'pre' | 'post' | 'on_error';

/** Options of {@link runLegacyHook}. */
export interface LegacyHookOptions {
  phase: LegacyPhase;
  /** Working directory: the project root. */
  cwd: string;
  /** Default `cwd`. */
  projectDir?: string;
  /** Default `process.env`. */
  env?: NodeJS.ProcessEnv;
  signal?: AbortSignal;
}

/** What a legacy hook decided: only the `pre` phase can deny. */
export interface LegacyHookOutcome {
  phase: LegacyPhase;
  decision: 'deny' | 'none';
  /** Why it denied, or (post / on_error) why it failed. */
  reason?: string;
  run: HookRunResult;
}

/**
 * Runs a legacy command hook through the same process code as external hooks (argv only, own
 * process group, capped output, group kill) with the fixed {@link LEGACY_TIMEOUT_MS}. The payload
 * goes to stdin as JSON (the legacy shape sends the tool arguments or result, no envelope) and
 * stdout is never read. In the `pre` phase anything but exit 0 denies, with trimmed stderr or
 * `legacy hook blocked: <argv0>` as the reason, as the legacy executor did; `post` and
 * `on_error` failures are reported but never deny.
 */
export async function runLegacyHook(
  argv: readonly string[],
  payload: unknown,
  options: LegacyHookOptions,
): Promise<LegacyHookOutcome> {
  const run = await runHookCommand(argv, payload, {
    timeoutMs: LEGACY_TIMEOUT_MS,
    cwd: options.cwd,
    projectDir: options.projectDir ?? options.cwd,
    ...(options.env === undefined ? {} : { env: options.env }),
    ...(options.signal === undefined ? {} : { signal: options.signal }),
  });
  const failure = describeFailure(run);
  if (failure === undefined) return { phase: options.phase, decision: 'none', run };
  return {
    phase: options.phase,
    decision: options.phase === 'pre' ? 'deny' : 'none',
    reason: failure,
    run,
  };
}

function describeFailure(run: HookRunResult): string | undefined {
  const argv0 = run.argv[0];
  if (run.spawnError !== undefined) return `legacy hook could not be started: ${run.spawnError}`;
  if (run.timedOut) return `legacy hook timed out after ${LEGACY_TIMEOUT_MS / 1000}s: ${argv0}`;
  if (run.aborted) return `legacy hook was aborted: ${argv0}`;
  if (run.exitCode === 0) return undefined;
  return run.stderr.trim() || `legacy hook blocked: ${argv0}`;
}
