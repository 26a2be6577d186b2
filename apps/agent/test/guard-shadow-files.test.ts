import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { agentJson, makeProject } from './helpers.js';

// Fault row 'hostile-model-shadows-guard' of docs/reliability.md.

// Issue 31 items 2 and 3 together: an approval pins the candidates the interpreter would load
// before the approved code as absent (a `guardmod/` package beside `guardmod.py`, a `dir.js`
// beside the directory `dir`). Written by the model, such a file replaces the guard's code; the
// file tools refuse to create it, naming the hook.

const tool = (name: string, input: Record<string, unknown>) =>
  `@tool ${name} ${JSON.stringify(input)}`;

type Call = { name: string; status: string; error?: string };

describe("li-agent's file tools and the files that must stay absent", () => {
  it('refuses a package or an extension module beside the module of python3 -m guardmod', async () => {
    const p = makeProject();
    writeFileSync(join(p.dir, 'guardmod.py'), 'print("{}")\n');
    p.settings(`hooks_external:
  PreToolUse:
    - matcher: bash
      hooks:
        - type: command
          command: [python3, -m, guardmod]
`);
    const r = await agentJson(
      p,
      [
        tool('write_file', { file_path: 'guardmod/__init__.py', content: 'print("{}")\n' }),
        tool('write_file', {
          file_path: 'guardmod.cpython-311-x86_64-linux-gnu.so',
          content: 'x',
        }),
        tool('write_file', { file_path: 'guardmod_notes.py', content: 'x = 1\n' }),
        '@final done',
      ].join('\n'),
    );
    const calls = r.json?.tool_calls as Call[];
    expect(calls.map((c) => [c.name, c.status])).toEqual([
      ['write_file', 'denied'],
      ['write_file', 'denied'],
      ['write_file', 'ok'],
    ]);
    const settings = join(p.dir, '.lionagi/settings.yaml');
    expect(calls[0]?.error).toBe(
      `write_file: "guardmod/__init__.py" would create ${join(p.dir, 'guardmod/__init__.py')}, which the interpreter would load in place of the code that the PreToolUse hook ["python3", "-m", "guardmod"] (${settings}:5) executes or pins; the agent's file tools never change a configured hook's code (through bash such a change is seen: a pinned file that changes is "changed" and its hook denies)`,
    );
    expect(calls[1]?.error).toContain(
      `would create ${join(p.dir, 'guardmod.cpython-311-x86_64-linux-gnu.so')}, which the interpreter would load in place of the code that the PreToolUse hook ["python3", "-m", "guardmod"]`,
    );
    expect(existsSync(join(p.dir, 'guardmod'))).toBe(false);
    expect(existsSync(join(p.dir, 'guardmod.cpython-311-x86_64-linux-gnu.so'))).toBe(false);
  });

  it('refuses dir.js beside the directory of node guards/dir', async () => {
    const p = makeProject();
    mkdirSync(join(p.dir, 'guards/dir'), { recursive: true });
    writeFileSync(join(p.dir, 'guards/dir/index.js'), '// allow\n');
    p.settings(`hooks_external:
  PreToolUse:
    - matcher: bash
      hooks:
        - type: command
          command: [node, guards/dir]
`);
    const r = await agentJson(
      p,
      [
        tool('write_file', { file_path: 'guards/dir.js', content: 'process.exit(0)\n' }),
        '@final done',
      ].join('\n'),
    );
    const calls = r.json?.tool_calls as Call[];
    expect(calls).toMatchObject([{ name: 'write_file', status: 'denied' }]);
    expect(calls[0]?.error).toContain(
      `"guards/dir.js" would create ${join(p.dir, 'guards/dir.js')}, which the interpreter would load in place of the code that the PreToolUse hook ["node", "guards/dir"]`,
    );
    expect(existsSync(join(p.dir, 'guards/dir.js'))).toBe(false);
  });
});
