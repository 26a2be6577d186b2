import { delimiter, join, resolve } from 'node:path';
import { isExecutableFile } from './executable-file.js';
import { handlerSpawns } from './handlers/handler-json.js';
import type { HandlerType } from './handlers/handler-types.js';

/** What {@link missingProgram} needs to look a program up as the hook's spawn would. */
export interface ProgramLookup {
  /** The project directory: a relative path and `${LIONAGI_PROJECT_DIR}` resolve against it. */
  projectDir: string;
  env: NodeJS.ProcessEnv;
}

/**
 * The program a command hook starts when it is a bare name (`afplay`, `jq`) found nowhere on
 * `PATH` (execvp's rule): the one failure no approval can fix, so it must not block the day.
 * `undefined` when it is found, for http handlers (`["POST", url]` is no program), and for a path
 * argv[0] (`./guards/guard.sh`, `${LIONAGI_PROJECT_DIR}/x`, `/usr/bin/x`): a path that is gone or
 * not executable is the trust gate's and the spawn's to report (`changed`, ENOENT, EACCES), with
 * their reasons and outcomes, exactly as before this check existed.
 */
export function missingProgram(
  command: readonly string[],
  lookup: ProgramLookup,
  type: HandlerType = 'command',
): { program: string; why: string } | undefined {
  const [first] = command;
  if (!handlerSpawns(type) || first === undefined) return undefined;
  // A path (placeholders included, which always expand to one) is the trust gate's.
  if (first.includes('/') || first.includes('${')) return undefined;
  const dirs = (lookup.env.PATH ?? '').split(delimiter).map((d) => d || '.');
  const found = dirs.some((dir) => isExecutableFile(join(resolve(lookup.projectDir, dir), first)));
  return found
    ? undefined
    : {
        program: first,
        why: `program ${JSON.stringify(first)} is not installed (not found on PATH)`,
      };
}

/**
 * The sentence every surface (load, list, doctor, li-agent, the run) gives for a hook whose
 * program is missing, the fix first: install it, or turn the entry off with its command hash.
 */
export function missingProgramMessage(why: string, hashPrefix: string): string {
  return `install it or turn the hook off with "li hooks disable ${hashPrefix}": ${why}`;
}
