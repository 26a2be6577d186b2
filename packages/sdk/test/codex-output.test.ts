import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CODEX_OUTPUT_SCHEMAS } from '../src/index.js';
import { codexJsonSchema } from './envelopes.js';

type Json = Record<string, unknown>;
const SLUGS = {
  PreToolUse: 'pre-tool-use',
  UserPromptSubmit: 'user-prompt-submit',
  PostToolUse: 'post-tool-use',
  SessionStart: 'session-start',
} as const;

// The nested wire object behind `allOf: [{ $ref }]` in Codex's generated schemas.
function deref(root: Json, property: Json | undefined): Json | undefined {
  const ref = (property?.allOf as Json[] | undefined)?.[0]?.$ref as string | undefined;
  return ref === undefined ? property : ((root.definitions as Json)[ref.split('/').pop()!] as Json);
}

// Shape of a schema as Codex validates it: allowed keys, strictness and enum values, per level.
function outline(root: Json, node: Json | undefined): Json | undefined {
  if (node === undefined) return undefined;
  const properties = (node.properties ?? {}) as Record<string, Json>;
  const values = (p: Json | undefined) => {
    const target = deref(root, p);
    const options = (target?.enum ?? (target?.const === undefined ? undefined : [target.const])) as
      | unknown[]
      | undefined;
    return options ? [...options].sort() : undefined;
  };
  return {
    strict: node.additionalProperties === false,
    keys: Object.keys(properties).sort(),
    enums: Object.fromEntries(
      Object.entries(properties)
        .map(([k, p]) => [k, values(p)] as const)
        .filter(([, v]) => v !== undefined),
    ),
    hookSpecificOutput: outline(root, deref(root, properties.hookSpecificOutput)),
  };
}

function ours(schema: z.ZodType): Json {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Json;
  const flatten = (node: Json | undefined): Json | undefined => {
    if (node === undefined) return undefined;
    const variants = node.anyOf as Json[] | undefined;
    return variants ? variants.find((v) => v.type !== 'null') : node;
  };
  const walk = (node: Json | undefined): Json | undefined => {
    if (node === undefined) return undefined;
    const properties = Object.fromEntries(
      Object.entries((node.properties ?? {}) as Record<string, Json>).map(([k, v]) => [
        k,
        flatten(v),
      ]),
    );
    return { ...node, properties };
  };
  const top = walk(json)!;
  const hso = walk((top.properties as Record<string, Json>).hookSpecificOutput);
  return { ...top, properties: { ...(top.properties as Json), hookSpecificOutput: hso } };
}

describe('CODEX_OUTPUT_SCHEMAS match the schemas embedded in codex-cli 0.169.0', () => {
  it.each(Object.entries(SLUGS))('%s', (event, slug) => {
    const real = codexJsonSchema(slug);
    const mine = ours(CODEX_OUTPUT_SCHEMAS[event as keyof typeof SLUGS]);
    expect(outline(mine, mine)).toEqual(outline(real, real));
    expect(outline(real, real)).toMatchObject({
      strict: true,
      hookSpecificOutput: { strict: true },
    });
  });

  it('rejects an unknown field at either level, as Codex does (codex §5.1)', () => {
    const schema = CODEX_OUTPUT_SCHEMAS.PreToolUse;
    expect(schema.safeParse({ hookSpecificOutput: { hookEventName: 'PreToolUse' } }).success).toBe(
      true,
    );
    expect(schema.safeParse({ extra: 1 }).success).toBe(false);
    expect(
      schema.safeParse({ hookSpecificOutput: { hookEventName: 'PreToolUse', extra: 1 } }).success,
    ).toBe(false);
    expect(schema.safeParse({ hookSpecificOutput: { permissionDecision: 'deny' } }).success).toBe(
      false,
    );
  });
});
