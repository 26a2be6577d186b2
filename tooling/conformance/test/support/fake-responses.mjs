// A fake OpenAI Responses API (`POST /v1/responses`, SSE) on 127.0.0.1 for Codex. The first user
// message carrying directive lines steers the conversation: after k tool calls have been answered,
// the directive that follows them is answered. Every request is appended to `log` as one JSON line.
import { appendFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { parseDirectives } from './directives.mjs';

const userText = (item) =>
  item.type === 'message' && item.role === 'user'
    ? typeof item.content === 'string'
      ? item.content
      : (item.content ?? []).map((c) => c.text ?? '').join('\n')
    : '';

/**
 * A directive's tool name as the Responses API calls it: a tool of a `namespace` tool the request
 * declared (Codex puts MCP tools in `mcp__<server>`) is called by its own name plus `namespace`.
 */
function callName(body, name) {
  for (const tool of Array.isArray(body.tools) ? body.tools : []) {
    if (tool.type !== 'namespace' || !name.startsWith(`${tool.name}__`)) continue;
    const inner = name.slice(tool.name.length + 2);
    if ((tool.tools ?? []).some((t) => t.name === inner))
      return { name: inner, namespace: tool.name };
  }
  return { name };
}

function answer(body) {
  const input = Array.isArray(body.input) ? body.input : [];
  const directives =
    input
      .map(userText)
      .map(parseDirectives)
      .find((d) => d.length > 0) ?? [];
  if (directives.length === 0) return { text: 'ok' };
  const answered = input.filter((item) => item.type === 'function_call').length;
  let seen = 0;
  for (const [step, directive] of directives.entries()) {
    if (seen === answered) {
      if (directive.kind === 'final') return { text: directive.text };
      // `@fail` is the Anthropic fake's (StopFailure rows, which Codex does not run).
      if (directive.kind === 'fail') return { text: directive.message };
      return {
        calls: directive.calls.map((call, i) => ({
          call_id: `call_${step}_${i}`,
          ...callName(body, call.name),
          arguments: JSON.stringify(call.input ?? {}),
        })),
      };
    }
    if (directive.kind === 'calls') seen += directive.calls.length;
  }
  return { text: 'done' };
}

function stream(res, body, reply, n) {
  const send = (type, data) =>
    res.write(`event: ${type}\ndata: ${JSON.stringify({ type, ...data })}\n\n`);
  const response = {
    id: `resp_${n}`,
    object: 'response',
    model: body.model,
    status: 'in_progress',
    output: [],
  };
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  send('response.created', { response });
  const items = reply.calls
    ? reply.calls.map((c, i) => ({
        type: 'function_call',
        id: `fc_${n}_${i}`,
        status: 'completed',
        ...c,
      }))
    : [
        {
          type: 'message',
          id: `msg_${n}`,
          role: 'assistant',
          status: 'completed',
          content: [{ type: 'output_text', text: reply.text, annotations: [] }],
        },
      ];
  items.forEach((item, output_index) => {
    send('response.output_item.added', { output_index, item });
    send('response.output_item.done', { output_index, item });
  });
  send('response.completed', {
    response: {
      ...response,
      status: 'completed',
      output: items,
      usage: {
        input_tokens: 10,
        input_tokens_details: { cached_tokens: 0 },
        output_tokens: 5,
        output_tokens_details: { reasoning_tokens: 0 },
        total_tokens: 15,
      },
    },
  });
  res.end();
}

/**
 * Starts the server on 127.0.0.1 (random port). Resolves to `{ url, close }`; `url` ends in `/v1`.
 * @param {{ log: string }} options
 */
export function startFakeResponses({ log }) {
  let n = 0;
  const server = createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (chunk) => {
      raw += chunk;
    });
    req.on('end', () => {
      n += 1;
      let body = {};
      try {
        body = raw ? JSON.parse(raw) : {};
      } catch {
        body = { raw };
      }
      appendFileSync(log, `${JSON.stringify({ n, method: req.method, url: req.url, body })}\n`);
      const path = (req.url ?? '').split('?')[0];
      if (path === '/v1/responses' && req.method === 'POST') stream(res, body, answer(body), n);
      else {
        res.writeHead(404, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { message: `no route ${req.url}` } }));
      }
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      resolve({
        url: `http://127.0.0.1:${port}/v1`,
        close: () => new Promise((r) => server.close(r)),
      });
    });
  });
}
