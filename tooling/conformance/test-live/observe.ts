import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FacetValues, LiveRow } from '../src/index.js';

/** What one harness run left behind: its project directory and the model requests it made. */
export interface CaseTrace {
  project: string;
  /** Raw request bodies, one JSON string per request. */
  requests: string[];
  /** The prompt the case submitted. */
  prompt?: string;
  /** The process's exit code (`null`: killed by a signal). */
  exitCode?: number | null;
  /** What it printed on stdout (the runner keeps the last 20,000 characters). */
  stdout?: string;
}

/**
 * The turn's result message on stdout: li-agent's `--output-format json` object, or the last
 * `"type":"result"` line of Claude Code's stream-json.
 */
function resultMessage(stdout: string | undefined): Record<string, unknown> | undefined {
  if (stdout === undefined) return undefined;
  try {
    return JSON.parse(stdout) as Record<string, unknown>;
  } catch {
    const line = stdout
      .split('\n')
      .filter((l) => l.startsWith('{') && l.includes('"type":"result"'))
      .at(-1);
    return line === undefined ? undefined : (JSON.parse(line) as Record<string, unknown>);
  }
}

/** `a, a, b` as `a×2, b`: a long run of Stop firings stays one short value. */
function runs(values: readonly string[]): string {
  const out: Array<[string, number]> = [];
  for (const v of values) {
    const last = out.at(-1);
    if (last?.[0] === v) last[1] += 1;
    else out.push([v, 1]);
  }
  return out.map(([v, n]) => (n === 1 ? v : `${v}×${n}`)).join(', ') || '(none)';
}

/** The recorder's envelopes of `event` (`hook-record.jsonl`, written by record.mjs), in order. */
function recorded(project: string, event: string): Array<Record<string, unknown>> {
  const file = join(project, 'hook-record.jsonl');
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .filter((envelope) => envelope.hook_event_name === event);
}

/** A value's JSON type (`null`, `array`, `object`, `string`, …), `absent` for a missing field. */
function jsonType(value: unknown): string {
  if (value === undefined) return 'absent';
  if (value === null) return 'null';
  return Array.isArray(value) ? 'array' : typeof value;
}

/** The text of a message's content (a string, or its text blocks joined). */
function textOf(content: unknown): string {
  if (typeof content === 'string') return content;
  if (!Array.isArray(content)) return '';
  return content
    .map((b) => ((b as { type?: string }).type === 'text' ? (b as { text: string }).text : ''))
    .join('\n');
}

/**
 * True for a request of the subagent's own conversation: its first user message holds the
 * subagent's task, never the parent's `@tool` line (side requests and the parent's turns do not).
 */
function subagentRequest(body: string, row: LiveRow): boolean {
  if (row.subagent === undefined) return false;
  const messages = (JSON.parse(body) as { messages?: Array<{ role: string; content: unknown }> })
    .messages;
  const first = textOf(messages?.find((m) => m.role === 'user')?.content);
  return first.includes(row.subagent.prompt) && !first.includes('@tool');
}

/** True when a tool result of the request (Anthropic `tool_result` blocks) holds `text`. */
function toolResultHas(body: string, text: string): boolean {
  const messages = (JSON.parse(body) as { messages?: Array<{ content: unknown }> }).messages ?? [];
  return messages.some(
    (m) =>
      Array.isArray(m.content) &&
      m.content.some(
        (b) =>
          (b as { type?: string }).type === 'tool_result' &&
          JSON.stringify((b as { content?: unknown }).content ?? '').includes(text),
      ),
  );
}

/** Reads the request log a fake server wrote (JSON lines). */
export function readRequests(file: string): string[] {
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.stringify((JSON.parse(line) as { body: unknown }).body));
}

/** Which shell command the recorder hook of a chain saw (`original`, `rewritten`, `none`). */
function recordedInput(project: string): string {
  const file = join(project, 'hook-record.jsonl');
  if (!existsSync(file)) return 'none';
  const text = readFileSync(file, 'utf8');
  if (text.includes('touch rewritten.marker')) return 'rewritten';
  return text.includes('touch ran.marker') ? 'original' : 'none';
}

