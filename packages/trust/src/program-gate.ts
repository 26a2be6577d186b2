import {
  type HandlerType,
  missingProgram,
  missingProgramMessage,
} from '@lionagi/hooks-config/load';
import { commandHash } from './command-hash.js';

/** An entry as {@link createProgramCheck} reads it. */
export interface ProgramCheckEntry {
  type?: HandlerType;
  command: readonly string[];
}

/** How many digits of a command hash the messages print (enough to be unique, as import's). */
export const SHOWN_HASH_DIGITS = 12;

/**
 * The dispatcher's `missingProgram` check: why an entry's program cannot start here, the fix
 * first (`install it or turn the hook off with "li hooks disable <hash>": program "afplay" is
 * not installed (not found on PATH)`), or `undefined`. A program once found is not looked up
 * again in this process; a missing one is, so installing it mid-session takes effect.
 */
export function createProgramCheck(
  projectDir: string,
  env: NodeJS.ProcessEnv,
): (entry: ProgramCheckEntry) => string | undefined {
  const found = new Set<string>();
  return (entry) => {
    const key = `${entry.command[0]}\0${env.PATH ?? ''}`;
    if (found.has(key)) return undefined;
    const missing = missingProgram(entry.command, { projectDir, env }, entry.type);
    if (missing === undefined) {
      found.add(key);
      return undefined;
    }
    const hash = commandHash(entry.command).slice(0, SHOWN_HASH_DIGITS);
    return missingProgramMessage(missing.why, hash);
  };
}
