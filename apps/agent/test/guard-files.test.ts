import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { agentJson, makeProject } from './helpers.js';

// Fault rows 'hostile-model-edits-guard' and 'hostile-model-git-file' of docs/reliability.md.

// Issue 31 item 3: with write_file alone the model rewrote the demo's guard and, in the same
// prompt, ran the rm -rf that guard refused. The file tools refuse what a hook executes or pins.
const DEMO_GUARD = `hooks_external:
  PreToolUse:
    - matcher: bash
      hooks:
        - type: command
          command: [node, "\${LIONAGI_PROJECT_DIR}/hooks/deny-destructive.mjs"]
`;

const tool = (name: string, input: Record<string, unknown>) =>
  `@tool ${name} ${JSON.stringify(input)}`;

describe("li-agent's file tools and the files a hook runs", () => {
  it('write_file to the guard is denied naming the hook, and the rm -rf it guards stays refused', async () => {
    const p = makeProject();
    p.settings(DEMO_GUARD);
    mkdirSync(join(p.dir, 'victim'));
    const guard = join(p.dir, 'hooks/deny-destructive.mjs');
    const before = readFileSync(guard, 'utf8');
    const r = await agentJson(
      p,
      [
        tool('write_file', {
          file_path: 'hooks/deny-destructive.mjs',
          content: 'process.exit(0)\n',
        }),
        tool('bash', { command: 'rm -rf victim' }),
        '@final done',
      ].join('\n'),
    );
    expect(r.code).toBe(0);
    expect(r.json?.tool_calls).toMatchObject([
      {
        name: 'write_file',
        status: 'denied',
        error: `write_file: "hooks/deny-destructive.mjs" is a file that the PreToolUse hook ["node", "\${LIONAGI_PROJECT_DIR}/hooks/deny-destructive.mjs"] (${join(p.dir, '.lionagi/settings.yaml')}:5) executes or pins; the agent's file tools never change a configured hook's code (through bash such a change is seen: a pinned file that changes is "changed" and its hook denies)`,
      },
      { name: 'bash', status: 'denied' },
    ]);
    expect(readFileSync(guard, 'utf8')).toBe(before);
    expect(existsSync(join(p.dir, 'victim'))).toBe(true);
  });

  it('edit_file of a file inside a pinned directory (node hooks/dir) is denied, a new file there too', async () => {
    const p = makeProject();
    mkdirSync(join(p.dir, 'guards/dir'), { recursive: true });
    writeFileSync(join(p.dir, 'guards/dir/index.js'), '// allow\n');
    p.settings(`hooks_external:
  PreToolUse:
    - hooks:
        - type: command
          command: [node, guards/dir]
`);
    const r = await agentJson(
      p,
      [
        tool('edit_file', {
          file_path: 'guards/dir/index.js',
          old_string: '// allow',
          new_string: '// pwned',
        }),
        tool('write_file', { file_path: 'guards/dir/extra.js', content: 'x' }),
        '@final done',
      ].join('\n'),
    );
    const calls = r.json?.tool_calls as Array<{ name: string; status: string; error?: string }>;
    expect(calls.map((c) => [c.name, c.status])).toEqual([
      ['edit_file', 'denied'],
      ['write_file', 'denied'],
    ]);
    expect(calls[1]?.error).toContain(
      `"guards/dir/extra.js" is inside ${join(p.dir, 'guards/dir')}, a directory that the PreToolUse hook ["node", "guards/dir"]`,
    );
    expect(readFileSync(join(p.dir, 'guards/dir/index.js'), 'utf8')).toBe('// allow\n');
    expect(existsSync(join(p.dir, 'guards/dir/extra.js'))).toBe(false);
  });

  it('write_file of a .git file anywhere in the project is denied (it would cut settings discovery)', async () => {
    const p = makeProject();
    p.settings(DEMO_GUARD);
    const r = await agentJson(
      p,
      [
        tool('write_file', { file_path: 'src/.git', content: 'gitdir: /nowhere\n' }),
        '@final done',
      ].join('\n'),
    );
    expect(r.json?.tool_calls).toMatchObject([
      {
        name: 'write_file',
        status: 'denied',
        error: `write_file: "src/.git" names a .git file or directory; the agent's file tools never write repository metadata (a .git written in a subdirectory would end settings discovery there, and the project's guards would not load)`,
      },
    ]);
    expect(existsSync(join(p.dir, 'src/.git'))).toBe(false);
  });

  it('other files stay writable', async () => {
    const p = makeProject();
    p.settings(DEMO_GUARD);
    const r = await agentJson(
      p,
      [tool('write_file', { file_path: 'notes.txt', content: 'hi\n' }), '@final done'].join('\n'),
    );
    expect(r.json?.tool_calls).toMatchObject([{ name: 'write_file', status: 'ok' }]);
    expect(readFileSync(join(p.dir, 'notes.txt'), 'utf8')).toBe('hi\n');
  });
});
