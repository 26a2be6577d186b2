import { describe, expect, it } from 'vitest';
import { httpApprovalWarnings } from './http-warnings.js';

// Fault row 'hostile-http-local-host' of docs/reliability.md.

// Issue 31 item 10: what the review of an http handler warns about before approval.
const base = { allowedEnvVars: [] as string[], blocking: false, failClosed: false };

describe('httpApprovalWarnings', () => {
  it('warns about tokens sent over cleartext http://', () => {
    expect(
      httpApprovalWarnings({
        ...base,
        url: 'http://audit.example.com/h',
        allowedEnvVars: ['TOKEN'],
      }),
    ).toEqual([
      'cleartext http:// URL: the headers reading TOKEN are sent unencrypted; anyone on the path can read them',
    ]);
    expect(
      httpApprovalWarnings({
        ...base,
        url: 'https://audit.example.com/h',
        allowedEnvVars: ['TOKEN'],
      }),
    ).toEqual([]);
  });

  it('warns about loopback, link-local and private-range hosts', () => {
    const kinds = [
      ['http://localhost:8080/h', 'a loopback name'],
      ['https://127.0.0.1/h', 'a loopback address'],
      ['https://[::1]/h', 'a loopback address'],
      [
        'http://169.254.169.254/latest',
        'a link-local address (cloud metadata services answer there)',
      ],
      ['https://10.1.2.3/h', 'a private-range address'],
      ['https://172.20.0.1/h', 'a private-range address'],
      ['https://192.168.1.1/h', 'a private-range address'],
      ['https://[fd00::1]/h', 'a private-range (unique local) address'],
    ];
    for (const [url, kind] of kinds) {
      expect(httpApprovalWarnings({ ...base, url: url! })[0]).toContain(
        `is ${kind}: whatever listens there`,
      );
    }
    expect(httpApprovalWarnings({ ...base, url: 'https://172.32.0.1/h' })).toEqual([]);
  });

  it('warns that a blocking http guard without fail_closed fails open (C-5)', () => {
    const url = 'https://audit.example.com/h';
    expect(httpApprovalWarnings({ ...base, url, blocking: true })).toEqual([
      'on a blocking event without fail_closed: a connection error or a malformed answer lets the action go ahead (C-5); set fail_closed: true to deny instead',
    ]);
    expect(httpApprovalWarnings({ ...base, url, blocking: true, failClosed: true })).toEqual([]);
  });
});
