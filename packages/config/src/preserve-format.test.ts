import { describe, expect, it } from 'vitest';
import { type Document, parseDocument } from 'yaml';
import { snapshotFormat } from './format-snapshot.js';
import { renderPreservingFormat } from './preserve-format.js';
import { appendToSeq, removeFromSeq } from './yaml-edit.js';

function edit(text: string, mutate: (doc: Document) => void): string {
  const doc = parseDocument(text);
  const snapshot = snapshotFormat(doc);
  mutate(doc);
  return renderPreservingFormat(doc, text, snapshot);
}

const FILE = `# Team settings: reviewed in PRs.

# Guards every shell call.
hooks_external:   # see ADR-0048
  PreToolUse:
  - matcher: "bash|shell"   # both names
    hooks:
      - type: command
        command: ["uv","run", 'guards/check_cmd.py']
        timeout: 30
    # more guards go here
  # end of PreToolUse

# Approved commands.
trusted_hook_commands:
- f6e3b744922b51273f3d5aad4274ea880b105651d41324499da902422c4a971c   # org guard
mcp_servers: {files: {command: node, args: [server.mjs]}}
# trailing comment
`;

describe('renderPreservingFormat', () => {
  it('returns the text unchanged when the edit changed nothing', () => {
    expect(edit(FILE, () => undefined)).toBe(FILE);
    expect(edit(FILE, (doc) => removeFromSeq(doc, ['trusted_hook_commands'], () => false))).toBe(
      FILE,
    );
  });

  it('appends to a list, every other byte kept', () => {
    const out = edit(FILE, (doc) => appendToSeq(doc, ['trusted_hook_commands'], 'abc123'));
    expect(out).toBe(FILE.replace('   # org guard\n', '   # org guard\n- abc123\n'));
  });

  it('adds a hook entry inside a nested list before the comments that close it', () => {
    const out = edit(FILE, (doc) =>
      appendToSeq(doc, ['hooks_external', 'PreToolUse', 0, 'hooks'], {
        type: 'command',
        command: ['./guards/second.sh', '--fast'],
      }),
    );
    expect(out).toBe(
      FILE.replace(
        '        timeout: 30\n',
        '        timeout: 30\n      - type: command\n        command: [./guards/second.sh, --fast]\n',
      ),
    );
  });

  it('adds a matcher group and a new event at the right indentation', () => {
    const group = edit(FILE, (doc) =>
      appendToSeq(doc, ['hooks_external', 'PreToolUse'], {
        matcher: 'mcp__.*',
        hooks: [{ type: 'command', command: ['./m.sh'] }],
      }),
    );
    expect(group).toBe(
      FILE.replace(
        '    # more guards go here\n',
        '    # more guards go here\n  - matcher: mcp__.*\n    hooks:\n      - type: command\n        command: [./m.sh]\n',
      ),
    );
    const event = edit(FILE, (doc) =>
      appendToSeq(doc, ['hooks_external', 'SessionStart'], {
        hooks: [{ type: 'command', command: ['./s'] }],
      }),
    );
    expect(event).toBe(
      FILE.replace(
        '    # more guards go here\n',
        '    # more guards go here\n  SessionStart:\n    - hooks:\n        - type: command\n          command: [./s]\n',
      ),
    );
  });

  it('removes an item with its own lines only', () => {
    const text =
      'trusted_hook_commands:\n  # first\n  - aaa\n  # second\n  - bbb   # keep me\n  - ccc\nother: 1 # x\n';
    expect(
      edit(text, (doc) => removeFromSeq(doc, ['trusted_hook_commands'], (v) => v === 'aaa')),
    ).toBe(
      'trusted_hook_commands:\n  # first\n  # second\n  - bbb   # keep me\n  - ccc\nother: 1 # x\n',
    );
    expect(
      edit(text, (doc) => removeFromSeq(doc, ['trusted_hook_commands'], (v) => v === 'bbb')),
    ).toBe('trusted_hook_commands:\n  # first\n  - aaa\n  - ccc\nother: 1 # x\n');
  });

  it('rewrites only the changed scalar and deletes only the deleted key with its leading lines', () => {
    const text = 'a: 1 # one\n\n# about b\nb:   2 # two\n# about c\nc: [x,y]\n';
    expect(edit(text, (doc) => doc.set('b', 7))).toBe(
      'a: 1 # one\n\n# about b\nb: 7 # two\n# about c\nc: [x,y]\n',
    );
    expect(edit(text, (doc) => doc.delete('b'))).toBe('a: 1 # one\n# about c\nc: [x,y]\n');
  });

  it('fills a key that had no value', () => {
    expect(
      edit('a: 1\ntrusted_hook_commands:\nz: 2\n', (doc) =>
        appendToSeq(doc, ['trusted_hook_commands'], 'h'),
      ),
    ).toBe('a: 1\ntrusted_hook_commands:\n  - h\nz: 2\n');
  });

  it('adds a line break before appending after a last line that had none', () => {
    expect(edit('a: 1\nb:\n  - x', (doc) => appendToSeq(doc, ['b'], 'y'))).toBe(
      'a: 1\nb:\n  - x\n  - y\n',
    );
  });

  it('renders whole documents that were empty, comment-only or flow at the root', () => {
    expect(edit('', (doc) => appendToSeq(doc, ['trusted_hook_commands'], 'h'))).toBe(
      'trusted_hook_commands:\n  - h\n',
    );
    expect(edit('', () => undefined)).toBe('');
    expect(edit('{a: 1}\n', (doc) => doc.set('b', 2))).toBe('{a: 1, b: 2}\n');
  });

  it('keeps compact nested sequences intact', () => {
    expect(edit('x:\n  - - a\n    - b\n  - - c\n', (doc) => appendToSeq(doc, ['x', 0], 'z'))).toBe(
      'x:\n  - - a\n    - b\n    - z\n  - - c\n',
    );
  });

  it('keeps block scalar lines that look like comments inside the scalar', () => {
    const text = 'list:\n  - |\n    line\n    # not a comment\n  # a real comment\nz: 1\n';
    expect(edit(text, (doc) => appendToSeq(doc, ['list'], 'b'))).toBe(
      'list:\n  - |\n    line\n    # not a comment\n  - b\n  # a real comment\nz: 1\n',
    );
  });

  it('renders the whole document when an item cannot be located in the source', () => {
    const text = 'list:\n  - # odd\n    a\n';
    const out = edit(text, (doc) => appendToSeq(doc, ['list'], 'b'));
    expect(parseDocument(out).toJS()).toEqual({ list: ['a', 'b'] });
    expect(out).toContain('# odd');
  });
  it('keeps CRLF line ends', () => {
    const text = '# c\r\nlist:\r\n  - a   # x\r\nz: 1\r\n';
    expect(edit(text, (doc) => appendToSeq(doc, ['list'], { k: 'v', w: 1 }))).toBe(
      '# c\r\nlist:\r\n  - a   # x\r\n  - k: v\r\n    w: 1\r\nz: 1\r\n',
    );
  });
});
