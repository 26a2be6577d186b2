import { prettifyError } from 'zod/v4/core';
import type { Tool, ToolArguments } from './tool.js';

/** The outcome of revalidating final arguments. */
export type ArgumentCheck =
  | { ok: true; value: ToolArguments }
  | { ok: false; error: string; issues?: unknown };

const JSON_TYPES: Record<string, (v: unknown) => boolean> = {
  string: (v) => typeof v === 'string',
  number: (v) => typeof v === 'number' && Number.isFinite(v),
  integer: (v) => typeof v === 'number' && Number.isInteger(v),
  boolean: (v) => typeof v === 'boolean',
  object: (v) => typeof v === 'object' && v !== null && !Array.isArray(v),
  array: (v) => Array.isArray(v),
  null: (v) => v === null,
};

/**
 * Revalidates the final arguments of a call (after every rewrite) against the tool's schema:
 * - a zod `requestSchema`: full validation; the parsed value is what the handler receives (a
 *   lazily loaded one not loaded yet fails closed: `await tool.loadRequestSchema()` first);
 * - otherwise a JSON Schema `inputSchema` (MCP tools): first its top level, namely that every
 *   `required` field is present and that each present field whose property declares a `type` has
 *   that JSON type; then, when the tool has a `validateInput` (MCP tools get the SDK's JSON Schema
 *   validator), the whole schema, nested structure included;
 * - no schema at all: the arguments pass as they are (that tool never had schema enforcement,
 *   and the hook layer neither weakens nor invents one: ADR-0048 D3).
 */
export function checkToolArguments(tool: Tool, args: ToolArguments): ArgumentCheck {
  if (tool.requestSchemaPending) {
    return {
      ok: false,
      error: `✖ the request schema of tool "${tool.name}" is not loaded yet (await tool.loadRequestSchema() first)`,
    };
  }
  if (tool.requestSchema) {
    const parsed = tool.requestSchema.safeParse(args);
    if (parsed.success) return { ok: true, value: parsed.data as ToolArguments };
    return { ok: false, error: prettifyError(parsed.error), issues: parsed.error.issues };
  }
  if (tool.inputSchema) {
    const top = checkJsonSchemaTopLevel(tool.inputSchema, args);
    if (!top.ok || tool.validateInput === undefined) return top;
    const problems = tool.validateInput(args);
    return problems.length === 0
      ? { ok: true, value: args }
      : { ok: false, error: problems.map((p) => `✖ ${p}`).join('\n') };
  }
  return { ok: true, value: args };
}

/** The top-level JSON Schema check described in {@link checkToolArguments}. */
export function checkJsonSchemaTopLevel(
  schema: Record<string, unknown>,
  args: ToolArguments,
): ArgumentCheck {
  const problems: string[] = [];
  const required = Array.isArray(schema.required) ? schema.required : [];
  for (const key of required) {
    if (typeof key === 'string' && !Object.hasOwn(args, key)) {
      problems.push(`✖ missing required field "${key}"`);
    }
  }
  const properties = isRecord(schema.properties) ? schema.properties : {};
  for (const [key, value] of Object.entries(args)) {
    const property = properties[key];
    if (!isRecord(property) || property.type === undefined) continue;
    const types = (Array.isArray(property.type) ? property.type : [property.type]).filter(
      (t): t is string => typeof t === 'string',
    );
    const known = types.filter((t) => JSON_TYPES[t] !== undefined);
    if (known.length === 0) continue;
    if (!known.some((t) => JSON_TYPES[t]?.(value))) {
      problems.push(
        `✖ field "${key}" must be of type ${known.join(' | ')}, got ${jsonType(value)}`,
      );
    }
  }
  return problems.length === 0
    ? { ok: true, value: args }
    : { ok: false, error: problems.join('\n') };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function jsonType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}
