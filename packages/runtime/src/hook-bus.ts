import {
  type BlockingPoint,
  type HookHandler,
  type HookPayloads,
  HookPoint,
  type HookSignal,
  isBlockingPoint,
} from './hook-points.js';
import { type Logger, stderrLogger } from './logger.js';
import { isPermissionDeniedError, PermissionDeniedError } from './permission-denied.js';

/** Receives every signal the bus records (after a chain ran, and for each denial). */
export type SignalObserver = (signal: HookSignal) => void;

/** Options of {@link HookBus}. */
export interface HookBusOptions {
  /** Where isolated handler and observer failures are reported (default: stderr). */
  logger?: Logger;
}

/** What a successful {@link HookBus.blockingEmit} collected from its handlers. */
export interface BlockingOutcome {
  /** Each handler's `additionalContext`, in handler order. */
  additionalContext: string[];
}

const ALL_POINTS = new Set<string>(Object.values(HookPoint));

/**
 * The session-scoped, in-process hook bus: the observe/audit plane (ADR-0047). `emit` isolates
 * every handler failure; only the hard-coded blocking points can deny, through `blockingEmit`.
 */
export class HookBus {
  readonly #handlers = new Map<HookPoint, HookHandler[]>();
  readonly #observers = new Set<SignalObserver>();
  readonly #logger: Logger;

  constructor(options: HookBusOptions = {}) {
    this.#logger = options.logger ?? stderrLogger;
  }

  /** Registers `handler` on `point`; returns a function that removes it. */
  on<P extends HookPoint>(point: P, handler: HookHandler<P>): () => void {
    if (!ALL_POINTS.has(point)) {
      throw new TypeError(
        `unknown hook point "${point}"; expected one of ${[...ALL_POINTS].join(', ')}`,
      );
    }
    const list = this.#handlers.get(point) ?? [];
    list.push(handler as HookHandler);
    this.#handlers.set(point, list);
    return () => this.off(point, handler);
  }

  /** Removes `handler` from `point` (no-op when absent). */
  off<P extends HookPoint>(point: P, handler: HookHandler<P>): void {
    const list = this.#handlers.get(point);
    const index = list?.indexOf(handler as HookHandler) ?? -1;
    if (list && index >= 0) list.splice(index, 1);
  }

  /** A copy of the handlers registered on `point`, in run order. */
  handlersFor(point: HookPoint): HookHandler[] {
    return [...(this.#handlers.get(point) ?? [])];
  }

  /** Subscribes to recorded signals; returns a function that unsubscribes. */
  observe(observer: SignalObserver): () => void {
    this.#observers.add(observer);
    return () => this.#observers.delete(observer);
  }

  /**
   * Runs every handler of `point` in order. A failing handler is logged and the next one runs:
   * an observer never takes the run down. Handler results are ignored here.
   */
  async emit<P extends HookPoint>(point: P, payload: HookPayloads[P]): Promise<void> {
    for (const handler of this.handlersFor(point)) {
      try {
        await handler(payload);
      } catch (error) {
        this.#logger.error(`hook handler on ${point} failed: ${describe(error)}`, { point });
      }
    }
    this.#record({ point, payload, at: new Date().toISOString() });
  }

  /**
   * Runs the handlers of a blocking point in order; the first denial (a thrown error or a
   * `{ deny }` result) stops the chain, is recorded as a denial signal, and is thrown as a
   * {@link PermissionDeniedError}. Any other point throws a `TypeError`: the blocking set is
   * hard-coded, not configurable.
   */
  async blockingEmit<P extends BlockingPoint>(
    point: P,
    payload: HookPayloads[P],
  ): Promise<BlockingOutcome> {
    if (!isBlockingPoint(point)) {
      throw new TypeError(
        `blockingEmit is only defined for the blocking points tool.pre and prompt.submit; "${String(point)}" is advisory, use emit`,
      );
    }
    const additionalContext: string[] = [];
    for (const handler of this.handlersFor(point)) {
      let denial: PermissionDeniedError | undefined;
      try {
        const result = await handler(payload);
        if (result?.deny !== undefined)
          denial = new PermissionDeniedError(result.deny, { where: point });
        else if (result?.additionalContext) additionalContext.push(result.additionalContext);
      } catch (error) {
        denial = isPermissionDeniedError(error)
          ? (error as PermissionDeniedError)
          : new PermissionDeniedError(`handler failed: ${describe(error)}`, {
              where: point,
              cause: error,
            });
      }
      if (denial) {
        this.#record({ point, payload, denied: true, exception: describe(denial), at: now() });
        throw denial;
      }
    }
    this.#record({ point, payload, at: now() });
    return { additionalContext };
  }

  #record(signal: HookSignal): void {
    for (const observer of this.#observers) {
      try {
        observer(signal);
      } catch (error) {
        this.#logger.error(`hook signal observer failed: ${describe(error)}`, {
          point: signal.point,
        });
      }
    }
  }
}

function now(): string {
  return new Date().toISOString();
}

function describe(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  return String(error);
}
