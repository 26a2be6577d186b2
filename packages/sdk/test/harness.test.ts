import { describe, expect, it } from 'vitest';
import { detectHarness, HARNESSES } from '../src/index.js';
import { allEnvelopes, envelope } from './envelopes.js';

describe('detectHarness', () => {
  it.each(HARNESSES)('reads every %s fixture envelope as its own harness', (harness) => {
    const detected = Object.entries(allEnvelopes(harness)).map(([name, e]) => [
      name,
      detectHarness(e),
    ]);
    expect(detected.length).toBeGreaterThanOrEqual(6);
    expect(detected).toEqual(detected.map(([name]) => [name, harness]));
  });

  it('takes harness: "lionagi" over every other field', () => {
    expect(detectHarness(envelope('codex', 'PreToolUse', { harness: 'lionagi' }))).toBe('lionagi');
  });

  it('reads prompt_id or effort as Claude Code even with bypassPermissions', () => {
    const claude = envelope('claude-code', 'PreToolUse', { permission_mode: 'bypassPermissions' });
    expect(detectHarness(claude)).toBe('claude-code');
    const { prompt_id: _drop, ...noPromptId } = claude;
    expect(detectHarness(noPromptId)).toBe('claude-code');
  });

  it('reads Codex by turn_id + model, model + permission_mode, bypassPermissions or rollout path', () => {
    const base = { session_id: 's', cwd: '/w', hook_event_name: 'PreToolUse' };
    expect(detectHarness({ ...base, turn_id: 't', model: 'm' })).toBe('codex');
    expect(detectHarness({ ...base, model: 'm', permission_mode: 'default' })).toBe('codex');
    expect(detectHarness({ ...base, permission_mode: 'bypassPermissions' })).toBe('codex');
    expect(
      detectHarness({ ...base, transcript_path: '/h/sessions/2026/11/29/rollout-2026-x.jsonl' }),
    ).toBe('codex');
  });

  it('falls back to Claude Code when nothing distinguishes the envelope', () => {
    expect(detectHarness({ session_id: 's', cwd: '/w', hook_event_name: 'SessionEnd' })).toBe(
      'claude-code',
    );
    expect(detectHarness({ session_id: 's', turn_id: 't' })).toBe('claude-code');
  });
});
