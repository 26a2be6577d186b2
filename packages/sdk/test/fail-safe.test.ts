import { describe, expect, it } from 'vitest';
import { HARNESSES, testHook } from '../src/index.js';
import { useBundledHooks } from './bundle.js';
import { expectAllRead, expectRead } from './effects.js';
import { envelope, withCommand } from './envelopes.js';

// A bundled SDK hook (test/fixtures/hooks/misuse.ts) that throws, or asks for what an event
// cannot do: the SDK must fail safe in a form all three harnesses read the same way.
const hook = useBundledHooks(['test/fixtures/hooks/misuse.ts']);
const line = (value: unknown) => `${JSON.stringify(value)}\n`;

describe.concurrent('fail-safe paths of a bundled SDK hook', () => {
  it.each(HARNESSES)(
    'a handler that throws on PreToolUse denies under %s (exit 2)',
    async (harness) => {
      const run = await testHook(hook('misuse'), withCommand(harness, 'crash'), { harness });
      const stderr = 'hooks-sdk: misuse failed on PreToolUse: policy file missing; failing closed';
      expect(run).toMatchObject({ exitCode: 2, stdout: '', stderr: `${stderr}\n` });
      expectAllRead(run, { effect: 'deny', reason: stderr });
    },
  );

  it.each(HARNESSES)(
    'a handler that throws on PostToolUse is a non-blocking error under %s',
    async (harness) => {
      const run = await testHook(hook('misuse'), envelope(harness, 'PostToolUse'), { harness });
      expect(run).toMatchObject({
        exitCode: 1,
        stderr: 'hooks-sdk: misuse failed on PostToolUse: audit log unwritable\n',
      });
      expectAllRead(run, { effect: 'invalid' });
    },
  );

  it.each(HARNESSES)(
    'allow prints the explicit grant only where it means one (%s)',
    async (harness) => {
      const run = await testHook(hook('misuse'), withCommand(harness, 'ls'), { harness });
      const expected =
        harness === 'codex'
          ? ''
          : line({
              hookSpecificOutput: { hookEventName: 'PreToolUse', permissionDecision: 'allow' },
            });
      expect(run).toMatchObject({ exitCode: 0, stdout: expected, stderr: '' });
      expectRead(run, { effect: harness === 'codex' ? 'none' : 'allow' });
    },
  );

  it.each(HARNESSES)('a prompt rewrite blocks the prompt under %s (fail safe)', async (harness) => {
    const run = await testHook(hook('misuse'), envelope(harness, 'UserPromptSubmit'), { harness });
    expect(run.exitCode).toBe(2);
    expect(run.stderr).toMatch(
      /^hooks-sdk: rewrite cannot be expressed on UserPromptSubmit under .*; blocking the prompt instead \(fail safe\)\n$/,
    );
    expectAllRead(run, { effect: 'deny', reason: run.stderr.trim() });
  });

  it.each(HARNESSES)(
    'a SessionStart block and a SessionEnd deny are no-ops with a note under %s',
    async (harness) => {
      const [start, end] = await Promise.all([
        testHook(hook('misuse'), envelope(harness, 'SessionStart'), { harness }),
        testHook(hook('misuse'), envelope(harness, 'SessionEnd'), { harness }),
      ]);
      expect(start).toMatchObject({ exitCode: 0, stdout: '' });
      expect(start.stderr).toMatch(
        /^hooks-sdk: block cannot be expressed on SessionStart .*\(reason: no sessions on Fridays\); ignored\n$/,
      );
      expect(end).toMatchObject({ exitCode: 0, stdout: '' });
      expect(end.stderr).toMatch(
        /^hooks-sdk: deny cannot be expressed on SessionEnd .*\(reason: too late\); ignored\n$/,
      );
      expectAllRead(start, { effect: 'none' });
      expectAllRead(end, { effect: 'none' });
    },
  );
});
