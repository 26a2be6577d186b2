import { statSync } from 'node:fs';
import { resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { findProjectRoot, type LoadedSettings } from '@lionagi/hooks-config/load';
import {
  killLiveHooksNow,
  type OwnerSignal,
  SIGNAL_EXIT_STATUS,
  stopOnSignals,
} from '@lionagi/hooks-exec';
import { escapeTerminalText } from '@lionagi/hooks-profile';
import { stderrLogger } from '@lionagi/runtime';
import { type AgentEvent, type AgentResult, toResultMessage } from './agent-events.js';
import { parseAgentFlags, printAgentHelp } from './agent-flags.js';
import { openAgent } from './agent-session.js';
import { TerminalApproval } from './ask-prompt.js';
import { LiveStatus, withModelStatus } from './live-status.js';
import { askProjectApproval } from './project-approval-prompt.js';
import { createProvider } from './providers/create-provider.js';
import { renderEventLine, renderResultText, traceText } from './render-text.js';
import { replCommand } from './repl-commands.js';
import { RescriptableProvider } from './rescriptable-provider.js';
import { runTurn } from './run-turn.js';
import { readContextBudget, readTurnOptions } from './turn-options.js';

/** li-agent exit codes (as in the peer spec): 0 completed, 1 error, 4 prompt blocked by a hook. */
export const AGENT_EXIT = { completed: 0, error: 1, promptBlocked: 4 } as const;

type Format = 'text' | 'json' | 'stream-json';
const FORMATS: readonly Format[] = ['text', 'json', 'stream-json'];

interface Io {
  stdout: NodeJS.WritableStream;
  stderr: NodeJS.WritableStream;
  stdin: NodeJS.ReadableStream;
  env: NodeJS.ProcessEnv;
  cwd: string;
  /** Aborted (reason: the signal's name) when li-agent is told to stop: SIGINT, SIGTERM, SIGHUP. */
  signal?: AbortSignal;
}

/** The SessionEnd reason of a stop: Ctrl-C is `interrupted`, SIGTERM / SIGHUP are `signal`. */
function endReason(signal: OwnerSignal): string {
  return signal === 'SIGINT' ? 'interrupted' : 'signal';
}

/**
 * Terminal reasons that exit 1: the run failed, a Stop gate never passed (Dv2-1, Dv2-2), or a
 * PostToolBatch gate could not answer (Dv3-6).
 */
const FAILED: ReadonlySet<string> = new Set([
  'error',
  'stop_hook_failed',
  'stop_hook_limit',
  'batch_hook_failed',
]);

function exitFor(result: AgentResult): number {
  if (result.terminal_reason === 'prompt_blocked') return AGENT_EXIT.promptBlocked;
  return FAILED.has(result.terminal_reason) ? AGENT_EXIT.error : AGENT_EXIT.completed;
}

/** Runs `li-agent` with its arguments; resolves to the exit code. */
export async function main(argv: string[], io: Io): Promise<number> {
  const flags = parseAgentFlags(argv);
  if (!flags.ok) {
    io.stderr.write(`li-agent: ${flags.error}\n`);
    return AGENT_EXIT.error;
  }
  if (flags.help || flags.version) {
    printAgentHelp(flags.help ? 'help' : 'version', VERSION);
    return AGENT_EXIT.completed;
  }
  const options = flags.values;
  const format = options['output-format'] as Format;
  if (!FORMATS.includes(format)) {
    io.stderr.write(
      `li-agent: --output-format must be one of ${FORMATS.join(', ')}, got "${format}"\n`,
    );
    return AGENT_EXIT.error;
  }
  const maxTurns = Number(options['max-turns']);
  if (!Number.isInteger(maxTurns) || maxTurns < 1) {
    io.stderr.write(
      `li-agent: --max-turns must be a positive integer, got "${options['max-turns']}"\n`,
    );
    return AGENT_EXIT.error;
  }
  const client = providerClientOptions(options);
  if (typeof client === 'string') {
    io.stderr.write(`li-agent: ${client}\n`);
    return AGENT_EXIT.error;
  }
  const turnOptions = readTurnOptions(options);
  if (typeof turnOptions === 'string') {
    io.stderr.write(`li-agent: ${turnOptions}\n`);
    return AGENT_EXIT.error;
  }
  const contextBudget = readContextBudget(options);
  if (typeof contextBudget === 'string') {
    io.stderr.write(`li-agent: ${contextBudget}\n`);
    return AGENT_EXIT.error;
  }
  const givenDir = options['project-dir'];
  if (givenDir !== undefined && !isDirectory(resolve(io.cwd, givenDir))) {
    io.stderr.write(`li-agent: --project-dir "${givenDir}" is not a directory\n`);
    return AGENT_EXIT.error;
  }
  // The project is the directory holding the .lionagi/ found from here, as for `li`.
  const projectDir = findProjectRoot(resolve(io.cwd, givenDir ?? '.'), io.env);
  // A stop ends whatever is running: the turn's hooks are terminated, SessionEnd fires (bounded).
  let stoppedBy: OwnerSignal | undefined;
  const stopped = new Promise<undefined>((resolve) => {
    const onStop = () => {
      stoppedBy = (io.signal?.reason as OwnerSignal | undefined) ?? 'SIGINT';
      resolve(undefined);
    };
    if (io.signal?.aborted) onStop();
    else io.signal?.addEventListener('abort', onStop, { once: true });
  });
  let prompt = options.print;
  if (prompt === '-') {
    const text = await Promise.race([readAll(io.stdin), stopped]);
    prompt = text?.replace(/\r?\n$/, '');
  }
  if (stoppedBy !== undefined) return SIGNAL_EXIT_STATUS[stoppedBy];
  const interactive = prompt === undefined;

  // Only a person at a terminal watching the text trace gets a live status line.
  const status = format === 'text' ? LiveStatus.on(io.stderr, io.env) : undefined;
  const emit = (event: AgentEvent) => {
    if (status && event.type === 'system') {
      if (event.subtype === 'hook_started') {
        const label = `hook ${event.hook_event} ${traceText(event.command.join(' '), 60)}`;
        status.begin(event.hook_id, label, event.status_message);
      } else if (event.subtype === 'hook_response' && event.hook_id !== undefined) {
        status.end(event.hook_id);
      }
    }
    if (format === 'stream-json') io.stdout.write(`${JSON.stringify(event)}\n`);
    else if (format === 'text') {
      const line = renderEventLine(event);
      if (line !== undefined) io.stdout.write(`${line}\n`);
      // A line written while an approval question waits took its place on screen: ask it again.
      if (line !== undefined) approval?.redraw();
    }
  };
  const rescriptable =
    interactive && options.provider === 'scripted'
      ? new RescriptableProvider(options.model)
      : undefined;
  // Only a person at a terminal can answer an `ask`; everywhere else it denies (ADR-0048 D5).
  const approval =
    interactive && (io.stdin as NodeJS.ReadStream).isTTY === true
      ? new TerminalApproval(io.stderr)
      : undefined;
  // On a terminal the project's own hooks and MCP servers run only once approved (C-9); headless
  // runs follow ADR-0048 D7 unless LIONAGI_REQUIRE_PROJECT_APPROVAL asks the session to refuse.
  // The session then runs the settings that were shown, not a second read of the file.
  let approved: LoadedSettings | undefined;
  if ((io.stdin as NodeJS.ReadStream).isTTY === true && options.print !== '-') {
    const outcome = await askProjectApproval(projectDir, io);
    if ('refused' in outcome) {
      io.stderr.write(`li-agent: ${escapeTerminalText(outcome.refused)}\n`);
      return AGENT_EXIT.error;
    }
    approved = outcome.settings;
  }
  let agent: Awaited<ReturnType<typeof openAgent>>;
  try {
    const chosen =
      rescriptable ??
      createProvider(String(options.provider), {
        prompt: prompt ?? '',
        model: options.model,
        env: io.env,
        ...client,
      });
    const provider = status ? withModelStatus(chosen, status) : chosen;
    const opened = openAgent({
      projectDir,
      provider,
      env: io.env,
      onEvent: emit,
      // One warning format on li-agent's stderr, the start line's: `li-agent: warning: …`.
      logger: {
        warn: (message) => io.stderr.write(`li-agent: warning: ${message}\n`),
        error: stderrLogger.error,
      },
      ...(approval ? { approver: approval.approve } : {}),
      ...(contextBudget ? { contextBudget } : {}),
      ...(approved ? { settings: approved } : {}),
    });
    // Stopped while SessionStart hooks run: exit; the owner SIGKILLs whatever is still running.
    const started = await Promise.race([opened, stopped]);
    if (started === undefined) {
      void opened.then((a) => a.stop(endReason(stoppedBy ?? 'SIGINT'))).catch(() => undefined);
      return SIGNAL_EXIT_STATUS[stoppedBy ?? 'SIGINT'];
    }
    agent = started;
  } catch (error) {
    io.stderr.write(`li-agent: ${escapeTerminalText((error as Error).message)}\n`);
    return AGENT_EXIT.error;
  }
  if (agent.notice !== undefined)
    io.stderr.write(`li-agent: ${escapeTerminalText(agent.notice)}\n`);
  for (const warning of agent.warnings)
    io.stderr.write(`li-agent: warning: ${escapeTerminalText(warning)}\n`);

  const report = (result: AgentResult) => {
    if (format === 'json') io.stdout.write(`${JSON.stringify(toResultMessage(result), null, 2)}\n`);
    else if (format === 'stream-json') emit(toResultMessage(result));
    else io.stdout.write(`${renderResultText(result)}\n`);
    if (FAILED.has(result.terminal_reason))
      io.stderr.write(`li-agent: ${escapeTerminalText(result.error ?? 'failed')}\n`);
  };

  const stop = async (signal: OwnerSignal) => {
    status?.close();
    await agent.stop(endReason(signal));
    io.stderr.write(
      `li-agent: stopped by ${signal}: running hooks terminated, session ended (${endReason(signal)})\n`,
    );
    return SIGNAL_EXIT_STATUS[signal];
  };

  if (!interactive) {
    const result = await Promise.race([
      runTurn(agent, prompt ?? '', maxTurns, turnOptions),
      stopped,
    ]);
    if (stoppedBy !== undefined || result === undefined) return stop(stoppedBy ?? 'SIGINT');
    report(result);
    await agent.close('other');
    status?.close();
    return exitFor(result);
  }
  // A terminal gets a real line editor (history, arrows, editing); a pipe is read line by line.
  const terminal = (io.stdin as NodeJS.ReadStream).isTTY === true;
  const rl = createInterface({ input: io.stdin, output: io.stderr, terminal, prompt: '> ' });
  approval?.attach(rl);
  // In raw mode Ctrl-C reaches readline, not the process: hand it on as the SIGINT it was,
  // unless it answers an approval prompt (Ctrl-C there denies the call).
  // At the idle prompt Ctrl-C clears the line, as shells and Claude Code do; on an empty line a
  // second Ctrl-C in a row ends the session. While a turn runs it stops the turn and the session.
  let busy = false;
  let armed = false;
  if (terminal)
    rl.on('SIGINT', () => {
      if (approval?.interrupt()) return;
      if (busy || armed) {
        process.kill(process.pid, 'SIGINT');
        return;
      }
      const typed = rl.line.length > 0;
      armed = !typed;
      io.stderr.write(typed ? '^C\n' : '^C (press Ctrl-C again to exit, or type /exit)\n');
      rl.write(null, { ctrl: true, name: 'u' });
      rl.prompt();
    });
  rl.on('line', () => {
    armed = false;
  });
  void stopped.then(() => rl.close());
  io.stderr.write('li-agent interactive: type a prompt, /help for commands, /exit to quit.\n');
  rl.prompt();
  let last = AGENT_EXIT.completed as number;
  for await (const line of rl) {
    const command = replCommand(line);
    if (command === 'exit') break;
    if (typeof command === 'object') {
      busy = true;
      io.stderr.write(await compactLine(agent, command.compact));
      busy = false;
    } else if (command !== undefined) io.stderr.write(command);
    else if (line.trim() !== '') {
      try {
        rescriptable?.script(line);
      } catch (error) {
        // A bad directive is this line's error; the session goes on.
        io.stderr.write(`li-agent: ${escapeTerminalText((error as Error).message)}\n`);
        rl.prompt();
        continue;
      }
      busy = true;
      const result = await Promise.race([runTurn(agent, line, maxTurns, turnOptions), stopped]);
      busy = false;
      if (result === undefined) break;
      report(result);
      last = exitFor(result);
    }
    rl.prompt();
  }
  rl.close();
  if (stoppedBy !== undefined) return stop(stoppedBy);
  await agent.close('prompt_input_exit');
  status?.close();
  return last === AGENT_EXIT.error ? AGENT_EXIT.error : AGENT_EXIT.completed;
}

/** Runs `/compact [instructions]` on the agent's branch; the line saying what it did. */
async function compactLine(
  agent: Awaited<ReturnType<typeof openAgent>>,
  instructions: string | undefined,
): Promise<string> {
  try {
    const result = await agent.branch.compact(
      instructions !== undefined ? { customInstructions: instructions } : {},
    );
    if (!result.compacted) return `li-agent: not compacted: ${escapeTerminalText(result.reason)}\n`;
    return `li-agent: compacted ${result.messagesBefore} messages into a summary: ${escapeTerminalText(result.summary)}\n`;
  } catch (error) {
    return `li-agent: ${escapeTerminalText((error as Error).message)}\n`;
  }
}

declare const __AGENT_VERSION__: string | undefined;
const VERSION = typeof __AGENT_VERSION__ === 'string' ? __AGENT_VERSION__ : '0.0.0-dev';

/** `--timeout` and `--max-retries` as provider options, or what is wrong with them. */
function providerClientOptions(
  options: Record<string, string | undefined>,
): { timeoutMs?: number; maxRetries?: number } | string {
  const out: { timeoutMs?: number; maxRetries?: number } = {};
  const timeout = options.timeout;
  if (timeout !== undefined) {
    const seconds = Number(timeout);
    if (timeout.trim() === '' || !Number.isFinite(seconds) || seconds <= 0)
      return `--timeout must be a positive number of seconds, got "${timeout}"`;
    out.timeoutMs = Math.round(seconds * 1000);
  }
  const retries = options['max-retries'];
  if (retries !== undefined) {
    const n = Number(retries);
    if (retries.trim() === '' || !Number.isInteger(n) || n < 0)
      return `--max-retries must be a whole number of retries (0 or more), got "${retries}"`;
    out.maxRetries = n;
  }
  return out;
}

function isDirectory(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

async function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  let text = '';
  for await (const chunk of stream) text += chunk.toString();
  return text;
}

/**
 * Runs li-agent as the process's program (dist/li-agent.cjs, the bin, calls it: li-agent-bin.ts):
 * its arguments and standard streams, the exit code set when it is done, a stop signal ending the
 * session.
 */
export function runProgram(): void {
  // The reader went away (`li-agent … | head -1`): nobody is left to read, so stop quietly with 0
  // as a pipeline expects, taking any running hook down first, instead of an EPIPE stack trace.
  process.stdout.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EPIPE') throw error;
    killLiveHooksNow();
    process.exit(AGENT_EXIT.completed);
  });
  const stopping = new AbortController();
  const done = main(process.argv.slice(2), {
    stdout: process.stdout,
    stderr: process.stderr,
    stdin: process.stdin,
    env: process.env,
    cwd: process.cwd(),
    signal: stopping.signal,
  }).then((code) => {
    process.exitCode = code;
  });
  stopOnSignals(
    async (signal) => {
      stopping.abort(signal);
      await done;
    },
    { name: 'li-agent' },
  );
}
