import { mkdtempSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  type AuditableHookRun,
  defaultHookAuditPath,
  HookAuditLog,
  readHookAudit,
} from './hook-audit.js';
import { descriptorsOn } from './test-processes.js';

function run(overrides: Partial<AuditableHookRun> = {}): AuditableHookRun {
  return {
    event: 'PreToolUse',
    command: ['node', 'guard.mjs'],
    source: undefined,
    tier: 'project',
    origin: { file: '/p/.lionagi/settings.yaml', line: 4 },
    trusted: true,
    ran: true,
    outcome: 'blocked',
    decision: 'deny',
    reason: 'rm is not allowed',
    exitCode: 2,
    timedOut: false,
    durationMs: 12.6,
    ...overrides,
  };
}

function logPath(): string {
  return join(mkdtempSync(join(tmpdir(), 'lionagi-')), 'logs', 'hooks.jsonl');
}

describe('HookAuditLog', () => {
  it('appends one JSON line per run with the documented fields', () => {
    const path = logPath();
    new HookAuditLog(path).append(run(), 'sess-1');
    const lines = readFileSync(path, 'utf8').trim().split('\n');
    expect(lines).toHaveLength(1);
    const record = JSON.parse(lines[0] ?? '{}');
    expect(record).toEqual({
      ts: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      session_id: 'sess-1',
      event: 'PreToolUse',
      command: ['node', 'guard.mjs'],
      source: null,
      tier: 'project',
      origin: { file: '/p/.lionagi/settings.yaml', line: 4 },
      outcome: 'blocked',
      decision: 'deny',
      reason: 'rm is not allowed',
      exit_code: 2,
      timed_out: false,
      duration_ms: 13,
      trusted: true,
      ran: true,
      stdout: null,
      stderr: null,
    });
    expect(statSync(path).mode & 0o777).toBe(0o600);
  });

  it('rotates to hooks.jsonl.1 when the cap would be exceeded', async () => {
    const path = logPath();
    const log = new HookAuditLog(path, { maxBytes: 700 });
    for (let i = 0; i < 5; i++) log.append(run({ reason: `r${i}` }), 's');
    const current = readFileSync(path, 'utf8').trim().split('\n');
    const rotated = readFileSync(`${path}.1`, 'utf8').trim().split('\n');
    expect(statSync(path).size).toBeLessThanOrEqual(700);
    expect(rotated.length + current.length).toBeLessThanOrEqual(5);
    const all = await readHookAudit(path);
    expect(all.at(-1)?.reason).toBe('r4');
    expect(all.map((r) => r.reason)).toEqual([...all.map((r) => r.reason)].sort());
  });
});

describe('HookAuditLog descriptor', () => {
  it('keeps one descriptor for all records and releases it on close', () => {
    const path = logPath();
    const log = new HookAuditLog(path);
    for (let i = 0; i < 20; i++) log.append(run({ reason: `r${i}` }), 's');
    expect(descriptorsOn(path)).toBe(1);
    log.close();
    expect(descriptorsOn(path)).toBe(0);
    // A late record after close is still written, and leaves no descriptor behind.
    log.append(run({ reason: 'late' }), 's');
    expect(descriptorsOn(path)).toBe(0);
    const reasons = readFileSync(path, 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l).reason);
    expect(reasons).toHaveLength(21);
    expect(reasons.at(-1)).toBe('late');
  });

  it('follows a rotation made by another writer instead of writing into the rotated file', () => {
    const path = logPath();
    const log = new HookAuditLog(path);
    log.append(run({ reason: 'before' }), 's');
    renameSync(path, `${path}.1`); // what another process's rotation does
    log.append(run({ reason: 'after' }), 's');
    expect(readFileSync(`${path}.1`, 'utf8')).not.toContain('"after"');
    expect(readFileSync(path, 'utf8')).toContain('"after"');
    rmSync(path);
    log.append(run({ reason: 'recreated' }), 's');
    expect(readFileSync(path, 'utf8')).toContain('"recreated"');
    expect(statSync(path).mode & 0o777).toBe(0o600);
    log.close();
  });
});

describe('readHookAudit', () => {
  it('returns the most recent records, failures only on request, skipping torn lines', async () => {
    const path = logPath();
    const log = new HookAuditLog(path);
    log.append(run({ outcome: 'success', decision: 'none', reason: undefined }), 's');
    log.append(run({ outcome: 'error', reason: 'exit 1' }), 's');
    log.append(run({ outcome: 'timeout', reason: 'timed out', timedOut: true }), 's');
    writeFileSync(path, `${readFileSync(path, 'utf8')}{"torn":`);
    expect((await readHookAudit(path)).map((r) => r.outcome)).toEqual([
      'success',
      'error',
      'timeout',
    ]);
    expect(
      (await readHookAudit(path, { failuresOnly: true, limit: 1 })).map((r) => r.reason),
    ).toEqual(['timed out']);
    expect(await readHookAudit(join(path, '..', 'missing.jsonl'))).toEqual([]);
  });

  it('defaults to $LIONAGI_HOME/logs/hooks.jsonl', () => {
    expect(defaultHookAuditPath({ LIONAGI_HOME: '/tmp/lh' })).toBe('/tmp/lh/logs/hooks.jsonl');
    expect(defaultHookAuditPath({ HOME: '/home/u' })).toMatch(/\.lionagi\/logs\/hooks\.jsonl$/);
  });
});
