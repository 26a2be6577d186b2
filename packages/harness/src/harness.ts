/** The harnesses a hook built with the SDK can run under. */
export const HARNESSES = ['lionagi', 'claude-code', 'codex'] as const;

/** One of {@link HARNESSES}. */
export type Harness = (typeof HARNESSES)[number];

/** How each harness is named in messages. */
export const HARNESS_LABELS: Readonly<Record<Harness, string>> = {
  lionagi: 'LionAGI',
  'claude-code': 'Claude Code',
  codex: 'Codex',
};

// Codex keeps its transcript as `$CODEX_HOME/sessions/YYYY/MM/DD/rollout-<…>.jsonl` (codex REPORT §4);
// Claude Code keeps it under `~/.claude/projects/` (claude-code REPORT §3.2).
const CODEX_TRANSCRIPT = /[/\\]rollout-[^/\\]*\.jsonl$/;

const has = (envelope: Record<string, unknown>, key: string) =>
  Object.hasOwn(envelope, key) && envelope[key] !== undefined;

/**
 * Which harness sent `envelope`, from the fields only (never the environment, which nested
 * sessions inherit). In order:
 * 1. `harness: "lionagi"` → `lionagi` (profile v1 envelope).
 * 2. `prompt_id` or `effort` → `claude-code`: Claude Code sends them, Codex never does
 *    (claude-code REPORT §3.2; codex REPORT §4).
 * 3. `turn_id` with `model`, or `model` with `permission_mode`, or `permission_mode:
 *    "bypassPermissions"` → `codex`: Claude Code sends no `turn_id` on the six profile events and
 *    no `permission_mode` on SessionStart; Codex sends both (and `bypassPermissions` under
 *    approval policy `never`).
 * 4. A Codex rollout transcript path → `codex` (the only tell on a Codex SessionEnd).
 * 5. Otherwise `claude-code`.
 */
export function detectHarness(envelope: Record<string, unknown>): Harness {
  if (envelope.harness === 'lionagi') return 'lionagi';
  if (has(envelope, 'prompt_id') || has(envelope, 'effort')) return 'claude-code';
  const model = typeof envelope.model === 'string';
  if (typeof envelope.turn_id === 'string' && model) return 'codex';
  if (model && typeof envelope.permission_mode === 'string') return 'codex';
  if (envelope.permission_mode === 'bypassPermissions') return 'codex';
  const transcript = envelope.transcript_path;
  if (typeof transcript === 'string' && CODEX_TRANSCRIPT.test(transcript)) return 'codex';
  return 'claude-code';
}
