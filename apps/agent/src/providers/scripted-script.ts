import { exceedsJsonDepth, HookError, jsonDepthMessage } from '@lionagi/hooks-profile';
import { checkToolsDirective } from './tools-directive.js';

/** One tool call a directive asks for (the id is assigned when the call is answered). */
export interface ScriptedCall {
  name: string;
  arguments: Record<string, unknown>;
}

/** One directive line of a scripted prompt; `line` is 1-based. */
export type ScriptDirective =
  | { kind: 'tool' | 'tools' | 'agent'; line: number; calls: ScriptedCall[] }
  | { kind: 'final'; line: number; text: string }
  | { kind: 'fail'; line: number; status: number; message: string };

const DIRECTIVE = /^@(tool|tools|final|agent|fail)(?:\s+(.*))?$/;
const FAIL_EXAMPLE = '@fail 429 rate limited';
const AGENT_EXAMPLE = '@agent look around, then its script indented below it';
const TOOL_EXAMPLE = '@tool bash {"command": "ls"}';
const TOOLS_EXAMPLE = '@tools [{"name": "bash", "input": {"command": "ls"}}]';

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
  const parsed = checkToolsDirective(parseJson(line, '@tools', rest, TOOLS_EXAMPLE));
  if (!parsed.ok) {
    const issue = parsed.issue;
    const [index, ...field] = issue.path;
    const where =
      typeof index === 'number'
        ? ` (call ${index + 1}${field.length > 0 ? `, ${field.join('.')}` : ''})`
        : '';
    return fail(
      line,
      `@tools: ${issue.message}${where}; expected a non-empty JSON array of {"name": string, "input": object}, e.g. ${TOOLS_EXAMPLE}`,
    );
  }
  return parsed.calls.map((call) => ({ name: call.name, arguments: call.input ?? {} }));
}

/** `@fail STATUS [MESSAGE]`: an HTTP status from 100 to 599, then the error's message. */
function parseFail(line: number, rest: string): ScriptDirective {
  const match = /^(\d{3})(?:\s+(.*))?$/.exec(rest);
  const status = Number(match?.[1]);
  if (!match || status < 100 || status > 599)
    return fail(
      line,
      `@fail: expected an HTTP status (100-599), then a message, e.g. ${FAIL_EXAMPLE}`,
    );
  return { kind: 'fail', line, status, message: match[2]?.trim() || `HTTP ${status}` };
}

const indentOf = (raw: string) => raw.length - raw.trimStart().length;

/**
 * The lines under an `@agent` line at `index` that are indented deeper than it (blank lines
 * included while the block goes on), dedented: the subagent's own script.
 */
function agentBlock(lines: readonly string[], index: number): string[] {
  const base = indentOf(lines[index] ?? '');
  const block: string[] = [];
  for (let i = index + 1; i < lines.length; i += 1) {
    const raw = lines[i] ?? '';
    if (raw.trim() !== '' && indentOf(raw) <= base) break;
    block.push(raw);
  }
  while (block.length > 0 && block.at(-1)?.trim() === '') block.pop();
  const cut = Math.min(...block.filter((l) => l.trim() !== '').map(indentOf));
  return block.map((l) => l.slice(Math.min(cut, indentOf(l))));
}

/**
 * Reads the directive lines of a scripted prompt, in order. A directive is a line that starts
 * (after indentation) with `@tool NAME {json}`, `@tools [{"name":…, "input":…}, …]`,
 * `@final TEXT`, `@agent DESCRIPTION` or `@fail STATUS [MESSAGE]`; every other line is plain
 * prompt text. `@tool NAME`
 * without JSON calls the tool with `{}`. `@agent` calls the `agent` tool: the lines below it,
 * indented deeper, are the subagent's task and its own script (they are not the parent's).
 * Throws `HookError('USAGE')` naming the line and the expected form when a directive is
 * malformed.
 */
export function parseScript(prompt: string): ScriptDirective[] {
  const directives: ScriptDirective[] = [];
  const lines = prompt.split(/\r?\n/);
  for (let index = 0; index < lines.length; index += 1) {
    const line = index + 1;
    const match = DIRECTIVE.exec((lines[index] ?? '').trim());
    if (!match) continue;
    const kind = match[1] as 'tool' | 'tools' | 'final' | 'agent' | 'fail';
    const rest = match[2]?.trim() ?? '';
    if (kind === 'fail') directives.push(parseFail(line, rest));
    else if (kind === 'final') directives.push({ kind, line, text: rest });
    else if (kind === 'tool') directives.push({ kind, line, calls: [parseTool(line, rest)] });
    else if (kind === 'tools') directives.push({ kind, line, calls: parseTools(line, rest) });
    else {
      const block = agentBlock(lines, index);
      if (block.length === 0)
        fail(
          line,
          `@agent: expected the subagent's script on the lines below, indented, e.g. ${AGENT_EXAMPLE}`,
        );
      index += block.length;
      const description = rest || 'subagent';
      directives.push({
        kind,
        line,
        calls: [{ name: 'agent', arguments: { description, prompt: block.join('\n') } }],
      });
    }
  }
  return directives;
}
