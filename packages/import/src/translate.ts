import { isAbsolute, relative } from 'node:path';
import type { ImportedFrom } from '@lionagi/hooks-config';
import {
  divergencesFor,
  isHookError,
  isProfileEvent,
  type ProfileEvent,
  resolveEvent,
} from '@lionagi/hooks-profile';
import { bridgeOfEntry } from './bridge-command.js';
import { handlerProblem } from './handler-fields.js';
import { foreignTranslator } from './handler-translators.js';
import { eventTheHarnessLacks } from './harness-event-gaps.js';
import { translateMatcher } from './matcher-check.js';
import { describeHandler } from './row-handler.js';
import { asyncProblem } from './translate-http.js';
import type { TranslateOptions, Translation } from './translate-types.js';
import type { ForeignEntry, ImportRow } from './types.js';

export type { TranslateOptions, Translation };

/** A foreign file as `imported_from.file` names it: relative to the project when inside it. */
export function importedFromFile(projectDir: string | undefined, file: string): string {
  const rel = projectDir === undefined ? undefined : relative(projectDir, file);
  return rel === undefined || rel.startsWith('..') || isAbsolute(rel) ? file : rel;
}

/** `imported_from` of an entry: the foreign file, the event, matcher and command as written. */
function importedFrom(row: ImportRow, projectDir: string | undefined): ImportedFrom {
  return {
    file: importedFromFile(projectDir, row.origin.file),
    event: row.event,
    ...(row.matcher === undefined ? {} : { matcher: row.matcher }),
    command: row.command,
    ...(row.args === undefined ? {} : { args: row.args }),
  };
}

function dv11(event: ProfileEvent): string[] {
  return event === 'UserPromptSubmit'
    ? [
        'Dv1-1: LionAGI sends transcript_path and turn_id only when the surface has them; verify the hook tolerates their absence (harness == "lionagi")',
      ]
    : [];
}

/**
 * Translates one foreign handler into a `hooks_external` hook, or rejects it with a reason: events
 * outside the profile, handler types other than `command`, async hooks, commands that need a
 * shell (C-4), invalid matchers and timeouts. Imported rows carry every warning and divergence that
 * applies. Nothing from the entry is executed.
 */
export function translateEntry(entry: ForeignEntry, options: TranslateOptions): Translation {
  const handler = entry.handler;
  const isObject = typeof handler === 'object' && handler !== null && !Array.isArray(handler);
  const fields = isObject ? (handler as Record<string, unknown>) : {};
  const translator = foreignTranslator(fields);
  const row: ImportRow = {
    event: entry.event,
    matcher: typeof entry.matcher === 'string' ? entry.matcher : undefined,
    command: translator.identity(fields),
    status: 'rejected',
    warnings: [...entry.fileNotes],
    divergences: isProfileEvent(entry.event) ? divergencesFor(entry.event).map((d) => d.id) : [],
    applies: [],
    origin: entry.origin,
  };
  if (entry.harness === 'claude' && Array.isArray(fields.args)) row.args = fields.args.map(String);
  const from = importedFrom(row, options.projectDir);
  // The li bridge (under any event) is no guard left behind: it already guards through li.
  const bridged = bridgeOfEntry(entry) !== undefined;
  const reject = (reason: string): Translation => ({
    row: { ...row, reason },
    from,
    ...(bridged ? { bridge: true as const } : {}),
  });

  try {
    resolveEvent(entry.event);
  } catch (error) {
    if (!isHookError(error)) throw error;
    return reject(error.message);
  }
  const event = entry.event as ProfileEvent;
  const lacking = eventTheHarnessLacks(entry.harness, event);
  if (lacking !== undefined) return reject(lacking);
  if (!isObject) return reject('the handler is not an object');
  const problem = handlerProblem(fields, entry);
  if (problem !== undefined) return reject(problem);
  const matcher = translateMatcher(entry.matcher, event, entry.harness, options.tools);
  if (!matcher.ok) return reject(matcher.reason);
  const notAsync = asyncProblem(fields, entry);
  if (notAsync !== undefined) return reject(notAsync);
  const context = { entry, fields, event, matcher, row, from, options, reject };
  const translation = translator.translate({ ...context, eventWarnings: dv11(event) });
  if (translation.hook !== undefined) describeHandler(translation.row, translation.hook);
  return translation;
}
