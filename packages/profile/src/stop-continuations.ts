/**
 * How many times Stop hooks may keep one user prompt going before the turn ends as
 * `stop_hook_limit` (profile v2, Dv2-2): li-agent's default and the `--emit` bridge's count.
 */
export const DEFAULT_STOP_CONTINUATIONS = 5;
