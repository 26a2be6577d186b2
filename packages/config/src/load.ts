// `@lionagi/hooks-config/load`: loading settings and reading what they hold, with nothing that
// needs `yaml` at import. A file is parsed (and `yaml` loaded) only when the parsed-settings cache
// has no parse of its bytes, so a program that only reads settings (`li hooks run`, `li hooks
// list`, li-agent) starts without it (issue 38). Editing settings is in the main entry point.

export { handlerTypeOf } from '@lionagi/hooks-profile/core';
export { type FindSettingsOptions, findSettingsFiles, type SettingsFiles } from './discovery.js';
export { isExecutableFile } from './executable-file.js';
export { SAFE_DIRECTORIES_ENV, unsafeHookFile, unsafeSettingsFile } from './file-safety.js';
export { formatDiagnostic } from './format-diagnostic.js';
export { handlerArgvLabel, handlerJson, handlerSpawns } from './handlers/handler-json.js';
export type { HandlerJson, HandlerType } from './handlers/handler-types.js';
export { assertHostEmits, type LoadSettingsOptions, loadSettings } from './load-settings.js';
export type { McpServerConfig } from './mcp-servers.js';
export { missingProgram, missingProgramMessage } from './missing-program.js';
export { entryNeverFires, neverFiresText, vocabularyOf } from './never-fires.js';
export { type NotImportedNotice, notImportedNotices } from './not-imported-notice.js';
export { findProjectRoot } from './project-root.js';
export { NO_SETTINGS_CACHE_ENV, settingsCacheDir } from './settings-cache.js';
export type {
  ConfigDiagnostic,
  EntryOrigin,
  HookSource,
  HookTier,
  LoadedSettings,
  ResolvedHookEntry,
  SettingsScope,
} from './types.js';
