import type { ModelProvider, ModelRequest } from '@lionagi/runtime';
import { createScriptedProvider } from './providers/scripted.js';

/**
 * The scripted provider for the interactive REPL: each user line is a new script, so
 * `@tool …` directives typed at the prompt drive that turn. Tool-call ids count across lines,
 * so they stay unique in the session (hooks and transcripts pair calls by `tool_use_id`).
 */
export class RescriptableProvider implements ModelProvider {
  readonly name = 'scripted';
  readonly model: string;
  #current: ModelProvider;
  #callIds = 0;
  readonly #nextCallId = () => `call_${++this.#callIds}`;

  constructor(model = 'scripted') {
    this.model = model;
    this.#current = createScriptedProvider('', { model, nextCallId: this.#nextCallId });
  }

  /** Replaces the script with the directives of `prompt`. */
  script(prompt: string): void {
    this.#current = createScriptedProvider(prompt, {
      model: this.model,
      nextCallId: this.#nextCallId,
    });
  }

  complete(request: ModelRequest) {
    return this.#current.complete(request);
  }

  stream(request: ModelRequest) {
    return this.#current.stream(request);
  }
}
