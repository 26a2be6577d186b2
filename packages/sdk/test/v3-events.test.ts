import { describe, expect, it } from 'vitest';
import { CODEX_OUTPUT_SCHEMAS, type Harness, testHook } from '../src/index.js';
import { useBundledHooks } from './bundle.js';
import { envelope } from './envelopes.js';

// A bundled SDK hook on the profile v3 events, run as a real process on the captured Claude Code
// 2.1.328 and Codex 0.169.0 envelopes: the bytes it prints, how each harness reads them, and every
// Codex answer valid under Codex's schema.
const hook = useBundledHooks(['test/fixtures/hooks/v3-answers.ts']);
const line = (value: unknown) => `${JSON.stringify(value)}\n`;
const HARNESSES: Exclude<Harness, 'lionagi'>[] = ['claude-code', 'codex'];
const run = (harness: Exclude<Harness, 'lionagi'>, name: string, patch = {}) =>
  testHook(hook('v3-answers'), envelope(harness, name, patch), {
    harness,
    env: { PATH: process.env.PATH ?? '' },
  });
const reading = (r: Awaited<ReturnType<typeof run>>) =>
  r.harness === 'codex' ? r.verdicts.codex : r.verdicts.claudeCode;

describe.concurrent('SDK hooks on the profile v3 events', () => {
  it.each(HARNESSES)(
    'SubagentStop under %s: blocks once, then lets the subagent return',
    async (h) => {
      const first = await run(h, 'SubagentStop');
      expect(first.stdout).toBe(line({ decision: 'block', reason: 'cite the file you read' }));
      expect(reading(first)).toMatchObject({
        effect: 'continue',
        reason: 'cite the file you read',
      });
      const again = await run(h, 'SubagentStop', { stop_hook_active: true });
      expect(again.stdout).toBe('');
      if (h === 'codex')
        expect(CODEX_OUTPUT_SCHEMAS.SubagentStop.safeParse(JSON.parse(first.stdout)).success).toBe(
          true,
        );
    },
  );

  it.each(HARNESSES)(
    'PreCompact under %s: an auto compaction is blocked in the harness form',
    async (h) => {
      const r = await run(h, 'PreCompact', { trigger: 'auto' });
      expect(r.stdout).toBe(
        line(
          h === 'codex'
            ? { continue: false, stopReason: 'not mid-task' }
            : { decision: 'block', reason: 'not mid-task' },
        ),
      );
      expect(reading(r)).toMatchObject({ effect: 'deny', reason: 'not mid-task' });
      // The captured /compact is manual: no opinion.
      expect((await run(h, 'PreCompact')).stdout).toBe('');
    },
  );

  it.each(HARNESSES)('SubagentStart under %s: context for the subagent', async (h) => {
    const r = await run(h, 'SubagentStart');
    const agentType = h === 'codex' ? 'default' : 'general-purpose';
    const text = `you are a ${agentType} subagent: be brief`;
    expect(r.stdout).toBe(
      line({ hookSpecificOutput: { hookEventName: 'SubagentStart', additionalContext: text } }),
    );
    expect(reading(r)).toMatchObject({ effect: 'none', context: text });
  });
});
