import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CLAUDE_CODE_EVENT_NAMES } from '@lionagi/hooks-profile';
import { afterAll, describe, expect, it } from 'vitest';
import { type LiveReport, renderDriftSection, renderLiveSection } from '../src/index.js';
import { claudeEventList } from '../test-live/claude-events.js';

// How the live suite reads the events a Claude Code build lists itself, and what the report says
// about them, with stand-in `claude` scripts: one that prints what 2.1.332's `claude doctor` prints
// for an unknown event key, one that prints nothing of the kind.
const dir = mkdtempSync(join(tmpdir(), 'lionagi-claude-events-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const NEWEST = CLAUDE_CODE_EVENT_NAMES['2.1.332'] as readonly string[];

function fakeClaude(name: string, body: string): string {
  const file = join(dir, name);
  writeFileSync(file, `#!/bin/sh\n${body}\n`);
  chmodSync(file, 0o755);
  return file;
}

const doctor = fakeClaude(
  'claude-doctor',
  `test "$1" = doctor || exit 9
grep -q LionagiProbeEvent .claude/settings.json || exit 8
echo 'Invalid settings'
echo '- ./.claude/settings.json > hooks.LionagiProbeEvent: Unknown hook event "LionagiProbeEvent" was ignored. Valid events: ${NEWEST.join(', ')}'`,
);

const report = (claudeEvents: string[]): LiveReport => ({
  mode: 'latest',
  generatedAt: '2026-12-01T00:00:00.000Z',
  isolation: 'test',
  versions: { claudeCode: '2.1.332', codex: '0.171.0', lionagi: 'li-agent/0.1.0' },
  builds: { claude: '2.1.332', codex: '0.171.0' },
  rows: [],
  envelopes: [],
  claudeEvents,
});

describe("Claude Code's own list of hook events", () => {
  it('is read from `claude doctor` run in a project whose settings name an unknown event', () => {
    expect(claudeEventList(doctor, join(dir, 'run-1'), false)).toEqual({ events: [...NEWEST] });
  });

  it('is an error, never an empty list, when the build prints none', () => {
    const silent = fakeClaude('claude-silent', 'echo "No installation issues found."');
    expect(claudeEventList(silent, join(dir, 'run-2'), false)).toEqual({
      error:
        '`claude doctor` listed no valid hook events (exit 0): "No installation issues found.\\n"',
    });
  });

  it('is compared with the profile record in the run section and with the pinned list in the drift', () => {
    expect(renderLiveSection(report([...NEWEST]))).toContain(
      'Hook events Claude Code lists itself (`claude doctor`): 34, the list the profile records for 2.1.332.',
    );
    const moved = [...NEWEST.filter((e) => e !== 'Setup'), 'PostTurn'];
    expect(renderLiveSection(report(moved))).toContain(
      "Hook events Claude Code lists itself (`claude doctor`): 34; against the profile's list for 2.1.332: added PostTurn, removed Setup.",
    );
    expect(renderDriftSection(report(moved), { claude: '2.1.328', codex: '0.169.0' })).toContain(
      "- Claude Code's own list of hook events (`claude doctor`) since 2.1.328: added PreSkillShellCommand, PostTurn; removed Setup",
    );
  });

  it('the drift says whether the builds are new since the last check (the newest the profile records)', () => {
    const pinned = { claude: '2.1.328', codex: '0.169.0' };
    expect(renderDriftSection(report([...NEWEST]), pinned)).toContain(
      'Nothing new since the last check: Claude Code 2.1.332 and Codex 0.171.0 are the newest builds the profile records',
    );
    const newer = { ...report([...NEWEST]), builds: { claude: '2.1.340', codex: '0.171.0' } };
    expect(renderDriftSection(newer, pinned)).toContain(
      'New since the last check: the profile records Claude Code 2.1.332 and Codex 0.171.0',
    );
  });
});
