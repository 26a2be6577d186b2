import { ASK_DENY_REASON } from '@lionagi/hooks-profile';
import { describe, expect, it } from 'vitest';
import { type HookRunReport, toHookResponseEvent } from './agent-events.js';
import { outcomeWord, renderEventLine, traceText } from './render-text.js';

const hook = (fields: Partial<HookRunReport>): HookRunReport => ({
  event: 'PreToolUse',
  command: ['guard.sh'],
  matched: true,
  outcome: 'success',
  decision: 'none',
  exit_code: 0,
  timed_out: false,
  duration_ms: 12,
  ...fields,
});

describe('text trace', () => {
  it.each([
    [{ outcome: 'success', decision: 'allow' }, 'allowed'],
    [{ outcome: 'success' }, 'ok'],
    [{ outcome: 'blocked', decision: 'deny' }, 'denied'],
    [{ outcome: 'error', exit_code: 1 }, 'failed'],
    [{ outcome: 'timeout', exit_code: null, timed_out: true }, 'timed out'],
    [{ outcome: 'not-run', skip: 'no-match', matched: false }, 'no match'],
    [{ outcome: 'not-run', skip: 'earlier-deny' }, 'skipped: earlier deny'],
    [{ outcome: 'not-run', skip: 'aborted' }, 'skipped: aborted'],
    [{ outcome: 'skipped', skip: 'duplicate' }, 'skipped: duplicate'],
    [{ outcome: 'skipped', skip: 'untrusted' }, 'skipped: untrusted'],
  ] as const)('%j is "%s"', (fields, word) => {
    expect(outcomeWord(hook(fields))).toBe(word);
  });

  it('prints no line for a hook whose matcher did not match', () => {
    expect(
      renderEventLine(toHookResponseEvent(hook({ matched: false }), 'PreToolUse:bash')),
    ).toBeUndefined();
    expect(renderEventLine(toHookResponseEvent(hook({}), 'PreToolUse:bash'))).toBe(
      '  hook PreToolUse ["guard.sh"] → ok [12 ms]',
    );
  });

  it('never cuts a denial reason, so a fix at its end is shown (was cut at 200 characters)', () => {
    const reason = `${'x'.repeat(220)}; review and approve it with "li hooks trust"`;
    const denied = renderEventLine({
      type: 'tool_result',
      id: 't1',
      name: 'bash',
      status: 'denied',
      summary: reason,
      duration_ms: 1,
    });
    expect(denied).toBe(`denied bash: ${reason}`);
    const line = renderEventLine(
      toHookResponseEvent(hook({ outcome: 'blocked', decision: 'deny', reason }), 'PreToolUse'),
    );
    expect(line).toContain('"li hooks trust" [12 ms]');
  });

  it("says a hook asks, in the hook's words, instead of a denial the REPL then asks about (issue 35)", () => {
    const asked = (reason: string) =>
      renderEventLine(
        toHookResponseEvent(hook({ outcome: 'blocked', decision: 'deny', reason }), 'PreToolUse'),
      );
    expect(asked(`${ASK_DENY_REASON}; the hook's reason: rm is risky`)).toBe(
      '  hook PreToolUse ["guard.sh"] → asks: rm is risky [12 ms]',
    );
    expect(asked(ASK_DENY_REASON)).toBe('  hook PreToolUse ["guard.sh"] → asks [12 ms]');
  });

  it('keeps spacing, shows line breaks as \\n and marks a cut', () => {
    expect(traceText('a     b\nc')).toBe('a     b\\nc');
    expect(traceText('x'.repeat(205))).toBe(`${'x'.repeat(200)}… [+5 chars]`);
  });
});
