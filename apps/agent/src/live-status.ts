import type { ModelProvider, ModelRequest } from '@lionagi/runtime';
import yoctoSpinner from 'yocto-spinner';

/** What is running now: a hook process or a model request. */
interface Activity {
  label: string;
  detail: string | undefined;
  started: number;
}

/** How often the elapsed time on the status line is refreshed. */
const TICK_MS = 100;

/**
 * The live status line of an interactive terminal: what runs now (a hook, with its
 * `status_message`, or a model request) and for how long. It exists only where someone watches:
 * text output with stderr on a terminal (not `TERM=dumb`); pipes, files and json / stream-json
 * output get nothing. Colour follows the terminal (`NO_COLOR` turns it off).
 */
export class LiveStatus {
  readonly #spinner: ReturnType<typeof yoctoSpinner>;
  readonly #running = new Map<string, Activity>();
  #timer: NodeJS.Timeout | undefined;

  private constructor(stream: NodeJS.WriteStream) {
    // li-agent's own stop path handles SIGINT / SIGTERM (SessionEnd, exit status): not the spinner.
    this.#spinner = yoctoSpinner({ stream, handleSignals: false });
    // An exit from anywhere (a closed stdout pipe) must not leave the terminal's cursor hidden.
    process.once('exit', () => this.close());
  }

  /** A status line on `stream`, or `undefined` when it is not an interactive terminal. */
  static on(stream: NodeJS.WritableStream, env: NodeJS.ProcessEnv): LiveStatus | undefined {
    const tty = stream as NodeJS.WriteStream;
    if (tty.isTTY !== true || env.TERM === 'dumb') return undefined;
    return new LiveStatus(tty);
  }

  /** Something started: shown (the latest started one) until {@link end} with the same id. */
  begin(id: string, label: string, detail?: string): void {
    this.#running.set(id, { label, detail, started: performance.now() });
    this.#render();
    if (this.#timer === undefined) {
      this.#timer = setInterval(() => this.#render(), TICK_MS);
      this.#timer.unref();
    }
  }

  /** It finished: the line shows what is still running, or goes away. */
  end(id: string): void {
    if (!this.#running.delete(id)) return;
    if (this.#running.size > 0) {
      this.#render();
      return;
    }
    clearInterval(this.#timer);
    this.#timer = undefined;
    this.#spinner.stop();
  }

  /** Removes the line for good (the run is over or stopping). */
  close(): void {
    this.#running.clear();
    clearInterval(this.#timer);
    this.#timer = undefined;
    this.#spinner.stop();
  }

  #render(): void {
    const latest = [...this.#running.values()].at(-1);
    if (latest === undefined) return;
    const seconds = ((performance.now() - latest.started) / 1000).toFixed(1);
    const more = this.#running.size > 1 ? ` (+${this.#running.size - 1} more running)` : '';
    const detail = latest.detail === undefined ? '' : `: ${latest.detail}`;
    const text = `${latest.label}${detail} · ${seconds} s${more}`;
    if (this.#spinner.isSpinning) this.#spinner.text = text;
    else this.#spinner.start(text);
  }
}

/**
 * `provider` with each model request shown on `status` while it is in flight (until the answer,
 * or the end of its stream, or its failure).
 */
export function withModelStatus(provider: ModelProvider, status: LiveStatus): ModelProvider {
  let requests = 0;
  const label = `model ${provider.name}${provider.model ? ` ${provider.model}` : ''}`;
  const begin = () => {
    const id = `model_${++requests}`;
    status.begin(id, label, 'waiting for the answer');
    return id;
  };
  return {
    name: provider.name,
    ...(provider.model === undefined ? {} : { model: provider.model }),
    async complete(request: ModelRequest) {
      const id = begin();
      try {
        return await provider.complete(request);
      } finally {
        status.end(id);
      }
    },
    async *stream(request: ModelRequest) {
      const id = begin();
      try {
        yield* provider.stream(request);
      } finally {
        status.end(id);
      }
    },
  };
}
