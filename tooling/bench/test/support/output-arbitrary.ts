import {
  EVENT_CATALOGUE,
  type HookProcessResult,
  PROFILE_EVENTS,
  type ProfileEvent,
} from '@lionagi/hooks-profile';
import fc from 'fast-check';

/** How a generated hook ended: an exit code, or a signal it died of. */
export type GeneratedExit =
  | { code: number }
  | { signal: 'SIGSEGV' | 'SIGKILL' | 'SIGTERM' | 'SIGABRT' };

/** One generated hook run: the bytes it printed and how it ended, plus adapter-only facts. */
export interface GeneratedOutput {
  event: ProfileEvent;
  failClosed: boolean;
  exit: GeneratedExit;
  stdout: Buffer;
  stderr: Buffer;
  /** Adapter facts a real process cannot be asked to produce; `false`/absent when replayable. */
  timedOut: boolean;
  stdoutTruncated: boolean;
  spawnError: string | undefined;
}

const junk = fc.oneof(
  fc.constant(null),
  fc.integer(),
  fc.boolean(),
  fc.string({ maxLength: 12 }),
  fc.array(fc.integer(), { maxLength: 2 }),
);

const hookOutput = fc.record(
  {
    continue: fc.oneof(fc.boolean(), junk),
    stopReason: fc.oneof(fc.string({ maxLength: 20 }), junk),
    suppressOutput: fc.oneof(fc.boolean(), junk),
    systemMessage: fc.oneof(fc.string({ maxLength: 20 }), junk),
    decision: fc.oneof(fc.constantFrom('block', 'approve', 'allow', 'deny', ''), junk),
    reason: fc.oneof(fc.string({ maxLength: 30 }), junk),
    hookSpecificOutput: fc.oneof(
      fc.record(
        {
          hookEventName: fc.oneof(fc.constantFrom(...PROFILE_EVENTS), junk),
          permissionDecision: fc.oneof(
            fc.constantFrom('allow', 'deny', 'ask', 'defer', 'ALLOW'),
            junk,
          ),
          permissionDecisionReason: fc.oneof(fc.string({ maxLength: 30 }), junk),
          updatedInput: fc.oneof(fc.dictionary(fc.string({ maxLength: 6 }), fc.string()), junk),
          additionalContext: fc.oneof(fc.string({ maxLength: 30 }), junk),
        },
        { requiredKeys: [] },
      ),
      junk,
    ),
  },
  { requiredKeys: [] },
);

const text = (s: fc.Arbitrary<string>) => s.map((v) => Buffer.from(v, 'utf8'));

const stdoutBytes: fc.Arbitrary<Buffer> = fc.oneof(
  text(fc.constantFrom('', '\n', '   \n', '{}', '{}\n')),
  text(
    fc
      .tuple(fc.constantFrom('', '  ', '\n'), hookOutput)
      .map(([pad, o]) => pad + JSON.stringify(o)),
  ),
  text(hookOutput.map((o) => `checking...\n${JSON.stringify(o)}`)),
  text(
    fc.tuple(hookOutput, fc.double({ min: 0.05, max: 0.95, noNaN: true })).map(([o, at]) => {
      const json = JSON.stringify(o);
      return json.slice(0, Math.max(1, Math.floor(json.length * at)));
    }),
  ),
  text(fc.string({ maxLength: 40, unit: 'binary' })),
  fc.uint8Array({ maxLength: 40 }).map((a) => Buffer.from(a)),
);

const stderrBytes: fc.Arbitrary<Buffer> = fc.oneof(
  text(
    fc.constantFrom('', '\n', 'blocked by policy', 'Traceback (most recent call last):\n  boom'),
  ),
  text(fc.string({ maxLength: 30 })),
  fc.uint8Array({ maxLength: 20 }).map((a) => Buffer.from(a)),
);

const exit: fc.Arbitrary<GeneratedExit> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom({ code: 0 }, { code: 2 }) },
  { weight: 2, arbitrary: fc.integer({ min: 0, max: 255 }).map((code) => ({ code })) },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom('SIGSEGV' as const, 'SIGKILL' as const, 'SIGTERM' as const, 'SIGABRT' as const)
      .map((signal) => ({ signal })),
  },
);

/** Hook runs a real process can reproduce: no timeout, no spawn error, nothing truncated. */
export const replayableOutput: fc.Arbitrary<GeneratedOutput> = fc.record({
  event: fc.constantFrom(...PROFILE_EVENTS),
  failClosed: fc.boolean(),
  exit,
  stdout: stdoutBytes,
  stderr: stderrBytes,
  timedOut: fc.constant(false),
  stdoutTruncated: fc.constant(false),
  spawnError: fc.constant(undefined),
});

/** Any hook run, adapter failures (timeout, spawn error, truncated stdout) included. */
export const generatedOutput: fc.Arbitrary<GeneratedOutput> = fc
  .tuple(
    replayableOutput,
    fc.boolean(),
    fc.boolean(),
    fc.option(
      fc.constantFrom('ENOENT: ./guard.sh was not found', 'EACCES: ./guard.sh is not executable'),
      {
        nil: undefined,
      },
    ),
    fc.nat(9),
  )
  .map(([base, timedOut, truncated, spawnError, dice]) => ({
    ...base,
    // Adapter failures on roughly a third of the runs each, so plain runs stay the majority.
    timedOut: timedOut && dice < 3,
    stdoutTruncated: truncated && dice >= 3 && dice < 6,
    spawnError: dice === 9 ? spawnError : undefined,
  }));

/** The process result the adapter would hand to `interpretHookResult` for `output`. */
export function processResult(output: GeneratedOutput): HookProcessResult {
  const result: HookProcessResult = {
    exitCode: 'code' in output.exit ? output.exit.code : null,
    signal: 'signal' in output.exit ? output.exit.signal : null,
    stdout: output.stdout.toString('utf8'),
    stderr: output.stderr.toString('utf8'),
    timedOut: output.timedOut,
    truncated: output.stdoutTruncated,
    stdoutTruncated: output.stdoutTruncated,
  };
  if (output.timedOut) {
    result.timeoutMs = 1000;
    result.exitCode = null;
    result.signal = 'SIGTERM';
  }
  if (output.spawnError !== undefined) {
    result.spawnError = output.spawnError;
    result.exitCode = null;
    result.signal = null;
  }
  return result;
}

/**
 * True when the run took a failure path of profile v1: not started, timed out, an exit other than 0
 * or 2 (signals included), or exit 0 with stdout that cannot be read (truncated, or malformed JSON).
 */
export function isFailurePath(result: HookProcessResult): boolean {
  if (result.spawnError !== undefined || result.timedOut) return true;
  if (result.exitCode !== 0 && result.exitCode !== 2) return true;
  if (result.exitCode === 2) return false;
  if (result.stdoutTruncated) return true;
  const out = result.stdout.trim();
  if (!out.startsWith('{')) return false;
  try {
    JSON.parse(out);
    return false;
  } catch {
    return true;
  }
}

/** Whether `event` is a blocking seam. */
export const isBlocking = (event: ProfileEvent) => EVENT_CATALOGUE[event].blocking;
