import { isIP } from 'node:net';

/** What an http handler's review warns about (`li hooks trust`), before anything is approved. */
export interface HttpWarningSubject {
  url: string;
  allowedEnvVars: readonly string[];
  /** Whether the handler's event is blocking (its answer decides the action). */
  blocking: boolean;
  failClosed: boolean;
}

function ipv4Kind(host: string): string | undefined {
  const [a, b] = host.split('.').map(Number) as [number, number];
  if (a === 127) return 'a loopback address';
  if (a === 169 && b === 254) return 'a link-local address (cloud metadata services answer there)';
  if (a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168))
    return 'a private-range address';
  if (a === 0) return 'an unspecified address';
  return undefined;
}

function ipv6Kind(host: string): string | undefined {
  const h = host.toLowerCase();
  if (h === '::1' || h === '::') return 'a loopback address';
  if (/^fe[89ab]/.test(h)) return 'a link-local address';
  if (/^f[cd]/.test(h)) return 'a private-range (unique local) address';
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(h);
  return mapped?.[1] === undefined ? undefined : ipv4Kind(mapped[1]);
}

/** Why the host of `url` is not a public one (loopback, link-local, private), or `undefined`. */
export function localHostKind(url: URL): string | undefined {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (host === 'localhost' || host.endsWith('.localhost')) return 'a loopback name';
  const family = isIP(host);
  if (family === 4) return ipv4Kind(host);
  if (family === 6) return ipv6Kind(host);
  return undefined;
}

/**
 * Warnings for an http handler's approval, in words: a cleartext `http://` URL whose headers may
 * carry environment variables (tokens) in the clear; a loopback, link-local or private-range
 * host (whatever listens there, on this machine or network, answers for the hook); and a
 * handler on a blocking event without `fail_closed`, whose network error lets the action go
 * ahead (C-5: http guards fail open unless `fail_closed: true`).
 */
export function httpApprovalWarnings(subject: HttpWarningSubject): string[] {
  const warnings: string[] = [];
  let url: URL | undefined;
  try {
    url = new URL(subject.url);
  } catch {
    url = undefined;
  }
  if (url?.protocol === 'http:' && subject.allowedEnvVars.length > 0) {
    warnings.push(
      `cleartext http:// URL: the headers reading ${subject.allowedEnvVars.join(', ')} are sent unencrypted; anyone on the path can read them`,
    );
  }
  const local = url === undefined ? undefined : localHostKind(url);
  if (local !== undefined) {
    warnings.push(
      `host ${url!.hostname} is ${local}: whatever listens there answers for this hook, and a repository can point the handler at a service of this machine or network`,
    );
  }
  if (subject.blocking && !subject.failClosed) {
    warnings.push(
      'on a blocking event without fail_closed: a connection error or a malformed answer lets the action go ahead (C-5); set fail_closed: true to deny instead',
    );
  }
  return warnings;
}
