import type { LoadedSettings } from '@lionagi/hooks-config';
import type { DispatchResult } from '@lionagi/hooks-exec';
import { assertEntriesFit, firingSelectsAny, IN_HOOK_ENV } from '@lionagi/hooks-exec/match';
import {
  notificationOutput,
  permissionRequestOutput,
  renderAggregate,
  type StopEvent,
  stopBridgeFailed,
  stopEndOutput,
  stopOutput,
} from '@lionagi/hooks-harness/core';
import {
  aggregateVerdicts,
  DEFAULT_STOP_CONTINUATIONS,
  EVENT_CATALOGUE,
  HookError,
  harnessEventNote,
  isHookError,
  isProfileEvent,
  type ProfileEvent,
} from '@lionagi/hooks-profile/core';
import type { HookHost } from '@lionagi/runtime/hook-host';
import type { AsyncHandoff } from '../async-handoff.js';
import { ASYNC_WORKER_ENV } from '../async-worker-env.js';
import { type CommandContext, EXIT, writeJson, writeLine } from '../context.js';
import { EMIT_HARNESS, type EmitHarness, HARNESS_EVENTS } from '../hooks-emit.js';
import { buildEnvelope, inputOption, readInputObject } from '../hooks-envelope.js';
import { eventArgument, loadProjectSettings, projectDirOf } from '../hooks-settings.js';
import { asToolOption, skillLineFields, skillLineOutput } from '../hooks-skill-line.js';
import { knownToolCall } from '../inspect/known-tools.js';
import { usageError } from '../usage-error.js';
import { type ParsedVerb, parseVerb, type VerbDefinition } from '../verb.js';

/** Usage, options and examples of the verb: `--help` and docs/cli.md come from it. */
export const DEFINITION: VerbDefinition = {
  name: 'li hooks run',
  usage:
    'EVENT | --event EVENT [--input FILE|-] [--project-dir DIR] [--json] [--emit lionagi|claude|codex] [--as-tool TOOL] [--max-stop-continuations N]',
  summary:
    "Fire the configured hooks of one event for one envelope, exactly as the runtime would (same dispatcher, trust gate and verdicts), and print the decision. Runs are appended to the runtime's audit log.",
  options: [
    ['--event <event>', 'The event (instead of the EVENT argument)'],
    ['--input <file>', 'The envelope or its per-event fields as JSON; "-" reads stdin (default)'],
    ['--project-dir <dir>', 'Project whose .lionagi/settings.yaml is read (default: the cwd)'],
    [
      '--emit <format>',
      'lionagi (report, default), or claude / codex: answer as that harness hook',
    ],
    [
      '--as-tool <tool>',
      "With PreToolUse --emit claude: read Claude Code's PreSkillShellCommand envelope (a skill's shell line) as a PreToolUse on TOOL",
    ],
    [
      '--max-stop-continuations <n>',
      `With Stop or SubagentStop --emit claude|codex: how often the hooks may keep one prompt (one subagent) going (default ${DEFAULT_STOP_CONTINUATIONS}, as li-agent); one more block ends it`,
    ],
  ],
  examples: [
    `echo '{"tool_name":"bash","tool_input":{"command":"rm -rf /"}}' | li hooks run PreToolUse`,
    'li hooks run UserPromptSubmit --input prompt.json --json',
    'li hooks run PreToolUse --emit claude --project-dir "$CLAUDE_PROJECT_DIR"   # as a Claude Code hook',
    'li hooks run PreToolUse --emit codex                                      # as a Codex hook',
    'li hooks run PreToolUse --emit claude --as-tool Bash                      # under Claude Code PreSkillShellCommand',
    'li hooks run Stop --emit claude --project-dir "$CLAUDE_PROJECT_DIR"       # a Claude Code Stop gate',
  ],
  notes: [
    'The input may hold only the per-event fields (session_id, cwd, hook_event_name and harness are',
    'filled) or a full envelope from any harness (harness becomes "lionagi"; a hook_event_name naming',
    "another event is refused). A built-in tool reaches every entry by its name in the entry's",
    'tool_vocabulary, as under li-agent: bash fires an imported Bash guard (which sees "Bash"), and',
    'with --emit the harness\'s Bash fires a matcher: bash entry (which sees "bash").',
    'Recipe for --emit: docs/cli-recipes.md.',
    'Exit codes: 0 allowed or no decision, 2 denied, 1 usage or config error. With --emit claude|codex:',
    "0 with the harness's JSON on stdout (a deny included); on an error, 2 with the message on stderr",
    'for PreToolUse and UserPromptSubmit (both harnesses then block: a guard fails closed), else 1;',
    'an event or envelope li does not know (PreSkillShellCommand, Stop, …, or hook_event_name naming',
    'another event) is always 2. Stop is the exception, since exit 2 there keeps the harness going:',
    'every Stop answer, an error included, is JSON at exit 0, and an error or a continuation past',
    'the cap ends the turn (continue: false). Skill shell lines are guarded with --as-tool (docs/cli-recipes.md);',
    'Claude Code never applies a rewrite to them, so a rewrite is answered as a deny.',
    'Stopped by SIGINT, SIGTERM or SIGHUP (a harness timing the hook out sends SIGTERM to its group),',
    'it terminates every hook it started, children that left the group included (SIGTERM, then',
    'SIGKILL after 2 s), and exits 130 / 143 / 129; a second signal SIGKILLs them and exits at once.',
    'async: true hooks never delay or change the answer: once it is printed, the ones the firing',
    'matched go to one detached background li (its own process group), which runs them one at a',
    'time and, as at the end of a li-agent session, gives them 5 s before killing the running one',
    '(SIGTERM, then SIGKILL) and dropping the rest; each run or drop is in the audit log.',
    'Started inside a LionAGI hook (LIONAGI_IN_HOOK is set: the bridge imported into the settings it',
    'runs) it refuses and starts nothing: exit 2 on PreToolUse and UserPromptSubmit, else 1.',
  ],
};

