// The `li` program (the package's bin, dist/li.cjs): one bundled file with no import beyond Node's
// built-ins, so the calls users pay for at every start are answered without the full program
// (issue 38): the bridge's common call (a tool call no entry matches), `li hooks list`, `--version`
// and the help. It runs `li` itself, with the very code of the full program (main.ts and the
// verbs `run` and `list`), in a bundle where every other lazily loaded module is a way out
// (launcher-escape.ts): the call is answered here only when it needed none of them, printed
// nothing on stderr and exits 0. Anything else (another verb, a cache miss, a regex matcher, an
// entry that matches, an error, a warning, an unknown flag) is handed to the full program
// (dist/li-main.js) with the stdin already read, which then answers as if started directly.
import { readSync } from 'node:fs';
import type { Writable } from 'node:stream';
import { enableCompileCache } from '@lionagi/hooks-config/compile-cache';
import { ASYNC_WORKER_ENV } from './async-worker-env.js';
import { fullPathWanted } from './launcher-escape.js';
import { main, type StartOptions } from './main.js';
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

/** The stdout of the call when the launcher could answer it alone, else `undefined`. */
async function attempt(stdin: RecordedStdin): Promise<Buffer | undefined> {
  const stdout = collected();
  const stderr = collected();
  const ctx = programContext({
    stdout: stdout.stream,
    stderr: stderr.stream,
    stdin: () => stdin.read(),
  });
  let code: number;
  try {
    code = await main(process.argv.slice(2), ctx);
  } catch {
    return undefined;
  }
  if (fullPathWanted() !== undefined || code !== 0 || stderr.chunks.length > 0) return undefined;
  return Buffer.concat(stdout.chunks);
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
  const answer = await attempt(stdin);
  if (answer === undefined) {
    const replay = await stdin.replay();
    return full(replay === undefined ? {} : { stdin: () => replay });
  }
  process.exitCode = 0;
  // Most answers are empty (Claude Code's PreToolUse with no decision): stdout is not even built.
  if (answer.length === 0) return;
  // As the full program: a reader that went away is no error (no hook runs here to stop).
  process.stdout.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EPIPE') throw error;
    process.exit(0);
  });
  process.stdout.write(answer);
}

void launch();
