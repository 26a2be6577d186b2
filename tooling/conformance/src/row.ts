import type { ProfileEvent } from '@lionagi/hooks-profile';

/** The areas the matrix is split into (one source file each). */
export const AREAS = [
  'envelope',
  'exit-codes',
  'decisions',
  'divergences',
  'matchers',
  'timeouts',
  'policy',
  'sdk',
] as const;

/** One of {@link AREAS}. */
export type Area = (typeof AREAS)[number];

/**
 * How an observed harness behaviour relates to profile v1: `same` effect, `differs` (owned by the
 * divergence named in {@link HarnessCell.divergence}, or unnamed when that is omitted),
 * `not-applicable` (the harness has no such event or setting) or `not-observed` (the ground truth
 * has no experiment for it).
 */
export type Relation = 'same' | 'differs' | 'not-applicable' | 'not-observed';

/** What one harness build was observed to do for a row, and where that observation comes from. */
export interface HarnessCell {
  observed: string;
  /** Experiment id or report section, e.g. `pre09b`, `codex §5.1`, `events/PreToolUse.json`. */
  source: string;
  relation: Relation;
  /**
   * For `differs`: the named divergence (`Dv1-n`), clarification (`C-n`) or ADR decision
   * (`ADR-0048 Dn`) that accounts for the difference. Omitted: an unnamed difference.
   */
  divergence?: string;
}

/** A JSON type as `typeof` reports it, with `array` and `null` split out. */
export type JsonType = 'string' | 'number' | 'boolean' | 'object' | 'array' | 'null';

/**
 * A check on one field of a recorded stdin envelope (the first record of `event`). String values
 * may use the placeholders `{project}`, `{session_id}`, `{transcript_path}` and `{prompt}`.
 */
export interface FieldCheck {
  event: ProfileEvent;
  field: string;
  /** `absent`, or the JSON type the field must have on every record of the event. */
  expect: 'absent' | JsonType;
  value?: unknown;
  /** The field must equal this field of the first record of another event. */
  sameAs?: { event: ProfileEvent; field: string };
}

/**
 * Expected text: exact, or `{ prefix }` when the tail varies by machine (a Node error message).
 * `{project}` in either form is replaced by the project directory.
 */
export type TextMatch = string | { prefix: string };

/** One `hook_runs[]` entry as the row expects it (only the given keys are compared). */
export interface HookRunExpectation {
  event: ProfileEvent;
  outcome: 'success' | 'blocked' | 'error' | 'timeout' | 'skipped' | 'not-run';
  decision: 'allow' | 'deny' | 'none';
  exit_code?: number | null;
  timed_out?: boolean;
  reason?: TextMatch | null;
  tier?: 'project' | 'user' | 'imported';
}

/** One tool call of the turn, in order. */
export interface ToolCallExpectation {
  name: string;
  status: 'ok' | 'denied' | 'error';
  /** The error or denial text. */
  error?: TextMatch;
  finalInput?: Record<string, unknown>;
}

/**
 * The profile v1 outcome of a row, asserted end to end. Every key given is checked; the
 * documentation's profile cell is derived from the same object.
 */
export interface Expectation {
  /** `li-agent` exit code (0 completed, 1 error, 4 prompt blocked); for `li` rows, its exit code. */
  exitCode: 0 | 1 | 2 | 4;
  terminalReason?:
    | 'completed'
    | 'prompt_blocked'
    | 'hook_stopped'
    | 'stop_hook_prevented'
    | 'stop_hook_failed'
    | 'stop_hook_limit'
    | 'batch_hook_failed'
    | 'error';
  /** The result's `error` text (a blocked prompt's or a stop's reason). */
  error?: string;
  /** Project-relative files that must (true) or must not (false) exist after the run. */
  files?: Record<string, boolean>;
  /** Exact contents of project-relative files after the run. */
  fileContents?: Record<string, string>;
  /** Wait this long after the run before checking files (a killed hook's child would write late). */
  settleMs?: number;
  toolCalls?: ToolCallExpectation[];
  /** Messages of the branch (what the model is sent) that must appear, in this order. */
  modelSees?: Array<{ kind: string; content: string }>;
  /** Strings no branch message may contain. */
  modelNeverSees?: string[];
  /** The first model request's system prompt contains these (fake Anthropic provider rows). */
  systemPromptIncludes?: string[];
  /** The first model request contains these anywhere in its body (fake Anthropic provider rows). */
  requestIncludes?: string[];
  /** `hook_runs` of the turn, exactly this many, compared key by key in order. */
  hookRuns?: HookRunExpectation[];
  /** Audit log lines (`$LIONAGI_HOME/logs/hooks.jsonl`) for these events, in order. */
  audit?: HookRunExpectation[];
  /** stderr contains each of these (`{project}` placeholder allowed). */
  stderr?: string[];
  /** Checks on the envelopes the recorder hook wrote. */
  envelope?: FieldCheck[];
  /** How many envelopes the recorder wrote per event. */
  recorded?: Partial<Record<ProfileEvent, number>>;
  /** Values read from `li` JSON output by dotted path. */
  liJson?: Array<{ path: string; value: unknown }>;
}

/**
 * How a row runs: a project `.lionagi/settings.yaml` (fixture hooks are linked into the project as
 * `hooks/`, argv are relative to the project root), an optional user settings file, the scripted
 * prompt, and optional `li` commands run first. `li` set: run `li` with those args instead of
 * `li-agent`. `provider: 'fake-anthropic'` runs li-agent against a loopback fake Messages API so
 * the row can assert on the request the model received. `gitUntracked`: the project is a git
 * repository holding this one untracked file (content `junk`), for rows that run `git clean`.
 * Projects also link the bundled SDK examples as `sdk/`, so `node sdk/<name>.mjs` runs one.
 */
export interface RunSpec {
  settings: string;
  userSettings?: string;
  prompt: string;
  before?: string[][];
  li?: string[];
  provider?: 'scripted' | 'fake-anthropic';
  gitUntracked?: string;
  /** Extra `li-agent` flags (e.g. `--context-budget 200`). */
  agentArgs?: string[];
}

/** One row of the conformance matrix. */
export interface Row {
  /** Stable id, e.g. `exit-2-stderr`. */
  id: string;
  area: Area;
  title: string;
  /** Fixture hooks (files under test/fixtures/hooks) the row uses. */
  hooks: string[];
  run: RunSpec;
  expect: Expectation;
  /** Where profile v1 defines the expected behaviour (ADR-0048 section, clarification, …). */
  profileSource: string;
  /** Divergences this row demonstrates. */
  divergences?: string[];
  claudeCode: HarnessCell;
  codex: HarnessCell;
}