type Emit = 'lionagi' | EmitHarness;

function emitOf(parsed: ParsedVerb): Emit {
  const value = parsed.options.emit ?? 'lionagi';
  if (value !== 'lionagi' && value !== 'claude' && value !== 'codex') {
    throw usageError(`--emit must be lionagi, claude or codex, got ${JSON.stringify(value)}`);
  }
  if (value !== 'lionagi' && parsed.options.json === true) {
    throw usageError(
      `--json and --emit ${value} cannot be combined: --emit ${value} prints ${value}'s hook output`,
    );
  }
  return value;
}

/** `li hooks run EVENT [--input FILE|-] [--project-dir DIR] [--json] [--emit FORMAT]`. */
export async function run(ctx: CommandContext, argv: string[]): Promise<number> {
  if (ctx.env[ASYNC_WORKER_ENV] === '1') {
    const { runAsyncWorker } = await import('../async-worker.js');
    return runAsyncWorker(ctx);
  }
  try {
    return await runBridge(ctx, argv);
  } catch (error) {
    const emit = emitInArgv(argv);
    if (emit === undefined || !isHookError(error) || error.code !== 'USAGE') throw error;
    // The harness runs this command as its hook: a mistyped bridge line (an unknown flag, a bad
    // value) must not let what it guards through, as exit 1 would.
    const event = argv.find((a) => isProfileEvent(a));
    if (event === 'Stop' || event === 'SubagentStop') return endStop(ctx, error, event);
    if (event !== undefined && !EVENT_CATALOGUE[event as ProfileEvent].blocking) throw error;
    return refuseUnknown(ctx, emit, error.message);
  }
}

/** `claude` or `codex` when `argv` asks for `--emit` of a harness, read before parsing. */
function emitInArgv(argv: readonly string[]): EmitHarness | undefined {
  const at = argv.indexOf('--emit');
  const value =
    at >= 0 ? argv[at + 1] : argv.find((a) => a.startsWith('--emit='))?.slice('--emit='.length);
  return value === 'claude' || value === 'codex' ? value : undefined;
}

