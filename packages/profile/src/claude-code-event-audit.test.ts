import { describe, expect, it } from 'vitest';
import { CLAUDE_CODE_EVENT_AUDIT } from './claude-code-event-audit.js';
import { auditedVerdict, renderClaudeCodeEventAudit } from './claude-code-event-audit-doc.js';
import { EVENT_CATALOGUE, PROFILE_EVENTS, resolveEvent } from './events.js';
import { CLAUDE_CODE_EVENT_NAMES } from './harness-event-names.js';

/** The events of profile v1 and v2: every other event Claude Code lists is audited. */
const V2_EVENTS: readonly string[] = PROFILE_EVENTS.filter((e) =>
  ['1', '2'].includes(EVENT_CATALOGUE[e].since),
);

function refusal(name: string): string {
  try {
    resolveEvent(name);
  } catch (error) {
    return (error as Error).message;
  }
  return 'accepted';
}

describe('the audit of the Claude Code events with no seam', () => {
  it('covers exactly the 24 events Claude Code 2.1.328 lists beyond profile v2, in its order', () => {
    const listed = CLAUDE_CODE_EVENT_NAMES['2.1.328'] ?? [];
    const beyond = listed.filter((n) => !V2_EVENTS.includes(n));
    expect(beyond).toHaveLength(24);
    expect(CLAUDE_CODE_EVENT_AUDIT.map((e) => e.name)).toEqual(beyond);
  });

  it.each(
    CLAUDE_CODE_EVENT_AUDIT.filter((e) => e.verdict !== 'profile-v3').map((e) => [e.name, e]),
  )('refuses %s with what fires it in Claude Code and its own reason', (name, row) => {
    expect(refusal(name)).toBe(
      `unsupported hook event "${name}" (a Claude Code 2.1.328 event: ${row.fires}; ${row.reason}): the LionAGI runtime has no seam for it; supported events are ${PROFILE_EVENTS.join(', ')}`,
    );
  });

  it('gives each refused event a reason of its own; no refused event has an emit site any more', () => {
    const refused = CLAUDE_CODE_EVENT_AUDIT.filter((e) => e.verdict !== 'profile-v3');
    for (const row of refused) expect(row.reason, row.name).toMatch(/^li-agent[ ']/);
    expect(refused.filter((e) => e.verdict === 'emit-site').map((e) => e.name)).toEqual([]);
    for (const name of ['PostToolBatch', 'StopFailure']) {
      const row = CLAUDE_CODE_EVENT_AUDIT.find((e) => e.name === name);
      expect(row?.verdict, name).toBe('profile-v3');
      expect(row?.nearest).toMatch(/\(`?[\w-]+`?.*(packages|apps)\/[\w/.-]+\.ts\) \(issue 36\)$/);
    }
  });

  it('states the verdict the code holds now for the six events profile v3 maps', () => {
    for (const row of CLAUDE_CODE_EVENT_AUDIT.filter((e) => e.verdict === 'profile-v3')) {
      const accepted = refusal(row.name) === 'accepted';
      expect(auditedVerdict(row).verdict, row.name).toBe(
        accepted ? 'mapped' : 'refused until profile v3',
      );
      if (!accepted) expect(refusal(row.name)).toContain(auditedVerdict(row).reason);
    }
  });

  it('renders one table row per audited event with the verdict and the reason the refusal names', () => {
    const lines = renderClaudeCodeEventAudit().split('\n');
    expect(lines).toHaveLength(2 + CLAUDE_CODE_EVENT_AUDIT.length);
    expect(lines.find((l) => l.startsWith('| Setup |'))).toBe(
      '| Setup | `claude --init`, `--init-only` (`trigger: "init"`) or `--maintenance`, before any session | none: every li-agent start is a session (SessionStart `startup`) | refused; no such moment | li-agent has no init or maintenance run; a SessionStart hook (matcher `startup`) runs at every start instead |',
    );
    expect(lines.find((l) => l.startsWith('| PostToolBatch |'))).toContain(
      '| mapped | seam: session.lifecycle.onPostToolBatch',
    );
  });
});
