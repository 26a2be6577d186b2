import { HookError } from '@lionagi/hooks-profile/core';
import { type HttpHandlerSpec, substituteHeaders } from './http-headers.js';
import { monotonicMs } from './monotonic.js';
import {
  checkOptions,
  type HookRunResult,
  type RunHookOptions,
  serializeEnvelope,
} from './run-hook.js';

/** What {@link runHttpHook} observed: a run result whose "process" is one HTTP exchange. */
export interface HttpRunResult extends HookRunResult {
  /** The URL the envelope was POSTed to (after any same-host redirects). */
  url: string;
  /** The final response's status; absent when no response arrived. */
  httpStatus?: number;
  /** A request was sent (the connection may still have failed). */
  sent: boolean;
}

/** Same-host redirects followed before the exchange counts as failed. */
export const MAX_HTTP_REDIRECTS = 5;

/** How the handler is named in argv-shaped places (records, audit, dedup): `POST <url>`. */
export function httpCommand(spec: HttpHandlerSpec): string[] {
  return ['POST', spec.url];
}

/** Refuses a URL that is not absolute `http:` or `https:`, naming `where`. */
export function assertHttpUrl(url: unknown, where: string): void {
  let parsed: URL | undefined;
  try {
    parsed = typeof url === 'string' ? new URL(url) : undefined;
  } catch {
    parsed = undefined;
  }
  if (parsed === undefined || (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')) {
    throw new HookError(
      'USAGE',
      `${where}: url must be an absolute http:// or https:// URL, got ${JSON.stringify(url)}`,
    );
  }
}

/**
 * Runs one `type: http` handler: the envelope is POSTed as JSON (the same serialisation and
 * depth bound as a command's stdin) with the entry's headers, `$VAR` / `${VAR}` filled only for
 * `allowedEnvVars`. A 2xx body becomes the run's stdout (capped at `maxOutputBytes`, the rest not
 * read); any other status, a network error and a redirect to another origin are a
 * `transportError`; `timeoutMs` covers the whole exchange, body included, and aborting the
 * caller's signal cancels it. Redirects are followed by hand, only within the same origin
 * (scheme, host and port), at most {@link MAX_HTTP_REDIRECTS} times, re-POSTing the same body.
 * Uses Node's built-in fetch; never throws for a failed exchange.
 * @throws HookError `INVALID_ENVELOPE`, `USAGE` (as {@link runHookCommand}).
 */
export async function runHttpHook(
  spec: HttpHandlerSpec,
  envelope: unknown,
  options: Pick<RunHookOptions, 'timeoutMs' | 'env' | 'signal' | 'maxOutputBytes'> & {
    cwd?: string;
  },
): Promise<HttpRunResult> {
  const limits = checkOptions({ cwd: options.cwd ?? '/', ...options });
  const argv = httpCommand(spec);
  const body = serializeEnvelope(envelope, argv);
  const headers = new Headers({ 'content-type': 'application/json' });
  for (const [name, value] of Object.entries(substituteHeaders(spec, options.env ?? process.env)))
    headers.set(name, value);
  const started = monotonicMs();
  const result: HttpRunResult = {
    argv,
    url: spec.url,
    sent: false,
    exitCode: null,
    signal: null,
    stdout: '',
    stderr: '',
    timedOut: false,
    truncated: false,
    stdoutTruncated: false,
    stderrTruncated: false,
    aborted: false,
    notes: [],
    durationMs: 0,
  };
  const finish = () => {
    result.durationMs = Math.round(monotonicMs() - started);
    return result;
  };
  if (options.signal?.aborted) {
    result.aborted = true;
    return finish();
  }
  const controller = new AbortController();
  const timer = setTimeout(() => {
    result.timedOut = true;
    result.timeoutMs = limits.timeoutMs;
    controller.abort();
  }, limits.timeoutMs);
  const onAbort = () => {
    result.aborted = true;
    controller.abort();
  };
  options.signal?.addEventListener('abort', onAbort, { once: true });
  try {
    await exchange(spec.url, body, headers, limits.maxOutputBytes, controller.signal, result);
  } catch (error) {
    if (!result.timedOut && !result.aborted)
      result.transportError = networkFailure(spec.url, error);
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onAbort);
  }
  return finish();
}

async function exchange(
  first: string,
  body: string,
  headers: Headers,
  maxBytes: number,
  signal: AbortSignal,
  result: HttpRunResult,
): Promise<void> {
  let url = first;
  for (let hop = 0; ; hop++) {
    result.sent = true;
    const response = await fetch(url, {
      method: 'POST',
      body,
      headers,
      redirect: 'manual',
      signal,
    });
    result.httpStatus = response.status;
    result.url = url;
    const location = response.headers.get('location');
    if (response.status >= 300 && response.status < 400 && location !== null) {
      await response.body?.cancel();
      const next = new URL(location, url);
      if (next.origin !== new URL(first).origin) {
        result.transportError = `POST ${url} redirected to ${next.origin}, another host; redirects are followed only within ${new URL(first).origin}`;
        return;
      }
      if (hop >= MAX_HTTP_REDIRECTS) {
        result.transportError = `POST ${first} redirected more than ${MAX_HTTP_REDIRECTS} times`;
        return;
      }
      result.notes.push(`followed a same-host redirect (HTTP ${response.status}) to ${next.href}`);
      url = next.href;
      continue;
    }
    if (response.status < 200 || response.status > 299) {
      const text = await readCapped(response, 512);
      const detail = text.text.trim() ? `: ${text.text.trim().split('\n')[0]}` : '';
      result.transportError = `POST ${url} answered HTTP ${response.status}${detail}`;
      return;
    }
    const read = await readCapped(response, maxBytes);
    result.exitCode = 0;
    result.stdout = read.text;
    if (read.truncated) {
      result.truncated = true;
      result.stdoutTruncated = true;
      result.maxOutputBytes = maxBytes;
    }
    return;
  }
}

/** Reads at most `maxBytes` of the body; past the cap the rest is not downloaded. */
async function readCapped(
  response: Response,
  maxBytes: number,
): Promise<{ text: string; truncated: boolean }> {
  if (response.body === null) return { text: '', truncated: false };
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let kept = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return { text: Buffer.concat(chunks).toString('utf8'), truncated: false };
    if (kept + value.byteLength > maxBytes) {
      chunks.push(value.subarray(0, maxBytes - kept));
      await reader.cancel();
      return { text: Buffer.concat(chunks).toString('utf8'), truncated: true };
    }
    chunks.push(value);
    kept += value.byteLength;
  }
}

/** `POST <url> failed: connect ECONNREFUSED 127.0.0.1:9`: undici's `fetch failed` names only its cause. */
function networkFailure(url: string, error: unknown): string {
  const cause = (error as { cause?: { code?: unknown; message?: unknown } }).cause;
  const code = typeof cause?.code === 'string' ? cause.code : undefined;
  const message = typeof cause?.message === 'string' ? cause.message : String(error);
  return `POST ${url} failed: ${message}${code && !message.includes(code) ? ` (${code})` : ''}`;
}
