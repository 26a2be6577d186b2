import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PROFILE_EVENTS } from '@lionagi/hooks-profile';
import { GROUND_TRUTH_DIR, groundTruthEnvelopes } from '@lionagi/vitest-config';
import type { Harness } from '../src/index.js';

const root = (harness: Harness) =>
  harness === 'lionagi'
    ? join(import.meta.dirname, 'fixtures', 'lionagi')
    : join(GROUND_TRUTH_DIR, harness);

/**
 * A real captured envelope (Claude Code 2.1.328, Codex 0.169.0) or a profile v1 LionAGI envelope,
 * from the ground-truth home (`GROUND_TRUTH_DIR/<harness>/<name>.json`; LionAGI's own from `test/fixtures/lionagi`), with `patch` merged over it.
 */
export function envelope(
  harness: Harness,
  name: string,
  patch: Record<string, unknown> = {},
): Record<string, unknown> {
  const raw = JSON.parse(readFileSync(join(root(harness), `${name}.json`), 'utf8'));
  // Claude Code captures wrap the stdin envelope with capture metadata.
  const stdin = harness === 'claude-code' ? raw.stdin : raw;
  return { ...stdin, ...patch };
}

/** A tool envelope with `tool_input.command` replaced. */
export function withCommand(harness: Harness, command: string): Record<string, unknown> {
  const base = envelope(harness, 'PreToolUse');
  return { ...base, tool_input: { ...(base.tool_input as object), command } };
}

/** Every fixture envelope of a harness (for Claude Code and Codex: those of profile events), by file name without `.json`. */
export function allEnvelopes(harness: Harness): Record<string, Record<string, unknown>> {
  return Object.fromEntries(
    (harness === 'lionagi'
      ? readdirSync(root(harness)).filter((f) => f.endsWith('.json'))
      : groundTruthEnvelopes(harness, PROFILE_EVENTS)
    ).map((f) => [f.slice(0, -'.json'.length), envelope(harness, f.slice(0, -'.json'.length))]),
  );
}

/** A Codex output JSON Schema copied from the 0.169.0 binary (ground truth). */
export function codexJsonSchema(slug: string): Record<string, unknown> {
  const file = join(GROUND_TRUTH_DIR, 'codex', 'schemas', `${slug}.command.output.schema.json`);
  return JSON.parse(readFileSync(file, 'utf8'));
}
