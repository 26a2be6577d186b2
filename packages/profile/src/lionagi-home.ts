import { homedir } from 'node:os';
import { join, resolve } from 'node:path';

/**
 * The user's home as li reads it: `$HOME`, or the account's home directory when `HOME` is unset
 * or only whitespace. One rule for the settings discovery, the audit log, trust and transcripts.
 */
export function userHome(env: NodeJS.ProcessEnv = process.env): string {
  const home = env.HOME;
  return home !== undefined && home.trim() !== '' ? home : homedir();
}

/**
 * `$LIONAGI_HOME` (resolved), or `~/.lionagi` when it is unset or only whitespace: where the user
 * settings file, the audit log, the Python bytecode cache and the transcripts live. Every reader
 * asks here, so a value one of them ignores is ignored by all (a blank `LIONAGI_HOME=" "` once put
 * the settings in `./ ` and the audit log in `~/.lionagi`).
 */
export function lionagiHome(env: NodeJS.ProcessEnv = process.env): string {
  const home = env.LIONAGI_HOME;
  if (home !== undefined && home.trim() !== '') return resolve(home);
  return join(userHome(env), '.lionagi');
}
