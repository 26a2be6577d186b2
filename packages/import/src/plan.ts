import type { ImportedFrom } from '@lionagi/hooks-config';
import type { Translation } from './translate.js';
import type { ImportRow, PlannedHook } from './types.js';

/** The fields that make two hooks "the same entry" for idempotence: event, matcher, argv, source. */
export interface HookIdentity {
  event: string;
  matcher: string | undefined;
  command: readonly string[];
  source: string | undefined;
}

const normalMatcher = (m: string | undefined) =>
  m === undefined || m === '' || m === '*' ? null : m;

/** A stable key for {@link HookIdentity}; "", "*" and an absent matcher all match everything and key alike. */
export function hookKey(hook: HookIdentity): string {
  return JSON.stringify([
    hook.event,
    normalMatcher(hook.matcher),
    hook.command,
    hook.source ?? null,
  ]);
}

/**
 * The key of what an entry was imported from (`imported_from`): it survives every local edit of
 * the entry (matcher, timeout, argv, deleting `source`), so a re-import recognises the entry.
 */
export function importedFromKey(from: ImportedFrom): string {
  const { file, event, matcher, command, args } = from;
  // `timeout` is what the import wrote, not what identifies the handler.
  return JSON.stringify([file, event, matcher ?? null, command, args ?? null]);
}

/** An entry already in the target file, as a re-import compares it. */
export interface PresentHook {
  /** `file:line`. */
  where: string;
  event: string;
  matcher: string | undefined;
  command: readonly string[];
  timeoutSec: number;
  source: string | undefined;
  toolVocabulary: string;
  importedFrom: ImportedFrom | undefined;
  /** `false`: turned off with `enabled: false` (a replacement keeps it off). */
  enabled?: false;
}

/** An entry of the target file imported from a foreign handler that is no longer there. */
export interface RemovedUpstream {
  where: string;
  importedFrom: ImportedFrom;
}

/** What an import will do: the report rows, the hooks to add, entries whose origin is gone. */
export interface ImportPlan {
  rows: ImportRow[];
  toWrite: {
    hook: PlannedHook;
    row: ImportRow;
    key: string;
    /** The stale entry (by `imported_from`) this hook replaces: status `updated`. */
    replaces?: ImportedFrom;
  }[];
  removedUpstream: RemovedUpstream[];
}

/** The fields of `present` that differ from what the import would write. */
export function localEdits(
  present: PresentHook,
  hook: PlannedHook,
  defaultTimeout: number,
): string[] {
  const edits: string[] = [];
  if (normalMatcher(present.matcher) !== normalMatcher(hook.matcher)) edits.push('matcher');
  if (JSON.stringify(present.command) !== JSON.stringify(hook.command)) edits.push('command');
  // Against what the import wrote when the entry records it: a source change is not a local edit.
  const written = present.importedFrom?.timeout;
  const timeouts =
    written !== undefined
      ? [written]
      : [hook.timeout ?? defaultTimeout, ...(hook.timeoutInherited ? [defaultTimeout] : [])];
  if (!timeouts.includes(present.timeoutSec)) edits.push('timeout');
  if (present.source !== hook.source)
    edits.push(present.source === undefined ? 'source deleted' : 'source');
  if (present.toolVocabulary !== hook.toolVocabulary) edits.push('tool_vocabulary');
  return edits;
}

/**
 * Decides each translated entry's status against what the target file already holds. An entry
 * imported from the same handler (same `imported_from`) is `unchanged`, or `edited` when the user
 * changed it there; an entry with the same event, matcher, argv and source is `unchanged`; a second
 * identical entry in the same import is `unchanged` too and written once. Entries of the file
 * imported from one of `foreignFiles` whose handler is gone are listed in `removedUpstream`, unless
 * the config now runs the li bridge on the entry's event (the handler was handed to li).
 */
