// `@lionagi/hooks-config/load`: loading settings, and nothing that needs `yaml` at import. A file
// is parsed (and `yaml` loaded) only when the parsed-settings cache has no parse of its bytes, so a
// program that only reads settings (`li hooks run`, `li hooks list`) starts without it (issue 38).
export { assertHostEmits, type LoadSettingsOptions, loadSettings } from './load-settings.js';
export { entryNeverFires, neverFiresText, vocabularyOf } from './never-fires.js';
export { NO_SETTINGS_CACHE_ENV, settingsCacheFile } from './settings-cache.js';
export type {
  ConfigDiagnostic,
  EntryOrigin,
  HookSource,
  HookTier,
  LoadedSettings,
  ResolvedHookEntry,
  SettingsScope,
} from './types.js';
