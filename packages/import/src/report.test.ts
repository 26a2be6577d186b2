import { describe, expect, it } from 'vitest';
import { hookKey, planImport } from './plan.js';
import { formatImportReport } from './report.js';
import { translateEntry } from './translate.js';
import type { ForeignEntry } from './types.js';

const FILE = '/p/.claude/settings.json';

function entry(
  event: string,
  handler: unknown,
  matcher: string | undefined,
  hookIndex: number,
): ForeignEntry {
  return {
    harness: 'claude',
    event,
    matcher,
    handler,
    origin: { file: FILE, event, groupIndex: 0, hookIndex },
    fileNotes: [],
  };
}

const entries = [
  entry(
    'PreToolUse',
    { type: 'command', command: '"$CLAUDE_PROJECT_DIR"/.claude/hooks/guard.sh' },
    'Bash',
    0,
  ),
  entry(
    'PreToolUse',
    { type: 'command', command: '"${CLAUDE_PROJECT_DIR}"/.claude/hooks/guard.sh ' },
    'Bash',
    1,
  ),
  entry('PreToolUse', { type: 'command', command: './b.sh' }, 'bash', 2),
  entry('Stop', { type: 'command', command: './stop.sh' }, undefined, 3),
];

function plan(present: Map<string, string>) {
  const translations = entries.map((e) => translateEntry(e, { registeredTools: ['bash'] }));
  return planImport(translations, present);
}

describe('planImport', () => {
  it('writes an identical entry once and marks present ones unchanged', () => {
    const present = new Map([
      [
        hookKey({
          event: 'PreToolUse',
          matcher: 'bash',
          command: ['./b.sh'],
          source: 'imported:claude',
        }),
        '/p/.lionagi/settings.yaml:7',
      ],
    ]);
    const result = plan(present);
    expect(result.rows.map((r) => [r.status, r.reason])).toEqual([
      ['imported', undefined],
      ['unchanged', `identical to the entry at ${FILE} hooks.PreToolUse[0].hooks[0]; written once`],
      ['unchanged', 'already present in /p/.lionagi/settings.yaml:7'],
      ['rejected', expect.stringMatching(/^unsupported hook event "Stop"/)],
    ]);
    expect(result.toWrite.map((w) => w.hook.command)).toEqual([
      ['${LIONAGI_PROJECT_DIR}/.claude/hooks/guard.sh'],
    ]);
  });

  it('keys "", "*" and an absent matcher alike', () => {
    const base = { event: 'PreToolUse', command: ['x'], source: 'imported:codex' };
    expect(hookKey({ ...base, matcher: '' })).toBe(hookKey({ ...base, matcher: undefined }));
    expect(hookKey({ ...base, matcher: '*' })).toBe(hookKey({ ...base, matcher: undefined }));
    expect(hookKey({ ...base, matcher: 'bash' })).not.toBe(
      hookKey({ ...base, matcher: undefined }),
    );
    expect(hookKey({ ...base, matcher: undefined, source: undefined })).not.toBe(
      hookKey({ ...base, matcher: undefined }),
    );
  });
});

describe('formatImportReport', () => {
  it('prints one line per entry, never claiming a hook runs unmodified', () => {
    const { rows } = plan(new Map());
    const lines = formatImportReport({
      harness: 'claude',
      profileVersion: '1',
      files: [{ path: FILE, exists: true }],
      settingsFile: '/p/.lionagi/settings.yaml',
      dryRun: false,
      written: true,
      registeredTools: ['bash'],
      rows,
      summary: { imported: 2, unchanged: 1, rejected: 1 },
    });
    expect(lines.slice(0, 3)).toEqual([
      `from ${FILE}:`,
      '  imported  PreToolUse  [Bash]  "$CLAUDE_PROJECT_DIR"/.claude/hooks/guard.sh → ["${LIONAGI_PROJECT_DIR}/.claude/hooks/guard.sh"]  imported; verify against profile v1 (Dv1-2, Dv1-3, Dv1-4, Dv1-5, Dv1-6, Dv1-7, Dv1-8, Dv1-9, Dv1-10, Dv1-11, Dv1-12, Dv1-13, Dv1-14, Dv1-15, Dv1-17)',
      '      warning: Dv1-2: matcher name "Bash" is not a registered LionAGI tool name (registered tools: bash); re-target the matcher; as written the hook never fires',
    ]);
    expect(lines).toContain(
      `  unchanged PreToolUse  [Bash]  "\${CLAUDE_PROJECT_DIR}"/.claude/hooks/guard.sh  → ["\${LIONAGI_PROJECT_DIR}/.claude/hooks/guard.sh"]  identical to the entry at ${FILE} hooks.PreToolUse[0].hooks[0]; written once`,
    );
    expect(
      lines.find((l) =>
        l.startsWith('  rejected  Stop  [*]  ./stop.sh  unsupported hook event "Stop"'),
      ),
    ).toBeDefined();
    expect(lines.at(-1)).toBe(
      '2 imported, 1 unchanged, 1 rejected; written to /p/.lionagi/settings.yaml',
    );
    expect(lines.join('\n')).not.toMatch(/unmodified/i);
  });

  it('says when nothing was found and when nothing was written', () => {
    const lines = formatImportReport({
      harness: 'codex',
      profileVersion: '1',
      files: [{ path: '/p/.codex/hooks.json', exists: false }],
      settingsFile: '/p/.lionagi/settings.yaml',
      dryRun: true,
      written: false,
      registeredTools: [],
      rows: [],
      summary: { imported: 0, unchanged: 0, rejected: 0 },
    });
    expect(lines).toEqual([
      'no Codex hook config found (looked at /p/.codex/hooks.json)',
      '0 imported, 0 unchanged, 0 rejected; dry run: nothing written (target /p/.lionagi/settings.yaml)',
    ]);
  });
});
