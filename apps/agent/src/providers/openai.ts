import { HookError } from '@lionagi/hooks-profile';
import type { ModelProvider, ModelRequest, StreamChunk } from '@lionagi/runtime';
import type OpenAI from 'openai';
import { fromOpenAICompletion, toOpenAIParams } from './openai-mapping.js';
import { envValue, missingApiKey, parseToolArguments, providerFailure } from './provider-errors.js';

/** The Chat Completions base URL used when neither `baseURL` nor `OPENAI_BASE_URL` is given. */
export const DEFAULT_OPENAI_BASE_URL = 'https://api.openai.com/v1';

/** Options of {@link createOpenAIProvider}. */
export interface OpenAIProviderOptions {
  /** Model id, e.g. `gpt-5.4`; a request's own `model` overrides it. */
  model: string;
  /** Default: `OPENAI_API_KEY` from `env`. */
  apiKey?: string;
  /** API base URL including `/v1`. Default: `OPENAI_BASE_URL` from `env`, else the public API. */
  baseURL?: string;
  /** Where `OPENAI_*` settings are read; default `process.env`. */
  env?: NodeJS.ProcessEnv;
  /** Retries of failed requests (429, 5xx, network); default 2. */
  maxRetries?: number;
  /** Per-request timeout in milliseconds; default the SDK's (10 minutes). */
  timeoutMs?: number;
}

/** A {@link ModelProvider} backed by the OpenAI Chat Completions API. */
export interface OpenAIProvider extends ModelProvider {
  readonly name: 'openai';
  readonly model: string;
  /** The API base URL requests go to. */
  readonly baseURL: string;
}

type PartialCall = { id: string; name: string; json: string };

/**
 * Creates a provider on the OpenAI Chat Completions API (`POST {baseURL}/chat/completions`) with
 * tools. `complete` sends one request; `stream` sends it with `stream: true`, yields text deltas
 * as they arrive and, when the stream ends, each tool call assembled from its deltas. Throws
 * `HookError('USAGE')` naming `OPENAI_API_KEY` when no API key is given; request failures are
 * `PROVIDER_FAILED`, tool calls whose arguments are not a JSON object `PROVIDER_RESPONSE_INVALID`.
 */
export function createOpenAIProvider(options: OpenAIProviderOptions): OpenAIProvider {
  const env = options.env ?? process.env;
  const apiKey = options.apiKey ?? envValue(env, 'OPENAI_API_KEY');
  if (!apiKey) throw missingApiKey('openai', 'OPENAI_API_KEY');
  const baseURL = (
    options.baseURL ??
    envValue(env, 'OPENAI_BASE_URL') ??
    DEFAULT_OPENAI_BASE_URL
  ).replace(/\/+$/, '');
  const clientOptions: ConstructorParameters<typeof OpenAI>[0] = {
    apiKey,
    baseURL,
    // Read from `env`: left undefined, the SDK would read them from process.env instead.
    organization: envValue(env, 'OPENAI_ORG_ID') ?? null,
    project: envValue(env, 'OPENAI_PROJECT_ID') ?? null,
    ...(options.maxRetries === undefined ? {} : { maxRetries: options.maxRetries }),
    ...(options.timeoutMs === undefined ? {} : { timeout: options.timeoutMs }),
  };
  // The SDK is loaded at the first request, not at startup: li-agent's cold start does not pay
  // for a provider it may never call (`--provider scripted`, `--help`).
  let sdk: Promise<OpenAI> | undefined;
  // Set once the SDK is loaded: only an error from it can be its timeout error.
  let loaded: typeof OpenAI | undefined;
  const client = () =>
    (sdk ??= import('openai').then(({ default: SDK }) => {
      loaded = SDK;
      return new SDK(clientOptions);
    }));
  const defaults = { model: options.model };
  const failure = (request: ModelRequest, error: unknown) =>
    providerFailure(
      {
        provider: 'openai',
        model: request.model ?? options.model,
        endpoint: `${baseURL}/chat/completions`,
        ...(options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs }),
      },
      error,
      request.signal,
      loaded !== undefined && error instanceof loaded.APIConnectionTimeoutError,
    );

  async function* streamAnswer(request: ModelRequest): AsyncGenerator<StreamChunk> {
    const params = toOpenAIParams(request, defaults);
    const calls = new Map<number, PartialCall>();
    try {
      const chunks = await (await client()).chat.completions.create(
        { ...params, stream: true },
        { signal: request.signal },
      );
      for await (const chunk of chunks) {
        const delta = chunk.choices[0]?.delta;
        if (delta?.content) yield { type: 'text', text: delta.content };
        for (const part of delta?.tool_calls ?? []) {
          const call = calls.get(part.index) ?? { id: '', name: '', json: '' };
          calls.set(part.index, call);
          if (part.id) call.id = part.id;
          if (part.function?.name) call.name ||= part.function.name;
          call.json += part.function?.arguments ?? '';
        }
      }
      const ordered = [...calls.entries()].sort(([a], [b]) => a - b);
      for (const [index, call] of ordered) {
        if (!call.id || !call.name) {
          throw new HookError(
            'PROVIDER_RESPONSE_INVALID',
            `openai provider: streamed tool call at index ${index} has no ${call.id ? 'function name' : 'id'}; expected both in its first delta`,
          );
        }
        const args = parseToolArguments('openai', call, call.json);
        yield { type: 'tool_call', call: { id: call.id, name: call.name, arguments: args } };
      }
    } catch (error) {
      throw failure(request, error);
    }
  }

  return {
    name: 'openai',
    model: options.model,
    baseURL,
    async complete(request) {
      const params = toOpenAIParams(request, defaults);
      try {
        return fromOpenAICompletion(
          await (await client()).chat.completions.create(params, { signal: request.signal }),
        );
      } catch (error) {
        throw failure(request, error);
      }
    },
    stream: streamAnswer,
  };
}