export function planImport(
  translations: readonly Translation[],
  present: readonly PresentHook[],
  options: { foreignFiles: readonly string[]; defaultTimeoutSec: number },
): ImportPlan {
  const plan: ImportPlan = { rows: [], toWrite: [], removedUpstream: [] };
  const byOrigin = new Map<string, PresentHook>();
  const byKey = new Map<string, string>();
  for (const p of present) {
    if (p.importedFrom !== undefined) byOrigin.set(importedFromKey(p.importedFrom), p);
    byKey.set(hookKey(p), p.where);
  }
  // A harness config that runs the li bridge on an event handed that event's handlers to li on
  // purpose (`li hooks export --bridge --remove-native`; the bridge in any of its files runs the
  // whole chain, the other files' entries included): what was imported for that event is not
  // removed upstream, and `--prune` must never delete the guards the bridge now runs.
  const bridgedEvents = new Set(
    translations.flatMap((t) => (t.bridge && t.from ? [t.from.event] : [])),
  );
  const handedToLi = (p: PresentHook) =>
    p.importedFrom !== undefined && bridgedEvents.has(p.importedFrom.event);
  const seenOrigins = new Set<string>();
  const upstream = new Set(
    translations.flatMap((t) => (t.from === undefined ? [] : [importedFromKey(t.from)])),
  );
  const stale = present.filter(
    (p) =>
      p.importedFrom !== undefined &&
      options.foreignFiles.includes(p.importedFrom.file) &&
      !upstream.has(importedFromKey(p.importedFrom)) &&
      !handedToLi(p) &&
      // An entry whose `source` the user deleted is theirs now: never replaced.
      p.source?.startsWith('imported:') === true,
  );
  const claimed = new Set<PresentHook>();
  const planned = new Map<string, string>();
  for (const { row, hook, from } of translations) {
    plan.rows.push(row);
    if (from !== undefined) seenOrigins.add(importedFromKey(from));
    if (hook === undefined) continue;
    const origin = byOrigin.get(importedFromKey(hook.importedFrom));
    const key = hookKey(hook);
    const where = origin?.where ?? byKey.get(key);
    const earlier = planned.get(key);
    const edits = origin ? localEdits(origin, hook, options.defaultTimeoutSec) : [];
    // A later identical handler of this import was folded into this entry when it was written.
    if (where !== undefined && earlier === undefined) planned.set(key, where);
    if (edits.length > 0) {
      row.status = 'edited';
      row.reason = `edited locally (${edits.join(', ')}) in ${where}; kept as edited, not imported again`;
    } else if (origin !== undefined && upstreamTimeout(origin, hook, options.defaultTimeoutSec)) {
      const was = origin.timeoutSec;
      const now = hook.timeout ?? options.defaultTimeoutSec;
      row.status = 'updated';
      row.reason = `timeout changed upstream (${was} s -> ${now} s); updated the entry at ${where}`;
      const kept = origin.enabled === false ? { enabled: false as const } : {};
      plan.toWrite.push({ hook: { ...hook, ...kept }, row, key, replaces: hook.importedFrom });
    } else if (where !== undefined) {
      row.status = 'unchanged';
      row.reason = `already present in ${where}`;
    } else if (earlier !== undefined) {
      row.status = 'unchanged';
      row.reason = `identical to the entry at ${earlier}; written once`;
    } else {
      const { file, event, groupIndex, hookIndex } = row.origin;
      planned.set(key, `${file} hooks.${event}[${groupIndex}].hooks[${hookIndex}]`);
      const old = claimStale(stale, hook.importedFrom, claimed);
      if (old?.importedFrom === undefined) plan.toWrite.push({ hook, row, key });
      else {
        row.status = 'updated';
        row.reason = `changed upstream; replaces the entry imported from the earlier version at ${old.where} (local changes to it are not kept)`;
        const kept = old.enabled === false ? { enabled: false as const } : {};
        plan.toWrite.push({ hook: { ...hook, ...kept }, row, key, replaces: old.importedFrom });
      }
    }
  }
  for (const p of present) {
    if (p.importedFrom === undefined || !options.foreignFiles.includes(p.importedFrom.file))
      continue;
    if (!seenOrigins.has(importedFromKey(p.importedFrom)) && !claimed.has(p) && !handedToLi(p)) {
      plan.removedUpstream.push({ where: p.where, importedFrom: p.importedFrom });
    }
  }
  return plan;
}

/** The source's timeout differs from the one the import wrote, and the entry still has that one. */
function upstreamTimeout(present: PresentHook, hook: PlannedHook, defaultTimeout: number): boolean {
  const written = present.importedFrom?.timeout;
  if (written === undefined || present.timeoutSec !== written) return false;
  return (hook.timeout ?? defaultTimeout) !== written;
}

/**
 * The stale entry (its handler gone upstream, not edited locally) that `from` is the new version
 * of: same foreign file and event, and the same matcher or the same command. Each is claimed once.
 */
function claimStale(
  stale: readonly PresentHook[],
  from: ImportedFrom,
  claimed: Set<PresentHook>,
): PresentHook | undefined {
  const sameCommand = (a: ImportedFrom) =>
    a.command === from.command && JSON.stringify(a.args) === JSON.stringify(from.args);
  const found = stale.find((p) => {
    const old = p.importedFrom;
    if (old === undefined || claimed.has(p)) return false;
    if (old.file !== from.file || old.event !== from.event) return false;
    return normalMatcher(old.matcher) === normalMatcher(from.matcher) || sameCommand(old);
  });
  if (found !== undefined) claimed.add(found);
  return found;
}