async function runBridge(ctx: CommandContext, argv: string[]): Promise<number> {
  const parsed = parseVerb(ctx, DEFINITION, argv);
  if (parsed.help) return EXIT.ok;
  const emit = emitOf(parsed);
  let event: ProfileEvent | undefined;
  try {
    event = eventArgument(parsed.args[0], parsed.options.event);
  } catch (error) {
    if (emit === 'lionagi' || !isHookError(error) || error.code !== 'UNKNOWN_EVENT') throw error;
    return refuseUnknown(ctx, emit, error.message);
  }
  if (event === undefined) throw usageError('missing EVENT, e.g. "li hooks run PreToolUse"');
  if (parsed.args.length > 1)
    throw usageError(`unexpected argument ${JSON.stringify(parsed.args[1])}`);
  if (ctx.env[IN_HOOK_ENV] !== undefined) return refuseNested(ctx, event, emit);
  if (emit === 'lionagi') return fire(ctx, parsed, event, emit);
  try {
    return await fire(ctx, parsed, event, emit);
  } catch (error) {
    if (event === 'Stop' || event === 'SubagentStop') return endStop(ctx, error, event);
    if (isHookError(error) && error.details.envelopeEvent !== undefined) {
      const note =
        parsed.options.asTool === undefined
          ? harnessEventNote(String(error.details.envelopeEvent))
          : undefined;
      return refuseUnknown(
        ctx,
        emit,
        note === undefined ? error.message : `${error.message} (${note})`,
      );
    }
    if (!EVENT_CATALOGUE[event].blocking) throw error;
    // As a harness's only guard, an error must block rather than let the action through.
    const message = isHookError(error)
      ? error.message
      : `internal error: ${(error as Error)?.message ?? String(error)}`;
    writeLine(
      ctx.stderr,
      `li hooks run: ${message.replaceAll('\n', ' ')} (blocking ${event}: LionAGI hooks could not be checked)`,
    );
    return EXIT.denied;
  }
}

/**
 * `--emit claude|codex` for an event (or an envelope of an event) li has no answer for: the harness
 * fires the bridge for something it guards, so exit 2 (Claude Code and Codex block on it) rather
 * than 1 (both would let the action through).
 */
function refuseUnknown(ctx: CommandContext, emit: EmitHarness, message: string): number {
  writeLine(
    ctx.stderr,
    `li hooks run: ${message.replaceAll('\n', ' ')} (--emit ${emit}: failing closed, exit 2)`,
  );
  return EXIT.denied;
}

/**
 * `--emit claude|codex` on Stop when li could not ask the Stop hooks (settings that do not load,
 * an envelope of another event, a nested bridge, …): exit 2 or a block would keep the harness
 * going on every firing (neither harness caps Stop continuations), exit 1 would pass the gate
 * silently, so the turn is ended with `continue: false` naming the failure (Dv2-1), at exit 0.
 * The same for SubagentStop (exit 2 there keeps the subagent going): the subagent ends (Dv3-1).
 */
function endStop(ctx: CommandContext, error: unknown, event: StopEvent = 'Stop'): number {
  const message = (
    isHookError(error)
      ? error.message
      : `internal error: ${(error as Error)?.message ?? String(error)}`
  ).replaceAll('\n', ' ');
  const run = event === 'Stop' ? 'the turn' : 'the subagent';
  writeLine(ctx.stderr, `li hooks run: ${message} (${event}: ending ${run}, continue: false)`);
  ctx.stdout.write(stopEndOutput(stopBridgeFailed(message, event)));
  return EXIT.ok;
}

/**
 * `li hooks run` started by a hook that `li hooks run` (or the runtime) is running: the bridge was
 * configured among the hooks it runs, and every firing would start another. Nothing is spawned;
 * on a blocking event the exit is 2, so the harness that started the outer bridge blocks (on
 * Stop, where 2 would continue, the turn is ended instead).
 */
function refuseNested(ctx: CommandContext, event: ProfileEvent, emit: Emit): number {
  const message = `refusing to run inside a LionAGI hook (${IN_HOOK_ENV} is set): the bridge "li hooks run … --emit …" is configured as one of the hooks it runs, which would start itself again for every ${event}. Remove that entry from .lionagi/settings.yaml ("li hooks list" shows its file and line).`;
  if ((event === 'Stop' || event === 'SubagentStop') && emit !== 'lionagi')
    return endStop(ctx, new HookError('USAGE', message), event);
  writeLine(
    ctx.stderr,
    `li hooks run: ${message}${EVENT_CATALOGUE[event].blocking ? ` Blocking ${event}: exit 2.` : ''}`,
  );
  return EVENT_CATALOGUE[event].blocking ? EXIT.denied : EXIT.error;
}

