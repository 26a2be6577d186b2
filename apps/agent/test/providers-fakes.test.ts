import { describe, expect, it } from 'vitest';
import { startFakeAnthropic } from './fakes/fake-anthropic.js';
import { startFakeOpenAI } from './fakes/fake-openai.js';

async function post(url: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: res.status, text: await res.text() };
}

describe('fake model servers', () => {
  it('bind to 127.0.0.1 and record every request, refusing what they do not serve', async () => {
    const fake = await startFakeAnthropic([{ text: 'one' }]);
    try {
      expect(fake.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      const key = { 'x-api-key': 'k' };
      expect((await post(`${fake.url}/v1/complete`, {}, key)).status).toBe(404);
      expect((await post(`${fake.url}/v1/messages`, { model: 'm' })).status).toBe(401);
      expect((await post(`${fake.url}/v1/messages`, { model: 'm' }, key)).status).toBe(200);
      const exhausted = await post(`${fake.url}/v1/messages`, { model: 'm' }, key);
      expect(exhausted.status).toBe(400);
      expect(JSON.parse(exhausted.text).error.message).toBe(
        'fake server: script exhausted after 1 answers',
      );
      expect(fake.requests.map((request) => request.path)).toEqual([
        '/v1/complete',
        '/v1/messages',
        '/v1/messages',
        '/v1/messages',
      ]);
    } finally {
      await fake.close();
    }
  });

  it('ends an OpenAI stream with data: [DONE]', async () => {
    const fake = await startFakeOpenAI([{ text: 'hi' }]);
    try {
      expect(fake.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/v1$/);
      const { status, text } = await post(
        `${fake.url}/chat/completions`,
        { model: 'm', stream: true },
        { authorization: 'Bearer k' },
      );
      expect(status).toBe(200);
      expect(text.endsWith('data: [DONE]\n\n')).toBe(true);
      expect(text.split('\n\n').filter((event) => event.startsWith('data: {')).length).toBe(4);
    } finally {
      await fake.close();
    }
  });
});
