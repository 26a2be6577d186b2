import type { Interface } from 'node:readline';
import { escapeControlChars } from '@lionagi/hooks-profile';
import type { ApprovalRequest } from '@lionagi/runtime';
import { describeInput } from './ask-input.js';

/**
 * The REPL's approval prompt on a terminal (profile v2): a PreToolUse hook's `ask` (once no
 * PermissionRequest hook answered) shows the hook's reason and the tool input (its deciding field
 * first and whole, the rest cut, see {@link describeInput}) and asks
 * `Allow NAME? [y/N]`. Only `y` or `yes` allows; anything else, Ctrl-C ({@link interrupt}), end of
 * input and the session stopping deny. Text from the hook and the model is shown with control
 * characters escaped, so neither can rewrite the prompt on screen.
 */
export class TerminalApproval {
  readonly #output: NodeJS.WritableStream;
  #rl: Interface | undefined;
  #pending: (() => void) | undefined;

  constructor(output: NodeJS.WritableStream) {
    this.#output = output;
  }

  /** The REPL's readline: the answer is read from it, between the turn's lines. */
  attach(rl: Interface): void {
    this.#rl = rl;
    rl.once('close', () => this.#pending?.());
  }

  /** Denies the question on screen, if there is one (Ctrl-C); false when none is pending. */
  interrupt(): boolean {
    if (this.#pending === undefined) return false;
    this.#output.write('^C\n');
    this.#pending();
    return true;
  }

  /**
   * Draws the pending question again, with what was typed so far: a trace line or the live status
   * line (a Notification hook fires while the question waits) wrote over it. Nothing when none is
   * pending.
   */
  redraw(): void {
    if (this.#pending !== undefined) this.#rl?.prompt(true);
  }

  /** Asks about one call; resolves true only for a `y` / `yes` answer. */
  readonly approve = (request: ApprovalRequest): Promise<boolean> => {
    const rl = this.#rl;
    if (rl === undefined || request.signal?.aborted) return Promise.resolve(false);
    const shown = describeInput(request.input);
    const name = escapeControlChars(request.toolName);
    this.#output.write(
      `li-agent: a hook asks before ${name} runs: ${escapeControlChars(request.reason ?? '(no reason given)')}\n  input: ${escapeControlChars(shown)}\n`,
    );
    return new Promise<boolean>((resolve) => {
      // Aborting the question takes it back from readline, so the next line is a prompt again.
      const question = new AbortController();
      const done = (allowed: boolean) => {
        this.#pending = undefined;
        request.signal?.removeEventListener('abort', deny);
        question.abort();
        resolve(allowed);
      };
      const deny = () => done(false);
      this.#pending = deny;
      request.signal?.addEventListener('abort', deny, { once: true });
      rl.question(`Allow ${name}? [y/N] `, { signal: question.signal }, (answer) => {
        if (this.#pending === deny) done(/^\s*y(es)?\s*$/i.test(answer));
      });
    });
  };
}
