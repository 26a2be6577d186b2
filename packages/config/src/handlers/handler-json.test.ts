import { describe, expect, it } from 'vitest';
import { handlerArgvLabel, handlerJson } from './handler-json.js';

describe('the handler JSON shape (li hooks list --json, the import report)', () => {
  it('shows a command handler as its argv, with async and status_message', () => {
    expect(
      handlerJson({
        type: 'command',
        command: ['./guard.sh', '--strict'],
        async: true,
        statusMessage: 'Scanning',
      }),
    ).toEqual({
      type: 'command',
      command: ['./guard.sh', '--strict'],
      http: null,
      async: true,
      status_message: 'Scanning',
    });
  });

  it('shows an http handler as its request, never as the argv ["POST", url]', () => {
    const json = handlerJson({
      type: 'http',
      command: ['POST', 'http://127.0.0.1:8080/hook'],
      http: {
        url: 'http://127.0.0.1:8080/hook',
        headers: { Authorization: 'Bearer $TOKEN' },
        allowedEnvVars: ['TOKEN'],
      },
    });
    expect(json).toEqual({
      type: 'http',
      command: [],
      http: {
        url: 'http://127.0.0.1:8080/hook',
        header_names: ['Authorization'],
        allowed_env_vars: ['TOKEN'],
      },
      async: false,
      status_message: null,
    });
    // A header value may be a secret written out: only its name is shown.
    expect(JSON.stringify(json)).not.toContain('Bearer');
    expect(handlerArgvLabel(json)).toEqual(['POST', 'http://127.0.0.1:8080/hook']);
  });
});
