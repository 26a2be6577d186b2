import { basename } from 'node:path';
import {
  type Decision,
  type DecisionBuilder,
  decide,
  detectHarness,
  type Harness,
  isDecision,
  type RenderedOutput,
  renderDecision,
  renderFailure,
} from '@lionagi/hooks-harness';
import { isHookError, isProfileEvent, type ProfileEvent } from '@lionagi/hooks-profile';
import { type HookEnvelope, parseEnvelope } from './envelope.js';

/** What a handler receives: the event, the harness that sent it, and its stdin envelope. */
export type HookEvent<E extends ProfileEvent = ProfileEvent> = {
  [K in E]: { event: K; harness: Harness; input: HookEnvelope<K> };
}[E];

/** A hook's logic: return a decision from `decide`, or nothing for no opinion. */
export type HookHandler<E extends ProfileEvent = ProfileEvent> = (
  event: HookEvent<E>,
  decide: DecisionBuilder,
) => Decision | undefined | Promise<Decision | undefined>;

/** Options of {@link defineHook} and {@link runHook}. */
export interface DefineHookOptions<E extends ProfileEvent = ProfileEvent> {
  /** The events the handler handles; any other event gets no opinion (and a note on stderr). */
  events: readonly E[];
  /** How the hook is named in messages; default: the script's file name. */
  name?: string;
}

/** {@link RenderedOutput} plus what the run saw, for tests and logs. */
export interface HookRunOutput extends RenderedOutput {
  event?: ProfileEvent;
  harness?: Harness;
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

function describeValue(value: unknown): string {
  try {
    return JSON.stringify(value) ?? typeof value;
  } catch {
    return typeof value;
  }
}

/**
 * The core of {@link defineHook}, without process I/O: parses `stdin`, calls the handler and
 * renders its decision for the detected harness. Never throws: an unreadable envelope exits 2
 * (fail safe; on Stop it ends the turn instead, see {@link renderFailure}) unless it names a
 * non-profile event (exit 0, no opinion); a handler that throws or
 * returns a non-decision fails closed on blocking events (see {@link renderFailure}); `null` is
 * read as no opinion, like `undefined`.
 */
export async function runHook<const E extends ProfileEvent>(
  handler: HookHandler<E>,
  options: DefineHookOptions<E>,
  stdin: string,
): Promise<HookRunOutput> {
  const name = options.name ?? basename(process.argv[1] ?? 'hook');
  let envelope: HookEnvelope;
  try {
    envelope = parseEnvelope(stdin);
  } catch (error) {
    const event = isHookError(error) ? error.details.event : undefined;
    const text = `hooks-sdk: ${name}: ${errorText(error)}`;
    if (isProfileEvent(event)) return { ...renderFailure(event, errorText(error), name), event };
    if (typeof event === 'string')
      return { stdout: '', stderr: `${text}; no opinion\n`, exitCode: 0 };
    return { stdout: '', stderr: `${text}; failing closed\n`, exitCode: 2 };
  }
  const event = envelope.hook_event_name;
  const harness = detectHarness(envelope);
  const bad = options.events.filter((e) => !isProfileEvent(e));
  if (bad.length > 0) {
    const message = `defineHook events include unsupported ${bad.map((e) => JSON.stringify(e)).join(', ')}`;
    return { ...renderFailure(event, message, name), event, harness };
  }
  if (!options.events.includes(event as E)) {
    const stderr = `hooks-sdk: ${name} does not handle ${event} (it handles ${options.events.join(', ')}); no opinion\n`;
    return { stdout: '', stderr, exitCode: 0, event, harness };
  }
  let decision: unknown;
  try {
    decision = await handler({ event, harness, input: envelope } as HookEvent<E>, decide);
  } catch (error) {
    return { ...renderFailure(event, errorText(error), name), event, harness };
  }
  if (decision === null) decision = undefined;
  if (decision !== undefined && !isDecision(decision)) {
    const message = `the handler returned ${describeValue(decision)}; expected a decision from decide.allow/deny/rewrite/block/context/stop, or undefined`;
    return { ...renderFailure(event, message, name), event, harness };
  }
  return { ...renderDecision(harness, event, decision), event, harness };
}

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Runs the current process as a hook: reads the envelope from stdin, calls `handler` with a
 * typed event and the decision builder, writes the decision in the form the detected harness
 * honours and sets `process.exitCode`. Call it once at the top level of the hook's entry file.
 * Bundle the hook (esbuild/tsup) so it starts fast; see the README for the output table.
 */
export async function defineHook<const E extends ProfileEvent>(
  handler: HookHandler<E>,
  options: DefineHookOptions<E>,
): Promise<void> {
  let out: RenderedOutput;
  try {
    out = await runHook(handler, options, await readStdin());
  } catch (error) {
    out = {
      stdout: '',
      stderr: `hooks-sdk: cannot read stdin: ${errorText(error)}\n`,
      exitCode: 2,
    };
  }
  if (out.stdout) process.stdout.write(out.stdout);
  if (out.stderr) process.stderr.write(out.stderr);
  process.exitCode = out.exitCode;
}
