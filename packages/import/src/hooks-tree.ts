import { HookError } from '@lionagi/hooks-profile';
import type { PluginRoot } from './plugin-root.js';
import type { ForeignEntry, ForeignHarness } from './types.js';

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function shapeError(file: string, path: string, expected: string, got: unknown): HookError {
  let kind = `a ${typeof got}`;
  if (Array.isArray(got)) kind = 'a list';
  else if (got === null) kind = 'null';
  else if (typeof got === 'object') kind = 'an object';
  return new HookError('IMPORT_FAILED', `${file}: ${path} must be ${expected}, got ${kind}`, {
    details: { file, path },
  });
}

/** Options of {@link entriesFromHooksTree}. */
export interface HooksTreeOptions {
  harness: ForeignHarness;
  file: string;
  /** Keys of the hooks table that are not events (Codex keeps trust records in `hooks.state`). */
  skipKeys?: readonly string[];
  fileNotes?: string[];
  /** The plugin the file belongs to. */
  plugin?: PluginRoot | undefined;
}

/**
 * Flattens a harness `hooks` tree (`{<Event>: [{matcher?, hooks: [handler…]}]}`) into entries in
 * file order. The tree's shape (tables and lists) must be right, or the whole file is refused with
 * its path; what is inside a handler is judged later, entry by entry.
 */
export function entriesFromHooksTree(tree: unknown, options: HooksTreeOptions): ForeignEntry[] {
  const { harness, file } = options;
  if (tree === undefined) return [];
  if (!isPlainObject(tree)) throw shapeError(file, 'hooks', 'a table of events', tree);
  const entries: ForeignEntry[] = [];
  for (const [event, groups] of Object.entries(tree)) {
    if (options.skipKeys?.includes(event)) continue;
    if (!Array.isArray(groups)) {
      throw shapeError(file, `hooks.${event}`, 'a list of matcher groups', groups);
    }
    for (const [groupIndex, group] of groups.entries()) {
      const at = `hooks.${event}[${groupIndex}]`;
      if (!isPlainObject(group))
        throw shapeError(file, at, 'a matcher group ({matcher?, hooks})', group);
      const handlers = group.hooks;
      if (!Array.isArray(handlers))
        throw shapeError(file, `${at}.hooks`, 'a list of handlers', handlers);
      for (const [hookIndex, handler] of handlers.entries()) {
        entries.push({
          harness,
          event,
          matcher: group.matcher,
          handler,
          origin: { file, event, groupIndex, hookIndex },
          fileNotes: options.fileNotes ?? [],
          ...(options.plugin === undefined ? {} : { plugin: options.plugin }),
        });
      }
    }
  }
  return entries;
}

/** The `hooks` member of a parsed settings object, refusing a file whose root is not a table. */
export function hooksMember(value: unknown, file: string): unknown {
  if (!isPlainObject(value)) throw shapeError(file, 'the top level', 'an object', value);
  return value.hooks;
}

/** True when the parsed settings object sets `disableAllHooks: true` (Claude Code). */
export function disablesAllHooks(value: unknown): boolean {
  return isPlainObject(value) && value.disableAllHooks === true;
}
