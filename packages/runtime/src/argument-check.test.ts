import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { checkJsonSchemaTopLevel, checkToolArguments } from './argument-check.js';
import { defineTool, Tool } from './tool.js';

const handler = () => 'ok';

describe('checkToolArguments', () => {
  it('validates with the zod request schema and hands back the parsed value', () => {
    const tool = defineTool({
      name: 'count',
      requestSchema: z.object({ n: z.number().int(), label: z.string().default('x') }),
      handler,
    });
    expect(checkToolArguments(tool, { n: 2 })).toEqual({ ok: true, value: { n: 2, label: 'x' } });
    const bad = checkToolArguments(tool, { n: 'two' });
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.error).toContain('expected number, received string');
  });

  it('passes arguments through for a tool that declares no schema', () => {
    const tool = new Tool({ name: 'free', handler });
    expect(checkToolArguments(tool, { anything: [1] })).toEqual({
      ok: true,
      value: { anything: [1] },
    });
  });
});

describe('checkJsonSchemaTopLevel (MCP tools)', () => {
  const schema = {
    type: 'object',
    properties: { path: { type: 'string' }, n: { type: ['integer', 'null'] }, any: {} },
    required: ['path'],
  };

  it('accepts present required fields of the declared types', () => {
    expect(checkJsonSchemaTopLevel(schema, { path: 'a', n: 3, any: { deep: true } }).ok).toBe(true);
    expect(checkJsonSchemaTopLevel(schema, { path: 'a', n: null }).ok).toBe(true);
  });

  it('reports each missing required field and each top-level type mismatch', () => {
    expect(checkJsonSchemaTopLevel(schema, { n: 1.5 })).toEqual({
      ok: false,
      error:
        '✖ missing required field "path"\n✖ field "n" must be of type integer | null, got number',
    });
    expect(checkJsonSchemaTopLevel(schema, { path: ['a'] })).toEqual({
      ok: false,
      error: '✖ field "path" must be of type string, got array',
    });
  });

  it('checks nothing when the schema has no required or typed properties', () => {
    expect(checkJsonSchemaTopLevel({ type: 'object' }, { x: 1 })).toEqual({
      ok: true,
      value: { x: 1 },
    });
  });
});
