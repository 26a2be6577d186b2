import { createServer, type Server, type Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { agent, closedPort, makeProject } from './helpers.js';

const PROVIDERS = [
  ['anthropic', 'ANTHROPIC', ''],
  ['openai', 'OPENAI', '/v1'],
] as const;

function listen(server: Server): Promise<number> {
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => resolve((server.address() as { port: number }).port));
  });
}

/** A loopback server that accepts every connection, reads the request and never answers. */
async function silentServer() {
  const sockets: Socket[] = [];
  let requests = 0;
  const server = createServer((socket) => {
    sockets.push(socket);
    socket.on('data', (data) => {
      requests += data.toString('latin1').match(/^POST /gm)?.length ?? 0;
    });
  });
  const port = await listen(server);
  return {
    port,
    /** HTTP requests received (an idle connection opened beside them is not one). */
    requests: () => requests,
    close: () => {
      for (const s of sockets) s.destroy();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}

const count = (text: string, part: string) => text.split(part).length - 1;

describe.concurrent('API provider failures name their cause, once', () => {
  it.each(PROVIDERS)(
    '%s: a refused connection prints ECONNREFUSED once',
    async (provider, prefix, path) => {
      const port = await closedPort();
      const r = await agent(
        makeProject(),
        ['-p', 'hi', '--provider', provider, '--max-retries', '0'],
        { [`${prefix}_BASE_URL`]: `http://127.0.0.1:${port}${path}`, [`${prefix}_API_KEY`]: 'k' },
      );
      expect(r.code).toBe(1);
      const all = r.stdout + r.stderr;
      expect(r.stderr).toContain(
        `failed: Connection error. (connect ECONNREFUSED 127.0.0.1:${port})`,
      );
      expect(count(all, 'Connection error.')).toBe(1);
      expect(count(all, 'ECONNREFUSED')).toBe(1);
    },
  );

  it.each(PROVIDERS)(
    '%s: --timeout 1 --max-retries 0 ends a request nobody answers with a timeout message',
    async (provider, prefix, path) => {
      const silent = await silentServer();
      try {
        const r = await agent(
          makeProject(),
          ['-p', 'hi', '--provider', provider, '--timeout', '1', '--max-retries', '0'],
          {
            [`${prefix}_BASE_URL`]: `http://127.0.0.1:${silent.port}${path}`,
            [`${prefix}_API_KEY`]: 'k',
          },
        );
        expect(r.code).toBe(1);
        expect(r.stderr).toContain(
          'failed: Request timed out. (no answer within 1 s; --timeout and --max-retries set the limits)',
        );
        expect(count(r.stdout + r.stderr, 'Request timed out.')).toBe(1);
        expect(silent.requests()).toBe(1);
      } finally {
        await silent.close();
      }
    },
  );

  it('--max-retries 1 makes exactly one more attempt', async () => {
    const silent = await silentServer();
    try {
      const r = await agent(
        makeProject(),
        ['-p', 'hi', '--provider', 'openai', '--timeout', '0.5', '--max-retries', '1'],
        { OPENAI_BASE_URL: `http://127.0.0.1:${silent.port}/v1`, OPENAI_API_KEY: 'k' },
      );
      expect(r.code).toBe(1);
      expect(r.stderr).toContain('Request timed out. (no answer within 0.5 s');
      expect(silent.requests()).toBe(2);
    } finally {
      await silent.close();
    }
  });

  it.each([
    [['--timeout', '0'], '--timeout must be a positive number of seconds, got "0"'],
    [['--timeout', 'soon'], '--timeout must be a positive number of seconds, got "soon"'],
    [
      ['--max-retries', '-1'],
      '--max-retries must be a whole number of retries (0 or more), got "-1"',
    ],
    [
      ['--max-retries', '1.5'],
      '--max-retries must be a whole number of retries (0 or more), got "1.5"',
    ],
  ])('rejects %j: %s', async (args, message) => {
    const r = await agent(makeProject(), ['-p', 'hi', ...args]);
    expect(r.code).toBe(1);
    expect(r.stderr).toBe(`li-agent: ${message}\n`);
  });
});
