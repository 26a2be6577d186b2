import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, realpath, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ActionManager, createMemoryLogger, type Tool } from '@lionagi/runtime';
import { beforeEach, describe, expect, it } from 'vitest';
import { BUILTIN_TOOL_NAMES, builtinTools } from './builtin-tools.js';

let dir: string;
let tools: Record<string, Tool>;
const call = (name: string, args: Record<string, unknown>) => {
  const tool = tools[name]!;
  return tool.handler(tool.requestSchema ? tool.requestSchema.parse(args) : args, {
    toolName: name,
    callId: 'c1',
  });
};

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'lionagi-tools-'));
  tools = Object.fromEntries(builtinTools(dir).map((t) => [t.name, t]));
});

describe('built-in tools', () => {
  it('are named as matchers must name them', () => {
    // `agent` is there only with a branch to start subagents of.
    expect(Object.keys(tools)).toEqual(BUILTIN_TOOL_NAMES.filter((n) => n !== 'agent'));
    // Their names in other harnesses (profile v1.1 tool vocabularies), from the one table.
    expect(Object.values(tools).map((t) => t.harnessNames)).toEqual([
      { claude: 'Bash', codex: 'Bash' },
      { claude: 'Read' },
      { claude: 'Write', codex: 'apply_patch' },
      { claude: 'Edit', codex: 'apply_patch' },
      { claude: 'WebFetch' },
    ]);
    expect(tools.bash!.toSchema().inputSchema).toMatchObject({ required: ['command'] });
  });

  it('bash runs in the project directory and returns Claude-compatible fields', async () => {
    await expect(call('bash', { command: 'pwd; echo err >&2' })).resolves.toEqual({
      stdout: `${dir}\n`,
      stderr: 'err\n',
      exit_code: 0,
      interrupted: false,
    });
  });

  it('bash fails with the exit code and stderr on a non-zero exit', async () => {
    await expect(call('bash', { command: 'echo nope >&2; exit 3' })).rejects.toThrow(
      'Exit code 3\nnope',
    );
  });

  it('bash is interrupted at its timeout', async () => {
    await expect(call('bash', { command: 'sleep 5', timeout: 200 })).rejects.toThrow(
      'Command interrupted after 200 ms',
    );
  });

  it('write_file, read_file and edit_file work on project-relative paths', async () => {
    await call('write_file', { file_path: 'notes/a.txt', content: 'one\ntwo\nthree' });
    expect(await readFile(join(dir, 'notes/a.txt'), 'utf8')).toBe('one\ntwo\nthree');
    await expect(
      call('read_file', { file_path: 'notes/a.txt', offset: 2, limit: 1 }),
    ).resolves.toEqual({
      file_path: 'notes/a.txt',
      content: 'two',
      total_lines: 3,
    });
    await call('edit_file', { file_path: 'notes/a.txt', old_string: 'two', new_string: '$& 2' });
    expect(await readFile(join(dir, 'notes/a.txt'), 'utf8')).toBe('one\n$& 2\nthree');
  });

  it('edit_file refuses an old_string that is missing or ambiguous', async () => {
    await writeFile(join(dir, 'b.txt'), 'x x');
    await expect(
      call('edit_file', { file_path: 'b.txt', old_string: 'x', new_string: 'y' }),
    ).rejects.toThrow('edit_file: old_string occurs 2 times in b.txt; expected exactly once');
    await expect(
      call('edit_file', { file_path: 'b.txt', old_string: 'z', new_string: 'y' }),
    ).rejects.toThrow('occurs 0 times');
  });
});

