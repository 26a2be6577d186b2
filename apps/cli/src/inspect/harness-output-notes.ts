import type { ProfileEvent } from '@lionagi/hooks-profile';

/** What one run of a hook would do under each observed harness, in words. */
export interface HarnessNotes {
  claude: string[];
  codex: string[];
}

type Json = Record<string, unknown>;

const COMMON_KEYS = [
  'continue',
  'stopReason',
  'suppressOutput',
  'systemMessage',
  'hookSpecificOutput',
];

/** Codex 0.169.0 output schemas (`additionalProperties: false`): allowed keys per event. */
const CODEX_KEYS: Partial<Record<ProfileEvent, { top: string[]; specific: string[] }>> = {
  PreToolUse: {
    top: [...COMMON_KEYS, 'decision', 'reason'],
    specific: [
      'hookEventName',
      'additionalContext',
      'permissionDecision',
      'permissionDecisionReason',
      'updatedInput',
    ],
  },
  UserPromptSubmit: {
    top: [...COMMON_KEYS, 'decision', 'reason'],
    specific: ['hookEventName', 'additionalContext'],
  },
  PostToolUse: {
    top: [...COMMON_KEYS, 'decision', 'reason'],
    specific: ['hookEventName', 'additionalContext', 'updatedMCPToolOutput'],
  },
  SessionStart: { top: COMMON_KEYS, specific: ['hookEventName', 'additionalContext'] },
  // No hookSpecificOutput at all (stop.command.output.schema.json): an additionalContext fails it.
  Stop: {
    top: ['continue', 'decision', 'reason', 'stopReason', 'suppressOutput', 'systemMessage'],
    specific: [],
  },
};

/** True for a JSON object (not an array or null). */
export const isObject = (v: unknown): v is Json =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Notes on a hook's stdout JSON at exit 0: fields each harness rejects or treats differently
 * (Codex schemas admit no unknown field; Claude Code requires a matching hookEventName).
 */
export function outputNotes(event: ProfileEvent, out: Json, notes: HarnessNotes): void {
  const keys = CODEX_KEYS[event];
  const specific = isObject(out.hookSpecificOutput) ? out.hookSpecificOutput : undefined;
  if (specific !== undefined && specific.hookEventName !== event) {
    const why =
      specific.hookEventName === undefined
        ? 'lacks hookEventName'
        : `names ${JSON.stringify(specific.hookEventName)}`;
    const text = `hookSpecificOutput ${why}: the whole output is rejected and the hook counts as an error`;
    notes.claude.push(text);
    notes.codex.push(text);
  }
  let codexRejects = false;
  if (keys !== undefined) {
    const unknown = [
      ...Object.keys(out).filter((k) => !keys.top.includes(k)),
      ...(keys.top.includes('hookSpecificOutput') ? Object.keys(specific ?? {}) : [])
        .filter((k) => !keys.specific.includes(k))
        .map((k) => `hookSpecificOutput.${k}`),
    ];
    codexRejects = unknown.length > 0;
    if (unknown.length > 0) {
      notes.codex.push(
        `Codex rejects the whole output: ${unknown.join(', ')} ${unknown.length === 1 ? 'is' : 'are'} not in its ${event} schema (Dv1-8); ${event === 'Stop' ? 'the turn ends as if there were no hook' : 'the action proceeds'}`,
      );
    }
  } else if (event === 'SessionEnd')
    notes.codex.push('Codex reads no output from SessionEnd hooks');
  if (event === 'PreToolUse') preToolUseNotes(out, specific ?? {}, notes);
  else if (event === 'UserPromptSubmit' && out.decision === 'block') {
    notes.claude.push('blocks the prompt: no model call');
    notes.codex.push('blocks the prompt: no model request');
  } else if (event === 'PostToolUse' && out.decision === 'block') {
    notes.claude.push('the reason reaches the model as a system message; the turn continues');
    notes.codex.push('the reason replaces the tool output the model sees');
  }
  if (out.continue === false) {
    if (event === 'PreToolUse') {
      notes.claude.push('continue:false: the tool still runs, then the agent loop stops');
      notes.codex.push('continue:false is unsupported on PreToolUse: a failure; the tool runs');
    } else if (event === 'SessionStart') {
      notes.claude.push('continue:false is ignored on SessionStart in print mode');
      notes.codex.push('continue:false: the first turn is not run');
    }
  }
  if (typeof specific?.additionalContext === 'string') {
    notes.claude.push(
      event === 'Stop'
        ? 'additionalContext reaches the model as "Stop hook additional context: <text>" and the turn goes on (stop03)'
        : 'additionalContext reaches the model as a system message',
    );
    if (!codexRejects)
      notes.codex.push('additionalContext reaches the model as a developer message');
  }
}

function preToolUseNotes(out: Json, specific: Json, notes: HarnessNotes): void {
  const decision = specific.permissionDecision;
  const rewrite = specific.updatedInput !== undefined;
  if (decision === 'allow' && !rewrite) {
    notes.claude.push('allow skips the permission prompt: the tool runs without asking');
    notes.codex.push(
      'Codex would treat this bare allow as a failure ("unsupported permissionDecision:allow"); the tool runs as if there were no hook (Dv1-6)',
    );
  } else if (decision === 'allow') {
    notes.claude.push('the rewritten input runs (with several hooks, the last to finish wins)');
    notes.codex.push('the rewritten input runs (with several hooks, the last to finish wins)');
  } else if (decision === 'deny') {
    notes.claude.push('denies: the model sees "PreToolUse:<Tool> hook error: <reason>"');
    notes.codex.push('denies: the model sees "Command blocked by PreToolUse hook: <reason>"');
  } else if (decision === 'ask') {
    notes.claude.push('ask denies in print mode and prompts the user interactively');
    notes.codex.push('ask is unsupported: a failure; the tool runs (Dv1-6)');
  } else if (decision !== undefined) {
    notes.claude.push(
      `permissionDecision ${JSON.stringify(decision)} fails validation: the hook is ignored and the tool runs`,
    );
    notes.codex.push(
      `permissionDecision ${JSON.stringify(decision)} is invalid output: a failure; the tool runs`,
    );
  } else if (rewrite) {
    notes.claude.push(
      'the rewritten input runs, but still goes through the normal permission check',
    );
    notes.codex.push(
      'updatedInput without permissionDecision:allow is a failure: the original input runs',
    );
  }
  if (out.decision === 'approve') {
    notes.claude.push('decision "approve" allows like permissionDecision allow');
    notes.codex.push('decision "approve" is unsupported: a failure; the tool runs');
  } else if (out.decision === 'block') {
    notes.claude.push('decision "block" denies like permissionDecision deny');
    notes.codex.push('decision "block" denies like permissionDecision deny');
  }
  if (out.suppressOutput === true)
    notes.codex.push('suppressOutput is unsupported on PreToolUse: a failure; the tool runs');
}
