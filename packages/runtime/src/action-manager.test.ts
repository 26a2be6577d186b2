import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ActionManager } from './action-manager.js';
import { HookBus } from './hook-bus.js';
import { HookPoint, type HookSignal } from './hook-points.js';
import { describeCallResult } from './invoke-pipeline.js';
import { createMemoryLogger } from './logger.js';
import { defineTool } from './tool.js';
import type { ToolHookLayer } from './tool-layer.js';

function setup() {
  const log: string[] = [];
  const bus = new HookBus({ logger: createMemoryLogger() });
  const signals: HookSignal[] = [];
  bus.observe((s) => signals.push(s));
  const manager = new ActionManager({ bus, logger: createMemoryLogger() });
  manager.register(
    defineTool({
      name: 'shell',
      requestSchema: z.object({ command: z.string() }),
      handler: ({ command }) => {
        log.push(`tool:${command}`);
        if (command === 'fail') throw new Error('exit 1');
        return `ran ${command}`;
      },
      preprocessors: [(args) => void log.push(`user-pre:${String(args.command)}`)],
      securityPre: (args) => void log.push(`security-pre:${String(args.command)}`),
      postprocessors: [(r) => void log.push(`post:${String(r)}`)],
    }),
  );
  bus.on(HookPoint.TOOL_PRE, (p) => void log.push(`bus-pre:${p.args_summary}`));
  bus.on(HookPoint.TOOL_POST, (p) => void log.push(`bus-post:${p.result_summary}`));
  bus.on(HookPoint.TOOL_ERROR, (p) => void log.push(`bus-error:${p.error}`));
  return { log, bus, signals, manager };
}

function layer(log: string[], overrides: Partial<ToolHookLayer> = {}): ToolHookLayer {
  return {
    name: 'test layer',
    pre: async (c) => {
      log.push(`layer-pre:${String(c.input.command)}`);
      return undefined;
    },
    post: async (c) => {
      log.push(`layer-post:${String(c.response)}`);
      return undefined;
    },
    failure: async (c) => {
      log.push(`layer-failure:${c.error}`);
      return undefined;
    },
    ...overrides,
  };
}

describe('ActionManager.invoke ordering', () => {
  it('bus pre -> layer pre -> user pre -> securityPre -> tool -> post chain -> layer post -> bus post', async () => {
    const { log, manager } = setup();
    manager.addLayer(layer(log));
    const result = await manager.invoke({ id: 'c1', name: 'shell', arguments: { command: 'ls' } });
    expect(log).toEqual([
      'bus-pre:{"command":"ls"}',
      'layer-pre:ls',
      'user-pre:ls',
      'security-pre:ls',
      'tool:ls',
      'post:ran ls',
      'layer-post:ran ls',
      'bus-post:ran ls',
    ]);
    expect(result).toMatchObject({
      id: 'c1',
      status: 'ok',
      output: 'ran ls',
      finalInput: { command: 'ls' },
    });
    expect(describeCallResult(result)).toBe('ran ls');
  });

  it('a layer rewrite replaces the whole input and securityPre sees the rewritten value', async () => {
    const { log, manager } = setup();
    manager.addLayer(
      layer(log, {
        pre: async () => ({ decision: 'allow', updatedInput: { command: 'ls --dry-run' } }),
      }),
    );
    const result = await manager.invoke({ id: 'c1', name: 'shell', arguments: { command: 'ls' } });
    expect(log).toContain('security-pre:ls --dry-run');
    expect(log).toContain('bus-pre:{"command":"ls"}');
    expect(result.input).toEqual({ command: 'ls' });
    expect(result.finalInput).toEqual({ command: 'ls --dry-run' });
  });

  it('a layer deny never runs the tool nor the spec chain, and returns a denied result', async () => {
    const { log, manager } = setup();
    manager.addLayer(
      layer(log, { pre: async () => ({ decision: 'deny', reason: 'no shell today' }) }),
    );
    const result = await manager.invoke({ id: 'c1', name: 'shell', arguments: { command: 'ls' } });
    expect(result).toMatchObject({ status: 'denied', reason: 'no shell today', deniedBy: 'layer' });
    expect(log).toEqual(['bus-pre:{"command":"ls"}']);
    expect(describeCallResult(result)).toBe('denied: no shell today');
  });

  it('a throwing layer pre fails closed', async () => {
    const { log, manager } = setup();
    manager.addLayer(layer(log, { pre: async () => Promise.reject(new Error('gate crashed')) }));
    const result = await manager.invoke({ id: 'c1', name: 'shell', arguments: { command: 'ls' } });
    expect(result).toMatchObject({ status: 'denied', reason: 'test layer failed: gate crashed' });
    expect(log).not.toContain('tool:ls');
  });

  it('revalidation rejects a layer rewrite that breaks the schema (deny carrying the zod error)', async () => {
    const { log, manager } = setup();
    manager.addLayer(
      layer(log, { pre: async () => ({ decision: 'allow', updatedInput: { cmd: 'ls' } }) }),
    );
    const result = await manager.invoke({ id: 'c1', name: 'shell', arguments: { command: 'ls' } });
    expect(result.status).toBe('denied');
    expect(result.deniedBy).toBe('validation');
    expect(result.reason).toBe(
      'arguments of tool "shell" failed validation after rewrites:\n✖ Invalid input: expected string, received undefined\n  → at command',
    );
    expect(log.some((l) => l.startsWith('tool:'))).toBe(false);
  });

  it('an in-process TOOL_PRE handler can deny on the bus (the audit plane blocking point)', async () => {
    const { manager, bus, signals } = setup();
    bus.on(HookPoint.TOOL_PRE, () => ({ deny: 'bus says no' }));
    const result = await manager.invoke({ id: 'c9', name: 'shell', arguments: { command: 'ls' } });
    expect(result).toMatchObject({ status: 'denied', reason: 'bus says no', deniedBy: 'bus' });
    expect(signals.at(-1)).toMatchObject({ point: 'tool.pre', denied: true });
  });

  it('a thrown tool error emits TOOL_ERROR and runs the failure stage, not the post stage', async () => {
    const { log, manager } = setup();
    manager.addLayer(layer(log));
    const result = await manager.invoke({
      id: 'c1',
      name: 'shell',
      arguments: { command: 'fail' },
    });
    expect(result).toMatchObject({ status: 'error', error: 'exit 1' });
    expect(log.slice(-2)).toEqual(['bus-error:exit 1', 'layer-failure:exit 1']);
    expect(log.some((l) => l.startsWith('layer-post'))).toBe(false);
  });

  it('collects post-stage feedback and context, for any result type', async () => {
    const { manager } = setup();
    manager.register(defineTool({ name: 'numbers', handler: () => [1, 2, 3] }));
    const responses: unknown[] = [];
    manager.addLayer({
      name: 'notes',
      post: async (c) => {
        responses.push(c.response);
        return { feedback: ['too many numbers'], additionalContext: 'numbers are sorted' };
      },
    });
    const result = await manager.invoke({ id: 'n1', name: 'numbers', arguments: {} });
    expect(responses).toEqual([[1, 2, 3]]);
    expect(result.feedback).toEqual(['too many numbers']);
    expect(result.hookContext).toEqual(['numbers are sorted']);
  });

  it('keeps the TOOL_PRE summary to 200 characters of the pre-rewrite arguments', async () => {
    const { manager, signals } = setup();
    await manager.invoke({ id: 'c1', name: 'shell', arguments: { command: 'x'.repeat(500) } });
    const pre = signals.find((s) => s.point === 'tool.pre');
    const summary = (pre?.payload as { args_summary: string } | undefined)?.args_summary ?? '';
    expect(summary).toHaveLength(200);
    expect(summary.startsWith('{"command":"xxx')).toBe(true);
    expect(summary.endsWith('…')).toBe(true);
  });
});

