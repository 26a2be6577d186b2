import { describe, expect, it } from 'vitest';
import { matcherInputs, matcherSelects, toolCarrying } from './matcher-aliases.js';
import { compileMatcher } from './matcher-eager.js';
import { matcherNeverFires } from './tool-vocabulary.js';

describe('matcher aliases (Codex hook_names.rs)', () => {
  it('tests a Codex matcher against apply_patch, Write and Edit, and nothing else against aliases', () => {
    expect(matcherInputs('apply_patch', 'codex')).toEqual(['apply_patch', 'Write', 'Edit']);
    expect(matcherInputs('spawn_agent', 'codex')).toEqual(['spawn_agent', 'Agent']);
    expect(matcherInputs('apply_patch', 'claude')).toEqual(['apply_patch']);
    expect(matcherInputs('Bash', 'codex')).toEqual(['Bash']);
    const selects = (m: string, name: string, v: 'codex' | 'claude') =>
      matcherSelects(compileMatcher(m), name, v);
    expect(selects('Edit', 'apply_patch', 'codex')).toBe(true);
    expect(selects('Write|Bash', 'apply_patch', 'codex')).toBe(true);
    expect(selects('^Wr', 'apply_patch', 'codex')).toBe(true);
    expect(selects('Edit', 'apply_patch', 'claude')).toBe(false);
    expect(selects('Read', 'apply_patch', 'codex')).toBe(false);
  });

  it('reads aliases off its own table only: a tool named after an Object.prototype member has none', () => {
    // Before: `constructor` read Object.prototype.constructor as its alias list and threw.
    for (const name of ['constructor', 'toString', '__proto__', 'hasOwnProperty']) {
      expect(matcherInputs(name, 'codex')).toEqual([name]);
      expect(matcherSelects(compileMatcher('Write|Edit'), name, 'codex')).toBe(false);
      expect(matcherSelects(compileMatcher(name), name, 'codex')).toBe(true);
    }
  });

  it('counts aliases as names in the never-fires rule', () => {
    const set = { names: ['Bash', 'apply_patch'] };
    expect(matcherNeverFires(compileMatcher('Write|Edit'), 'codex', set)).toBeUndefined();
    expect(matcherNeverFires(compileMatcher('^Edit$'), 'codex', set)).toBeUndefined();
    expect(matcherNeverFires(compileMatcher('Edit'), 'claude', set)?.unknownNames).toEqual([
      'Edit',
    ]);
  });

  it('reads a harness name back only to the one tool that carries it', () => {
    const tools = [
      { name: 'bash', harnessNames: { codex: 'Bash' } },
      { name: 'write_file', harnessNames: { codex: 'apply_patch' } },
      { name: 'edit_file', harnessNames: { codex: 'apply_patch' } },
    ];
    expect(toolCarrying(tools, 'Bash', 'codex')?.name).toBe('bash');
    expect(toolCarrying(tools, 'apply_patch', 'codex')).toBeUndefined();
    expect(toolCarrying(tools, 'edit_file', 'lionagi')?.name).toBe('edit_file');
    expect(toolCarrying(tools, 'Bash', 'claude')).toBeUndefined();
  });
});
