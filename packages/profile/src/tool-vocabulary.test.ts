import { describe, expect, it } from 'vitest';
import { CLARIFICATIONS, DIVERGENCES } from './divergences.js';
import { compileMatcher } from './matcher-eager.js';
import { matcherNeverFires, toolNameIn, toolNamesIn } from './tool-vocabulary.js';
import { PROFILE_REVISIONS, PROFILE_VERSION } from './version.js';

const TOOLS = [
  { name: 'bash', harnessNames: { claude: 'Bash', codex: 'Bash' } },
  { name: 'read_file', harnessNames: { claude: 'Read' } },
  { name: 'edit_file', harnessNames: { claude: 'Edit' } },
  { name: 'mcp__srv__echo' },
];
const claude = { names: toolNamesIn(TOOLS, 'claude') };
const never = (matcher: string, set = claude, vocabulary: 'claude' | 'lionagi' = 'claude') =>
  matcherNeverFires(compileMatcher(matcher), vocabulary, set)?.message;

describe('tool vocabularies', () => {
  it('names a tool by its harness name, or its registered name when it has none', () => {
    expect(toolNameIn('bash', TOOLS[0]?.harnessNames, 'claude')).toBe('Bash');
    expect(toolNameIn('bash', TOOLS[0]?.harnessNames, 'lionagi')).toBe('bash');
    expect(toolNameIn('read_file', TOOLS[1]?.harnessNames, 'codex')).toBe('read_file');
    expect(toolNamesIn(TOOLS, 'claude')).toEqual(['Bash', 'Read', 'Edit', 'mcp__srv__echo']);
  });

  it('reports an exact list or a regex that can match no tool, and nothing else', () => {
    expect(never('Bash')).toBeUndefined();
    expect(never('Edit|Write|MultiEdit')).toBeUndefined();
    expect(never('^(Edit|Write)$')).toBeUndefined();
    expect(never('Bash(.*)')).toBeUndefined();
    expect(never('mcp__srv__.*')).toBeUndefined();
    expect(never('*')).toBeUndefined();
    expect(never('Write|NotebookEdit')).toBe(
      'matcher "Write|NotebookEdit" names "Write", "NotebookEdit", no tool in the claude vocabulary (claude tools: Bash, Read, Edit, mcp__srv__echo)',
    );
    expect(never('^Web.*')).toBe(
      'matcher regex "^Web.*" matches no tool in the claude vocabulary (claude tools: Bash, Read, Edit, mcp__srv__echo)',
    );
    expect(never('Bash', { names: toolNamesIn(TOOLS, 'lionagi') }, 'lionagi')).toContain(
      'no tool in the lionagi vocabulary (lionagi tools: bash, read_file, edit_file, mcp__srv__echo)',
    );
  });

  it('assumes the tools of MCP servers it cannot list exist, and no other server', () => {
    const set = { names: ['Bash'], mcpServers: ['docs'] };
    expect(never('mcp__docs__search', set)).toBeUndefined();
    expect(never('mcp__docs__.*', set)).toBeUndefined();
    expect(never('mcp__other__.*', set)).toContain('mcp__docs__*');
  });
});

describe('profile revisions', () => {
  it('appends one entry per version; the last one is the version implemented', () => {
    expect(PROFILE_REVISIONS.map((r) => r.version)).toEqual(['1', '1.1', '2', '3']);
    expect(PROFILE_REVISIONS.at(-1)?.version).toBe(PROFILE_VERSION);
    expect(PROFILE_REVISIONS[1].affects).toContain('Dv1-2');
    // Every id a revision names is a divergence or clarification the profile document explains.
    const ids = new Set([...DIVERGENCES, ...CLARIFICATIONS].map((d) => d.id));
    for (const revision of PROFILE_REVISIONS)
      for (const id of revision.affects) expect(ids.has(id), id).toBe(true);
  });
});
