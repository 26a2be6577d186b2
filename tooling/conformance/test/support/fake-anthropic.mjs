// A fake Anthropic Messages API on 127.0.0.1 for the live suite. The conversation's first user
// message carries directive lines; the n-th assistant turn answers the n-th directive. Requests
// without directives (titles, side queries) get a short text answer; `@fail STATUS MESSAGE` answers
// that HTTP status with an Anthropic error body. `POST /hook/NAME` answers as
// an http hook (HOOK_ANSWERS). Every request is appended to `log` as one JSON line, so a row can
// read exactly what the model was shown.
import { appendFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { parseDirectives } from './directives.mjs';

const textOf = (content) =>
  typeof content === 'string'
    ? content
    : (content ?? [])
        .filter((block) => block.type === 'text')
        .map((block) => block.text)
        .join('\n');

/**
 * What `POST /hook/NAME` answers (an http hook's body, read like a command hook's stdout); the
 * envelope it got is logged like any request.
 */
/** The API's error `type` per HTTP status (Anthropic's documented error shapes). */
const ERROR_TYPES = {
  400: 'invalid_request_error',
  401: 'authentication_error',
  403: 'permission_error',
  404: 'not_found_error',
  413: 'request_too_large',
  429: 'rate_limit_error',
  500: 'api_error',
  529: 'overloaded_error',
};

/** An `@fail STATUS MESSAGE` answer: the status, and the error body the real API sends. */
function fail(res, { status, message }) {
  res.writeHead(status, { 'content-type': 'application/json' });
  const type = ERROR_TYPES[status] ?? 'api_error';
  res.end(JSON.stringify({ type: 'error', error: { type, message } }));
}

const HOOK_ANSWERS = {
  'pre-deny': {
    hookSpecificOutput: {
      hookEventName: 'PreToolUse',
      permissionDecision: 'deny',
      permissionDecisionReason: 'HTTP-DENY-REASON',
    },
  },
};

function answer(body) {
  const messages = body.messages ?? [];
  const first = messages.find((m) => m.role === 'user');
  const directives = first ? parseDirectives(textOf(first.content)) : [];
  if (directives.length === 0) return { text: 'ok' };
  const step = messages.filter((m) => m.role === 'assistant').length;
  const directive = directives[step];
  if (directive === undefined) return { text: 'done' };
  if (directive.kind === 'final') return { text: directive.text };
  if (directive.kind === 'fail') return { fail: directive };
  return {
    calls: directive.calls.map((call, i) => ({
      id: `toolu_${step}_${i}`,
      name: call.name,
      input: call.input ?? {},
    })),
  };
}

function sse(res, body, reply, n) {
  const send = (type, data) =>
    res.write(`event: ${type}\ndata: ${JSON.stringify({ type, ...data })}\n\n`);
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  send('message_start', {
    message: {
      id: `msg_${n}`,
      type: 'message',
      role: 'assistant',
      model: body.model,
      content: [],
      stop_reason: null,
      stop_sequence: null,
      usage: { input_tokens: 10, output_tokens: 1 },
    },
  });
  let index = 0;
  if (reply.text !== undefined) {
    send('content_block_start', { index, content_block: { type: 'text', text: '' } });
    send('content_block_delta', { index, delta: { type: 'text_delta', text: reply.text } });
    send('content_block_stop', { index });
    index += 1;
  }
  for (const call of reply.calls ?? []) {
    send('content_block_start', {
      index,
      content_block: { type: 'tool_use', id: call.id, name: call.name, input: {} },
    });
    send('content_block_delta', {
      index,
      delta: { type: 'input_json_delta', partial_json: JSON.stringify(call.input) },
    });
    send('content_block_stop', { index });
    index += 1;
  }
  send('message_delta', {
    delta: { stop_reason: reply.calls ? 'tool_use' : 'end_turn', stop_sequence: null },
    usage: { output_tokens: 5 },
  });
  send('message_stop', {});
  res.end();
}

function json(res, body, reply, n) {
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(
    JSON.stringify({
      id: `msg_${n}`,
      type: 'message',
      role: 'assistant',
      model: body.model,
      content: [
        ...(reply.text !== undefined ? [{ type: 'text', text: reply.text }] : []),
        ...(reply.calls ?? []).map((c) => ({
          type: 'tool_use',
          id: c.id,
          name: c.name,
          input: c.input,
        })),
      ],
      stop_reason: reply.calls ? 'tool_use' : 'end_turn',
      stop_sequence: null,
      usage: { input_tokens: 10, output_tokens: 5 },
    }),
  );
}

/**
 * Starts the server on 127.0.0.1 (random port). Resolves to `{ url, close }`.
 * @param {{ log: string }} options
 */
export function startFakeAnthropic({ log }) {
  let n = 0;
  const server = createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (chunk) => {
      raw += chunk;
    });
    req.on('end', () => {
      n += 1;
      const body = raw ? JSON.parse(raw) : {};
      appendFileSync(log, `${JSON.stringify({ n, method: req.method, url: req.url, body })}\n`);
      const path = (req.url ?? '').split('?')[0];
      if (path.startsWith('/hook/') && req.method === 'POST') {
        const answer = HOOK_ANSWERS[path.slice('/hook/'.length)];
        res.writeHead(answer ? 200 : 404, { 'content-type': 'application/json' });
        res.end(JSON.stringify(answer ?? {}));
      } else if (path === '/v1/messages/count_tokens') {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ input_tokens: 10 }));
      } else if (path === '/v1/messages' && req.method === 'POST') {
        const reply = answer(body);
        if (reply.fail) fail(res, reply.fail);
        else if (body.stream) sse(res, body, reply, n);
        else json(res, body, reply, n);
      } else {
        res.writeHead(404, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({ type: 'error', error: { type: 'not_found_error', message: req.url } }),
        );
      }
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      resolve({
        url: `http://127.0.0.1:${port}`,
        close: () => new Promise((r) => server.close(r)),
      });
    });
  });
}
