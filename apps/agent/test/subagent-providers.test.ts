import { describe, expect, it } from 'vitest';
import { startFakeAnthropic } from './fakes/fake-anthropic.js';
import type { FakeServer, FakeTurn } from './fakes/fake-http.js';
import { startFakeOpenAI } from './fakes/fake-openai.js';
import { agentJson, makeProject } from './helpers.js';

const SCRIPT: FakeTurn[] = [
  {
    toolCalls: [
      { id: 't1', name: 'agent', input: { description: 'greet', prompt: 'say hi to the user' } },
    ],
  },
  { text: 'hi from the subagent' },
  { text: 'parent done' },
];

/** The tool names a request offered, for either API's body shape. */
const offered = (body: Record<string, unknown>) =>
  ((body.tools ?? []) as Array<{ name?: string; function?: { name: string } }>).map(
    (t) => t.name ?? t.function?.name,
  );

const PROVIDERS: Array<[string, string, (s: FakeTurn[]) => Promise<FakeServer>]> = [
  ['anthropic', 'ANTHROPIC', startFakeAnthropic],
  ['openai', 'OPENAI', startFakeOpenAI],
];

describe('the agent tool through the API providers (loopback fakes)', () => {
  it.each(PROVIDERS)(
    '%s: the model calls agent, the subagent runs on the same provider without it, its answer returns',
    async (provider, prefix, start) => {
      const fake = await start(SCRIPT);
      try {
        const r = await agentJson(makeProject(), 'Greet the user', ['--provider', provider], {
          [`${prefix}_BASE_URL`]: fake.url,
          [`${prefix}_API_KEY`]: 'k',
        });
        expect(r.code).toBe(0);
        expect(r.json?.result).toBe('parent done');
        expect(fake.requests).toHaveLength(3);
        const [parent, sub, after] = fake.requests.map((q) => q.body);
        expect(offered(parent ?? {})).toContain('agent');
        // The subagent is offered the parent's tools less agent, and its task is its prompt.
        expect(offered(sub ?? {})).not.toContain('agent');
        expect(offered(sub ?? {})).toContain('web_fetch');
        expect(JSON.stringify(sub)).toContain('say hi to the user');
        expect(JSON.stringify(sub)).not.toContain('Greet the user');
        expect(JSON.stringify(after)).toContain('hi from the subagent');
      } finally {
        await fake.close();
      }
    },
  );
});