describe('ActionManager registry', () => {
  it('registers plain functions and refuses duplicate names', async () => {
    const manager = new ActionManager();
    manager.register(function add(args) {
      return Number(args.a) + Number(args.b);
    });
    expect(manager.names).toEqual(['add']);
    expect(() => manager.register((_args) => 0, { name: 'add' })).toThrow(
      'tool "add" is already registered on this ActionManager',
    );
    const result = await manager.invoke({ id: 'a', name: 'add', arguments: { a: 2, b: 3 } });
    expect(result.output).toBe(5);
    expect(manager.schemas()).toEqual([
      { name: 'add', description: '', inputSchema: { type: 'object' } },
    ]);
  });

  it('returns an error result for an unknown tool, naming the registered ones', async () => {
    const { manager } = setup();
    const result = await manager.invoke({ id: 'x', name: 'nope', arguments: {} });
    expect(result).toMatchObject({
      status: 'error',
      error: 'unknown tool "nope"; registered tools: shell',
    });
  });
});

describe('arguments nested past MAX_JSON_DEPTH (issue 16 item 8)', () => {
  const deep = () => JSON.parse(`${'{"a":'.repeat(6000)}1${'}'.repeat(6000)}`) as unknown;

  it('refuses the call with a clear error instead of a RangeError; nothing runs', async () => {
    const { log, manager } = setup();
    const result = await manager.invoke({
      id: 'c1',
      name: 'shell',
      arguments: { command: 'x', nested: deep() },
    });
    expect(result).toMatchObject({
      status: 'error',
      input: {},
      error:
        'the arguments of tool call "shell": nested deeper than 64 levels (the limit for JSON crossing a process or model boundary); refused, nothing ran',
    });
    expect(log).toEqual([]);
  });
});

describe('a tool result nested past MAX_JSON_DEPTH', () => {
  it('becomes an error naming the tool; the result is discarded', async () => {
    const manager = new ActionManager({ logger: createMemoryLogger() });
    manager.register(
      defineTool({
        name: 'deep',
        handler: () => JSON.parse(`${'['.repeat(6000)}${']'.repeat(6000)}`) as unknown,
      }),
    );
    const result = await manager.invoke({ id: 'c2', name: 'deep', arguments: {} });
    expect(result.status).toBe('error');
    expect(result.error).toBe(
      'the result of tool "deep": nested deeper than 64 levels (the limit for JSON crossing a process or model boundary); discarded',
    );
    expect(() => JSON.stringify(result)).not.toThrow();
  });
});
