import type { HandlerSource, ImportedFrom } from '@lionagi/hooks-config';
import { EVENTS_FIRED } from '@lionagi/hooks-harness';
import {
  EVENT_CATALOGUE,
  type HandlerType,
  type NamedTool,
  PROFILE_EVENTS,
  type ProfileEvent,
  type ToolVocabulary,
} from '@lionagi/hooks-profile';
import { codexMatcher, targetMatcher } from './export-matcher.js';
import { entryNotes, globalNotes } from './export-notes.js';
import { exportWriterOf } from './export-writers.js';
import { HARNESS_OF } from './harness-event-gaps.js';
import type { ForeignHarness } from './types.js';

/**
 * Each handler type's own fields: a new type does not compile until it has a row. A command entry
 * has no request, so `entry.type === 'http'` is what gives TypeScript `entry.http`.
 */
interface OwnExportFields {
  command: { http?: undefined };
  /** The request (then `command` is its display form `["POST", url]`). */
  http: { http: NonNullable<HandlerSource['http']> };
}

/**
 * A `hooks_external` entry as the config package resolves it (only what export reads), a union on
 * `type` (it picks the export writer).
 */
export type ExportableEntry = {
  [T in HandlerType]: ExportableEntryCommon & { type: T } & OwnExportFields[T];
}[HandlerType];

/** What every {@link ExportableEntry} has, whatever its handler type. */
export interface ExportableEntryCommon {
  event: ProfileEvent;
  matcher: string | undefined;
  command: readonly string[];
  timeoutSec: number;
  failClosed: boolean;
  source?: string | undefined;
  /** The vocabulary the matcher speaks (default `lionagi`). */
  toolVocabulary?: ToolVocabulary | undefined;
  /** What the entry was imported from (merging skips an entry still in its own source file). */
  importedFrom?: ImportedFrom | undefined;
  origin: { file: string; line: number };
}

/** Options of {@link exportHooks}. */
export interface ExportOptions {
  /** The runtime's tools (tool registry names), to re-spell matchers in the target's vocabulary. */
  tools?: readonly NamedTool[];
}

/** Loaded settings as export needs them; the config package's `LoadedSettings` fits. */
export interface ExportableSettings {
  projectDir: string;
  hooks: Partial<Record<ProfileEvent, readonly ExportableEntry[]>>;
  legacyHooks?: readonly unknown[];
}

/** A command handler in the harness's own config shape. */
export interface ExportedCommandHandler {
  type: 'command';
  command: string;
  args?: string[];
  timeout: number;
}

/**
 * A Claude Code `type: http` handler: the POST's `url`, its `headers` (`$VAR` / `${VAR}` filled
 * from the variables `allowedEnvVars` lists) and `timeout` in seconds, each as Claude Code names it.
 */
export interface ExportedHttpHandler {
  type: 'http';
  url: string;
  headers?: Record<string, string>;
  allowedEnvVars?: string[];
  timeout: number;
}

/** A handler in the harness's own config shape. */
export type ExportedHandler = ExportedCommandHandler | ExportedHttpHandler;

/** A matcher group in the harness's own config shape. */
export interface ExportedGroup {
  matcher?: string;
  hooks: ExportedHandler[];
}

/** One exported (or skipped) entry, with what does not travel. */
export interface ExportRow {
  event: ProfileEvent;
  matcher: string | undefined;
  argv: string[];
  status: 'exported' | 'skipped';
  handler?: ExportedHandler;
  notes: string[];
  origin: { file: string; line: number };
}

/** The exported config (`{ hooks: … }`, as in `.claude/settings.json` or `hooks.json`) and its report. */
export interface ExportResult {
  target: ForeignHarness;
  config: { hooks: Partial<Record<ProfileEvent, ExportedGroup[]>> };
  rows: ExportRow[];
  /** What never travels, whatever the entries. */
  notes: string[];
}

/**
 * `li hooks export`: turns the `hooks_external` entries of loaded settings into a Claude Code
 * (`.claude/settings.json` shape, exec form where Claude Code substitutes the project dir) or Codex
 * (`hooks.json` shape, single-quoted shell strings) config, with every timeout written out (the
 * harnesses default to 600 s, the profile to 60 s) and a report of what cannot travel. Tool-event
 * matchers are re-spelled in the target's tool vocabulary (`bash` -> `Bash`) from `options.tools`.
 */
export function exportHooks(
  settings: ExportableSettings,
  target: ForeignHarness,
  options: ExportOptions = {},
): ExportResult {
  const result: ExportResult = {
    target,
    config: { hooks: {} },
    rows: [],
    notes: globalNotes(settings, target),
  };
  for (const event of PROFILE_EVENTS) {
    for (const entry of settings.hooks[event] ?? []) {
      const row: ExportRow = {
        event,
        matcher: entry.matcher,
        argv: [...entry.command],
        status: 'skipped',
        notes: [],
        origin: { file: entry.origin.file, line: entry.origin.line },
      };
      result.rows.push(row);
      // An event the target never fires (`EVENTS_FIRED`, @lionagi/hooks-harness) is not written.
      const support = EVENTS_FIRED[HARNESS_OF[target]][event];
      if (support !== true) {
        row.notes.push(
          support.aside === undefined ? support.why : `${support.why} (${support.aside})`,
        );
        continue;
      }
      const handler = exportWriterOf(entry).write[target](entry, settings.projectDir, row.notes);
      // The writer says in a note why the target has no such handler.
      if (handler === undefined) continue;
      const spelled =
        EVENT_CATALOGUE[event].matcherTarget === 'tool_name'
          ? targetMatcher(
              entry.matcher,
              entry.toolVocabulary ?? 'lionagi',
              target,
              options.tools ?? [],
            )
          : { matcher: entry.matcher, notes: [] };
      row.notes.push(...spelled.notes);
      let matcher = spelled.matcher;
      if (target === 'codex' && matcher !== undefined) {
        const converted = codexMatcher(matcher);
        if (converted !== matcher)
          row.notes.push(
            `matcher rewritten as ${JSON.stringify(converted)} for Codex's matcher grammar`,
          );
        matcher = converted;
      }
      row.notes.push(...entryNotes(entry, target));
      row.status = 'exported';
      row.handler = handler;
      const groups = result.config.hooks[event] ?? [];
      result.config.hooks[event] = groups;
      const last = groups.at(-1);
      if (last !== undefined && last.matcher === matcher) last.hooks.push(handler);
      else
        groups.push(matcher === undefined ? { hooks: [handler] } : { matcher, hooks: [handler] });
    }
  }
  return result;
}
