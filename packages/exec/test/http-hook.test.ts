import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ProfileEvent } from '@lionagi/hooks-profile';
import { afterEach, describe, expect, it } from 'vitest';
import type { DispatchEntry, DispatchEntryCommon } from '../src/dispatch-entry.js';
import { createEventDispatcher } from '../src/dispatcher.js';
import { toAuditRecord } from '../src/hook-audit.js';
import type { HttpHandlerSpec } from '../src/http-headers.js';
import { tempDir } from './helpers.js';

interface Received {
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

const servers: Server[] = [];
afterEach(async () => {
  for (const s of servers.splice(0)) {
    s.closeAllConnections();
    await new Promise((r) => s.close(r));
  }
});

/** A real loopback server; `answer` decides each response. Returns its base URL and requests. */
async function serve(answer: (req: IncomingMessage, res: ServerResponse, body: string) => void) {
  const received: Received[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      received.push({ url: req.url ?? '', headers: req.headers, body });
      answer(req, res, body);
    });
  });
  servers.push(server);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return { base: `http://127.0.0.1:${port}`, port, received };
}

const json = (status: number, value: unknown) => (_: IncomingMessage, res: ServerResponse) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(value));
};

const DENY = {
  hookSpecificOutput: {
    hookEventName: 'PreToolUse',
    permissionDecision: 'deny',
    permissionDecisionReason: 'no pushes from the bot',
  },
};

const entry = (http: HttpHandlerSpec, extra: Partial<DispatchEntryCommon> = {}): DispatchEntry => ({
  type: 'http',
  command: ['POST', http.url],
  http,
  timeoutSec: 20,
  ...extra,
});

async function fire(
  event: ProfileEvent,
  entries: DispatchEntry[],
  env: NodeJS.ProcessEnv = { PATH: process.env.PATH },
) {
  const dir = await tempDir();
  const dispatcher = createEventDispatcher(event, entries, { projectDir: dir, env });
  const envelope =
    event === 'PreToolUse'
      ? {
          session_id: 's',
          hook_event_name: event,
          tool_name: 'bash',
          tool_input: { command: ['git', 'push'] },
        }
      : { session_id: 's', hook_event_name: event, source: 'startup' };
  return dispatcher.dispatch(envelope);
}

