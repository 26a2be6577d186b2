import type Anthropic from '@anthropic-ai/sdk';
import type { ModelProvider, ModelRequest, StreamChunk } from '@lionagi/runtime';
import { fromAnthropicMessage, toAnthropicParams } from './anthropic-mapping.js';
import { envValue, missingApiKey, parseToolArguments, providerFailure } from './provider-errors.js';

/** The Messages API host used when neither `baseURL` nor `ANTHROPIC_BASE_URL` is given. */
export const DEFAULT_ANTHROPIC_BASE_URL = 'https://api.anthropic.com';

/** Options of {@link createAnthropicProvider}. */
export interface AnthropicProviderOptions {
  /** Model id, e.g. `claude-sonnet-4-6`; a request's own `model` overrides it. */
  model: string;
  /** Default: `ANTHROPIC_API_KEY` from `env`. */
  apiKey?: string;
  /** API host without `/v1`. Default: `ANTHROPIC_BASE_URL` from `env`, else the public API. */
  baseURL?: string;
  /** Where `ANTHROPIC_*` settings are read; default `process.env`. */
  env?: NodeJS.ProcessEnv;
  /** `max_tokens` of every request; default 4096. */
  maxTokens?: number;
  /** Retries of failed requests (429, 5xx, network); default 2. */
  maxRetries?: number;
  /** Per-request timeout in milliseconds; default the SDK's (10 minutes). */
  timeoutMs?: number;
}

/** A {@link ModelProvider} backed by the Anthropic Messages API. */
export interface AnthropicProvider extends ModelProvider {
  readonly name: 'anthropic';
  readonly model: string;
  /** The API host requests go to. */
  readonly baseURL: string;
}

/**
 * Creates a provider on the Anthropic Messages API (`POST {baseURL}/v1/messages`) with tools.
 * `complete` sends one request; `stream` sends it with `stream: true` and yields text deltas as
 * they arrive and each tool call once its `tool_use` block is complete. Throws
 * `HookError('USAGE')` naming `ANTHROPIC_API_KEY` when no API key is given; request failures
 * are `PROVIDER_FAILED`, unusable answers `PROVIDER_RESPONSE_INVALID`.
 */
export function createAnthropicProvider(options: AnthropicProviderOptions): AnthropicProvider {
  const env = options.env ?? process.env;
  const apiKey = options.apiKey ?? envValue(env, 'ANTHROPIC_API_KEY');
  if (!apiKey) throw missingApiKey('anthropic', 'ANTHROPIC_API_KEY');
  const baseURL = (
    options.baseURL ??
    envValue(env, 'ANTHROPIC_BASE_URL') ??
    DEFAULT_ANTHROPIC_BASE_URL
  ).replace(/\/+$/, '');
  const clientOptions: ConstructorParameters<typeof Anthropic>[0] = {
    apiKey,
    // An explicit null keeps the SDK from adding ANTHROPIC_AUTH_TOKEN from process.env.
    authToken: null,
    baseURL,
    ...(options.maxRetries === undefined ? {} : { maxRetries: options.maxRetries }),
    ...(options.timeoutMs === undefined ? {} : { timeout: options.timeoutMs }),
  };
  // The SDK is loaded at the first request, not at startup: li-agent's cold start does not pay
  // for a provider it may never call (`--provider scripted`, `--help`).
  let sdk: Promise<Anthropic> | undefined;
  // Set once the SDK is loaded: only an error from it can be its timeout error.
  let loaded: typeof Anthropic | undefined;
  const client = () =>
    (sdk ??= import('@anthropic-ai/sdk').then(({ default: SDK }) => {
      loaded = SDK;
      return new SDK(clientOptions);
    }));
  const defaults = { model: options.model, maxTokens: options.maxTokens ?? 4096 };
  const failure = (request: ModelRequest, error: unknown) =>
    providerFailure(
      {
        provider: 'anthropic',
        model: request.model ?? options.model,
        endpoint: `${baseURL}/v1/messages`,
        ...(options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs }),
      },
      error,
      request.signal,
      loaded !== undefined && error instanceof loaded.APIConnectionTimeoutError,
    );

  async function* streamAnswer(request: ModelRequest): AsyncGenerator<StreamChunk> {
    const params = toAnthropicParams(request, defaults);
    const pending = new Map<number, { id: string; name: string; json: string }>();
    try {
      const events = await (await client()).messages.create(
        { ...params, stream: true },
        { signal: request.signal },
      );
      for await (const event of events) {
        if (event.type === 'content_block_start') {
          const block = event.content_block;
          if (block.type === 'tool_use') {
            pending.set(event.index, { id: block.id, name: block.name, json: '' });
          } else if (block.type === 'text' && block.text !== '') {
            yield { type: 'text', text: block.text };
          }
        } else if (event.type === 'content_block_delta') {
          if (event.delta.type === 'text_delta') yield { type: 'text', text: event.delta.text };
          else if (event.delta.type === 'input_json_delta') {
            const call = pending.get(event.index);
            if (call) call.json += event.delta.partial_json;
          }
        } else if (event.type === 'content_block_stop') {
          const call = pending.get(event.index);
          if (call) {
            pending.delete(event.index);
            const { id, name, json } = call;
            yield {
              type: 'tool_call',
              call: { id, name, arguments: parseToolArguments('anthropic', call, json) },
            };
          }
        }
      }
    } catch (error) {
      throw failure(request, error);
    }
  }

  return {
    name: 'anthropic',
    model: options.model,
    baseURL,
    async complete(request) {
      const params = toAnthropicParams(request, defaults);
      try {
        const message = await (await client()).messages.create(params, { signal: request.signal });
        return fromAnthropicMessage(message);
      } catch (error) {
        throw failure(request, error);
      }
    },
    stream: streamAnswer,
  };
}
