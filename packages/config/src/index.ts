export { handlerTypeOf, isBlankArgvElement } from '@lionagi/hooks-profile/core';
export { argvProblem } from './argv.js';
export { formatDiagnostic } from './diagnostics.js';
export { type FindSettingsOptions, findSettingsFiles, type SettingsFiles } from './discovery.js';
export {
  type EditSettingsOptions,
  type EditSettingsResult,
  editSettingsFile,
} from './edit-settings.js';
export { IMPORTED_FROM_KEYS } from './entry-provenance.js';
export { isExecutableFile } from './executable-file.js';
export { SAFE_DIRECTORIES_ENV, unsafeHookFile, unsafeSettingsFile } from './file-safety.js';
export {
  HANDLER_JSON,
  handlerArgvLabel,
  handlerJson,
  handlerSpawns,
} from './handlers/handler-json.js';
export type {
  HandlerJson,
  HandlerJsonPart,
  HandlerSource,
  HandlerType,
  HttpHandlerJson,
} from './handlers/handler-types.js';
export {
  DEFAULT_HOOK_TIMEOUT_SEC,
  HOOK_ENTRY_KEYS,
  HOOK_SOURCES,
  HOOK_TYPES,
  HTTP_HOOK_ENTRY_KEYS,
  isStatusMessage,
  MAX_HOOK_TIMEOUT_SEC,
  MAX_STATUS_MESSAGE_CHARS,
  RESERVED_HOOK_TYPES,
} from './hook-entry.js';
export { MATCHER_GROUP_KEYS } from './hooks-external.js';
export { LEGACY_PHASES } from './legacy-hooks.js';
export { SETTINGS_LIMITS, type SettingsLimits } from './limits.js';
export { assertHostEmits, type LoadSettingsOptions, loadSettings } from './load-settings.js';
export type { McpServerConfig } from './mcp-servers.js';
export {
  missingProgram,
  missingProgramMessage,
  type ProgramLookup,
} from './missing-program.js';
export { entryNeverFires, neverFiresText, vocabularyOf } from './never-fires.js';
export { NOT_IMPORTED_KEY } from './not-imported.js';
export {
  type NotImportedNotice,
  notImportedFix,
  notImportedNotices,
} from './not-imported-notice.js';
export { findProjectRoot } from './project-root.js';
export { NO_SETTINGS_CACHE_ENV, settingsCacheDir } from './settings-cache.js';
export {
  SETTINGS_CACHE_PRUNE_LIMITS,
  type SettingsCachePruneLimits,
} from './settings-cache-prune.js';
export {
  parseSettingsText,
  readSettingsFile,
  type SettingsDocument,
  type SettingsParse,
  type SettingsRead,
} from './settings-document.js';
export { SETTINGS_KEYS } from './settings-keys.js';
export type {
  ConfigDiagnostic,
  EntryOrigin,
  HookEntryCommon,
  HookSource,
  HookTier,
  ImportedFrom,
  LegacyHookEntry,
  LoadedSettings,
  NotImportedRecord,
  ResolvedHookEntry,
  SettingsScope,
} from './types.js';
export {
  appendToSeq,
  ensureMap,
  ensureSeq,
  removeFromSeq,
  toNode,
  type YamlPath,
} from './yaml-edit.js';
