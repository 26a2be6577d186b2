import {
  handlerSpawns,
  type LoadedSettings,
  type ResolvedHookEntry,
  SAFE_DIRECTORIES_ENV,
  unsafeHookFile,
} from '@lionagi/hooks-config/load';
import { handlerTypeOf, PROFILE_EVENTS } from '@lionagi/hooks-profile/core';
import { serializeArgv } from './command-hash.js';
import type { DigestCache } from './digest.js';
import { snapshotCommand } from './resolve.js';
import { effectiveTier, needsNoRecord } from './trust-status.js';

/** A project or user hook that must not run: a file it executes can be changed by another user. */
export interface UnsafeHook {
  entry: ResolvedHookEntry;
  /** The file and why, in words (the settings file's rule). */
  problem: string;
  /** The whole sentence the gate and `doctor` give. */
  reason: string;
}

/**
 * The project and user hooks of `settings` (the tiers that run without a record, D7) whose
 * executable or any file their approval would pin is owned by another user or writable by group
 * or others ({@link unsafeHookFile}: the rule the loader applies to settings files). Whoever can
 * write those files chooses what runs, as with the settings file itself; such a hook does not
 * run. `LIONAGI_SAFE_DIRECTORIES` of `env` still allows them.
 */
export async function unsafeHooks(
  settings: LoadedSettings,
  options: { env?: NodeJS.ProcessEnv | undefined; cache?: DigestCache | undefined } = {},
): Promise<UnsafeHook[]> {
  const env = options.env ?? process.env;
  const entries = PROFILE_EVENTS.flatMap((event) => settings.hooks[event] ?? []).filter(
    (entry) => handlerSpawns(handlerTypeOf(entry)) && needsNoRecord(effectiveTier(entry)),
  );
  const found = await Promise.all(
    entries.map(async (entry) => {
      const snapshot = await snapshotCommand(entry.command, {
        projectDir: settings.projectDir,
        env,
        cache: options.cache,
        // Ownership and mode are questions about paths: nothing here needs a file's contents.
        digests: false,
      });
      const paths = [snapshot.executable?.path, ...snapshot.files.map((f) => f.path)];
      for (const path of paths) {
        const problem = path === undefined ? undefined : unsafeHookFile(path, env);
        if (problem === undefined) continue;
        const reason = `${entry.tier} hook command ${serializeArgv(entry.command)} (${entry.event}, from ${entry.origin.file}:${entry.origin.line}) does not run: ${problem}; whoever can write it chooses what this hook does. Fix the owner or mode, or allow the directory with ${SAFE_DIRECTORIES_ENV}`;
        return { entry, problem, reason };
      }
      return undefined;
    }),
  );
  return found.filter((u): u is UnsafeHook => u !== undefined);
}
