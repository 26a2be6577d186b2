import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { expect } from 'vitest';
import type {
  Expectation,
  FieldCheck,
  HookRunExpectation,
  Row,
  TextMatch,
} from '../../src/index.js';
import type { RunOutcome } from './run-row.js';

type Json = Record<string, unknown>;

function jsonType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

/** Replaces the placeholders of expected values with this run's values. */
function resolver(row: Row, out: RunOutcome) {
  const values: Record<string, string> = {
    '{project}': out.projectDir,
    '{session_id}': String(out.json?.session_id),
    '{transcript_path}': String(out.json?.transcript_path),
    '{prompt}': row.run.prompt,
  };
  const text = (s: string) => s.replace(/\{project\}/g, out.projectDir);
  const value = (v: unknown): unknown => (typeof v === 'string' && v in values ? values[v] : v);
  return { text, value };
}

function matchText(
  actual: unknown,
  expected: TextMatch,
  text: (s: string) => string,
  what: string,
) {
  if (typeof expected === 'string') expect(actual, what).toBe(text(expected));
  else {
    expect(typeof actual, `${what} is a string`).toBe('string');
    expect((actual as string).startsWith(text(expected.prefix)), `${what}: ${actual}`).toBe(true);
  }
}

function checkRuns(
  actual: Json[],
  expected: HookRunExpectation[],
  text: (s: string) => string,
  what: string,
) {
  expect(
    actual.map((r) => `${r.event}:${r.outcome}/${r.decision}`),
    `${what} (event:outcome/decision)`,
  ).toEqual(expected.map((r) => `${r.event}:${r.outcome}/${r.decision}`));
  expected.forEach((want, i) => {
    const got = actual[i] as Json;
    if (want.exit_code !== undefined)
      expect(got.exit_code, `${what}[${i}].exit_code`).toBe(want.exit_code);
    if (want.timed_out !== undefined)
      expect(got.timed_out, `${what}[${i}].timed_out`).toBe(want.timed_out);
    if (want.tier !== undefined) expect(got.tier, `${what}[${i}].tier`).toBe(want.tier);
    if (want.reason === null) expect(got.reason ?? null, `${what}[${i}].reason`).toBeNull();
    else if (want.reason !== undefined)
      matchText(got.reason, want.reason, text, `${what}[${i}].reason`);
  });
}

function checkField(check: FieldCheck, records: Json[], value: (v: unknown) => unknown) {
  const of = (event: string) => records.filter((r) => r.hook_event_name === event);
  const mine = of(check.event);
  const where = `${check.event}.${check.field}`;
  expect(mine.length, `${check.event} envelopes recorded`).toBeGreaterThan(0);
  for (const record of mine) {
    if (check.expect === 'absent')
      expect(Object.hasOwn(record, check.field), `${where} absent`).toBe(false);
    else expect(jsonType(record[check.field]), `${where} type`).toBe(check.expect);
  }
  const first = mine[0] as Json;
  if (check.value !== undefined)
    expect(first[check.field], `${where} value`).toEqual(value(check.value));
  if (check.sameAs) {
    const other = of(check.sameAs.event)[0];
    expect(
      first[check.field],
      `${where} equals ${check.sameAs.event}.${check.sameAs.field}`,
    ).toEqual(other?.[check.sameAs.field]);
  }
}

function pick(json: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((at, key) => (at as Json | undefined)?.[key], json);
}

function firstRequest(out: RunOutcome) {
  const first = out.requests.find((r) => (r.url ?? '').startsWith('/v1/messages'));
  expect(first, 'a model request was made').toBeDefined();
  return first?.body;
}

function systemPrompt(out: RunOutcome): string {
  return JSON.stringify(firstRequest(out)?.system ?? '');
}

/** Asserts every key of the row's expectation against what the run produced. */
export async function checkRow(row: Row, out: RunOutcome): Promise<void> {
  const want: Expectation = row.expect;
  const { text, value } = resolver(row, out);
  expect(out.code, `exit code (stderr: ${out.stderr.slice(0, 2000)})`).toBe(want.exitCode);
  const result = out.json ?? {};
  if (want.terminalReason)
    expect(result.terminal_reason, 'terminal_reason').toBe(want.terminalReason);
  if (want.error !== undefined) expect(result.error, 'result error').toBe(text(want.error));
  for (const fragment of want.stderr ?? []) expect(out.stderr).toContain(text(fragment));
  if (want.toolCalls) {
    const calls = (result.tool_calls ?? []) as Json[];
    expect(
      calls.map((c) => `${c.name}:${c.status}`),
      'tool calls',
    ).toEqual(want.toolCalls.map((c) => `${c.name}:${c.status}`));
    want.toolCalls.forEach((call, i) => {
      const got = calls[i] as Json;
      if (call.error !== undefined)
        matchText(got.error, call.error, text, `tool call ${i + 1} error`);
      if (call.finalInput)
        expect(got.final_input, `tool call ${i + 1} final_input`).toEqual(call.finalInput);
    });
  }
  const messages = ((result.messages ?? []) as Json[]).map((m) => ({
    kind: m.kind,
    content: m.content,
  }));
  let from = 0;
  for (const message of want.modelSees ?? []) {
    const at = messages.findIndex(
      (m, i) => i >= from && m.kind === message.kind && m.content === text(message.content),
    );
    expect(
      at,
      `model sees ${JSON.stringify(message)} in order; got ${JSON.stringify(messages)}`,
    ).toBeGreaterThanOrEqual(0);
    from = at + 1;
  }
  for (const never of want.modelNeverSees ?? []) {
    for (const m of messages)
      expect(String(m.content), 'a message the model sees').not.toContain(never);
  }
  for (const fragment of want.systemPromptIncludes ?? [])
    expect(systemPrompt(out)).toContain(fragment);
  for (const fragment of want.requestIncludes ?? [])
    expect(JSON.stringify(firstRequest(out) ?? {})).toContain(fragment);
  if (want.hookRuns)
    checkRuns((result.hook_runs ?? []) as Json[], want.hookRuns, text, 'hook_runs');
  if (want.audit) {
    const events = new Set(want.audit.map((a) => a.event));
    checkRuns(
      out.audit.filter((a) => events.has(a.event as never)),
      want.audit,
      text,
      'audit log',
    );
  }
  for (const check of want.envelope ?? []) checkField(check, out.records, value);
  if (want.recorded) {
    const counts: Record<string, number> = {};
    for (const r of out.records)
      counts[String(r.hook_event_name)] = (counts[String(r.hook_event_name)] ?? 0) + 1;
    expect(counts, 'envelopes recorded per event').toEqual(want.recorded);
  }
  for (const { path, value: v } of want.liJson ?? []) expect(pick(out.json, path), path).toEqual(v);
  if (want.settleMs) await sleep(want.settleMs);
  for (const [file, exists] of Object.entries(want.files ?? {})) {
    expect(
      existsSync(join(out.projectDir, file)),
      `${file} ${exists ? 'exists' : 'does not exist'}`,
    ).toBe(exists);
  }
  for (const [file, content] of Object.entries(want.fileContents ?? {})) {
    const path = join(out.projectDir, file);
    expect(existsSync(path) ? readFileSync(path, 'utf8') : undefined, file).toBe(content);
  }
}
