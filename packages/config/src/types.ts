import type { CompiledMatcher, ProfileEvent, ToolVocabulary } from '@lionagi/hooks-profile';
import type { HandlerFields } from './handlers/reader-types.js';
import type { McpServerConfig } from './mcp-servers.js';

/**
 * Who an entry's command is trusted as (ADR-0048 D7 loader rule): `project` and `user` entries run;
 * `imported` and `plugin` entries run only once their argv hash is trusted.
 */
export type HookTier = 'project' | 'user' | 'imported' | 'plugin';

/** The settings file an entry came from. */
export type SettingsScope = 'user' | 'project';

/** An imported entry's provenance, as written by `li hooks import` (D6). */
export type HookSource = 'imported:claude' | 'imported:codex';

/**
 * Where an entry is defined. For `hooks_external` entries, `groupIndex`/`hookIndex` locate it at
 * `hooks_external.<Event>[groupIndex].hooks[hookIndex]`; for legacy `hooks:` entries they locate it at
 * `hooks.<phase>.<tool>` (the tool's position in the phase mapping) and the spec's position in its list.
 */
export interface EntryOrigin {
  file: string;
  /** 1-based line of the entry. */
  line: number;
  /** 1-based column of the entry. */
  column: number;
  scope: SettingsScope;
  groupIndex: number;
  hookIndex: number;
}

/**
 * A validated `hooks_external` entry, ready for the exec dispatcher: a union on `type`, so
 * `entry.type === 'http'` narrows to an entry with its request and `'command'` to one without.
 */
export type ResolvedHookEntry = HookEntryCommon & HandlerFields;

/** What every {@link ResolvedHookEntry} has, whatever its handler type. */
export interface HookEntryCommon {
  event: ProfileEvent;
  /** The matcher as written; `undefined` when omitted or when the event ignores matchers. */
  matcher: string | undefined;
  compiledMatcher: CompiledMatcher;
  /** Advisory events only: queued to the session's background worker, never awaited (no verdict). */
  async?: boolean;
  /** Seconds; 60 when not configured. */
  timeoutSec: number;
  /** C-5: a failing hook denies on blocking seams instead of continuing. */
  failClosed: boolean;
  source: HookSource | undefined;
  /**
   * Profile v1.1: the vocabulary the matcher and `tool_name` speak (`tool_vocabulary` of the entry,
   * else of its group; the loader always sets it). Absent means `lionagi`.
   */
  toolVocabulary?: ToolVocabulary;
  /** What `li hooks import` translated the entry from; kept when `source` is deleted. */
  importedFrom?: ImportedFrom | undefined;
  /** `status_message`: shown by a live status line while the hook runs (Claude Code's `statusMessage`). */
  statusMessage?: string;
  /**
   * `false` when the file says `enabled: false` (`li hooks disable`): the loader keeps such entries
   * out of `hooks` and lists them in {@link LoadedSettings.disabled}.
   */
  enabled?: false;
  tier: HookTier;
  origin: EntryOrigin;
}

/** An imported entry's `imported_from`: its identity across re-imports (as written in the foreign file). */
export interface ImportedFrom {
  /** The foreign file, relative to the project directory when inside it. */
  file: string;
  event: string;
  /** The group matcher as written (absent when the group had none). */
  matcher?: string;
  /** The command as written (the shell string, or the exec-form `command`). */
  command: string;
  /** Claude exec-form `args`. */
  args?: string[];
  /**
   * The `timeout` the import wrote (seconds): a re-import compares the entry with it, so a timeout
   * changed upstream is applied and only one changed here counts as a local edit. Not part of the
   * entry's identity.
   */
  timeout?: number;
}

/**
 * A foreign handler `li hooks import` rejected, as recorded under `not_imported:` of the settings
 * file the entry would have gone to: it stays visible after the import report scrolls away.
 */
export interface NotImportedRecord {
  /** The handler as written upstream (file relative to the project, event, matcher, command). */
  importedFrom: ImportedFrom;
  /** Why import rejected it (import's own words). */
  reason: string;
  /** The import command that would bring it across (`li hooks import claude --allow-shell`), if any. */
  optIn?: string;
  /** Where the record is written. */
  origin: { file: string; line: number; scope: SettingsScope };
}

/** The legacy `hooks: {pre,post,on_error}: {tool_name: [argv, ...]}` shape, which keeps working. */
export interface LegacyHookEntry {
  phase: 'pre' | 'post' | 'on_error';
  toolName: string;
  command: string[];
  origin: EntryOrigin;
}

/** One problem found in a settings file, with its position. */
export interface ConfigDiagnostic {
  file: string;
  /** 1-based. */
  line: number;
  /** 1-based. */
  column: number;
  /** Self-contained text: starts with the entry path (when there is one) and says what was expected. */
  message: string;
  event?: string;
  /** Path of the entry, e.g. `hooks_external.PreToolUse[0].hooks[1]`. */
  entry?: string;
}

/** The user and project settings, validated and merged. */
export interface LoadedSettings {
  /** The directory holding the discovered `.lionagi/` (else the directory given to the loader). */
  projectDir: string;
  /** The user settings path considered (it may not exist). */
  userFile: string;
  /** The project settings path considered, if any (it may not exist when given explicitly). */
  projectFile: string | undefined;
  /** Per event: user entries first, then project entries, each in file order (enabled ones only). */
  hooks: Record<ProfileEvent, ResolvedHookEntry[]>;
  /** Entries turned off with `enabled: false`: never dispatched, shown by list and doctor. */
  disabled: ResolvedHookEntry[];
  /** Handlers an import rejected (`not_imported:` of both files): never run, shown by list, doctor, li-agent. */
  notImported: NotImportedRecord[];
  legacyHooks: LegacyHookEntry[];
  /** Raw items of the user file's `trusted_hook_commands` (a project file's is ignored). */
  trustedHookCommands: unknown[];
  /** `mcp_servers` of both files; a project server replaces a user server of the same name. */
  mcpServers: Record<string, McpServerConfig>;
  /** The names of `mcpServers` the project file defines (absent: none known to be). */
  projectMcpServers?: string[];
  /**
   * Raw items of the user file's `trusted_project_settings`: approvals of a project's own hooks
   * and MCP servers (a project file's is ignored). Absent: none.
   */
  trustedProjectSettings?: unknown[];
  warnings: ConfigDiagnostic[];
  /** The seams the host emits (the loader's `hostEvents`): every other event was refused. */
  hostEvents: readonly ProfileEvent[];
}
