import {
  EVENT_CATALOGUE,
  type HookProcessResult,
  PROFILE_NAME,
  type ProfileEvent,
} from '@lionagi/hooks-profile';
import { type HarnessNotes, isObject, outputNotes } from './harness-output-notes.js';

export type { HarnessNotes } from './harness-output-notes.js';

/**
 * How Claude Code 2.1.328 and Codex 0.169.0 would treat this exact hook result, from the ground
 * truth (claude-code REPORT §5, codex REPORT §5): where they agree with profile v1 and where not.
 */
export function harnessNotes(event: ProfileEvent, result: HookProcessResult): HarnessNotes {
  const notes: HarnessNotes = { claude: [], codex: [] };
  const both = (text: string) => {
    notes.claude.push(text);
    notes.codex.push(text);
  };
  const blocking = EVENT_CATALOGUE[event].blocking;
  if (event === 'PostToolUseFailure') {
    notes.codex.push(
      'Codex has no PostToolUseFailure event (its PostToolUse fires for failing tools too)',
    );
  }
  if (result.spawnError !== undefined) {
    both(
      'the shell would report the command as not found (exit 127): a non-blocking error; the action proceeds',
    );
    return notes;
  }
  if (result.timedOut) {
    notes.claude.push(
      `the hook would be cancelled on timeout and the action would proceed (fail open${blocking ? `; ${PROFILE_NAME} denies, Dv1-4` : ''})`,
    );
    notes.codex.push(
      `the hook would fail on timeout and the action would proceed (fail open${blocking ? `; ${PROFILE_NAME} denies, Dv1-4` : ''})`,
    );
    return notes;
  }
  const stdout = result.stdout.trim();
  const stderr = result.stderr.trim();
  if (result.exitCode === 2) {
    exitTwo(event, stderr, notes);
    return notes;
  }
  if (result.exitCode !== 0) {
    if (stdout.startsWith('{')) {
      notes.claude.push(
        `Claude Code would still honour the JSON on stdout despite the failing exit (Dv1-5; ${PROFILE_NAME} ignores it)`,
      );
    } else notes.claude.push('a non-blocking error; the action proceeds');
    notes.codex.push(
      `a failure ("hook exited with code ${result.exitCode ?? 'by signal'}"); stdout is ignored and the action proceeds`,
    );
    return notes;
  }
  if (stdout === '') return notes;
  if (!stdout.startsWith('{')) {
    if (event === 'UserPromptSubmit' || event === 'SessionStart')
      both('the plain-text stdout becomes context for the model');
    else both('plain-text stdout is ignored on this event');
    return notes;
  }
  let output: unknown;
  try {
    output = JSON.parse(stdout);
  } catch {
    notes.claude.push('the malformed JSON would be treated as plain text, without an error');
    notes.codex.push('a failure ("invalid JSON output"); the action proceeds');
    return notes;
  }
  if (isObject(output)) outputNotes(event, output, notes);
  return notes;
}

function exitTwo(event: ProfileEvent, stderr: string, notes: HarnessNotes): void {
  if (EVENT_CATALOGUE[event].blocking) {
    const what = event === 'PreToolUse' ? 'the tool call' : 'the prompt';
    notes.claude.push(
      `blocks ${what}; the model sees the hook's command line and stderr ("[<command>]: <stderr>")`,
    );
    if (stderr === '') {
      notes.codex.push(
        'a failure: exit 2 without a reason on stderr does not block in Codex (Dv1-12); the action proceeds',
      );
    } else notes.codex.push(`blocks ${what} with stderr as the reason`);
  } else if (event === 'PostToolUse') {
    notes.claude.push(
      'the tool already ran; stderr reaches the model as a blocking-error system message',
    );
    notes.codex.push('the tool already ran; stderr replaces the tool output the model sees');
  } else {
    notes.claude.push(`exit 2 is ignored on ${event}`);
    if (event !== 'PostToolUseFailure')
      notes.codex.push(`a failure ("hook exited with code 2") on ${event}`);
  }
}
