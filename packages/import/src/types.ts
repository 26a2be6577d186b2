import type { HandlerType, HttpHandlerJson, ImportedFrom } from '@lionagi/hooks-config';
import type { ProfileEvent } from '@lionagi/hooks-profile';
import type { InstalledPlugin } from './installed-plugins.js';
import type { PluginRoot } from './plugin-root.js';
import type { PlannedHttp } from './translate-http.js';

/** The harness a configuration is imported from (or exported to). */
export type ForeignHarness = 'claude' | 'codex';

/** The `source` field every imported entry carries (ADR-0048 D6). */
export type ImportSource = 'imported:claude' | 'imported:codex';

/** Where an entry sits in the foreign file: `hooks.<event>[groupIndex].hooks[hookIndex]`. */
export interface ForeignOrigin {
  file: string;
  event: string;
  groupIndex: number;
  hookIndex: number;
}

/** One handler read from a foreign config, untranslated. Nothing in it is ever executed. */
export interface ForeignEntry {
  harness: ForeignHarness;
  event: string;
  /** The group's `matcher` as written (any JSON/TOML value; validated in translation). */
  matcher: unknown;
  /** The handler object as written. */
  handler: unknown;
  origin: ForeignOrigin;
  /** Notes about the file the entry came from, e.g. `disableAllHooks` being set. */
  fileNotes: string[];
  /** The plugin the entry belongs to (`--plugin DIR` or an installed plugin): its root variables name it. */
  plugin?: PluginRoot | undefined;
}

/** A foreign configuration: the files considered and the entries found, in merge order. */
export interface ForeignConfig {
  harness: ForeignHarness;
  /** Every file considered, in merge order, and whether it existed. */
  files: { path: string; exists: boolean }[];
  entries: ForeignEntry[];
  /** The harness's installed plugins the import looked at (enabled ones are read), in order. */
  plugins?: InstalledPlugin[];
  /** Files read for user-level reasons (a plugin enabled in the user's settings): with `--user` their entries go to the user file. */
  userLevelFiles?: string[];
}

/**
 * Per-entry outcome of an import. `edited` (reported as "edited locally"): the entry imported from
 * this handler is in the settings file but was changed there (matcher, timeout, `source` deleted…);
 * it is kept as edited and not written again.
 */
export type ImportStatus = 'imported' | 'updated' | 'unchanged' | 'edited' | 'rejected';

/** One row of the import report: one foreign handler. */
export interface ImportRow {
  event: string;
  /** The matcher as written in the foreign file (undefined when absent). */
  matcher: string | undefined;
  /** The command as written: the shell string, or the exec-form `command`. */
  command: string;
  /** Claude exec-form `args`, when the entry used that form. */
  args?: string[];
  /** The translated argv (imported and unchanged rows); empty for an http handler (see `http`). */
  argv?: string[];
  /** The handler's type (imported and unchanged rows). */
  type?: HandlerType;
  /** An http handler's request (url, header names, the variables headers read), else null. */
  http?: HttpHandlerJson | null;
  /** Whether the hook is queued to the background worker (never awaited). */
  async?: boolean;
  /** The handler's `status_message`, else null. */
  statusMessage?: string | null;
  status: ImportStatus;
  /** Why the entry was rejected, or where the identical entry already is (unchanged). */
  reason?: string;
  /** The import flag that would bring a rejected entry across (`--allow-shell`), if one would. */
  optIn?: '--allow-shell';
  warnings: string[];
  /** Ids of every profile divergence of the entry's event (Dv1-…). */
  divergences: string[];
  /**
   * The ones the entry's own contents make relevant (its matcher, shell string, blocking event),
   * named on its line of the text report; empty for entries not imported.
   */
  applies: string[];
  origin: ForeignOrigin;
}

/** A translated entry ready to be written under `hooks_external.<event>`. */
export interface PlannedHook {
  event: ProfileEvent;
  /** The matcher to write (dropped on events whose matchers are ignored). */
  matcher: string | undefined;
  /** The handler's type: its translator writes and reports it. */
  type: HandlerType;
  command: string[];
  /** Seconds; absent means the profile default (60 s). */
  timeout?: number;
  /**
   * The source had no timeout and `timeout` is its harness's default written out; an entry an
   * earlier import wrote with the profile default is then not reported as edited.
   */
  timeoutInherited?: boolean;
  source: ImportSource;
  /** The harness's tool vocabulary (profile v1.1): the matcher and `tool_name` use its names. */
  toolVocabulary: ForeignHarness;
  /** Where the entry came from: its identity across re-imports. */
  importedFrom: ImportedFrom;
  /** The handler's `statusMessage`, written as `status_message`. */
  statusMessage?: string;
  /** A Claude Code `type: http` handler (then `command` is its display form `["POST", url]`). */
  http?: PlannedHttp;
  /** `async: true` on an advisory event. */
  async?: true;
  /** Written as `enabled: false`: the entry it replaces had been turned off. */
  enabled?: false;
}