describe('type: http handlers', () => {
  it('POSTs the envelope as JSON and a 2xx body denies PreToolUse like a command stdout', async () => {
    const { base, received } = await serve(json(200, DENY));
    const result = await fire('PreToolUse', [entry({ url: `${base}/guard` })]);
    expect(result.decision).toBe('deny');
    expect(result.reason).toBe('no pushes from the bot');
    expect(received).toHaveLength(1);
    expect(received[0]?.url).toBe('/guard');
    expect(received[0]?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(received[0]?.body ?? '')).toMatchObject({
      hook_event_name: 'PreToolUse',
      tool_input: { command: ['git', 'push'] },
    });
    const run = result.runs[0];
    expect(run).toMatchObject({
      command: ['POST', `${base}/guard`],
      ran: true,
      exitCode: null,
      httpStatus: 200,
      outcome: 'blocked',
      decision: 'deny',
    });
    expect(toAuditRecord(run as NonNullable<typeof run>)).toMatchObject({
      command: ['POST', `${base}/guard`],
      exit_code: null,
      http_status: 200,
    });
  });

  it('a 500 is a failure: the call proceeds, or is denied with fail_closed', async () => {
    const { base } = await serve((_, res) => {
      res.writeHead(500);
      res.end('database down\n');
    });
    const open = await fire('PreToolUse', [entry({ url: base })]);
    expect(open.decision).not.toBe('deny');
    expect(open.runs[0]).toMatchObject({
      outcome: 'error',
      httpStatus: 500,
      reason: `hook POST ${base} failed: POST ${base} answered HTTP 500: database down`,
    });
    const closed = await fire('PreToolUse', [entry({ url: base }, { failClosed: true })]);
    expect(closed.decision).toBe('deny');
    expect(closed.reason).toBe(
      `hook POST ${base} failed: POST ${base} answered HTTP 500: database down (fail_closed: denying)`,
    );
  });

  it('a refused connection is a failure that denies with fail_closed', async () => {
    const { base } = await serve(json(200, {}));
    const gone = servers.pop() as Server;
    await new Promise((r) => gone.close(r));
    const result = await fire('PreToolUse', [entry({ url: base }, { failClosed: true })]);
    expect(result.decision).toBe('deny');
    expect(result.reason).toMatch(
      new RegExp(
        `^hook POST ${base} failed: POST ${base} failed: connect ECONNREFUSED 127\\.0\\.0\\.1:\\d+ \\(fail_closed: denying\\)$`,
      ),
    );
    expect(result.runs[0]).toMatchObject({ outcome: 'error', ran: true });
    expect(result.runs[0]?.httpStatus).toBeUndefined();
  });

  it('a server that never answers times out and denies the blocking event', async () => {
    const { base, received } = await serve(() => {
      // Never answers: the hook's timeout must end the exchange.
    });
    const result = await fire('PreToolUse', [entry({ url: base }, { timeoutSec: 0.3 })]);
    expect(received).toHaveLength(1);
    expect(result.decision).toBe('deny');
    expect(result.runs[0]).toMatchObject({ outcome: 'timeout', timedOut: true });
    expect(result.reason).toBe(
      `hook POST ${base} timed out after 0.3s; failing closed on a blocking event`,
    );
  });

  it('fills $VAR and ${VAR} in headers only for allowed_env_vars; others stay literal', async () => {
    const { base, received } = await serve(json(200, {}));
    const env = { PATH: process.env.PATH, HOOK_TOKEN: 'tok-123', SECRET: 'must-not-leak' };
    const spec = {
      url: base,
      headers: {
        Authorization: 'Bearer $HOOK_TOKEN',
        'X-Braced': '${HOOK_TOKEN}!',
        'X-Other': '$SECRET ${SECRET}',
      },
      allowedEnvVars: ['HOOK_TOKEN'],
    };
    const result = await fire('SessionStart', [entry(spec)], env);
    expect(result.runs[0]?.outcome).toBe('success');
    expect(received[0]?.headers).toMatchObject({
      authorization: 'Bearer tok-123',
      'x-braced': 'tok-123!',
      'x-other': '$SECRET ${SECRET}',
    });
    expect(JSON.stringify(received[0]?.headers)).not.toContain('must-not-leak');
  });

  it('does not follow a redirect to another host (and denies with fail_closed); follows one on the same host', async () => {
    const other = await serve(json(200, { hookSpecificOutput: { permissionDecision: 'allow' } }));
    const origin = await serve((req, res) => {
      if (req.url === '/moved') {
        res.writeHead(307, { location: '/here' });
        res.end();
      } else if (req.url === '/here') json(200, DENY)(req, res);
      else {
        res.writeHead(307, { location: `http://localhost:${other.port}/steal` });
        res.end();
      }
    });
    const away = await fire('PreToolUse', [
      entry({ url: `${origin.base}/away` }, { failClosed: true }),
    ]);
    expect(other.received).toHaveLength(0);
    expect(away.decision).toBe('deny');
    expect(away.reason).toBe(
      `hook POST ${origin.base}/away failed: POST ${origin.base}/away redirected to http://localhost:${other.port}, another host; redirects are followed only within ${origin.base} (fail_closed: denying)`,
    );
    const moved = await fire('PreToolUse', [entry({ url: `${origin.base}/moved` })]);
    expect(moved.decision).toBe('deny');
    expect(moved.reason).toBe('no pushes from the bot');
    expect(origin.received.map((r) => r.url)).toEqual(['/away', '/moved', '/here']);
    expect(origin.received[2]?.body).toBe(origin.received[1]?.body);
  });

  it('a body over the output cap is not parsed and denies the blocking event', async () => {
    const { base } = await serve((_, res) => {
      res.writeHead(200);
      res.end(`{"x":"${'a'.repeat(4096)}"}`);
    });
    const dir = await tempDir();
    const dispatcher = createEventDispatcher('PreToolUse', [entry({ url: base })], {
      projectDir: dir,
      maxOutputBytes: 1024,
    });
    const result = await dispatcher.dispatch({
      hook_event_name: 'PreToolUse',
      tool_name: 'bash',
      tool_input: {},
    });
    expect(result.decision).toBe('deny');
    expect(result.reason).toBe(
      `hook POST ${base} printed more than the capture limit of 1024 bytes on stdout; its output is ignored; its answer is unknown: failing closed on a blocking event`,
    );
  });
});
