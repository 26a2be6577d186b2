import { isHookError } from '@lionagi/hooks-profile';
import { describe, expect, it } from 'vitest';
import { createProvider, DEFAULT_MODELS, PROVIDER_NAMES } from '../src/providers/index.js';
import { startFakeAnthropic } from './fakes/fake-anthropic.js';
import { requestApiKey } from './fakes/fake-http.js';
import { startFakeOpenAI } from './fakes/fake-openai.js';

const hello = { messages: [{ role: 'user' as const, content: 'hello' }], tools: [] };

describe('createProvider', () => {
  it('rejects an unknown provider, listing the known ones', () => {
    let error: unknown;
    try {
      createProvider('gemini', { env: {} });
    } catch (caught) {
      error = caught;
    }
    expect(isHookError(error)).toBe(true);
    expect((error as Error & { code: string }).code).toBe('USAGE');
    expect((error as Error).message).toBe(
      'unknown provider "gemini": expected one of scripted, anthropic, openai',
    );
    expect(PROVIDER_NAMES).toEqual(['scripted', 'anthropic', 'openai']);
  });

  it.each([
    ['anthropic', 'ANTHROPIC_API_KEY', { OPENAI_API_KEY: 'sk-wrong-one' }],
    ['openai', 'OPENAI_API_KEY', { ANTHROPIC_API_KEY: 'sk-wrong-one', OPENAI_API_KEY: '' }],
  ])('names the missing API key variable for %s', (name, variable, env) => {
    expect(() => createProvider(name, { env })).toThrow(
      `the ${name} provider needs an API key: ${variable} is not set`,
    );
  });

  it('makes the scripted provider from the prompt, offline', async () => {
    const provider = createProvider('scripted', { prompt: 'hi\n@final scripted hello', env: {} });
    expect(provider.name).toBe('scripted');
    expect(provider.model).toBe('scripted');
    expect(await provider.complete(hello)).toEqual({ text: 'scripted hello', toolCalls: [] });
    expect(createProvider('scripted', { model: 'demo' }).model).toBe('demo');
    expect(() => createProvider('scripted', { prompt: '@tool x {' })).toThrow(
      /^scripted provider: prompt line 1: @tool x: invalid JSON/,
    );
  });

  it('points the anthropic provider at ANTHROPIC_BASE_URL with the default model', async () => {
    const fake = await startFakeAnthropic([{ text: 'from anthropic' }]);
    try {
      const env = { ANTHROPIC_API_KEY: 'sk-ant-env', ANTHROPIC_BASE_URL: fake.url };
      const provider = createProvider('anthropic', { env });
      expect(provider.model).toBe(DEFAULT_MODELS.anthropic);
      expect(await provider.complete(hello)).toEqual({ text: 'from anthropic', toolCalls: [] });
      expect(fake.requests[0]?.body.model).toBe(DEFAULT_MODELS.anthropic);
      expect(requestApiKey(fake.requests[0]!)).toBe('sk-ant-env');
    } finally {
      await fake.close();
    }
  });

  it('points the openai provider at OPENAI_BASE_URL with the given model', async () => {
    const fake = await startFakeOpenAI([{ text: 'from openai' }]);
    try {
      const env = { OPENAI_API_KEY: 'sk-openai-env', OPENAI_BASE_URL: fake.url };
      const provider = createProvider('openai', { env, model: 'gpt-custom' });
      expect(await provider.complete(hello)).toEqual({ text: 'from openai', toolCalls: [] });
      expect(fake.requests[0]?.body.model).toBe('gpt-custom');
      expect(fake.requests[0]?.headers.authorization).toBe('Bearer sk-openai-env');
    } finally {
      await fake.close();
    }
  });
});
