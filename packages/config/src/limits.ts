/** Limits applied to every settings file before and while it is parsed (hostile-input guards). */
export interface SettingsLimits {
  /** Larger files are refused without being read. */
  readonly maxBytes: number;
  /** Passed to `yaml` as `maxAliasCount`: caps alias expansion (billion-laughs documents). */
  readonly maxAliasCount: number;
  /** Deepest collection nesting accepted. */
  readonly maxDepth: number;
}

/** The limits every settings read uses: 1 MiB, 100 alias expansions, 64 levels of nesting. */
export const SETTINGS_LIMITS: SettingsLimits = Object.freeze({
  maxBytes: 1024 * 1024,
  maxAliasCount: 100,
  maxDepth: 64,
});
