import type { HandlerSource, ImportedFrom } from '@lionagi/hooks-config';
import type { ProfileEvent, ToolNameSet } from '@lionagi/hooks-profile';
import type { PluginRoot } from './plugin-root.js';
import type { GitRoot } from './shell-dollar.js';
import type { ForeignEntry, ImportRow, PlannedHook } from './types.js';

/** Options of `translateEntry`. */
export interface TranslateOptions {
  /** The runtime's tool names in the harness's vocabulary, matchers are checked against (Dv1-2). */
  tools: ToolNameSet;
  /** The LionAGI project: `imported_from.file` is relative to it when inside it. */
  projectDir?: string;
  /** Import a shell string the splitter cannot translate as `[shell, "-c", text]` (opt-in). */
  allowShell?: boolean;
  /** The plugin being imported (`--plugin DIR`): its root variables become its directory. */
  plugin?: PluginRoot | undefined;
  /** What `$(git rev-parse --show-toplevel)` is here (absent: rejected as unknown). */
  gitRoot?: GitRoot | undefined;
}

/** One entry translated: its report row, and the hook to write when it can be imported. */
export interface Translation {
  row: ImportRow;
  hook?: PlannedHook;
  /** What the row was read from (also for rejected rows: the handler is still upstream). */
  from?: ImportedFrom;
  /** Rejected because it is the li bridge itself (`li hooks run --emit`). */
  bridge?: true;
  /** The plugin data directory to create when the import writes (the harness creates it: Claude Code). */
  pluginData?: string;
}

/** What every handler type's translator is given: the entry checked so far (event, matcher, async). */
export interface TranslateContext {
  entry: ForeignEntry;
  /** The foreign handler's fields as written. */
  fields: Record<string, unknown>;
  event: ProfileEvent;
  /** The matcher to write and what its translation warned. */
  matcher: { matcher: string | undefined; warnings: string[] };
  /** The report row, `rejected` until the translator imports it. */
  row: ImportRow;
  from: ImportedFrom;
  options: TranslateOptions;
  /** The row rejected for `reason`. */
  reject(reason: string): Translation;
  /** Report lines of the event itself, which an imported row carries last. */
  eventWarnings: string[];
}

/** How one handler type is imported from a foreign harness and written into `hooks_external`. */
export interface HandlerTranslator {
  /** The handler's identity across re-imports (`imported_from.command`): its command, or its url. */
  identity(fields: Record<string, unknown>): string;
  /** The entry's hook and report row, or its rejection. */
  translate(context: TranslateContext): Translation;
  /** The planned hook's handler fields as written in settings (`type` first). */
  settingsFields(hook: PlannedHook): Record<string, unknown>;
  /** The argv of an entry already written in settings, read back from its fields (else `undefined`). */
  writtenArgv(fields: Record<string, unknown>): unknown;
  /** The planned hook as the handler JSON shape reads it (`handlerJson` of the config package). */
  handlerSource(hook: PlannedHook): HandlerSource;
}
