/** A problem with an `@tools` directive's array: zod's words for it, and where it is. */
export interface ToolsDirectiveIssue {
  message: string;
  path: Array<string | number>;
}

/** One `@tools` call, checked. */
export interface ToolsDirectiveCall {
  name: string;
  input?: Record<string, unknown>;
}

const KEYS: ReadonlySet<string> = new Set(['name', 'input']);

/** A JSON value's type as zod's messages name it. */
function received(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function callIssue(call: unknown, index: number): ToolsDirectiveIssue | undefined {
  if (!isPlainObject(call)) {
    return { message: `Invalid input: expected object, received ${received(call)}`, path: [index] };
  }
  if (typeof call.name !== 'string') {
    const message = `Invalid input: expected string, received ${received(call.name)}`;
    return { message, path: [index, 'name'] };
  }
  if (call.name.length < 1) {
    const message = 'Too small: expected string to have >=1 characters';
    return { message, path: [index, 'name'] };
  }
  if (call.input !== undefined && !isPlainObject(call.input)) {
    const message = `Invalid input: expected record, received ${received(call.input)}`;
    return { message, path: [index, 'input'] };
  }
  const extra = Object.keys(call).filter((key) => !KEYS.has(key));
  if (extra.length === 0) return undefined;
  const keys = extra.map((key) => JSON.stringify(key)).join(', ');
  const message = `Unrecognized key${extra.length > 1 ? 's' : ''}: ${keys}`;
  return { message, path: [index] };
}

/**
 * Checks an `@tools` directive's parsed JSON: a non-empty array of `{"name": string, "input"?:
 * object}` and nothing else. The first problem comes back in the words (and at the path) zod's
 * `z.array(z.strictObject({ name: z.string().min(1), input: z.record(z.string(), z.unknown())
 * .optional() })).min(1)` gives as its first issue (tools-directive.test.ts compares the two), so a
 * script's start loads no zod.
 */
export function checkToolsDirective(
  value: unknown,
): { ok: true; calls: ToolsDirectiveCall[] } | { ok: false; issue: ToolsDirectiveIssue } {
  if (!Array.isArray(value)) {
    const message = `Invalid input: expected array, received ${received(value)}`;
    return { ok: false, issue: { message, path: [] } };
  }
  for (const [index, call] of value.entries()) {
    const issue = callIssue(call, index);
    if (issue) return { ok: false, issue };
  }
  if (value.length < 1) {
    return {
      ok: false,
      issue: { message: 'Too small: expected array to have >=1 items', path: [] },
    };
  }
  return { ok: true, calls: value as ToolsDirectiveCall[] };
}
