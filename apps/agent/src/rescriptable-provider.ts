import type { ModelProvider, ModelRequest } from '@lionagi/runtime';
import { createScriptedProvider } from './providers/scripted.js';

/**
 * The scripted provider for the interactive REPL: each user line is a new script, so
 * `@tool …` directives typed at the prompt drive that turn.
 */
export class RescriptableProvider implements ModelProvider {
  readonly name = 'scripted';
  readonly model: string;
  #current: ModelProvider;

  constructor(model = 'scripted') {
    this.model = model;
    this.#current = createScriptedProvider('', { model });
  }

  /** Replaces the script with the directives of `prompt`. */
  script(prompt: string): void {
    this.#current = createScriptedProvider(prompt, { model: this.model });
  }

  complete(request: ModelRequest) {
    return this.#current.complete(request);
  }

  stream(request: ModelRequest) {
    return this.#current.stream(request);
  }
}
