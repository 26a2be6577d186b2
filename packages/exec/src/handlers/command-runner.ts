import { HookError } from '@lionagi/hooks-profile/core';
import {
  argvSizeProblem,
  assertArgv,
  PROJECT_DIR_PLACEHOLDER,
  substituteProjectDir,
} from '../argv.js';
import { buildHookEnv } from '../hook-env.js';
import { runHookCommand } from '../run-hook.js';
import type { HandlerRunner, SpawnContext } from './runner-types.js';

/**
 * The argv is checked as configured and again as it will be exec'd, placeholders substituted and
 * with the hook environment, against the kernel's limits (see `argvSizeProblem`): a command that
 * only grows past them once `${LIONAGI_PROJECT_DIR}` is the project path would otherwise fail at
 * every spawn with E2BIG.
 */
function assertExecutable(argv: readonly string[], where: string, context: SpawnContext): void {
  let substituted: string[];
  try {
    substituted = substituteProjectDir(argv, context.projectDir, context.env.HOME);
  } catch {
    // `${HOME}` without a HOME: the spawn says so itself, naming the command.
    return;
  }
  const problem = argvSizeProblem(substituted, buildHookEnv(context.env, context.projectDir));
  if (problem !== undefined) {
    throw new HookError(
      'INVALID_ARGV',
      `${where}: ${problem}, once ${PROJECT_DIR_PLACEHOLDER} is ${context.projectDir} and the hook environment is added`,
      { details: { argv } },
    );
  }
}

/** A `type: command` handler: its argv is spawned in its own process group. */
export const commandRunner: HandlerRunner = {
  check(entry, where, context) {
    assertArgv(entry.command, where);
    assertExecutable(entry.command, where, context);
  },
  key: (entry) => JSON.stringify(entry.command),
  label: (entry) => entry.command,
  run: (entry, envelope, options) => runHookCommand(entry.command, envelope, options),
};
