// The `li` program (the package's bin, dist/li.cjs): one bundled file with no import beyond Node's
// built-ins, so the calls users pay for at every start are answered without the full program
// (issue 38): the bridge's common call (a tool call no entry matches), `li hooks list`, `--version`
// and the help. It runs `li` itself, with the very code of the full program (main.ts and the
// verbs `run` and `list`), in a bundle where every other lazily loaded module is a way out
// (launcher-escape.ts): the call is answered here only when it needed none of them, printed
// nothing on stderr and exits 0. A bridge call whose firing selects an entry runs its hooks here
// too, with the full program's hook host from a second file required only then (li-hooks.cjs,
// launcher-hooks.ts), for the firings launcher-match.ts allows. Anything else (another verb, a
// cache miss, a regex matcher, an error, a warning, an unknown flag, a firing the launcher does
// not run) is handed to the full program (dist/li-main.js) with the stdin already read, which
// then answers as if started directly.
import { readSync } from 'node:fs';
import type { Writable } from 'node:stream';
import { enableCompileCache } from '@lionagi/hooks-config/compile-cache';
import { ASYNC_WORKER_ENV } from './async-worker-env.js';
import { fullPathNeeded, fullPathWanted } from './launcher-escape.js';
import { launcherCannotRun } from './launcher-match.js';
import { main, type StartOptions, stopHooksOnSignals } from './main.js';
import { programContext } from './program-context.js';

/** What the attempt read of stdin, kept so the full program reads the same bytes. */
class RecordedStdin {
  readonly #chunks: Buffer[] = [];
  #started = false;
  #ended = false;

  /**
   * stdin for the attempt, read from fd 0 directly, each chunk recorded: `process.stdin` would
   * load `net` and the streams (about 8 ms on Node 20). A stdin that would block (a non-blocking
   * pipe: EAGAIN) fails the attempt; the full program then reads the rest.
   */
  read(): NodeJS.ReadableStream {
    const recorded = this;
    const chunks = async function* () {
      recorded.#started = true;
      const buffer = Buffer.allocUnsafe(64 * 1024);
      for (;;) {
        let n: number;
        try {
          n = readSync(0, buffer, 0, buffer.length, null);
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code === 'EOF') break;
          throw error;
        }
        if (n === 0) break;
        const chunk = Buffer.from(buffer.subarray(0, n));
        recorded.#chunks.push(chunk);
        yield chunk;
      }
      recorded.#ended = true;
    };
    // Verbs only iterate stdin (`for await`); anything else fails the attempt, never the call.
    return { [Symbol.asyncIterator]: chunks } as unknown as NodeJS.ReadableStream;
  }

  /**
   * stdin for the full program: what the attempt read, then whatever it left unread; `undefined`
   * when the attempt read none of it, so a verb that prompts gets the terminal itself.
   */
  async replay(): Promise<NodeJS.ReadableStream | undefined> {
    if (!this.#started) return undefined;
    const { Readable } = await import('node:stream');
    const chunks = this.#chunks;
    const ended = this.#ended;
    const replay = async function* () {
      yield* chunks;
      if (!ended) for await (const chunk of process.stdin) yield chunk as Buffer;
    };
    return Readable.from(replay(), { objectMode: false });
  }
}

/** A stdout or stderr that keeps what the attempt writes (verbs only `write` to them). */
function collected(): { stream: Writable; chunks: Buffer[] } {
  const chunks: Buffer[] = [];
  const stream = {
    write(chunk: string | Uint8Array) {
      chunks.push(Buffer.from(chunk));
      return true;
    },
  };
  return { stream: stream as unknown as Writable, chunks };
}

/** The launcher's own answer to a call: what the full program would print, and its exit code. */
interface Answer {
  stdout: Buffer;
  stderr: Buffer;
  code: number;
}

/**
 * The answer of the call when the launcher could give it alone, else `undefined`. Until a hook can
 * start, anything unusual (an escape, an exit code other than 0, a line on stderr) hands the call
 * off; once `li hooks run` runs hooks here (launcher-match.ts says which firings), the answer is
 * final whatever it says, and SIGINT / SIGTERM / SIGHUP stop those hooks as the full program
 * stops its own, once `finished` (the answer written) settles. The trust gate re-reading a user
 * settings file changed meanwhile loads the full program's settings reader (dist/li-config.js,
 * launcher-config.ts). Should the run still need a module the launcher lacks, the full program
 * answers after all: its decision is the one to give, though the hooks then ran twice.
 */
async function attempt(stdin: RecordedStdin, finished: Promise<void>): Promise<Answer | undefined> {
  const stdout = collected();
  const stderr = collected();
  const stopping = new AbortController();
  let release: (() => void) | undefined;
  const ctx = programContext({
    stdout: stdout.stream,
    stderr: stderr.stream,
    stdin: () => stdin.read(),
    signal: stopping.signal,
    hooksStarting: async (firing) => {
      const lacking =
        launcherCannotRun(firing) ?? (stderr.chunks.length > 0 ? 'stderr' : undefined);
      if (lacking !== undefined) throw fullPathNeeded(lacking);
      release = stopHooksOnSignals(await import('./launcher-hooks.js'), stopping, finished);
    },
  });
  let code: number;
  try {
    code = await main(process.argv.slice(2), ctx);
  } catch {
    release?.();
    return undefined;
  }
  if (fullPathWanted() !== undefined) {
    release?.();
    return undefined;
  }
  if (release === undefined && (code !== 0 || stderr.chunks.length > 0)) return undefined;
  return { stdout: Buffer.concat(stdout.chunks), stderr: Buffer.concat(stderr.chunks), code };
}

async function full(options: StartOptions = {}): Promise<void> {
  const { start } = await import('./li-main.js');
  start(options);
}

async function launch(): Promise<void> {
  // The background worker of async hooks is the full program's (it reads its own stdin).
  if (process.env[ASYNC_WORKER_ENV] === '1') return full();
  enableCompileCache(process.env);
  const stdin = new RecordedStdin();
  let finish = () => {};
  const finished = new Promise<void>((resolve) => {
    finish = resolve;
  });
  const answer = await attempt(stdin, finished);
  if (answer === undefined) {
    const replay = await stdin.replay();
    return full(replay === undefined ? {} : { stdin: () => replay });
  }
  process.exitCode = answer.code;
  if (answer.stderr.length > 0) process.stderr.write(answer.stderr);
  // Most answers are empty (Claude Code's PreToolUse with no decision): stdout is not even built.
  if (answer.stdout.length > 0) {
    // As the full program: a reader that went away is no error (every hook has ended by now).
    process.stdout.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EPIPE') throw error;
      process.exit(0);
    });
    process.stdout.write(answer.stdout);
  }
  finish();
}

void launch();