describe('file tools stay inside the project and off settings and trust files (issue 16 item 7)', () => {
  let root: string;
  let project: string;
  let home: string;
  let manager: ActionManager;
  const invoke = (name: string, args: Record<string, unknown>) =>
    manager.invoke({ id: 'c1', name, arguments: args });
  const denial = (tool: string, path: string, why: string) =>
    `${tool}: ${JSON.stringify(path)} ${why}; the agent's file tools stay inside the project directory and never change hook settings or trust records`;

  beforeEach(async () => {
    root = await realpath(await mkdtemp(join(tmpdir(), 'lionagi-scope-')));
    project = join(root, 'project');
    home = join(root, 'lionagi-home');
    await mkdir(join(project, '.lionagi'), { recursive: true });
    await mkdir(home);
    await writeFile(join(home, 'settings.yaml'), 'trusted_hook_commands: []\n');
    manager = new ActionManager({ logger: createMemoryLogger() });
    for (const tool of builtinTools(project, { HOME: join(root, 'home'), LIONAGI_HOME: home }))
      manager.register(tool);
  });

  it('refuses to write a trust record into $LIONAGI_HOME/settings.yaml by absolute path', async () => {
    const target = join(home, 'settings.yaml');
    const result = await invoke('write_file', {
      file_path: target,
      content: 'trusted_hook_commands: [0000]\n',
    });
    expect(result.status).toBe('denied');
    expect(result.reason).toBe(
      denial(
        'write_file',
        target,
        `is inside ${home}, which holds hook settings and trust records`,
      ),
    );
    expect(await readFile(target, 'utf8')).toBe('trusted_hook_commands: []\n');
  });

  it.each([
    ['.lionagi/settings.yaml', '.lionagi'],
    ['.claude/settings.json', '.claude'],
    ['.codex/hooks.json', '.codex'],
    ['sub/../.lionagi/settings.local.yaml', '.lionagi'],
  ])('refuses to write or edit %s in the project', async (path, dir) => {
    const why = `is inside ${dir}/, which holds hook settings and trust records`;
    for (const [tool, args] of [
      ['write_file', { file_path: path, content: 'x' }],
      ['edit_file', { file_path: path, old_string: 'a', new_string: 'b' }],
    ] as const) {
      const result = await invoke(tool, args);
      expect(result.status, tool).toBe('denied');
      expect(result.reason).toBe(denial(tool, path, why));
    }
    expect(existsSync(join(project, path))).toBe(false);
  });

  it('refuses paths outside the project, directly or through a symlink', async () => {
    await writeFile(join(root, 'outside.txt'), 'secret');
    await symlink(join(root, 'outside.txt'), join(project, 'link.txt'));
    await symlink(root, join(project, 'up'));
    await symlink(join(project, '.lionagi'), join(project, 'cfg'));
    const outside = join(root, 'outside.txt');
    expect((await invoke('read_file', { file_path: outside })).reason).toBe(
      denial('read_file', outside, `is outside the project directory ${project}`),
    );
    expect((await invoke('read_file', { file_path: '../outside.txt' })).status).toBe('denied');
    expect((await invoke('read_file', { file_path: 'link.txt' })).reason).toBe(
      denial(
        'read_file',
        'link.txt',
        `resolves to ${outside}, outside the project directory ${project}`,
      ),
    );
    const viaDir = await invoke('write_file', { file_path: 'up/new.txt', content: 'x' });
    expect(viaDir.status).toBe('denied');
    expect(existsSync(join(root, 'new.txt'))).toBe(false);
    const viaCfg = await invoke('write_file', { file_path: 'cfg/settings.yaml', content: 'x' });
    expect(viaCfg.reason).toBe(
      denial(
        'write_file',
        'cfg/settings.yaml',
        'is inside .lionagi/, which holds hook settings and trust records',
      ),
    );
    expect(await readFile(outside, 'utf8')).toBe('secret');
  });

  it('read_file may read the project settings (reading changes nothing)', async () => {
    await writeFile(join(project, '.lionagi', 'settings.yaml'), 'hooks_external: {}\n');
    const result = await invoke('read_file', { file_path: '.lionagi/settings.yaml' });
    expect(result.status).toBe('ok');
    expect((await invoke('read_file', { file_path: join(home, 'settings.yaml') })).status).toBe(
      'denied',
    );
  });

  it('still works on absolute and relative paths inside the project', async () => {
    const abs = join(project, 'notes', 'a.txt');
    expect((await invoke('write_file', { file_path: abs, content: 'one' })).status).toBe('ok');
    expect(
      (
        await invoke('edit_file', {
          file_path: 'notes/a.txt',
          old_string: 'one',
          new_string: 'two',
        })
      ).status,
    ).toBe('ok');
    expect(await readFile(abs, 'utf8')).toBe('two');
  });
});
