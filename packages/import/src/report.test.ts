import { describe, expect, it } from 'vitest';
import { hookKey, type PresentHook, planImport } from './plan.js';
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
  entry('TeammateIdle', { type: 'command', command: './stop.sh' }, undefined, 3),
];

const OPTIONS = { foreignFiles: [FILE], defaultTimeoutSec: 60 };

function plan(present: PresentHook[] = []) {
  const translations = entries.map((e) => translateEntry(e, { tools: { names: ['Bash'] } }));
  return planImport(translations, present, OPTIONS);
}

const GUARD_FROM = {
  file: FILE,
  event: 'PreToolUse',
  matcher: 'Bash',
  command: '"$CLAUDE_PROJECT_DIR"/.claude/hooks/guard.sh',
};
const guardPresent = (patch: Partial<PresentHook> = {}): PresentHook => ({
  where: '/p/.lionagi/settings.yaml:4',
  event: 'PreToolUse',
  matcher: 'Bash',
  command: ['${LIONAGI_PROJECT_DIR}/.claude/hooks/guard.sh'],
  timeoutSec: 600,
  source: 'imported:claude',
  toolVocabulary: 'claude',
  importedFrom: GUARD_FROM,
  ...patch,
});

describe('planImport', () => {
  it('writes an identical entry once and marks present ones unchanged', () => {
    const result = plan([
      guardPresent({
        where: '/p/.lionagi/settings.yaml:7',
        matcher: 'bash',
        command: ['./b.sh'],
        importedFrom: undefined,
      }),
    ]);
    expect(result.rows.map((r) => [r.status, r.reason])).toEqual([
      ['imported', undefined],
      ['unchanged', `identical to the entry at ${FILE} hooks.PreToolUse[0].hooks[0]; written once`],
      ['unchanged', 'already present in /p/.lionagi/settings.yaml:7'],
      ['rejected', expect.stringMatching(/^unsupported hook event "TeammateIdle"/)],
    ]);
    expect(result.toWrite.map((w) => w.hook.command)).toEqual([
      ['${LIONAGI_PROJECT_DIR}/.claude/hooks/guard.sh'],
    ]);
  });

  it('recognises an entry by imported_from after local edits, and writes it not again', () => {
    const same = plan([guardPresent()]);
    expect(same.rows[0]).toMatchObject({
      status: 'unchanged',
      reason: 'already present in /p/.lionagi/settings.yaml:4',
    });
    const edited = plan([
      guardPresent({ matcher: 'Bash|Write', timeoutSec: 5, source: undefined }),
    ]);
    expect(edited.rows[0]).toMatchObject({
      status: 'edited',
      reason:
        'edited locally (matcher, timeout, source deleted) in /p/.lionagi/settings.yaml:4; kept as edited, not imported again',
    });
    expect(edited.rows[1]).toMatchObject({
      status: 'unchanged',
      reason: 'identical to the entry at /p/.lionagi/settings.yaml:4; written once',
    });
    expect(edited.toWrite.map((w) => w.row.origin.hookIndex)).toEqual([2]);
    expect(edited.removedUpstream).toEqual([]);
  });

  it('lists entries whose handler was removed from the foreign file', () => {
    const gone = { ...GUARD_FROM, command: './removed.sh' };
    const result = plan([
      guardPresent({ where: '/p/.lionagi/settings.yaml:9', importedFrom: gone }),
    ]);
    expect(result.removedUpstream).toEqual([
      { where: '/p/.lionagi/settings.yaml:9', importedFrom: gone },
    ]);
    const other = plan([guardPresent({ importedFrom: { ...gone, file: '/elsewhere.json' } })]);
    expect(other.removedUpstream).toEqual([]);
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
    const { rows } = plan();
    const lines = formatImportReport({
      harness: 'claude',
      profileVersion: '3',
      files: [{ path: FILE, exists: true }],
      plugin: null,
      plugins: [],
      settingsFile: '/p/.lionagi/settings.yaml',
      targets: [
        { scope: 'project', file: '/p/.lionagi/settings.yaml', from: [FILE], written: true },
      ],
      dryRun: false,
      written: true,
      registeredTools: ['bash'],
      toolVocabulary: 'claude',
      tools: ['Bash'],
      rows,
      pruned: false,
      removedUpstream: [
        {
          where: '/p/.lionagi/settings.yaml:9',
          importedFrom: { ...GUARD_FROM, command: './old.sh' },
        },
      ],
      summary: { imported: 2, updated: 0, unchanged: 1, edited: 0, rejected: 1 },
    });
    expect(lines.slice(0, 2)).toEqual([
      `from ${FILE}:`,
      '  imported  PreToolUse  [Bash]  "$CLAUDE_PROJECT_DIR"/.claude/hooks/guard.sh → ["${LIONAGI_PROJECT_DIR}/.claude/hooks/guard.sh"]  imported; verify against profile v3 (Dv1-2, Dv1-3, Dv1-4, Dv1-13)',
    ]);
    // Each id the report names is explained once, with its title; no bare ADR decision ids.
    const footer = lines.indexOf(
      'Divergences that apply, explained in docs/profile-v3.md#named-divergences:',
    );
    expect(footer).toBeGreaterThan(0);
    expect(lines.slice(footer + 1, footer + 5)).toEqual([
      "  Dv1-2  Matchers and tool_name use the entry's tool vocabulary",
      '  Dv1-3  Commands are argv vectors, never shell text',
      '  Dv1-4  A timed-out hook on a blocking event denies (fail closed)',
      '  Dv1-13 An untrusted imported hook denies on blocking events',
    ]);
    expect(lines.filter((l) => l.includes('Dv1-5'))).toEqual([]);
    expect(lines.join('\n')).not.toMatch(/\bD\d+\b/);
    expect(lines).toContain(
      '      warning: Dv1-2: matcher "bash" names "bash", no tool in the claude vocabulary (claude tools: Bash); as written the hook never fires, re-target the matcher',
    );
    expect(lines).toContain(
      `removed upstream: PreToolUse  [Bash]  ./old.sh  (no longer in ${FILE}; the entry imported from it stays at /p/.lionagi/settings.yaml:9: delete it there, or re-run with --prune)`,
    );
    expect(lines).toContain(
      `  unchanged PreToolUse  [Bash]  "\${CLAUDE_PROJECT_DIR}"/.claude/hooks/guard.sh  → ["\${LIONAGI_PROJECT_DIR}/.claude/hooks/guard.sh"]  identical to the entry at ${FILE} hooks.PreToolUse[0].hooks[0]; written once`,
    );
    expect(
      lines.find((l) =>
        l.startsWith(
          '  rejected  TeammateIdle  [*]  ./stop.sh  unsupported hook event "TeammateIdle"',
        ),
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
      profileVersion: '3',
      files: [{ path: '/p/.codex/hooks.json', exists: false }],
      plugin: null,
      plugins: [],
      settingsFile: '/p/.lionagi/settings.yaml',
      targets: [{ scope: 'project', file: '/p/.lionagi/settings.yaml', from: [], written: false }],
      dryRun: true,
      written: false,
      registeredTools: [],
      toolVocabulary: 'codex',
      tools: [],
      rows: [],
      removedUpstream: [],
      pruned: false,
      summary: { imported: 0, updated: 0, unchanged: 0, edited: 0, rejected: 0 },
    });
    expect(lines).toEqual([
      'no Codex hook config found (looked at /p/.codex/hooks.json)',
      '0 imported, 0 unchanged, 0 rejected; dry run: nothing written (target /p/.lionagi/settings.yaml)',
    ]);
  });
});
