import { exceedsJsonDepth, HookError, jsonDepthMessage } from '@lionagi/hooks-profile';
import { z } from 'zod';

/** One tool call a directive asks for (the id is assigned when the call is answered). */
export interface ScriptedCall {
  name: string;
  arguments: Record<string, unknown>;
}

/** One directive line of a scripted prompt; `line` is 1-based. */
export type ScriptDirective =
  | { kind: 'tool' | 'tools'; line: number; calls: ScriptedCall[] }
  | { kind: 'final'; line: number; text: string };

const DIRECTIVE = /^@(tool|tools|final)(?:\s+(.*))?$/;
const TOOL_EXAMPLE = '@tool bash {"command": "ls"}';
const TOOLS_EXAMPLE = '@tools [{"name": "bash", "input": {"command": "ls"}}]';

const ToolsDirectiveSchema = z
  .array(
    z.strictObject({
      name: z.string().min(1),
      input: z.record(z.string(), z.unknown()).optional(),
    }),
  )
  .min(1);

function fail(line: number, message: string, cause?: unknown): never {
  throw new HookError('USAGE', `scripted provider: prompt line ${line}: ${message}`, {
    cause,
    details: { line },
  });
}

function parseJson(line: number, directive: string, text: string, example: string): unknown {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    return fail(line, `${directive}: invalid JSON (${why}); expected e.g. ${example}`, error);
  }
  // The model's own text: refused before a clone or a transcript line throws a RangeError on it.
  if (exceedsJsonDepth(value)) return fail(line, jsonDepthMessage(`${directive} arguments`));
  return value;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function parseTool(line: number, rest: string): ScriptedCall {
  const match = /^(\S+)\s*(.*)$/.exec(rest);
  const name = match?.[1];
  if (name === undefined || name.startsWith('{') || name.startsWith('[')) {
    return fail(line, `@tool: expected a tool name, then a JSON object, e.g. ${TOOL_EXAMPLE}`);
  }
  const json = match?.[2] ?? '';
  if (json === '') return { name, arguments: {} };
  const value = parseJson(line, `@tool ${name}`, json, TOOL_EXAMPLE);
  if (!isPlainObject(value)) {
    return fail(
      line,
      `@tool ${name}: arguments must be a JSON object, got ${JSON.stringify(value)}; expected e.g. ${TOOL_EXAMPLE}`,
    );
  }
  return { name, arguments: value };
}

function parseTools(line: number, rest: string): ScriptedCall[] {
  if (rest === '') return fail(line, `@tools: expected a JSON array, e.g. ${TOOLS_EXAMPLE}`);
  const parsed = ToolsDirectiveSchema.safeParse(parseJson(line, '@tools', rest, TOOLS_EXAMPLE));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const [index, ...field] = issue?.path ?? [];
    const where =
      typeof index === 'number'
        ? ` (call ${index + 1}${field.length > 0 ? `, ${field.join('.')}` : ''})`
        : '';
    return fail(
      line,
      `@tools: ${issue?.message ?? 'invalid value'}${where}; expected a non-empty JSON array of {"name": string, "input": object}, e.g. ${TOOLS_EXAMPLE}`,
    );
  }
  return parsed.data.map((call) => ({ name: call.name, arguments: call.input ?? {} }));
}

/**
 * Reads the directive lines of a scripted prompt, in order. A directive is a line that starts
 * (after indentation) with `@tool NAME {json}`, `@tools [{"name":…, "input":…}, …]` or
 * `@final TEXT`; every other line is plain prompt text. `@tool NAME` without JSON calls the tool
 * with `{}`. Throws `HookError('USAGE')` naming the line and the expected form when a
 * directive is malformed.
 */
export function parseScript(prompt: string): ScriptDirective[] {
  const directives: ScriptDirective[] = [];
  prompt.split(/\r?\n/).forEach((raw, index) => {
    const line = index + 1;
    const match = DIRECTIVE.exec(raw.trim());
    if (!match) return;
    const kind = match[1] as 'tool' | 'tools' | 'final';
    const rest = match[2]?.trim() ?? '';
    if (kind === 'final') directives.push({ kind, line, text: rest });
    else if (kind === 'tool') directives.push({ kind, line, calls: [parseTool(line, rest)] });
    else directives.push({ kind, line, calls: parseTools(line, rest) });
  });
  return directives;
}
