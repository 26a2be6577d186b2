import type { ImportedFrom } from '@lionagi/hooks-config';
import { appendToSeq, editSettingsFile } from '@lionagi/hooks-config';
import { foreignTranslator, plannedTranslator } from './handler-translators.js';
import { type PlainNotImported, replaceNotImported } from './not-imported.js';
import { hookKey, importedFromKey } from './plan.js';
import type { PlannedHook } from './types.js';

type SettingsDocument = Parameters<Parameters<typeof editSettingsFile>[1]>[0];

interface GroupMirror {
  matcher: unknown;
  hooks: unknown[];
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The `hooks_external` groups per event, as plain data; shapes the editor would refuse are skipped here. */
function readTree(doc: SettingsDocument): Record<string, GroupMirror[]> {
  const root = doc.toJS() as unknown;
  const tree = isPlainObject(root) ? root.hooks_external : undefined;
  const mirror: Record<string, GroupMirror[]> = {};
  if (!isPlainObject(tree)) return mirror;
  for (const [event, groups] of Object.entries(tree)) {
    if (!Array.isArray(groups)) continue;
    mirror[event] = groups.map((group) => ({
      matcher: isPlainObject(group) ? group.matcher : undefined,
      hooks: isPlainObject(group) && Array.isArray(group.hooks) ? group.hooks : [],
    }));
  }
  return mirror;
}

/** Keys of the hooks in the file: their {@link hookKey}, and their `imported_from` key. */
function keysOf(mirror: Record<string, GroupMirror[]>): Set<string> {
  const keys = new Set<string>();
  for (const [event, groups] of Object.entries(mirror)) {
    for (const group of groups) {
      for (const hook of group.hooks) {
        const command = isPlainObject(hook) ? foreignTranslator(hook).writtenArgv(hook) : undefined;
        if (!isPlainObject(hook) || !Array.isArray(command)) continue;
        const matcher = typeof group.matcher === 'string' ? group.matcher : undefined;
        const source = typeof hook.source === 'string' ? hook.source : undefined;
        keys.add(hookKey({ event, matcher, command: command as string[], source }));
        const from = hook.imported_from;
        if (isPlainObject(from)) keys.add(importedFromKey(from as unknown as ImportedFrom));
      }
    }
  }
  return keys;
}

/**
 * The entry as written: `type`, `command` (argv, flow style; `url`, `headers` and
 * `allowed_env_vars` for an http handler), `async` when set, `timeout` when given, `source`,
 * `tool_vocabulary`, `imported_from` (the handler it was translated from) and `status_message`
 * when the handler had a `statusMessage`.
 */
function plainHook(hook: PlannedHook): Record<string, unknown> {
  return {
    ...plannedTranslator(hook).settingsFields(hook),
    ...(hook.async ? { async: true } : {}),
    ...(hook.timeout === undefined ? {} : { timeout: hook.timeout }),
    source: hook.source,
    tool_vocabulary: hook.toolVocabulary,
    imported_from: {
      ...hook.importedFrom,
      ...(hook.timeout === undefined ? {} : { timeout: hook.timeout }),
    },
    ...(hook.statusMessage === undefined ? {} : { status_message: hook.statusMessage }),
    ...(hook.enabled === false ? { enabled: false } : {}),
  };
}

/**
 * Deletes the entries whose `imported_from` key is in `keys` (a stale version, or one pruned
 * after its handler left the foreign file), and any group left with no hook.
 */
function removeImported(doc: SettingsDocument, keys: ReadonlySet<string>): void {
  if (keys.size === 0) return;
  for (const [event, groups] of Object.entries(readTree(doc))) {
    for (let g = groups.length - 1; g >= 0; g--) {
      const hooks = (groups[g] as GroupMirror).hooks;
      let left = hooks.length;
      for (let h = hooks.length - 1; h >= 0; h--) {
        const from = (hooks[h] as Record<string, unknown> | undefined)?.imported_from;
        if (!isPlainObject(from) || !keys.has(importedFromKey(from as unknown as ImportedFrom)))
          continue;
        doc.deleteIn(['hooks_external', event, g, 'hooks', h]);
        left -= 1;
      }
      if (left === 0 && hooks.length > 0) doc.deleteIn(['hooks_external', event, g]);
    }
  }
}

/** What {@link writeImportedHooks} did. */
export interface WriteOutcome {
  changed: boolean;
  /** Keys of hooks that were already in the file when it was locked for writing. */
  alreadyPresent: Set<string>;
}

/**
 * Adds hooks under `hooks_external.<event>` of a settings file through the config package's
 * locked, comment-preserving editor (creating the file if needed). A hook whose event, matcher,
 * argv and source, or whose `imported_from`, are already in the file is not added again, so the file only changes when
 * something new is imported. Imported hooks join the event's last group when that group has the
 * same matcher and holds only hooks of the same source; otherwise they open a new group at the end.
 * `notImported` replaces the `not_imported:` records of the foreign `files` (the rejected handlers).
 */
export async function writeImportedHooks(
  file: string,
  hooks: readonly PlannedHook[],
  remove: readonly ImportedFrom[] = [],
  notImported?: { files: readonly string[]; records: readonly PlainNotImported[] },
): Promise<WriteOutcome> {
  const alreadyPresent = new Set<string>();
  if (hooks.length === 0 && remove.length === 0 && notImported === undefined) {
    return { changed: false, alreadyPresent };
  }
  const { changed } = await editSettingsFile(
    file,
    (doc) => {
      removeImported(doc, new Set(remove.map(importedFromKey)));
      const mirror = readTree(doc);
      const existing = keysOf(mirror);
      for (const hook of hooks) {
        const key = hookKey(hook);
        const from = importedFromKey(hook.importedFrom);
        if (existing.has(key) || existing.has(from)) {
          alreadyPresent.add(key);
          continue;
        }
        existing.add(key);
        existing.add(from);
        const path = ['hooks_external', hook.event];
        const groups = mirror[hook.event] ?? [];
        mirror[hook.event] = groups;
        const last = groups.at(-1);
        const joinLast =
          last !== undefined &&
          last.matcher === hook.matcher &&
          last.hooks.length > 0 &&
          last.hooks.every((h) => isPlainObject(h) && h.source === hook.source);
        if (joinLast) {
          appendToSeq(doc, [...path, groups.length - 1, 'hooks'], plainHook(hook));
          last.hooks.push({ source: hook.source });
        } else {
          const group = hook.matcher === undefined ? {} : { matcher: hook.matcher };
          appendToSeq(doc, path, { ...group, hooks: [plainHook(hook)] });
          groups.push({ matcher: hook.matcher, hooks: [{ source: hook.source }] });
        }
      }
      // After the hooks: a new file reads hooks_external first, then what did not come across.
      if (notImported) replaceNotImported(doc, notImported.files, notImported.records);
    },
    { create: true },
  );
  return { changed, alreadyPresent };
}
