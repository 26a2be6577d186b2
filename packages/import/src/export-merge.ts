import type { ExportedGroup, ExportedHandler, ExportResult } from './export-hooks.js';

type Json = Record<string, unknown>;

const isObject = (v: unknown): v is Json =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
/**
 * Whether two harness-file group matchers select the same tools: omitted, `""` and `"*"` are one
 * (match all), as Claude Code and Codex read them; any other value only equals itself.
 */
export const sameMatcher = (a: unknown, b: unknown): boolean => {
  const norm = (m: unknown) => (m === undefined || m === '' || m === '*' ? null : m);
  return norm(a) === norm(b);
};
const sameHandler = (a: unknown, h: ExportedHandler) =>
  isObject(a) &&
  ('url' in h
    ? a.type === h.type && a.url === h.url
    : a.command === h.command && JSON.stringify(a.args ?? null) === JSON.stringify(h.args ?? null));

/** What merging an export into a target file did. */
export interface MergeOutcome {
  /** The target file's object with the exported hooks merged in (every other key kept). */
  merged: Json;
  /** Handlers added. */
  added: number;
  /** Exported handlers the target already had (same event, matcher and command), not added again. */
  alreadyThere: number;
}

/**
 * Merges an export into the JSON object of an existing target file (`.claude/settings.json`,
 * `hooks.json`): every other key stays, and so does every hook already in the file (a `Stop` hook,
 * one that was never imported). An exported handler the file already has under the same event and
 * matcher, or an entry imported from this very file whose original handler is still there
 * (`skip`), is not added again; others join the event's last group when its matcher is the same,
 * else open a new group. Pure: `existing` is not modified.
 */
export function mergeExport(
  existing: Json,
  result: ExportResult,
  skip: (rowIndex: number, groups: readonly unknown[]) => boolean = () => false,
): MergeOutcome {
  const merged = structuredClone(existing);
  const hooks: Json = isObject(merged.hooks) ? merged.hooks : {};
  merged.hooks = hooks;
  let added = 0;
  let alreadyThere = 0;
  for (const [index, row] of result.rows.entries()) {
    if (row.status !== 'exported' || row.handler === undefined) continue;
    const groups: unknown[] = Array.isArray(hooks[row.event])
      ? (hooks[row.event] as unknown[])
      : [];
    hooks[row.event] = groups;
    const matcher = exportedMatcher(result, index);
    const present = groups.some(
      (g) =>
        isObject(g) &&
        sameMatcher(g.matcher, matcher) &&
        Array.isArray(g.hooks) &&
        g.hooks.some((h) => sameHandler(h, row.handler as ExportedHandler)),
    );
    if (present || skip(index, groups)) {
      alreadyThere += 1;
      row.notes.push('already in the target file; not added again');
      continue;
    }
    const last = groups.at(-1);
    if (isObject(last) && sameMatcher(last.matcher, matcher) && Array.isArray(last.hooks)) {
      last.hooks.push(row.handler);
    } else {
      const group: ExportedGroup =
        matcher === undefined ? { hooks: [row.handler] } : { matcher, hooks: [row.handler] };
      groups.push(group);
    }
    added += 1;
  }
  return { merged, added, alreadyThere };
}

/** The matcher the exported handler of row `index` was grouped under. */
function exportedMatcher(result: ExportResult, index: number): string | undefined {
  const row = result.rows[index];
  if (row === undefined) return undefined;
  const groups = result.config.hooks[row.event] ?? [];
  return groups.find((g) => g.hooks.includes(row.handler as ExportedHandler))?.matcher;
}

/**
 * True when an entry imported from `file` still has its original handler there (same event,
 * matcher and command as written), so exporting it back would duplicate it.
 */
export function stillInSource(
  from: { event: string; matcher?: string; command: string; args?: string[] } | undefined,
  groups: readonly unknown[],
): boolean {
  if (from === undefined) return false;
  return groups.some(
    (g) =>
      isObject(g) &&
      sameMatcher(g.matcher, from.matcher) &&
      Array.isArray(g.hooks) &&
      g.hooks.some(
        (h) =>
          isObject(h) &&
          h.command === from.command &&
          JSON.stringify(h.args ?? null) === JSON.stringify(from.args ?? null),
      ),
  );
}
