import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Tool } from '@lionagi/runtime';
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
    expect(Object.keys(tools)).toEqual([...BUILTIN_TOOL_NAMES]);
    // Their names in other harnesses (profile v1.1 tool vocabularies), from the one table.
    expect(Object.values(tools).map((t) => t.harnessNames)).toEqual([
      { claude: 'Bash', codex: 'Bash' },
      { claude: 'Read' },
      { claude: 'Write' },
      { claude: 'Edit' },
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
