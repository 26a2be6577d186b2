import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { lionagiHome } from '@lionagi/hooks-exec';
import type { ContinuationCount } from '@lionagi/hooks-harness/core';

// The continuations the bridge already granted for one prompt, kept between firings: Claude Code
// and Codex run the bridge once per Stop firing and keep no count themselves (no cap, Dv2-2), so
// the profile's cap needs this file. One file per session under `$LIONAGI_HOME/state/stop/`; the
// harness's `stop_hook_active: false` marks the first firing of a prompt (the count restarts),
// so no prompt id is needed (a harness may change its turn id between continuations).

type Envelope = Record<string, unknown>;

const text = (v: unknown) => (typeof v === 'string' && v !== '' ? v : undefined);

/** The directory of the counters: `$LIONAGI_HOME/state/stop`. */
export function stopCounterDir(env: NodeJS.ProcessEnv): string {
  return join(lionagiHome(env), 'state', 'stop');
}

/**
 * The counter of the prompt `envelope` is a Stop firing of. The first firing of a prompt
 * (`stop_hook_active: false`) starts at 0 whatever the file says; a later one with no readable
 * count (lost) counts the continuation that made it active. A SubagentStop firing counts per
 * subagent (its `agent_id`), beside the session's Stop count.
 */
export function stopCounter(dir: string, envelope: Envelope): ContinuationCount {
  const agent = text(envelope.agent_id);
  const session = `${text(envelope.session_id) ?? 'no-session'}${agent === undefined ? '' : `\0${agent}`}`;
  const file = join(dir, `${createHash('sha256').update(session).digest('hex').slice(0, 32)}.json`);
  let granted = 0;
  if (envelope.stop_hook_active === true) {
    granted = 1;
    try {
      const saved = JSON.parse(readFileSync(file, 'utf8')) as { granted?: unknown };
      if (typeof saved.granted === 'number' && saved.granted >= 1) granted = saved.granted;
    } catch {
      // no count yet: the continuation that made Stop active is the only one known
    }
  }
  return {
    granted,
    grant() {
      try {
        mkdirSync(dir, { recursive: true });
        const tmp = `${file}.${process.pid}.tmp`;
        writeFileSync(tmp, `${JSON.stringify({ granted: granted + 1 })}\n`);
        renameSync(tmp, file);
        return true;
      } catch {
        return false;
      }
    },
  };
}
