/** The external-hook compatibility profile this code implements (ADR-0048 D1). */
export const PROFILE_VERSION = '1' as const;

/** The date profile v1 was pinned (ADR-0048 Notes). */
export const PROFILE_PINNED_ON = '2026-07-12' as const;

/** The harness builds the profile's observations were taken from (shared ground truth). */
export const OBSERVED_HARNESSES = {
  claudeCode: '2.1.328',
  codex: '0.169.0',
} as const;
