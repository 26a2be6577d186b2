import { HookError } from '@lionagi/hooks-profile';
import { type AnthropicProvider, createAnthropicProvider } from './anthropic.js';
import { createOpenAIProvider, type OpenAIProvider } from './openai.js';
import { createScriptedProvider, type ScriptedProvider } from './scripted.js';

/** The providers `li-agent --provider` accepts. */
export const PROVIDER_NAMES = ['scripted', 'anthropic', 'openai'] as const;

/** One of {@link PROVIDER_NAMES}. */
export type ProviderName = (typeof PROVIDER_NAMES)[number];

/** The model each API provider uses when `--model` is not given. */
export const DEFAULT_MODELS = {
  anthropic: 'claude-sonnet-4-6',
  openai: 'gpt-5.4',
} as const satisfies Record<Exclude<ProviderName, 'scripted'>, string>;

/** Options of {@link createProvider}. */
export interface CreateProviderOptions {
  /** The original prompt: its directive lines script the `scripted` provider. Default `''`. */
  prompt?: string;
  /** Model id; default per provider ({@link DEFAULT_MODELS}, `scripted` for the scripted one). */
  model?: string;
  /** Where API keys and base URLs are read (`ANTHROPIC_*`, `OPENAI_*`); default `process.env`. */
  env?: NodeJS.ProcessEnv;
  /** Per-request timeout of an API provider, in milliseconds; default the SDK's (10 minutes). */
  timeoutMs?: number;
  /** Retries of a failed API request (connection, 408/409/429, 5xx); default the SDK's (2). */
  maxRetries?: number;
}

/** Any provider {@link createProvider} makes. */
export type AgentProvider = ScriptedProvider | AnthropicProvider | OpenAIProvider;

/** True when `name` is one of {@link PROVIDER_NAMES}. */
export function isProviderName(name: string): name is ProviderName {
  return (PROVIDER_NAMES as readonly string[]).includes(name);
}

/**
 * Creates the provider `li-agent --provider NAME` selects: `scripted` (embedded, offline, scripted
 * by the prompt's directive lines), `anthropic` (`ANTHROPIC_API_KEY`, `ANTHROPIC_BASE_URL`) or
 * `openai` (`OPENAI_API_KEY`, `OPENAI_BASE_URL`). Throws `HookError('USAGE')` for an unknown name
 * (listing the known ones), a missing API key (naming the variable) or a malformed directive.
 */
export function createProvider(name: string, options: CreateProviderOptions = {}): AgentProvider {
  const env = options.env ?? process.env;
  if (!isProviderName(name)) {
    throw new HookError(
      'USAGE',
      `unknown provider ${JSON.stringify(name)}: expected one of ${PROVIDER_NAMES.join(', ')}`,
      { details: { provider: name } },
    );
  }
  const client = {
    ...(options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs }),
    ...(options.maxRetries === undefined ? {} : { maxRetries: options.maxRetries }),
  };
  switch (name) {
    case 'scripted':
      return createScriptedProvider(
        options.prompt ?? '',
        options.model ? { model: options.model } : {},
      );
    case 'anthropic':
      return createAnthropicProvider({
        model: options.model ?? DEFAULT_MODELS.anthropic,
        env,
        ...client,
      });
    case 'openai':
      return createOpenAIProvider({
        model: options.model ?? DEFAULT_MODELS.openai,
        env,
        ...client,
      });
  }
}