/** `EVENT.FIELD` of the first EVENT envelope record.mjs wrote (see the `recorded:` facet). */
function recordedField(trace: CaseTrace, path: string): string {
  const [event, field] = path.split('.') as [string, string];
  const envelope = recorded(trace.project, event)[0];
  if (envelope === undefined) return '(not recorded)';
  const value = envelope[field];
  if (value === undefined) return '(absent)';
  if (value === trace.prompt) return '(the prompt as sent)';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** Whether print-args.sh got `args` one per line, unchanged (never the text itself: it may hold a path). */
function argsSeen(project: string, args: readonly string[]): string {
  const file = join(project, 'hook-args.txt');
  if (!existsSync(file)) return 'not written';
  return readFileSync(file, 'utf8') === args.map((a) => `${a}\n`).join('') ? 'verbatim' : 'changed';
}

/** The row's facets as observed from outside the harness. */
export function observe(row: LiveRow, trace: CaseTrace): FacetValues {
  const has = (file: string) => existsSync(join(trace.project, file));
  const any = (text: string) => trace.requests.some((body) => body.includes(text));
  const out: FacetValues = {};
  for (const facet of row.facets) {
    if (facet === 'tool') {
      out.tool = has('rewritten.marker') ? 'rewritten' : has('ran.marker') ? 'ran' : 'not-run';
    } else if (facet === 'mcp') out.mcp = has('mcp.marker') ? 'ran' : 'not-run';
    else if (facet === 'recorded-input') out[facet] = recordedInput(trace.project);
    else if (facet === 'args') out.args = argsSeen(trace.project, row.args ?? []);
    else if (facet.startsWith('recorded:')) out[facet] = recordedField(trace, facet.slice(9));
    else if (facet === 'prompt') out.prompt = any('@final done') ? 'submitted' : 'blocked';
    else if (facet === 'continued') {
      // A request carrying the tool result means the model was called again after the tool.
      out.continued =
        any('"tool_result"') || any('"function_call_output"') ? 'continued' : 'stopped';
    } else if (facet === 'hook-spawned') {
      out['hook-spawned'] = has(`hook-${row.args?.[0] ?? 'ran'}.marker`)
        ? 'spawned'
        : 'not spawned';
    } else if (facet.startsWith('spawned:')) {
      out[facet] = has(`hook-${facet.slice('spawned:'.length)}.marker`) ? 'spawned' : 'not spawned';
    } else if (facet.startsWith('count:')) {
      const file = join(trace.project, `hook-${facet.slice('count:'.length)}.marker`);
      out[facet] = existsSync(file)
        ? String(readFileSync(file, 'utf8').split('\n').filter(Boolean).length)
        : '0';
    } else if (facet === 'exit') out.exit = String(trace.exitCode ?? 'signal');
    else if (facet === 'terminal') {
      out.terminal = String(resultMessage(trace.stdout)?.terminal_reason ?? '(no result)');
    } else if (facet === 'result') {
      const text = resultMessage(trace.stdout)?.result;
      out.result = typeof text !== 'string' ? '(no result)' : text === '' ? '(empty)' : text;
    } else if (facet === 'requests') {
      // Requests carrying the scripted conversation (side queries such as titles carry no directive).
      out.requests = String(trace.requests.filter((body) => body.includes('@final')).length);
    } else if (facet.startsWith('record:')) {
      const [, event = '', field = ''] = facet.split(':');
      out[facet] = runs(
        recorded(trace.project, event).map((e) => JSON.stringify(e[field] ?? null)),
      );
    } else if (facet === 'agent-result') {
      const answer = row.subagent?.answer ?? '';
      out[facet] = trace.requests.some((body) => toolResultHas(body, answer))
        ? 'returned'
        : 'not returned';
    } else if (facet.startsWith('parent-probe:')) {
      const text = facet.slice('parent-probe:'.length);
      const parent = trace.requests.filter((body) => !subagentRequest(body, row));
      out[facet] = parent.some((body) => body.includes(text)) ? 'seen' : 'not seen';
    } else if (facet === 'subagent-requests') {
      out[facet] = String(trace.requests.filter((body) => subagentRequest(body, row)).length);
    } else if (facet.startsWith('typed:')) {
      const [, event = '', field = ''] = facet.split(':');
      out[facet] = runs(recorded(trace.project, event).map((e) => jsonType(e[field])));
    } else out[facet] = any(facet.slice('probe:'.length)) ? 'seen' : 'not seen';
  }
  return out;
}
