import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { checkToolArguments } from './argument-check.js';
import { FunctionCalling } from './function-calling.js';
import { defineTool } from './tool.js';

const Shell = z.object({ command: z.string().min(1), timeout: z.number().int().default(5) });
const SHELL_JSON = z.toJSONSchema(Shell, { io: 'input', unrepresentable: 'any' });

/** A tool whose zod schema loads on its first call; counts the loads. */
function lazyShell(load: () => Promise<typeof Shell> = async () => Shell) {
  const loads: number[] = [];
  const tool = defineTool({
    name: 'shell',
    inputSchema: SHELL_JSON,
    loadRequestSchema: () => {
      loads.push(1);
      return load();
    },
    handler: (args) => args,
  });
  return { tool, loads };
}

describe('Tool request schemas', () => {
  it('offers an eager zod schema as z.toJSONSchema gives it', () => {
    const tool = defineTool({ name: 'shell', requestSchema: Shell, handler: () => 'ok' });
    expect(JSON.stringify(tool.toSchema().inputSchema)).toBe(JSON.stringify(SHELL_JSON));
  });

  it('a lazily loaded schema: offered as its inputSchema, loaded once, at the first call', async () => {
    const { tool, loads } = lazyShell();
    expect(tool.toSchema()).toEqual({ name: 'shell', description: '', inputSchema: SHELL_JSON });
    expect(loads).toEqual([]);
    const first = await new FunctionCalling(tool, { command: 'ls' }).invoke();
    expect(first).toEqual({
      status: 'ok',
      arguments: { command: 'ls' },
      output: { command: 'ls', timeout: 5 },
    });
    await new FunctionCalling(tool, { command: 'pwd' }).invoke();
    expect(loads).toEqual([1]);
    expect(tool.toSchema().inputSchema).toBe(SHELL_JSON);
  });

  it('denies with the same words as the eager schema', async () => {
    const eager = defineTool({ name: 'shell', requestSchema: Shell, handler: (a) => a });
    const { tool } = lazyShell();
    const bad = { command: '' };
    const lazy = await new FunctionCalling(tool, bad).invoke();
    expect(lazy).toEqual(await new FunctionCalling(eager, bad).invoke());
    expect(lazy).toMatchObject({ status: 'denied', stage: 'validation' });
  });

  it('fails closed: unchecked before the load, denied when the load fails', async () => {
    const { tool } = lazyShell();
    expect(checkToolArguments(tool, { command: 'ls' })).toEqual({
      ok: false,
      error:
        '✖ the request schema of tool "shell" is not loaded yet (await tool.loadRequestSchema() first)',
    });
    const broken = lazyShell(() => Promise.reject(new Error('chunk missing')));
    const outcome = await new FunctionCalling(broken.tool, { command: 'ls' }).invoke();
    expect(outcome).toEqual({
      status: 'denied',
      arguments: { command: 'ls' },
      reason: 'the request schema of tool "shell" could not be loaded: chunk missing',
      stage: 'validation',
    });
    await new FunctionCalling(broken.tool, { command: 'ls' }).invoke();
    expect(broken.loads).toEqual([1, 1]);
  });

  it('refuses a lazily loaded schema without the JSON Schema the model is offered', () => {
    expect(() =>
      defineTool({ name: 'shell', loadRequestSchema: async () => Shell, handler: () => 'ok' }),
    ).toThrow(
      'tool "shell": loadRequestSchema needs inputSchema (the JSON Schema the model is offered) and no requestSchema',
    );
  });
});
