import { spawn } from 'node:child_process';
import type { HarnessReading } from '@lionagi/hooks-harness';
import {
  detectHarness,
  HARNESS_LABELS,
  type Harness,
  readClaudeCode,
  readCodex,
} from '@lionagi/hooks-harness';
import {
  HookError,
  type HookProcessResult,
  interpretHookResult,
  isProfileEvent,
  type ProfileEvent,
  type Verdict,
} from '@lionagi/hooks-profile';

/** Options of {@link testHook}. */
export interface TestHookOptions {
  /**
   * Present the envelope as this harness sends it: `lionagi` adds `harness: "lionagi"`; the
   * others drop `harness` and require the envelope to be detected as that harness.
   */
  harness?: Harness;
  env?: NodeJS.ProcessEnv;
  cwd?: string;
  /** Kill the hook after this long (default 10 000 ms); the run then counts as timed out. */
  timeoutMs?: number;
}

/** A hook run and how each harness reads it. */
export interface TestHookResult extends HookProcessResult {
  argv: string[];
  event: ProfileEvent;
  /** The harness the sent envelope is detected as: the one whose reading is the real outcome. */
  harness: Harness;
  envelope: Record<string, unknown>;
  verdicts: {
    /** The profile's own reading (`interpretHookResult`), as the LionAGI runtime applies it. */
    lionagi: Verdict;
    claudeCode: HarnessReading;
    codex: HarnessReading;
  };
}

function argvOf(pathOrArgv: string | readonly string[]): string[] {
  if (typeof pathOrArgv === 'string') {
    return /\.[cm]?js$/.test(pathOrArgv) ? [process.execPath, pathOrArgv] : [pathOrArgv];
  }
  if (pathOrArgv.length === 0 || pathOrArgv.some((a) => typeof a !== 'string' || a === '')) {
    throw new HookError('INVALID_ARGV', 'testHook needs a non-empty argv of non-empty strings', {
      details: { argv: pathOrArgv },
    });
  }
  return [...pathOrArgv];
}

function present(envelope: Record<string, unknown>, harness: Harness | undefined) {
  const sent = { ...envelope };
  if (harness === 'lionagi') sent.harness = 'lionagi';
  else if (harness !== undefined) delete sent.harness;
  const detected = detectHarness(sent);
  if (harness !== undefined && detected !== harness) {
    throw new HookError(
      'USAGE',
      `testHook: this envelope reads as ${HARNESS_LABELS[detected]}, not ${HARNESS_LABELS[harness]}; use an envelope captured from ${HARNESS_LABELS[harness]}`,
      { details: { detected, requested: harness } },
    );
  }
  return { sent, detected };
}

function run(argv: string[], stdin: string, options: TestHookOptions): Promise<HookProcessResult> {
  const timeoutMs = options.timeoutMs ?? 10_000;
  return new Promise((resolve) => {
    const child = spawn(argv[0]!, argv.slice(1), {
      cwd: options.cwd,
      env: options.env ?? process.env,
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    let timedOut = false;
    let spawnError: string | undefined;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, timeoutMs);
    child.stdout.on('data', (c: Buffer) => out.push(c));
    child.stderr.on('data', (c: Buffer) => err.push(c));
    child.stdin.on('error', () => {}); // a hook may exit without reading stdin (cmd06)
    child.on('error', (error) => {
      spawnError = error.message;
    });
    child.on('close', (exitCode, signal) => {
      clearTimeout(timer);
      resolve({
        exitCode: spawnError === undefined ? exitCode : null,
        signal,
        stdout: Buffer.concat(out).toString('utf8'),
        stderr: Buffer.concat(err).toString('utf8'),
        ...(timedOut ? { timedOut, timeoutMs } : {}),
        ...(spawnError === undefined ? {} : { spawnError }),
      });
    });
    child.stdin.end(stdin);
  });
}

/**
 * Runs a hook as a real process (argv only, no shell; a `.js`/`.mjs`/`.cjs` path runs under this
 * Node) with `envelope` on stdin, and returns its raw result plus how LionAGI (the profile), Claude
 * Code and Codex each read it. The envelope's `hook_event_name` must be a profile event (v2:
 * Stop, PermissionRequest and Notification too).
 */
export async function testHook(
  pathOrArgv: string | readonly string[],
  envelope: Record<string, unknown>,
  options: TestHookOptions = {},
): Promise<TestHookResult> {
  const argv = argvOf(pathOrArgv);
  const event = envelope.hook_event_name;
  if (!isProfileEvent(event)) {
    throw new HookError(
      'USAGE',
      `testHook: envelope hook_event_name ${JSON.stringify(event)} is not a profile event`,
    );
  }
  const { sent, detected } = present(envelope, options.harness);
  const result = await run(argv, JSON.stringify(sent), options);
  const toolName = typeof sent.tool_name === 'string' ? sent.tool_name : undefined;
  return {
    ...result,
    argv,
    event,
    harness: detected,
    envelope: sent,
    verdicts: {
      lionagi: interpretHookResult(event, result, { hookLabel: argv.join(' ') }),
      claudeCode: readClaudeCode(event, result),
      codex: readCodex(event, result, toolName === undefined ? {} : { toolName }),
    },
  };
}
