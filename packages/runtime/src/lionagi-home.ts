import { homedir } from 'node:os';
import { join, resolve } from 'node:path';

/** `$LIONAGI_HOME`, or `~/.lionagi` when unset or empty. */
export function lionagiHome(env: NodeJS.ProcessEnv = process.env): string {
  const home = env.LIONAGI_HOME;
  return home && home.trim() !== '' ? resolve(home) : join(homedir(), '.lionagi');
}

/** The hook audit log: `$LIONAGI_HOME/logs/hooks.jsonl`. */
export function defaultHookAuditPath(env: NodeJS.ProcessEnv = process.env): string {
  return join(lionagiHome(env), 'logs', 'hooks.jsonl');
}

/** Where a session's transcript goes by default: `$LIONAGI_HOME/sessions/<id>.jsonl`. */
export function defaultTranscriptPath(
  sessionId: string,
  env: NodeJS.ProcessEnv = process.env,
): string {
  return join(lionagiHome(env), 'sessions', `${sessionId}.jsonl`);
}
