import { isHookError } from '@lionagi/hooks-profile';
import { describe, expect, it } from 'vitest';
import { Document, parseDocument } from 'yaml';
import { appendToSeq, ensureMap, ensureSeq, removeFromSeq } from './yaml-edit.js';

describe('yaml edit helpers', () => {
  it('creates missing mappings and lists along a path', () => {
    const doc = new Document();
    appendToSeq(doc, ['hooks_external', 'PreToolUse'], {
      matcher: 'Bash',
      hooks: [{ type: 'command', command: ['uv', 'run', 'check.py'], timeout: 30 }],
    });
    expect(String(doc)).toBe(
      'hooks_external:\n  PreToolUse:\n    - matcher: Bash\n      hooks:\n        - type: command\n          command: [ uv, run, check.py ]\n          timeout: 30\n',
    );
  });

  it('returns existing collections and replaces an empty value', () => {
    const doc = parseDocument('a:\n  b: [1]\nc:\n');
    expect(ensureSeq(doc, ['a', 'b']).items).toHaveLength(1);
    expect(ensureMap(doc, ['a']).items).toHaveLength(1);
    ensureSeq(doc, ['c']).items.push(doc.createNode('x'));
    expect(doc.toJS()).toEqual({ a: { b: [1] }, c: ['x'] });
  });

  it('edits inside a list through a numeric index', () => {
    const doc = parseDocument('groups:\n  - hooks: []\n');
    appendToSeq(doc, ['groups', 0, 'hooks'], { type: 'command', command: ['./x'] });
    expect(doc.toJS()).toEqual({ groups: [{ hooks: [{ type: 'command', command: ['./x'] }] }] });
    expect(() => appendToSeq(doc, ['groups', 3, 'hooks'], 'y')).toThrow(
      'cannot edit groups.3: it is missing, expected a mapping; fix it by hand first',
    );
  });

  it('refuses to overwrite a node of another kind', () => {
    const doc = parseDocument('trusted_hook_commands: abc\nhooks_external: [x]\n');
    let caught: unknown;
    try {
      ensureSeq(doc, ['trusted_hook_commands']);
    } catch (error) {
      caught = error;
    }
    expect(isHookError(caught) && caught.code).toBe('CONFIG_WRITE_REFUSED');
    expect((caught as Error).message).toBe(
      'cannot edit trusted_hook_commands: it is the value "abc", expected a list; fix it by hand first',
    );
    expect(() => ensureMap(doc, ['hooks_external', 'PreToolUse'])).toThrow(
      'cannot edit hooks_external: it is a list, expected a mapping; fix it by hand first',
    );
    expect(doc.toJS()).toEqual({ trusted_hook_commands: 'abc', hooks_external: ['x'] });
  });

  it('removes matching items by their plain value and counts them', () => {
    const doc = parseDocument('t:\n  - aaa\n  - { argv_hash: bbb }\n  - ccc\n');
    const removed = removeFromSeq(doc, ['t'], (value) =>
      typeof value === 'object' && value !== null
        ? (value as { argv_hash: string }).argv_hash === 'bbb'
        : value === 'ccc',
    );
    expect(removed).toBe(2);
    expect(doc.toJS()).toEqual({ t: ['aaa'] });
    expect(removeFromSeq(doc, ['absent'], () => true)).toBe(0);
  });
});
