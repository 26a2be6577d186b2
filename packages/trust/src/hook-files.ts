import type { LoadedSettings } from '@lionagi/hooks-config';
import { PROFILE_EVENTS } from '@lionagi/hooks-profile/core';
import { serializeArgv } from './command-hash.js';
import type { DigestCache } from './digest.js';
import { snapshotCommand } from './resolve.js';

/** One file (or directory) a configured hook executes or its approval pins. */
export interface HookFile {
  /** Real path. */
  path: string;
  /** `tree`: a pinned directory; everything inside it belongs to the hook too. */
  kind: 'executable' | 'file' | 'tree' | 'interpreter';
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
 * {@link snapshotCommand} resolves them for an approval (so whatever a snapshot pins, this lists).
 * Legacy `hooks:` commands too. `http` handlers run no file. The agent's file tools refuse these.
 */
export async function hookFiles(
  settings: LoadedSettings,
  options: HookFilesOptions = {},
): Promise<HookFile[]> {
  const commands: Array<{ argv: readonly string[]; hook: string }> = [];
  for (const event of PROFILE_EVENTS) {
    for (const entry of settings.hooks[event] ?? []) {
      if (entry.type !== 'command') continue;
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
  });
  return out;
}
