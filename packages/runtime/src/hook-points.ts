/**
 * The in-process hook points of a session's {@link HookBus} (ADR-0047 matrix, plus
 * USER_PROMPT_SUBMIT from ADR-0048 D2). Values are the wire-style names used in signals.
 */
export const HookPoint = {
  SESSION_START: 'session.start',
  SESSION_END: 'session.end',
  BRANCH_CREATE: 'branch.create',
  MESSAGE_ADD: 'message.add',
  TOOL_PRE: 'tool.pre',
  TOOL_POST: 'tool.post',
  TOOL_ERROR: 'tool.error',
  USER_PROMPT_SUBMIT: 'prompt.submit',
  /** A branch was compacted (its messages replaced by a summary). */
  BRANCH_COMPACT: 'branch.compact',
} as const;

/** One of the {@link HookPoint} values. */
export type HookPoint = (typeof HookPoint)[keyof typeof HookPoint];

/**
 * The hard-coded blocking set: the only points where a handler may deny. Extending it is a code
 * change with review, never configuration (ADR-0048 D2, out-of-scope list).
 */
export const BLOCKING_POINTS: ReadonlySet<HookPoint> = new Set<HookPoint>([
  HookPoint.TOOL_PRE,
  HookPoint.USER_PROMPT_SUBMIT,
]);

/** The blocking points as a type. */
export type BlockingPoint = typeof HookPoint.TOOL_PRE | typeof HookPoint.USER_PROMPT_SUBMIT;

/** True for a point in {@link BLOCKING_POINTS}. */
export function isBlockingPoint(point: HookPoint): point is BlockingPoint {
  return BLOCKING_POINTS.has(point);
}

/** The payload each point carries. Tool points hold summaries only: the bus is the audit plane. */
export interface HookPayloads {
  'session.start': {
    session_id: string;
    source: 'startup' | 'resume';
    model?: string;
    transcript_path: string;
  };
  'session.end': { session_id: string; reason: string; transcript_path: string };
  'branch.create': { session_id: string; branch_id: string };
  'message.add': {
    session_id: string;
    branch_id: string;
    message_id: string;
    role: string;
    kind: string;
  };
  'tool.pre': {
    session_id?: string;
    branch_id?: string;
    call_id: string;
    tool_name: string;
    /** The pre-rewrite arguments, JSON-rendered and cut to 200 characters. */
    args_summary: string;
    turn_id?: string;
  };
  'tool.post': {
    session_id?: string;
    branch_id?: string;
    call_id: string;
    tool_name: string;
    result_summary: string;
    duration_ms: number;
    turn_id?: string;
  };
  'tool.error': {
    session_id?: string;
    branch_id?: string;
    call_id: string;
    tool_name: string;
    error: string;
    duration_ms: number;
    turn_id?: string;
  };
  'branch.compact': {
    session_id: string;
    branch_id: string;
    trigger: 'manual' | 'auto';
    /** How many messages the summary replaced. */
    messages_before: number;
    summary_chars: number;
  };
  'prompt.submit': {
    session_id: string;
    branch_id: string;
    /** The rendered instruction text actually submitted at the model boundary. */
    prompt: string;
    turn_id: string;
    model?: string;
  };
}

/**
 * What a handler may return. Only {@link HookBus.blockingEmit} reads it: `deny` denies the
 * action with that reason, `additionalContext` is collected for the turn.
 */
export interface HookHandlerResult {
  deny?: string;
  additionalContext?: string;
}

/** An in-process handler for point `P`. Throwing on a blocking point denies. */
export type HookHandler<P extends HookPoint = HookPoint> = (
  payload: HookPayloads[P],
  // biome-ignore lint/suspicious/noConfusingVoidType: most handlers return nothing; `void` admits block bodies
) => void | HookHandlerResult | Promise<void | HookHandlerResult>;

/** What the bus recorded for one emission: sent to observers (the audit plane). */
export interface HookSignal<P extends HookPoint = HookPoint> {
  point: P;
  payload: HookPayloads[P];
  /** Set when a blocking emission was denied. */
  denied?: boolean;
  /** `"<Name>: message"` of the denial or of the failed handler. */
  exception?: string;
  at: string;
}
