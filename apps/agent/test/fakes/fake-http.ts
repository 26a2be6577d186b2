import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One tool call a fake model answers with. */
export interface FakeToolCall {
  id: string;
  name: string;
  /** The argument object (default `{}`). */
  input?: Record<string, unknown>;
  /**
   * Sent verbatim as the argument JSON text instead of `input` (OpenAI both modes, Anthropic
   * stream mode), e.g. to send invalid JSON.
   */
  rawArguments?: string;
}

/** One scripted model answer: text and/or tool calls, or an HTTP error. */
export type FakeTurn =
  | { text?: string; toolCalls?: FakeToolCall[] }
  | { status: number; error: string };

/** One request the fake server received. `body` is the parsed JSON body. */
export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: Record<string, unknown>;
}

/** A running fake API server on 127.0.0.1. */
export interface FakeServer {
  /** The base URL to hand to the SDK (`ANTHROPIC_BASE_URL` / `OPENAI_BASE_URL`). */
  url: string;
  /** Every request received, in order (including rejected ones). */
  requests: RecordedRequest[];
  /** Stops the server and drops open keep-alive connections. */
  close(): Promise<void>;
}

/** How a fake API renders answers. */
export interface FakeApi {
  /** The only path served, e.g. `/v1/messages`. */
  path: string;
  /** Path prefix of the returned `url` (e.g. `/v1` for OpenAI, whose base URL includes it). */
  urlSuffix: string;
  errorBody(message: string): unknown;
  json(
    turn: { text?: string; toolCalls?: FakeToolCall[] },
    body: Record<string, unknown>,
    n: number,
  ): unknown;
  /** The `text/event-stream` body (complete SSE text) for a `stream: true` request. */
  sse(
    turn: { text?: string; toolCalls?: FakeToolCall[] },
    body: Record<string, unknown>,
    n: number,
  ): string;
}

/** Splits text in two non-empty halves (or fewer) so clients must assemble deltas. */
export function halves(text: string): string[] {
  const mid = Math.ceil(text.length / 2);
  return [text.slice(0, mid), text.slice(mid)].filter((part) => part !== '');
}

/**
 * The API key a request carried: `x-api-key`, else the `Authorization: Bearer` token (the
 * Anthropic SDK 1.x and the OpenAI SDK both send the bearer form).
 */
export function requestApiKey(request: Pick<RecordedRequest, 'headers'>): string | undefined {
  const { headers } = request;
  const header = headers['x-api-key'];
  if (typeof header === 'string' && header !== '') return header;
  return /^Bearer (.+)$/.exec(headers.authorization ?? '')?.[1];
}

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

/**
 * Starts a fake API on 127.0.0.1 (port chosen by the OS) answering `POST api.path` from `script`,
 * one turn per request, JSON or SSE as the request's `stream` field asks. Anything else, a request
 * without an API key, and a request after the script ran out get a 4xx error naming what was
 * wrong. Nothing else is contacted.
 */
export async function startFakeServer(
  api: FakeApi,
  script: readonly FakeTurn[],
): Promise<FakeServer> {
  const queue = [...script];
  const requests: RecordedRequest[] = [];
  let answered = 0;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      let body: Record<string, unknown> = {};
      try {
        body = raw === '' ? {} : JSON.parse(raw);
      } catch {
        body = { unparsed: raw };
      }
      const path = (req.url ?? '').split('?')[0] ?? '';
      requests.push({ method: req.method ?? '', path, headers: req.headers, body });
      if (req.method !== 'POST' || path !== api.path) {
        send(
          res,
          404,
          api.errorBody(`fake server: no route ${req.method} ${path}; serves POST ${api.path}`),
        );
        return;
      }
      if (requestApiKey(req) === undefined) {
        send(
          res,
          401,
          api.errorBody('fake server: no API key (x-api-key or Authorization: Bearer)'),
        );
        return;
      }
      const turn = queue.shift();
      if (turn === undefined) {
        send(res, 400, api.errorBody(`fake server: script exhausted after ${answered} answers`));
        return;
      }
      answered += 1;
      if ('status' in turn) {
        send(res, turn.status, api.errorBody(turn.error));
      } else if (body.stream === true) {
        res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
        res.end(api.sse(turn, body, answered));
      } else {
        send(res, 200, api.json(turn, body, answered));
      }
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${api.urlSuffix}`,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
