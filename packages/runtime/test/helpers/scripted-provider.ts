import type {
  ModelProvider,
  ModelRequest,
  ModelResponse,
  StreamChunk,
  ToolCallRequest,
} from '../../src/index.js';

/** One scripted answer: text, tool calls, or both. */
export type ScriptStep = string | { text?: string; toolCalls?: ToolCallRequest[] };

/**
 * A deterministic in-test model: each submission (complete or stream) consumes the next step;
 * with none left it answers `"done"`. Every request is kept for assertions.
 */
export class ScriptedProvider implements ModelProvider {
  readonly name = 'scripted';
  readonly model = 'scripted-model';
  readonly requests: ModelRequest[] = [];
  readonly #steps: ScriptStep[];

  constructor(steps: ScriptStep[] = []) {
    this.#steps = [...steps];
  }

  /** Queues more steps. */
  push(...steps: ScriptStep[]): void {
    this.#steps.push(...steps);
  }

  async complete(request: ModelRequest): Promise<ModelResponse> {
    this.requests.push(request);
    return this.#next();
  }

  async *stream(request: ModelRequest): AsyncIterable<StreamChunk> {
    this.requests.push(request);
    const answer = this.#next();
    for (const word of answer.text.split(/(?<= )/)) {
      if (word) yield { type: 'text', text: word };
    }
    for (const call of answer.toolCalls) yield { type: 'tool_call', call };
  }

  /** The user prompts submitted so far (last user message of each request). */
  get prompts(): string[] {
    return this.requests.map(
      (r) => r.messages.filter((m) => m.role === 'user').at(-1)?.content ?? '',
    );
  }

  #next(): ModelResponse {
    const step = this.#steps.shift() ?? 'done';
    if (typeof step === 'string') return { text: step, toolCalls: [] };
    return { text: step.text ?? '', toolCalls: step.toolCalls ?? [] };
  }
}

/** A tool-call step. */
export function callStep(id: string, name: string, args: Record<string, unknown>): ScriptStep {
  return { toolCalls: [{ id, name, arguments: args }] };
}
