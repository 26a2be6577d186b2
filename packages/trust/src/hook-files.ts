import { basename, dirname, relative, sep } from 'node:path';
import type { LoadedSettings } from '@lionagi/hooks-config';
import { handlerSpawns } from '@lionagi/hooks-config/load';
import { handlerTypeOf, PROFILE_EVENTS } from '@lionagi/hooks-profile/core';
import { serializeArgv } from './command-hash.js';
import type { DigestCache } from './digest.js';
import { namePattern } from './load-candidates.js';
import { snapshotCommand } from './resolve.js';

/** One file (or directory) a configured hook executes or its approval pins. */
export interface HookFile {
  /** Real path; for `absent`, a path whose last segment may hold `*` (any ABI tag). */
  path: string;
  /**
   * `tree`: a pinned directory; everything inside it belongs to the hook too. `absent`: a
   * higher-precedence candidate of the interpreter's search that must stay absent (creating it
   * would replace the approved code, see `CommandSnapshot.absent`).
   */
  kind: 'executable' | 'file' | 'tree' | 'interpreter' | 'absent';
  /** The hook, in words: event, argv and where it is configured. */
  hook: string;
}

/** Options of {@link hookFiles}. */
export interface HookFilesOptions {
  /** The environment hooks are spawned with (PATH). Default `process.env`. */
  env?: NodeJS.ProcessEnv | undefined;
  /** Reuse digests of unchanged files across calls. */
  cache?: DigestCache | undefined;
}

/**
 * Every file a command hook of `settings` executes or pins, whatever its tier: the executable
 * argv[0] resolves to, its `#!` interpreter, argv files, `-m` modules and pinned directories, as
 * {@link snapshotCommand} resolves them for an approval (so whatever a snapshot pins, this lists),
 * and the candidates it pins as absent (a `guardmod/__init__.py` beside `guardmod.py`, a
 * `hooks/dir.js` beside `hooks/dir`).
 * Legacy `hooks:` commands too. `http` handlers run no file. The agent's file tools refuse these.
 */
export async function hookFiles(
  settings: LoadedSettings,
  options: HookFilesOptions = {},
): Promise<HookFile[]> {
  const commands: Array<{ argv: readonly string[]; hook: string }> = [];
  for (const event of PROFILE_EVENTS) {
    for (const entry of settings.hooks[event] ?? []) {
      if (!handlerSpawns(handlerTypeOf(entry))) continue;
      const where = `${entry.origin.file}:${entry.origin.line}`;
      commands.push({
        argv: entry.command,
        hook: `${event} hook ${serializeArgv(entry.command)} (${where})`,
      });
    }
  }
  for (const entry of settings.legacyHooks ?? []) {
    const where = `${entry.origin.file}:${entry.origin.line}`;
    commands.push({
      argv: entry.command,
      hook: `legacy ${entry.phase} hook ${serializeArgv(entry.command)} (${where})`,
    });
  }
  const seen = new Map<string, string>();
  const snapshots = await Promise.all(
    commands.map(({ argv }) =>
      snapshotCommand(argv, {
        projectDir: settings.projectDir,
        env: options.env,
        cache: options.cache,
        // Which files, not what is in them: a write is refused by path.
        digests: false,
      }),
    ),
  );
  const out: HookFile[] = [];
  const add = (path: string, kind: HookFile['kind'], hook: string) => {
    if (seen.has(path)) return;
    seen.set(path, hook);
    out.push({ path, kind, hook });
  };
  snapshots.forEach((snapshot, i) => {
    const { hook } = commands[i]!;
    if (snapshot.executable !== undefined) add(snapshot.executable.path, 'executable', hook);
    for (const file of snapshot.files) add(file.path, file.kind ?? 'file', hook);
    for (const path of snapshot.absent) add(path, 'absent', hook);
  });
  return out;
}

/**
 * Whether writing `path` (a real path) changes what `file` names: the file itself, anything inside
 * a pinned directory, or a file matching an absent candidate (`*` standing for one path segment's
 * characters, as in `mod.cpython-*.so`).
 */
export function ownsPath(file: HookFile, path: string): boolean {
  if (file.path === path) return true;
  if (file.kind === 'tree') {
    const rel = relative(file.path, path);
    return rel !== '' && rel !== '..' && !rel.startsWith(`..${sep}`);
  }
  if (file.kind !== 'absent' || !file.path.includes('*')) return false;
  if (dirname(file.path) !== dirname(path)) return false;
  return namePattern(basename(file.path)).test(basename(path));
}
