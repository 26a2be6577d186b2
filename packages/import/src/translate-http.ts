import { handlerLacked } from '@lionagi/hooks-harness';
import { EVENT_CATALOGUE, headerEnvReferences, type ProfileEvent } from '@lionagi/hooks-profile';
import { entryDivergences } from './entry-divergences.js';
import { sideWarnings } from './handler-fields.js';
import { HARNESS_OF } from './harness-event-gaps.js';
import { withImportedTimings } from './imported-timings.js';
import type { HandlerTranslator, TranslateContext, Translation } from './translate-types.js';
import type { ForeignEntry, PlannedHook } from './types.js';

/** A Claude Code `type: http` handler's request, as it is written in `hooks_external`. */
export interface PlannedHttp {
  url: string;
  headers: Record<string, string>;
  allowed_env_vars: string[];
}

const isStringMap = (v: unknown): v is Record<string, string> =>
  typeof v === 'object' &&
  v !== null &&
  !Array.isArray(v) &&
  Object.values(v).every((x) => typeof x === 'string');

/**
 * A Claude Code `type: http` handler as `hooks_external` fields (`url`, `headers`,
 * `allowedEnvVars` → `allowed_env_vars`), or why it cannot be imported. Warns, per header
 * reference to a variable not listed, that Claude Code sends it empty and LionAGI literally.
 */
export function translateHttp(
  handler: Record<string, unknown>,
  entry: ForeignEntry,
): { ok: true; http: PlannedHttp; warnings: string[] } | { ok: false; reason: string } {
  const lacked = handlerLacked(HARNESS_OF[entry.harness], 'http');
  if (lacked !== undefined) return { ok: false, reason: lacked };
  const { url, headers = {}, allowedEnvVars = [] } = handler;
  let parsed: URL | undefined;
  try {
    parsed = typeof url === 'string' ? new URL(url) : undefined;
  } catch {
    parsed = undefined;
  }
  if (parsed === undefined || (parsed.protocol !== 'http:' && parsed.protocol !== 'https:'))
    return {
      ok: false,
      reason: `url must be an absolute http(s) URL, got ${JSON.stringify(url ?? null)}`,
    };
  if (!isStringMap(headers)) return { ok: false, reason: 'headers must map names to strings' };
  if (!Array.isArray(allowedEnvVars) || !allowedEnvVars.every((v) => typeof v === 'string'))
    return { ok: false, reason: 'allowedEnvVars must be a list of variable names' };
  const warnings: string[] = [];
  for (const [name, value] of Object.entries(headers)) {
    for (const ref of headerEnvReferences(value)) {
      if (!allowedEnvVars.includes(ref.name))
        warnings.push(
          `header ${name} uses $${ref.name}, which allowedEnvVars does not list: Claude Code sends an empty string, LionAGI sends "${ref.text}" literally`,
        );
    }
  }
  return {
    ok: true,
    http: { url: url as string, headers: { ...headers }, allowed_env_vars: [...allowedEnvVars] },
    warnings,
  };
}

/**
 * A Claude Code `async: true` imports as async: on an advisory event as a queued hook, on a
 * blocking one as a background hook that cannot gate the action, as Claude Code runs it (C-8).
 * From Codex (whose async handling was not observed) it cannot be imported.
 */
export function asyncProblem(
  handler: Record<string, unknown>,
  entry: ForeignEntry,
): string | undefined {
  if (handler.async === true && entry.harness === 'codex')
    return "async: true: Codex's async hooks were not observed, so LionAGI does not import them as async; every imported Codex hook's result gates the action";
  if (handler.asyncRewake === true)
    return 'asyncRewake: true (wake the model with the result) has no profile equivalent';
  return undefined;
}

/** The report line of a Claude Code `async: true` entry on a blocking event (C-8). */
export function backgroundWarning(handler: Record<string, unknown>, event: ProfileEvent): string[] {
  if (handler.async !== true || !EVENT_CATALOGUE[event].blocking) return [];
  return [
    `async: true on ${event}, a blocking event: Claude Code runs it in the background, where it cannot block; imported as a background hook whose decision is ignored, so it guards nothing (C-8)`,
  ];
}

/** A Claude Code `type: http` handler imported as `type: http` (its display argv `["POST", url]`). */
function translateHttpHandler(context: TranslateContext): Translation {
  const { entry, fields, event, matcher, row, from, reject, eventWarnings } = context;
  const http = translateHttp(fields, entry);
  if (!http.ok) return reject(http.reason);
  const hook: PlannedHook = {
    event,
    matcher: matcher.matcher,
    type: 'http',
    command: ['POST', http.http.url],
    source: 'imported:claude',
    toolVocabulary: entry.harness,
    importedFrom: from,
    http: http.http,
    ...(fields.async === true ? { async: true as const } : {}),
  };
  // Claude Code's http default is its command default (hooks reference: "600 for command, http").
  const timeout = withImportedTimings(hook, entry, event, fields);
  row.status = 'imported';
  row.applies = entryDivergences({ event, matcher: matcher.matcher, shellString: false });
  row.warnings.push(
    ...http.warnings,
    ...backgroundWarning(fields, event),
    ...sideWarnings(fields, entry, []),
    ...matcher.warnings,
    ...timeout.warnings,
    ...eventWarnings,
  );
  return { row, hook, from };
}

/** How a `type: http` handler is imported and written (`url`, `headers`, `allowed_env_vars`). */
export const httpTranslator: HandlerTranslator = {
  // An http handler's identity across re-imports is its url.
  identity: (fields) =>
    typeof fields.command === 'string'
      ? fields.command
      : typeof fields.url === 'string'
        ? fields.url
        : '',
  translate: translateHttpHandler,
  settingsFields: (hook) => ({
    type: 'http',
    url: hook.http?.url,
    headers: hook.http?.headers,
    allowed_env_vars: hook.http?.allowed_env_vars,
  }),
  writtenArgv: (fields) => (typeof fields.url === 'string' ? ['POST', fields.url] : undefined),
  // A planned http handler is in its settings shape (`allowed_env_vars`), a loaded one is not.
  handlerSource: (hook) => ({
    ...hook,
    http: hook.http && { ...hook.http, allowedEnvVars: hook.http.allowed_env_vars },
  }),
};
