import { BUILTIN_HARNESS_NAMES, defineTool, type Tool } from '@lionagi/runtime';
import type { z } from 'zod';
import { lazyInput } from './lazy-input.js';
import type { WebFetchInputSchema } from './tool-input-schemas.js';

/** The `web_fetch` tool's input. */
export type WebFetchInput = z.infer<typeof WebFetchInputSchema>;

/** What `web_fetch` returns. `content` is the body as text (HTML reduced to its text). */
export interface WebFetchResult {
  url: string;
  status: number;
  content_type: string;
  /** Bytes read (at most the size cap). */
  bytes: number;
  truncated: boolean;
  content: string;
  prompt?: string;
}

/** The limits of `web_fetch`. */
export interface WebFetchLimits {
  /** Body bytes read at most; the rest is dropped (`truncated: true`). Default 1 MiB. */
  maxBytes?: number;
  /** Milliseconds the whole fetch (redirects and body) may take. Default 30 s. */
  timeoutMs?: number;
}

/** Default body cap of `web_fetch`. */
export const WEB_FETCH_MAX_BYTES = 1024 * 1024;
/** Default time limit of `web_fetch`. */
export const WEB_FETCH_TIMEOUT_MS = 30_000;

const TEXTUAL = /^(text\/|application\/(json|xml|xhtml\+xml|javascript|[\w.+-]+\+(json|xml)))/i;

/** The URL when it is http(s); else an error saying what is refused. */
function checkedUrl(raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`web_fetch: not a URL: ${JSON.stringify(raw)}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error(`web_fetch: only http and https URLs are fetched, not ${url.protocol}`);
  return url;
}

/** Reads at most `max` bytes of the body, then cancels the rest. */
async function readCapped(response: Response, max: number) {
  const reader = response.body?.getReader();
  const parts: Uint8Array[] = [];
  let bytes = 0;
  let truncated = false;
  while (reader) {
    const { done, value } = await reader.read();
    if (done) break;
    const room = max - bytes;
    if (value.byteLength > room) {
      parts.push(value.subarray(0, room));
      bytes += room;
      truncated = true;
      await reader.cancel();
      break;
    }
    parts.push(value);
    bytes += value.byteLength;
  }
  return { text: new TextDecoder().decode(Buffer.concat(parts)), bytes, truncated };
}

/** HTML reduced to its text: scripts, styles and tags removed, entities of markup decoded. */
export function htmlText(html: string): string {
  return html
    .replace(/<(script|style|noscript)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<br\s*\/?>|<\/(p|div|li|h[1-6]|tr)>/gi, '\n')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/[ \t]+/g, ' ')
    .replace(/\s*\n\s*/g, '\n')
    .trim();
}

/**
 * Fetches `input.url` (http or https only: `file:` and every other scheme are refused before any
 * request), following redirects, within `timeoutMs` and reading at most `maxBytes` of the body.
 * A status other than 2xx, a body that is not text, or a timeout is a tool error.
 */
export async function webFetch(
  input: WebFetchInput,
  limits: WebFetchLimits = {},
  signal?: AbortSignal,
): Promise<WebFetchResult> {
  const url = checkedUrl(input.url);
  const timeoutMs = limits.timeoutMs ?? WEB_FETCH_TIMEOUT_MS;
  const timeout = AbortSignal.timeout(timeoutMs);
  const stop = signal ? AbortSignal.any([signal, timeout]) : timeout;
  try {
    const response = await fetch(url, { signal: stop, redirect: 'follow' });
    const final = checkedUrl(response.url || url.href);
    if (!response.ok) {
      await response.body?.cancel();
      throw new Error(
        `web_fetch: HTTP ${response.status} ${response.statusText} from ${final.href}`,
      );
    }
    const contentType = response.headers.get('content-type') ?? '';
    if (contentType !== '' && !TEXTUAL.test(contentType)) {
      await response.body?.cancel();
      throw new Error(`web_fetch: ${final.href} is ${contentType}, not text`);
    }
    const body = await readCapped(response, limits.maxBytes ?? WEB_FETCH_MAX_BYTES);
    return {
      url: final.href,
      status: response.status,
      content_type: contentType,
      bytes: body.bytes,
      truncated: body.truncated,
      content: /html/i.test(contentType) ? htmlText(body.text) : body.text,
      ...(input.prompt !== undefined ? { prompt: input.prompt } : {}),
    };
  } catch (error) {
    if (timeout.aborted && !signal?.aborted)
      throw new Error(`web_fetch: ${url.href} took longer than ${timeoutMs} ms`);
    throw error;
  }
}

/** The `web_fetch` tool (Claude Code's `WebFetch`; Codex has no fetch tool of its own). */
export function webFetchTool(limits: WebFetchLimits = {}): Tool {
  return defineTool({
    name: 'web_fetch',
    harnessNames: BUILTIN_HARNESS_NAMES.web_fetch,
    description:
      'Fetch an http(s) URL and return its text (HTML reduced to text; the body is capped at 1 MiB).',
    ...lazyInput('web_fetch'),
    handler: (args, ctx) => webFetch(args, limits, ctx.signal),
  });
}
