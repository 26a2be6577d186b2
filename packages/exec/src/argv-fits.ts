import {
  HookError,
  handlerTypeOf,
  PROFILE_EVENTS,
  type ProfileEvent,
} from '@lionagi/hooks-profile/core';
import { argvSizeProblem, PROJECT_DIR_PLACEHOLDER, substituteProjectDir } from './argv.js';
import { type DispatchEntry, entryLabel } from './dispatch-entry.js';
import { buildHookEnv } from './hook-env.js';

/**
 * Throws `INVALID_ARGV` (naming `where`) when `argv`, as it will be exec'd (placeholders
 * substituted, with the hook environment), is past the kernel's limits (see `argvSizeProblem`):
 * a command that only grows past them once `${LIONAGI_PROJECT_DIR}` is the project path would
 * otherwise fail at every spawn with E2BIG. Checked when a dispatcher is built, for every entry.
 */
export function assertArgvFits(
  argv: readonly string[],
  where: string,
  projectDir: string,
  env: NodeJS.ProcessEnv,
): void {
  let substituted: string[];
  try {
    substituted = substituteProjectDir(argv, projectDir, env.HOME);
  } catch {
    // `${HOME}` without a HOME: the spawn says so itself, naming the command.
    return;
  }
  const problem = argvSizeProblem(substituted, buildHookEnv(env, projectDir));
  if (problem !== undefined) {
    throw new HookError(
      'INVALID_ARGV',
      `${where}: ${problem}, once ${PROJECT_DIR_PLACEHOLDER} is ${projectDir} and the hook environment is added`,
      { details: { argv } },
    );
  }
}

/**
 * {@link assertArgvFits} for every command entry of `hooks`, in the order a hook host builds its
 * dispatchers (events in profile order; per event the inline entries, then each `async: true`
 * one on its own), so the first problem is the one building them would throw. What `li hooks run`
 * checks before it answers a firing that selects no entry without building them.
 */
export function assertEntriesFit(
  hooks: Partial<Record<ProfileEvent, readonly (DispatchEntry & { async?: boolean })[]>>,
  projectDir: string,
  env: NodeJS.ProcessEnv,
): void {
  for (const event of PROFILE_EVENTS) {
    const entries = hooks[event] ?? [];
    const split = entries.some((e) => e.async === true);
    const inline = split ? entries.filter((e) => e.async !== true) : entries;
    const lists = split
      ? [inline, ...entries.filter((e) => e.async === true).map((e) => [e])]
      : [inline];
    for (const list of lists)
      list.forEach((entry, index) => {
        // Only a command's argv is exec'd; an http handler's is its display form.
        if (handlerTypeOf(entry) !== 'command') return;
        assertArgvFits(entry.command, `${event} hook ${entryLabel(entry, index)}`, projectDir, env);
      });
  }
}
