import { statSync } from 'node:fs';
import { resolve } from 'node:path';
import { type LoadedSettings, loadSettings } from '@lionagi/hooks-config/load';
import { type ProfileEvent, resolveEvent } from '@lionagi/hooks-profile/core';
import { AGENT_HOST_EVENTS } from '@lionagi/runtime/reference-agent';
import type { CommandContext } from './context.js';
import { usageError } from './usage-error.js';

/**
 * The events `li` reads settings for and names: those li-agent's host emits (profile v3). `li`
 * speaks for li-agent, so a config li-agent would refuse, li refuses the same way, and the reverse.
 */
export const HOST_EVENTS: readonly ProfileEvent[] = AGENT_HOST_EVENTS;

/**
 * The project directory of a verb: `--project-dir DIR` (relative to the cwd) or the cwd. Refuses
 * a directory that does not exist, so a typo is not silently read as "no project settings".
 */
export function projectDirOf(ctx: CommandContext, option: unknown): string {
  if (option !== undefined && typeof option !== 'string') {
    throw usageError('--project-dir needs a directory');
  }
  const dir = resolve(ctx.cwd, option ?? '.');
  let isDir = false;
  try {
    isDir = statSync(dir).isDirectory();
  } catch {
    isDir = false;
  }
  if (!isDir) throw usageError(`project directory ${dir} does not exist or is not a directory`);
  return dir;
}

/**
 * Loads the user (`$LIONAGI_HOME/settings.yaml`) and project (`.lionagi/settings.yaml`) settings
 * exactly as the runtime does, with the environment of the command. A config that fails to load
 * throws the loader's `CONFIG_INVALID` error, which lists every diagnostic.
 */
export function loadProjectSettings(
  ctx: CommandContext,
  projectDir: string,
): Promise<LoadedSettings> {
  return loadSettings({ projectDir, env: ctx.env, hostEvents: HOST_EVENTS });
}

/** The events a verb covers: the one named by `--event`, or all of the host's in catalogue order. */
export function eventsOf(positional: string | undefined, option: unknown): ProfileEvent[] {
  const event = eventArgument(positional, option);
  return event === undefined ? [...HOST_EVENTS] : [event];
}

/**
 * The event a verb names, positionally (`li hooks list PreToolUse`) or with `--event`; the two
 * must agree when both are given. `undefined` when neither is.
 */
export function eventArgument(
  positional: string | undefined,
  option: unknown,
): ProfileEvent | undefined {
  if (option !== undefined && typeof option !== 'string') {
    throw usageError('--event needs an event name');
  }
  const fromArg = positional === undefined ? undefined : resolveEvent(positional, HOST_EVENTS).name;
  const fromOption = option === undefined ? undefined : resolveEvent(option, HOST_EVENTS).name;
  if (fromArg !== undefined && fromOption !== undefined && fromArg !== fromOption) {
    throw usageError(`two events given: ${fromArg} and --event ${fromOption}; give one`);
  }
  return fromArg ?? fromOption;
}
