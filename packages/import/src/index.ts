export { type BridgeInvocation, bridgeInvocation, bridgeOfEntry } from './bridge-command.js';
export {
  type ExportableEntry,
  type ExportableEntryCommon,
  type ExportableSettings,
  type ExportedCommandHandler,
  type ExportedGroup,
  type ExportedHandler,
  type ExportedHttpHandler,
  type ExportOptions,
  type ExportResult,
  type ExportRow,
  exportHooks,
} from './export-hooks.js';
export { codexMatcher, type TargetMatcher, targetMatcher } from './export-matcher.js';
export {
  type MergeOutcome,
  mergeExport,
  sameMatcher,
  stillInSource,
} from './export-merge.js';
export { formatExportReport } from './export-report.js';
export { PROFILE_DEFAULT_TIMEOUT_SEC, PROFILE_MAX_TIMEOUT_SEC } from './handler-fields.js';
export {
  type ImportHooksOptions,
  type ImportResult,
  type ImportSummary,
  type ImportTarget,
  importHooks,
  importTargetFile,
  readForeignConfig,
} from './import-hooks.js';
export { PROJECT_DIR_PLACEHOLDER } from './placeholder.js';
export {
  type HookIdentity,
  hookKey,
  type ImportPlan,
  importedFromKey,
  planImport,
} from './plan.js';
export { PLUGIN_ROOT_VARS, type PluginRoot, pluginRoot } from './plugin-root.js';
export { claudeUserSettingsFile, type ReadClaudeOptions, readClaudeConfig } from './read-claude.js';
export { codexHomeDir, type ReadCodexOptions, readCodexConfig } from './read-codex.js';
export { type PluginConfig, readPluginConfig } from './read-plugin.js';
export { formatImportReport, formatImportRow } from './report.js';
export {
  HARNESS_SHELL,
  type ShellLaunch,
  shellForm,
  shellLaunch,
  shellLaunchWarning,
} from './shell-launch.js';
export { quoteShellPiece, toShellCommand } from './shell-quote.js';
export { type ShellSplit, splitShellCommand } from './shell-words.js';
export {
  importedFromFile,
  type TranslateOptions,
  type Translation,
  translateEntry,
} from './translate.js';
export type {
  ForeignConfig,
  ForeignEntry,
  ForeignHarness,
  ForeignOrigin,
  ImportRow,
  ImportSource,
  ImportStatus,
  PlannedHook,
} from './types.js';
export { type WriteOutcome, writeImportedHooks } from './write-settings.js';
