import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { agentJson, li, makeProject, type TestProject } from './helpers.js';

// Done-when of issue 36: a Claude Code suite using SubagentStop and PreCompact, imported with
// `li hooks import claude` and trusted, fires unmodified under li-agent: the SubagentStop gate
// blocks once (Claude Code's decision:block) and the subagent goes on, then returns; the PreCompact
// hook sees `auto` when --context-budget is passed.
const GATE = `#!/bin/sh
# A Claude Code SubagentStop gate: blocks once with decision:block, then lets the subagent return.
input=$(cat)
printf '%s\\n' "$input" >> "$CLAUDE_PROJECT_DIR/subagent-stop.jsonl"
if [ -e "$CLAUDE_PROJECT_DIR/.gate-passed" ]; then exit 0; fi
touch "$CLAUDE_PROJECT_DIR/.gate-passed"
echo '{"decision":"block","reason":"name the file you checked"}'
`;
const BACKUP = `#!/bin/sh
# A Claude Code PreCompact hook: keeps a copy of what is about to be compacted.
input=$(cat)
printf '%s\\n' "$input" >> "$CLAUDE_PROJECT_DIR/pre-compact.jsonl"
`;
const CLAUDE = {
  hooks: {
    SubagentStop: [
      {
        matcher: 'general-purpose',
        hooks: [
          { type: 'command', command: '"$CLAUDE_PROJECT_DIR"/.claude/hooks/subagent-gate.sh' },
        ],
      },
    ],
    PreCompact: [
      {
        matcher: 'auto',
        hooks: [{ type: 'command', command: '"$CLAUDE_PROJECT_DIR"/.claude/hooks/backup.sh' }],
      },
    ],
  },
};

function suite(): TestProject {
  const p = makeProject();
  mkdirSync(join(p.dir, '.claude', 'hooks'), { recursive: true });
  writeFileSync(join(p.dir, '.claude', 'settings.json'), JSON.stringify(CLAUDE, null, 2));
  for (const [name, text] of [
    ['subagent-gate.sh', GATE],
    ['backup.sh', BACKUP],
  ] as const) {
    const file = join(p.dir, '.claude', 'hooks', name);
    writeFileSync(file, text);
    chmodSync(file, 0o755);
  }
  return p;
}

const lines = (file: string) =>
  existsSync(file)
    ? readFileSync(file, 'utf8')
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l) as Record<string, unknown>)
    : [];

describe('an imported Claude Code suite on the profile v3 events', () => {
  it('imports SubagentStop and PreCompact, and after trust both fire unmodified under li-agent', async () => {
    const p = suite();
    const imported = await li(p, ['hooks', 'import', 'claude']);
    expect(imported.code, imported.stderr).toBe(0);
    expect(imported.stdout.trimEnd().split('\n').at(-1)).toMatch(
      /^2 imported, 0 unchanged, 0 rejected;/,
    );
    // Untrusted, the gate withholds the subagent's answer (Dv3-1): the agent call is an error.
    const prompt = [
      '@tool bash {"command":"echo checked"}',
      '@agent check the README',
      '  @final first answer',
      '  @final README.md checked',
      '@final done',
    ].join('\n');
    const before = await agentJson(p, prompt);
    expect(
      before.json?.tool_calls.map((c: { name: string; status: string }) => [c.name, c.status]),
    ).toEqual([
      ['bash', 'ok'],
      ['agent', 'error'],
    ]);
    expect(existsSync(join(p.dir, 'subagent-stop.jsonl'))).toBe(false);

    expect((await li(p, ['hooks', 'trust', '--yes'])).code).toBe(0);
    const r = await agentJson(p, prompt, ['--context-budget', '60']);
    expect(r.code, r.stderr).toBe(0);
    expect(
      r.json?.tool_calls.map((c: { name: string; status: string }) => [c.name, c.status]),
    ).toEqual([
      ['bash', 'ok'],
      ['agent', 'ok'],
    ]);
    // The gate blocked once: the subagent answered again, and the second answer came back.
    const stops = lines(join(p.dir, 'subagent-stop.jsonl'));
    expect(
      stops.map((e) => [
        e.hook_event_name,
        e.agent_type,
        e.stop_hook_active,
        e.last_assistant_message,
      ]),
    ).toEqual([
      ['SubagentStop', 'general-purpose', false, 'first answer'],
      ['SubagentStop', 'general-purpose', true, 'README.md checked'],
    ]);
    const agentCall = r.json?.tool_calls.find((c: { name: string }) => c.name === 'agent');
    expect(JSON.stringify(agentCall)).toContain('README.md checked');
    // The budget was passed: PreCompact fired with trigger auto (its matcher), null instructions.
    const compacts = lines(join(p.dir, 'pre-compact.jsonl'));
    expect(compacts.length).toBeGreaterThan(0);
    expect(compacts[0]).toMatchObject({
      hook_event_name: 'PreCompact',
      trigger: 'auto',
      custom_instructions: null,
    });
  });
});
