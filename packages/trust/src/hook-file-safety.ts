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

/** Where a hook's files are looked up, and the digest cache to share. */
export interface UnsafeHookOptions {
  env?: NodeJS.ProcessEnv | undefined;
  cache?: DigestCache | undefined;
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
  options: UnsafeHookOptions = {},
): Promise<UnsafeHook[]> {
  const entries = PROFILE_EVENTS.flatMap((event) => settings.hooks[event] ?? []);
  const found = await Promise.all(entries.map((entry) => unsafeHook(entry, settings, options)));
  return found.filter((u): u is UnsafeHook => u !== undefined);
}

/**
 * {@link unsafeHooks} for one entry of `settings`: why it must not run, or `undefined` (also for
 * an entry that needs a record or spawns nothing, which this rule does not cover).
 */
export async function unsafeHook(
  entry: ResolvedHookEntry,
  settings: LoadedSettings,
  options: UnsafeHookOptions = {},
): Promise<UnsafeHook | undefined> {
  if (!handlerSpawns(handlerTypeOf(entry)) || !needsNoRecord(effectiveTier(entry))) {
    return undefined;
  }
  const env = options.env ?? process.env;
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
}
