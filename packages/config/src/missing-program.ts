import { accessSync, constants, statSync } from 'node:fs';
import { delimiter, isAbsolute, join, resolve } from 'node:path';

/** What {@link missingProgram} needs to look a program up as the hook's spawn would. */
export interface ProgramLookup {
  /** The project directory: a relative path and `${LIONAGI_PROJECT_DIR}` resolve against it. */
  projectDir: string;
  env: NodeJS.ProcessEnv;
}

function isExecutableFile(path: string): boolean {
  try {
    if (!statSync(path).isFile()) return false;
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/**
 * The program a command hook starts (its argv[0], placeholders substituted) when it cannot be
 * started here: a bare name found nowhere on `PATH` (execvp's rule), or a path that is not an
 * executable file. `undefined` when it can, and for http handlers (`["POST", url]` is no program).
 */
export function missingProgram(
  command: readonly string[],
  lookup: ProgramLookup,
  type: 'command' | 'http' = 'command',
): { program: string; why: string } | undefined {
  const [first] = command;
  if (type === 'http' || first === undefined) return undefined;
  const program = first
    .split('${LIONAGI_PROJECT_DIR}')
    .join(lookup.projectDir)
    .split('${HOME}')
    .join(lookup.env.HOME ?? '');
  if (program.includes('/')) {
    const path = isAbsolute(program) ? program : resolve(lookup.projectDir, program);
    return isExecutableFile(path)
      ? undefined
      : { program: first, why: `${JSON.stringify(first)} is not an executable file` };
  }
  const dirs = (lookup.env.PATH ?? '').split(delimiter).map((d) => d || '.');
  const found = dirs.some((dir) =>
    isExecutableFile(join(resolve(lookup.projectDir, dir), program)),
  );
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
