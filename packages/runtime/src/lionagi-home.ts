import { join } from 'node:path';
import { lionagiHome } from '@lionagi/hooks-exec';

/** Where a session's transcript goes by default: `$LIONAGI_HOME/sessions/<id>.jsonl`. */
export function defaultTranscriptPath(
  sessionId: string,
  env: NodeJS.ProcessEnv = process.env,
): string {
  return join(lionagiHome(env), 'sessions', `${sessionId}.jsonl`);
}
