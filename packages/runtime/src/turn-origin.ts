import { randomUUID } from 'node:crypto';

/**
 * The token of one user turn. Minted at a public ingress, consumed (check-and-clear) at the
 * first model submission of the turn; its id is the turn's `turn_id`.
 */
export interface TurnToken {
  readonly id: string;
  /** Set by {@link consumeTurnOrigin}: the token fires at most once. */
  consumed: boolean;
}

/**
 * The origin disposition threaded on the call chain (ADR-0048 D2): `unset` (what a genuine
 * outside caller produces), `forwarded` (carry this token, never re-originate), or `noOrigin`
 * (an internal turn: traverse public methods without ever holding a token).
 */
export type OriginDisposition =
  | { readonly kind: 'unset' }
  | { readonly kind: 'forwarded'; readonly token: TurnToken }
  | { readonly kind: 'noOrigin' };

/**
 * The explicit operation context every Branch ingress takes as its last argument. It is passed
 * down the call chain by hand; there is deliberately no ambient (AsyncLocalStorage) state, which
 * would leak between concurrently running operations.
 */
export interface OperationContext {
  /** Default: unset. */
  origin?: OriginDisposition;
  /** The user turn this operation belongs to (tool and prompt envelopes carry it as `turn_id`). */
  turnId?: string;
  signal?: AbortSignal;
}

/** Disposition constructors. */
export const TurnOrigin = {
  unset: (): OriginDisposition => ({ kind: 'unset' }),
  forwarded: (token: TurnToken): OriginDisposition => ({ kind: 'forwarded', token }),
  noOrigin: (): OriginDisposition => ({ kind: 'noOrigin' }),
} as const;

/** Makes a fresh token; `newId` defaults to a random UUID. */
export function mintTurnToken(newId: () => string = randomUUID): TurnToken {
  return { id: newId(), consumed: false };
}

/**
 * What a public ingress does first: mints a token only when the disposition is unset, and
 * returns the context to pass down (forwarded). A forwarded or noOrigin context is returned
 * with its disposition unchanged; every returned context has a `turnId`.
 */
export function originateTurn(
  ctx: OperationContext | undefined,
  newId: () => string = randomUUID,
): OperationContext {
  const origin = ctx?.origin ?? TurnOrigin.unset();
  if (origin.kind === 'unset') {
    const token = mintTurnToken(newId);
    return { ...ctx, origin: TurnOrigin.forwarded(token), turnId: token.id };
  }
  if (origin.kind === 'forwarded') return { ...ctx, turnId: ctx?.turnId ?? origin.token.id };
  return { ...ctx, turnId: ctx?.turnId ?? randomUUID() };
}

/**
 * The context for a runtime-synthesized turn (parse repair, ReAct continuations): noOrigin,
 * same user turn id, same abort signal.
 */
export function internalTurn(ctx: OperationContext): OperationContext {
  return { ...ctx, origin: TurnOrigin.noOrigin() };
}

/**
 * Check-and-clear at the model-submission boundary: returns the token when this submission is
 * the first of a user turn (and marks it consumed), otherwise `undefined`.
 */
export function consumeTurnOrigin(ctx: OperationContext | undefined): TurnToken | undefined {
  const origin = ctx?.origin;
  if (origin?.kind !== 'forwarded' || origin.token.consumed) return undefined;
  origin.token.consumed = true;
  return origin.token;
}
