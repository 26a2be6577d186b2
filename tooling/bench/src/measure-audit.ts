import { appendFileSync, mkdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { type AuditableHookRun, HookAuditLog, toAuditRecord } from '@lionagi/hooks-exec';
import type { BenchProject } from './bench-project.js';
import { interleaveTimed } from './interleave.js';
import { pairedRatio, type Summary, summarize } from './stats.js';

const BLOCK = 50;

/** The cost of one audit-log record. */
export interface AuditFigures {
  rounds: number;
  /** CPU per record: `HookAuditLog.append` through its kept descriptor. */
  kept: Summary;
  /** CPU per record: the same line opened, appended and closed each time (mkdir, stat, open, write, close). */
  oneShot: Summary;
  /** Median of per-round ratios one-shot / kept. */
  ratio: number;
}

const RUN: AuditableHookRun = {
  event: 'PreToolUse',
  command: ['/bin/echo', '{}'],
  tier: 'project',
  origin: { file: '/p/.lionagi/settings.yaml', line: 4 },
  trusted: true,
  ran: true,
  outcome: 'success',
  decision: 'none',
  exitCode: 0,
  timedOut: false,
  durationMs: 3,
  stdout: '{}\n',
  stderr: '',
};

/**
 * One audit record through `HookAuditLog` (one kept `O_APPEND` descriptor, one stat and one write
 * per record) against the way it was written before (mkdir, stat, then `appendFileSync`, which
 * opens and closes the file each time): interleaved blocks of {@link BLOCK} records, CPU per record.
 */
export async function measureAudit(project: BenchProject, rounds: number): Promise<AuditFigures> {
  const logs = join(project.dir, 'audit-bench');
  const log = new HookAuditLog(join(logs, 'kept.jsonl'));
  const oneShotPath = join(logs, 'one-shot.jsonl');
  const oneShot = () => {
    const line = `${JSON.stringify(toAuditRecord(RUN, 'bench'))}\n`;
    mkdirSync(dirname(oneShotPath), { recursive: true, mode: 0o700 });
    statSync(oneShotPath, { throwIfNoEntry: false });
    appendFileSync(oneShotPath, line, { mode: 0o600 });
  };
  const block = (write: () => void) => async () => {
    for (let i = 0; i < BLOCK; i++) write();
  };
  try {
    const { cpu } = await interleaveTimed(
      { kept: block(() => log.append(RUN, 'bench')), oneShot: block(oneShot) },
      { rounds, warmup: 5 },
    );
    const per = (name: string) => (cpu[name] ?? []).map((ms) => ms / BLOCK);
    return {
      rounds,
      kept: summarize(per('kept')),
      oneShot: summarize(per('oneShot')),
      ratio: pairedRatio(per('oneShot'), per('kept')),
    };
  } finally {
    log.close();
  }
}
