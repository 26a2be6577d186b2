import { readFileSync } from 'node:fs';
import { INPUT_SCHEMAS } from '@lionagi/hooks-profile';
import { describe, expect, it } from 'vitest';
import { ActionManager, connectMcpServer, Session } from '../src/index.js';
import { fixture, recorded, tempProject } from './helpers/project.js';
import { callStep, ScriptedProvider, type ScriptStep } from './helpers/scripted-provider.js';
import { type HookSpec, hookArgv, hooksYaml, rewriteOutput } from './helpers/settings.js';

async function setup(hooks: (record: string) => HookSpec[], steps: ScriptStep[]) {
  const project = tempProject();
  const record = project.file('hooks.jsonl');
  const notes = project.file('notes.txt');
  project.writeSettings(hooksYaml(hooks(record)));
  const session = new Session({
    projectDir: project.dir,
    provider: new ScriptedProvider(steps),
    env: project.env,
  });
  const branch = session.createBranch();
  const names = await branch.actions.registerMcpServer('notes', {
    command: process.execPath,
    args: [fixture('mcp-server.mjs')],
    env: { NOTES_FILE: notes },
  });
  const readNotes = () => {
    try {
      return readFileSync(notes, 'utf8');
    } catch {
      return '';
    }
  };
  return { session, branch, record, names, readNotes };
}

describe.concurrent('MCP tools from a real stdio server go through the same chokepoint', {
  timeout: 30_000,
}, () => {
  it('discovers tools as mcp__<server>__<tool> with their JSON Schema input', async () => {
    const t = await setup(() => [], []);
    expect(t.names).toEqual(['mcp__notes__write_note', 'mcp__notes__echo', 'mcp__notes__tag_note']);
    expect(t.branch.actions.schemas(['mcp__notes__echo'])[0]).toMatchObject({
      name: 'mcp__notes__echo',
      description: 'Echo a value',
      inputSchema: {
        type: 'object',
        properties: { value: { type: 'string' } },
        required: ['value'],
      },
    });
    await t.session.end();
  });

  it('an external PreToolUse deny stops an MCP tool before the server is called', async () => {
    const t = await setup(
      (rec) => [
        {
          event: 'PreToolUse',
          matcher: 'mcp__notes__write_note',
          command: hookArgv(rec, 'deny', 'notes are read-only'),
        },
      ],
      [callStep('m1', 'mcp__notes__write_note', { path: 'a.txt', text: 'hello' })],
    );
    const result = await t.branch.operate('Write a note');
    expect(result.actions[0]).toMatchObject({ status: 'denied', reason: 'notes are read-only' });
    expect(t.readNotes()).toBe('');
    const envelope = INPUT_SCHEMAS.PreToolUse.parse(recorded(t.record)[0]);
    expect(envelope).toMatchObject({
      tool_name: 'mcp__notes__write_note',
      tool_input: { path: 'a.txt', text: 'hello' },
    });
    await t.session.end();
  });

  it('an external rewrite reaches the MCP server', async () => {
    const t = await setup(
      (rec) => [
        {
          event: 'PreToolUse',
          matcher: 'mcp__notes__.*',
          command: hookArgv(rec, 'json', rewriteOutput({ path: 'safe.txt', text: 'rewritten' })),
        },
      ],
      [callStep('m1', 'mcp__notes__write_note', { path: '/etc/passwd', text: 'x' })],
    );
    const result = await t.branch.operate('Write a note');
    expect(result.actions[0]).toMatchObject({ status: 'ok', output: 'wrote safe.txt' });
    expect(t.readNotes()).toBe('safe.txt:rewritten\n');
    await t.session.end();
  });

  it('revalidates a rewritten MCP input against the top level of its JSON Schema', async () => {
    const t = await setup(
      (rec) => [
        {
          event: 'PreToolUse',
          matcher: 'mcp__notes__write_note',
          command: hookArgv(rec, 'json', rewriteOutput({ path: 7 })),
        },
      ],
      [callStep('m1', 'mcp__notes__write_note', { path: 'a.txt', text: 'x' })],
    );
    const result = await t.branch.operate('Write a note');
    expect(result.actions[0]).toMatchObject({ status: 'denied', deniedBy: 'validation' });
    expect(result.actions[0]?.reason).toBe(
      'arguments of tool "mcp__notes__write_note" failed validation after rewrites:\n✖ missing required field "text"\n✖ field "path" must be of type string, got number',
    );
    expect(t.readNotes()).toBe('');
    await t.session.end();
  });

  it('revalidates a rewritten MCP input against the whole JSON Schema, nested fields included', async () => {
    const t = await setup(
      (rec) => [
        {
          event: 'PreToolUse',
          matcher: 'mcp__notes__tag_note',
          command: hookArgv(rec, 'json', rewriteOutput({ note: { path: 'a.txt', tags: [7] } })),
        },
      ],
      [callStep('m1', 'mcp__notes__tag_note', { note: { path: 'a.txt', tags: ['x'] } })],
    );
    const result = await t.branch.operate('Tag notes');
    // The top level is fine (note is an object); the nested tag is not a string.
    expect(result.actions[0]).toMatchObject({ status: 'denied', deniedBy: 'validation' });
    expect(result.actions[0]?.reason).toBe(
      'arguments of tool "mcp__notes__tag_note" failed validation after rewrites:\n✖ arguments/note/tags/0 must be string',
    );
    expect(t.readNotes()).toBe('');
    await t.session.end();
  });

  it('passes a valid nested MCP input through the full check to the server', async () => {
    const t = await setup(
      () => [],
      [callStep('m1', 'mcp__notes__tag_note', { note: { path: 'b.txt', tags: ['y', 'z'] } })],
    );
    const result = await t.branch.operate('Tag a note');
    expect(result.actions[0]).toMatchObject({ status: 'ok', output: 'tagged b.txt' });
    expect(t.readNotes()).toBe('b.txt#y,z\n');
    await t.session.end();
  });

  it('reports a server that cannot start with its command', async () => {
    const manager = new ActionManager();
    await expect(
      manager.registerMcpServer('broken', {
        command: process.execPath,
        args: ['-e', 'process.exit(3)'],
      }),
    ).rejects.toThrow(/^MCP server "broken" \(.* -e process\.exit\(3\)\) could not be connected: /);
    await expect(connectMcpServer('bad name', { command: 'x' })).rejects.toThrow(
      'invalid MCP server name "bad name"',
    );
  });
});
