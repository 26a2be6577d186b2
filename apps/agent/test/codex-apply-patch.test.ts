import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { agent, li, makeProject } from './helpers.js';

// Issue 34: Codex edits files with one tool, apply_patch, which its matchers also select as
// `Write` and `Edit` (codex-rs hook_names.rs); the envelope's tool_name stays apply_patch. A Codex
// hooks.json imported and trusted unchanged guards li-agent's write_file and edit_file the same way.
const guard = (matcher: string, tag: string) => ({
  matcher,
  hooks: [{ type: 'command', command: `node fixtures/vocab-hook.mjs ${tag}` }],
});
const CODEX = {
  hooks: {
    PreToolUse: [
      guard('apply_patch', 'apply-patch'),
      guard('Write', 'write-alias'),
      guard('Edit', 'edit-alias'),
      guard('^(Write|Edit)$', 'alias-regex'),
      guard('Bash', 'bash'),
      guard('apply_patch', 'patch-guard'),
    ],
  },
};
const PROMPT = [
  '@tool write_file {"file_path":"a.txt","content":"one"}',
  '@tool edit_file {"file_path":"a.txt","old_string":"one","new_string":"two"}',
  '@tool write_file {"file_path":"locked.txt","content":"x"}',
  '@final done',
].join('\n');

describe('a Codex apply_patch guard (issue 34)', () => {
  it('fires on li-agent write_file and edit_file, by apply_patch and by its aliases Write and Edit, and its deny blocks the write', async () => {
    const p = makeProject();
    mkdirSync(join(p.dir, '.codex'));
    writeFileSync(join(p.dir, '.codex', 'hooks.json'), JSON.stringify(CODEX, null, 2));
    const imported = await li(p, ['hooks', 'import', 'codex']);
    expect(imported.code).toBe(0);
    expect(imported.stdout).toContain('6 imported, 0 unchanged, 0 rejected');
    // Write and Edit are names Codex's matchers accept: no "is no tool" or never-fires warning.
    expect(imported.stdout).not.toMatch(/Dv1-2: .*(no tool|never fires)/);
    const trust = await li(p, ['hooks', 'trust', '--yes']);
    expect(trust.code).toBe(0);
    expect(trust.stdout).not.toContain('never fires');

    const r = await agent(p, ['-p', PROMPT, '--output-format', 'json']);
    expect(r.code).toBe(0);
    const calls = JSON.parse(r.stdout).tool_calls as { status: string; error?: string }[];
    expect(calls.map((c) => c.status)).toEqual(['ok', 'ok', 'denied']);
    expect(calls[2]?.error).toBe('patch-guard: locked files are not edited');
    expect(readFileSync(join(p.dir, 'a.txt'), 'utf8')).toBe('two');
    expect(existsSync(join(p.dir, 'locked.txt'))).toBe(false);

    const byTag = new Map<string, string[]>();
    const records = readFileSync(join(p.dir, 'record.jsonl'), 'utf8').trim().split('\n');
    for (const line of records) {
      const { tag, tool_name } = JSON.parse(line) as { tag: string; tool_name: string };
      byTag.set(tag, [...(byTag.get(tag) ?? []), tool_name]);
    }
    // As under Codex: each alias selects every apply_patch call, a write or an edit, and the hook
    // is told apply_patch; the Bash guard never starts.
    const three = ['apply_patch', 'apply_patch', 'apply_patch'];
    expect(Object.fromEntries(byTag)).toEqual({
      'apply-patch': three,
      'write-alias': three,
      'edit-alias': three,
      'alias-regex': three,
      'patch-guard': three,
    });
  });
});
