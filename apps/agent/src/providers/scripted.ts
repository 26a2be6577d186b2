import { HookError } from '@lionagi/hooks-profile';
import type {
  ModelMessage,
  ModelProvider,
  ModelRequest,
  ModelResponse,
  StreamChunk,
} from '@lionagi/runtime';
import { PROVIDER_FAILED } from './provider-errors.js';
import { parseScript, type ScriptDirective } from './scripted-script.js';
import { structuredAnswer } from './scripted-structured.js';

/** Options of {@link createScriptedProvider}. */
export interface ScriptedProviderOptions {
  /** Reported as the provider's `model`; default `scripted`. */
  model?: string;
  /** Mints tool-call ids; default `call_1`, `call_2`, … counted by this provider. */
  nextCallId?: () => string;
}

/** The scripted provider: a {@link ModelProvider} that also reports how it was used. */
export interface ScriptedProvider extends ModelProvider {
  readonly name: 'scripted';
  readonly model: string;
  /** The directives read from the prompt, in order. */
  readonly directives: readonly ScriptDirective[];
  /** How many times `complete` or `stream` was called. */
  readonly calls: number;
  /** Directives not consumed yet. */
  readonly remaining: number;
}

const SUMMARY_LIMIT = 200;

/** `Done.`, plus a one-line summary of the last tool result when the conversation ends in one. */
function exhaustedText(messages: readonly ModelMessage[]): string {
  const last = messages.at(-1);
  if (last?.role !== 'tool') return 'Done.';
  const call = messages
    .flatMap((message) => message.toolCalls ?? [])
    .find((candidate) => candidate.id === last.toolCallId);
  const flat = last.content.replace(/\s+/g, ' ').trim();
  const summary = flat.length > SUMMARY_LIMIT ? `${flat.slice(0, SUMMARY_LIMIT)}…` : flat;
  return `Done. ${call?.name ?? 'The tool'} returned: ${summary || '(no output)'}`;
}

/**
 * The scripted model's summary when asked to compact (`purpose: "compact"`): what the
 * conversation held, deterministically, and the custom instructions it was given.
 */
export function scriptedSummary(messages: readonly ModelMessage[]): string {
  const ask = messages.at(-1)?.content ?? '';
  const shown = messages.slice(0, -1).filter((m) => m.role !== 'system');
  const count = (role: ModelMessage['role']) => shown.filter((m) => m.role === role).length;
  const lastUser = shown.filter((m) => m.role === 'user').at(-1)?.content ?? '';
  const flat = lastUser.replace(/\s+/g, ' ').trim();
  const last = flat.length > SUMMARY_LIMIT ? `${flat.slice(0, SUMMARY_LIMIT)}…` : flat;
  const tools = [...new Set(shown.flatMap((m) => (m.toolCalls ?? []).map((c) => c.name)))];
  const also = /\n\nAlso: ([\s\S]*)$/.exec(ask)?.[1];
  return [
    `Summary of ${shown.length} messages (${count('user')} user, ${count('assistant')} assistant, ${count('tool')} tool results).`,
    `Last user message: ${JSON.stringify(last)}.`,
    `Tools used: ${tools.join(', ') || 'none'}.`,
    ...(also ? [`Instructions: ${also}`] : []),
  ].join(' ');
}

/** The failure an `@fail` directive answers, worded as a real provider's `PROVIDER_FAILED`. */
function scriptedFailure(model: string, d: Extract<ScriptDirective, { kind: 'fail' }>): HookError {
  return new HookError(
    PROVIDER_FAILED,
    `scripted provider (model ${model}): request failed: ${d.status} ${d.message} (@fail, prompt line ${d.line})`,
    { details: { provider: 'scripted', model, status: d.status, line: d.line } },
  );
}

/** Splits text into word-sized chunks whose concatenation is the text. */
function textChunks(text: string): string[] {
  return text.match(/\s*\S+\s*/g) ?? (text === '' ? [] : [text]);
}

/**
 * Creates the embedded, deterministic, offline provider. Each model call (`complete` or `stream`)
 * consumes the next directive line of `prompt` (see {@link parseScript}):
 * - `@tool NAME {json}` answers one tool call with that argument object;
 * - `@tools [{"name": …, "input": {…}}, …]` answers parallel tool calls;
 * - `@final TEXT` answers the final text;
 * - `@agent DESCRIPTION` calls the `agent` tool, the indented lines below being the subagent's
 *   task and script;
 * - `@fail STATUS [MESSAGE]` fails the request as an API answering that HTTP status does after
 *   the retries: `HookError('PROVIDER_FAILED')` with `details.status` (the turn ends, StopFailure
 *   fires).
 *
 * A compaction request (`purpose: "compact"`) is answered with {@link scriptedSummary} and
 * consumes no directive.
 * Tool-call ids are `call_1`, `call_2`, … in the order the calls are answered (or minted by
 * `nextCallId`). With no directive
 * left the answer is `Done.`, or `Done. NAME returned: …` summarising the last tool result. When
 * the request has a `responseSchema` the final text is JSON (see {@link structuredAnswer}).
 * Throws `HookError('USAGE')` naming the line when a directive is malformed.
 */
export function createScriptedProvider(
  prompt: string,
  options: ScriptedProviderOptions = {},
): ScriptedProvider {
  const directives = parseScript(prompt);
  let next = 0;
  let calls = 0;
  let callIds = 0;
  const nextCallId = options.nextCallId ?? (() => `call_${++callIds}`);
  const model = options.model ?? 'scripted';

  const answer = (request: ModelRequest): ModelResponse => {
    calls += 1;
    request.signal?.throwIfAborted();
    // A compaction is answered without consuming a directive: the script stays the turn's.
    if (request.purpose === 'compact')
      return { text: scriptedSummary(request.messages), toolCalls: [] };
    const directive = directives[next];
    if (directive !== undefined) next += 1;
    if (directive?.kind === 'fail') throw scriptedFailure(model, directive);
    if (directive === undefined || directive.kind === 'final') {
      const text = directive?.text ?? exhaustedText(request.messages);
      const final = request.responseSchema ? structuredAnswer(text, request.responseSchema) : text;
      return { text: final, toolCalls: [] };
    }
    const toolCalls = directive.calls.map((call) => ({
      id: nextCallId(),
      name: call.name,
      arguments: structuredClone(call.arguments),
    }));
    return { text: '', toolCalls };
  };

  return {
    name: 'scripted',
    model,
    directives,
    get calls() {
      return calls;
    },
    get remaining() {
      return directives.length - next;
    },
    async complete(request) {
      return answer(request);
    },
    stream(request) {
      // The directive is consumed when `stream` is called, like `complete`; a failure surfaces
      // from the iteration, where stream consumers look for it.
      let outcome: { response: ModelResponse } | { error: unknown };
      try {
        outcome = { response: answer(request) };
      } catch (error) {
        outcome = { error };
      }
      return (async function* (): AsyncGenerator<StreamChunk> {
        if ('error' in outcome) throw outcome.error;
        const { response } = outcome;
        for (const text of textChunks(response.text)) yield { type: 'text', text };
        for (const call of response.toolCalls) yield { type: 'tool_call', call };
      })();
    },
  };
}
