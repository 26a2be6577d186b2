export {
  type AnthropicProvider,
  type AnthropicProviderOptions,
  createAnthropicProvider,
  DEFAULT_ANTHROPIC_BASE_URL,
} from './anthropic.js';
export {
  type AgentProvider,
  type CreateProviderOptions,
  createProvider,
  DEFAULT_MODELS,
  isProviderName,
  PROVIDER_NAMES,
  type ProviderName,
} from './create-provider.js';
export {
  createOpenAIProvider,
  DEFAULT_OPENAI_BASE_URL,
  type OpenAIProvider,
  type OpenAIProviderOptions,
} from './openai.js';
export type { ProviderErrorCode } from './provider-errors.js';
export {
  createScriptedProvider,
  type ScriptedProvider,
  type ScriptedProviderOptions,
} from './scripted.js';
export { parseScript, type ScriptDirective, type ScriptedCall } from './scripted-script.js';
export { structuredAnswer } from './scripted-structured.js';