/** `--max-stop-continuations N`: only with Stop or SubagentStop and --emit claude|codex; a whole number ≥ 0. */
function stopCapOf(parsed: ParsedVerb, event: ProfileEvent, emit: Emit): number {
  const value = parsed.options.maxStopContinuations;
  if (value === undefined) return DEFAULT_STOP_CONTINUATIONS;
  if ((event !== 'Stop' && event !== 'SubagentStop') || emit === 'lionagi') {
    throw usageError(
      '--max-stop-continuations only goes with "li hooks run Stop|SubagentStop --emit claude|codex"',
    );
  }
  const n = Number(value);
  if (typeof value === 'boolean' || !Number.isInteger(n) || n < 0) {
    throw usageError(
      `--max-stop-continuations needs a whole number of continuations (0 or more), got ${JSON.stringify(value)}`,
    );
  }
  return n;
}

async function fire(
  ctx: CommandContext,
  parsed: ParsedVerb,
  event: ProfileEvent,
  emit: Emit,
): Promise<number> {
  const stopCap = stopCapOf(parsed, event, emit);
  const asTool = asToolOption(parsed.options.asTool, event, emit);
  if (emit !== 'lionagi' && !HARNESS_EVENTS[emit].includes(event)) {
    throw new HookError(
      'USAGE',
      `${emit === 'codex' ? 'Codex' : 'Claude Code'} has no ${event} event to answer`,
      { details: { envelopeEvent: event } },
    );
  }
  const input = inputOption(parsed.options.input);
  if (input === undefined && ctx.interactive) {
    throw usageError(
      'no input: give --input FILE, or pipe the envelope (or its per-event fields) on stdin',
    );
  }
  const projectDir = projectDirOf(ctx, parsed.options.projectDir);
  const fields = await readInputObject(ctx, input ?? '-');
  const envelope = await buildEnvelope(
    event,
    asTool === undefined ? fields : skillLineFields(fields, asTool),
    projectDir,
  );
  const settings = await loadProjectSettings(ctx, projectDir);
  // As the runtime fires for a call of a built-in tool: its registered name in the envelope and its
  // names in the other vocabularies beside it, so each entry is matched against, and sees, the
  // tool's name in its own tool_vocabulary. Through the bridge the harness names the tool (`Bash`):
  // read back to the registered tool, so an entry written here (`matcher: bash`) fires under Claude
  // Code and Codex as under li-agent, and an imported one still sees `Bash`.
  const call = knownToolCall(envelope.tool_name, emit);
  if (call !== undefined) envelope.tool_name = call.registered;
  const firing = { event, emit, envelope, settings, stopCap, asTool, call };
  // The bridge's common case, a tool call no entry matches: the dispatcher would start nothing and
  // log nothing, so its answer is given without loading the trust gate, the process adapter or
  // the audit log (issue 38); they load below, for a firing that selects an entry.
  if (
    emit !== 'lionagi' &&
    !firingSelectsAny(event, settings.hooks[event] ?? [], envelope, call?.harnessNames)
  ) {
    // What building the dispatchers would refuse, refused the same (an argv past the kernel's
    // limits once substituted, in any event's entries).
    assertEntriesFit(settings.hooks, settings.projectDir, ctx.env);
    return print(ctx, parsed, firing, { ...aggregateVerdicts(event, []), runs: [] });
  }
  // Nothing has started yet: the launcher hands any firing it cannot finish alone to the full
  // program here, before a hook can run (and run again there).
  await ctx.hooksStarting?.({ event, emit, entries: settings.hooks[event] ?? [] });
  const [{ createHookHost }, { AsyncHandoff }] = await Promise.all([
    import('@lionagi/runtime/hook-host'),
    import('../async-handoff.js'),
  ]);
  const handoff = new AsyncHandoff();
  const host = createHookHost({
    settings,
    env: ctx.env,
    sessionId: String(envelope.session_id),
    asyncHooks: handoff,
    logger: {
      warn: (message) => writeLine(ctx.stderr, `li hooks run: warning: ${message}`),
      error: (message) => writeLine(ctx.stderr, `li hooks run: warning: ${message}`),
    },
  });
  try {
    return await answer(ctx, parsed, { ...firing, host, handoff });
  } finally {
    host.close();
  }
}

