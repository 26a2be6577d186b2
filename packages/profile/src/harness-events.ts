import { claudeCodeEventAudit } from './claude-code-event-audit.js';
import { claudeCodeEventSince } from './harness-event-names.js';

/**
 * A hook event a harness fires that profile v1 gives no LionAGI seam (ADR-0048 D2: refused at
 * config load and at import, never silently dropped). Only the events a revision had to decide
 * about are listed; every other unknown name is refused the same way without the harness note.
 */
export interface HarnessOnlyEvent {
  readonly name: string;
  readonly harness: 'Claude Code' | 'Codex';
  /** The first observed build that fires it (`2.1.328` / `0.169.0` when the ground truth had it). */
  readonly since: string;
  /** When it fires, in one clause. */
  readonly summary: string;
  /**
   * Envelope fields beyond the common ones, with their JSON types as observed, and the build each
   * first appeared in when newer than {@link since}.
   */
  readonly fields: Readonly<Record<string, { readonly type: string; readonly since?: string }>>;
  /** How to guard what the event guards without a seam, if there is a way. */
  readonly guard?: string;
}

/** The fields Codex 0.171.0 added to both model-request envelopes (observed live, issue 22). */
const MODEL_REQUEST_0171 = {
  kind: { type: 'string', since: '0.171.0' },
  request_id: { type: 'string', since: '0.171.0' },
  attempt_number: { type: 'number', since: '0.171.0' },
  thread_id: { type: 'string', since: '0.171.0' },
} as const;

/** Harness events with no LionAGI seam, by name (profile v1.1 records them). */
export const HARNESS_ONLY_EVENTS: Readonly<Record<string, HarnessOnlyEvent>> = {
  PreSkillShellCommand: {
    name: 'PreSkillShellCommand',
    harness: 'Claude Code',
    since: '2.1.332',
    summary:
      'blocking, before each !`cmd` shell line of a skill or slash command (PreToolUse never sees those lines)',
    fields: {
      tool_name: { type: 'string' },
      tool_input: { type: 'object' },
      tool_use_id: { type: 'string' },
      command_name: { type: 'string' },
      command_source: { type: 'string' },
      invoked_by: { type: 'string' },
    },
    guard:
      'register "li hooks run PreToolUse --emit claude --as-tool Bash" under it (docs/cli-recipes.md)',
  },
  PreModelRequest: {
    name: 'PreModelRequest',
    harness: 'Codex',
    since: '0.169.0',
    summary: 'before every model request',
    fields: {
      turn_id: { type: 'string' },
      model: { type: 'string' },
      ...MODEL_REQUEST_0171,
    },
  },
  PostModelRequest: {
    name: 'PostModelRequest',
    harness: 'Codex',
    since: '0.169.0',
    summary: 'after every model request',
    fields: {
      turn_id: { type: 'string' },
      model: { type: 'string' },
      status: { type: 'string' },
      error: { type: 'null' },
      token_usage: { type: 'object' },
      ...MODEL_REQUEST_0171,
      response_id: { type: 'string', since: '0.171.0' },
    },
  },
};

/**
 * Handler fields a harness writes into its own hook config that profile v1 has no equivalent
 * for; import reports them (a warning naming the field), it never drops them silently.
 */
export const HARNESS_HANDLER_FIELDS: Readonly<Record<string, string>> = {
  holdsTools: 'Claude Code 2.1.332, internal',
};

/**
 * The harness note of an event with no seam (`a Claude Code 2.1.332 event, …`), if it is listed
 * here or refused by the audit of the Claude Code events (`CLAUDE_CODE_EVENT_AUDIT`: what
 * fires it there, then why li-agent has no seam for it).
 */
export function harnessEventNote(name: string): string | undefined {
  const e = Object.hasOwn(HARNESS_ONLY_EVENTS, name) ? HARNESS_ONLY_EVENTS[name] : undefined;
  if (e === undefined) return auditNote(name);
  const guard = e.guard === undefined ? '' : `; to guard it, ${e.guard}`;
  return `a ${e.harness} ${e.since} event, ${e.summary}${guard}`;
}

/** `a Claude Code 2.1.328 event: <what fires it>; <why no seam>` for an event the audit refuses. */
function auditNote(name: string): string | undefined {
  const audit = claudeCodeEventAudit(name);
  const since = claudeCodeEventSince(name);
  if (audit?.reason === undefined || since === undefined) return undefined;
  return `a Claude Code ${since} event: ${audit.fires}; ${audit.reason}`;
}