/** What one firing's answer is printed from. */
interface Firing {
  event: ProfileEvent;
  emit: Emit;
  envelope: Record<string, unknown>;
  settings: LoadedSettings;
  stopCap: number;
  asTool: string | undefined;
  /** The built-in tool the envelope names (see `knownToolCall`). */
  call: ReturnType<typeof knownToolCall>;
}

/**
 * Fires the event through the host and prints the answer; then hands the async hooks the firing
 * matched to the background (they never change the answer), or drops them when li was stopped.
 */
async function answer(
  ctx: CommandContext,
  parsed: ParsedVerb,
  firing: Firing & { host: HookHost; handoff: AsyncHandoff },
): Promise<number> {
  const { event, envelope, settings, host, handoff, call } = firing;
  const snapshot = settings.hooks[event]?.some((e) => e.async === true)
    ? JSON.stringify(envelope)
    : undefined;
  const result = await host.dispatchers[event].dispatch(envelope, {
    ...(ctx.signal === undefined ? {} : { signal: ctx.signal }),
    ...(call === undefined ? {} : { harnessNames: call.harnessNames }),
  });
  const code = await print(ctx, parsed, firing, result);
  if (handoff.size > 0) {
    if (ctx.signal?.aborted || snapshot === undefined)
      handoff.dropAll('dropped: li hooks run was stopped before its async hooks were handed off');
    else {
      const { handOff } = await import('../async-handoff.js');
      await handOff(ctx, handoff, {
        event,
        projectDir: settings.projectDir,
        envelope: snapshot,
        ...(call === undefined ? {} : { harnessNames: call.harnessNames }),
      });
    }
  }
  return code;
}

/** Prints the firing's answer (the harness's output with --emit) and returns the exit code. */
async function print(
  ctx: CommandContext,
  parsed: ParsedVerb,
  { event, emit, envelope, settings, stopCap, asTool }: Firing,
  result: DispatchResult,
): Promise<number> {
  if (ctx.signal?.aborted) {
    const ran = result.runs.filter((r) => r.ran).length;
    writeLine(
      ctx.stderr,
      `li hooks run: stopped by ${String(ctx.signal.reason)}: ${ran} hook(s) ran or were terminated (SIGTERM, then SIGKILL after the grace); no decision was printed`,
    );
    return EXIT.error;
  }

  if (emit !== 'lionagi') {
    let stdout: string;
    if (asTool !== undefined) stdout = skillLineOutput(result);
    else if (
      event === 'Stop' ||
      event === 'SubagentStop' ||
      event === 'PermissionRequest' ||
      event === 'Notification'
    ) {
      const harness = EMIT_HARNESS[emit];
      if (event === 'PermissionRequest') stdout = permissionRequestOutput(harness, result);
      else if (event === 'Notification') stdout = notificationOutput(result);
      else {
        const [{ stopCounter, stopCounterDir }, { stopAnswer }] = await Promise.all([
          import('../stop-continuations.js'),
          import('@lionagi/hooks-exec'),
        ]);
        const counter = stopCounter(stopCounterDir(ctx.env), envelope);
        const answer = stopAnswer(result, event);
        stdout = stopOutput(harness, result, answer, counter, stopCap, event).stdout;
      }
    } else stdout = renderAggregate(EMIT_HARNESS[emit], event, result);
    ctx.stdout.write(stdout);
    return EXIT.ok;
  }
  const { printRunText, runReport } = await import('../hooks-run-report.js');
  if (parsed.options.json === true)
    writeJson(ctx, await runReport(event, result, settings, ctx.env));
  else printRunText(ctx, event, result);
  return result.decision === 'deny' ? EXIT.denied : EXIT.ok;
}
