import { describe, expect, it } from 'vitest';
import { rejection, workspace, writeAt } from '../test/support.js';
import { formatDiagnostic } from './diagnostics.js';
import { loadSettings } from './load-settings.js';

async function load(projectText: string) {
  const ws = await workspace();
  const file = await writeAt(ws.project, '.lionagi/settings.yaml', projectText);
  return { ws, file, settings: () => loadSettings({ projectDir: ws.project, env: ws.env }) };
}

async function failing(projectText: string) {
  const { file, settings } = await load(projectText);
  const error = await rejection(settings());
  expect(error.code).toBe('CONFIG_INVALID');
  return { file, lines: error.message.split('\n').slice(1) };
}

const HTTP = `hooks_external:
  PreToolUse:
    - matcher: bash
      hooks:
        - type: http
          url: http://127.0.0.1:8080/hook
          headers:
            Authorization: "Bearer $HOOK_TOKEN"
            X-Other: "\${SECRET}"
          allowed_env_vars: [HOOK_TOKEN]
          fail_closed: true
`;

describe('hooks_external: type http', () => {
  it('loads url, headers as written and allowed_env_vars; its command is the display form', async () => {
    const { file, settings } = await load(HTTP);
    const loaded = await settings();
    expect(loaded.hooks.PreToolUse[0]).toMatchObject({
      type: 'http',
      command: ['POST', 'http://127.0.0.1:8080/hook'],
      http: {
        url: 'http://127.0.0.1:8080/hook',
        headers: { Authorization: 'Bearer $HOOK_TOKEN', 'X-Other': '${SECRET}' },
        allowedEnvVars: ['HOOK_TOKEN'],
      },
      failClosed: true,
      async: false,
    });
    expect(loaded.warnings.map(formatDiagnostic)).toEqual([
      `${file}:9:22: hooks_external.PreToolUse[0].hooks[0]: header X-Other refers to $SECRET, which allowed_env_vars does not list: it is sent literally as "\${SECRET}" (Claude Code would send an empty string)`,
    ]);
  });

  it('requires an http(s) url and refuses command on an http entry', async () => {
    const { file, lines } = await failing(
      'hooks_external:\n  PostToolUse:\n    - hooks:\n        - type: http\n          url: file:///etc/passwd\n          command: [./x]\n',
    );
    expect(lines).toEqual([
      `${file}:6:11: hooks_external.PostToolUse[0].hooks[0]: unknown key "command" in an http hook entry; allowed keys: type, timeout, fail_closed, async, source, tool_vocabulary, imported_from, status_message, enabled, url, headers, allowed_env_vars`,
      `${file}:5:16: hooks_external.PostToolUse[0].hooks[0]: url must be an absolute http:// or https:// URL; got "file:///etc/passwd"`,
    ]);
  });

  it('refuses a $-prefixed allowed_env_vars name, saying to write the bare name', async () => {
    const { file, lines } = await failing(
      'hooks_external:\n  SessionStart:\n    - hooks:\n        - type: http\n          url: http://127.0.0.1:1/\n          allowed_env_vars: [$TOKEN]\n',
    );
    expect(lines).toEqual([
      `${file}:6:30: hooks_external.SessionStart[0].hooks[0]: allowed_env_vars lists "$TOKEN", not an environment variable name (write the bare name, without $)`,
    ]);
  });
});

describe('hooks_external: async', () => {
  it('loads async: true on an advisory event', async () => {
    const { settings } = await load(
      'hooks_external:\n  PostToolUse:\n    - hooks:\n        - { type: command, command: [./audit], async: true }\n',
    );
    expect((await settings()).hooks.PostToolUse[0]).toMatchObject({ async: true });
  });

  it.each(['PreToolUse', 'UserPromptSubmit'])(
    'refuses async: true on %s with file:line',
    async (event) => {
      const { file, lines } = await failing(
        `hooks_external:\n  ${event}:\n    - hooks:\n        - type: command\n          command: [./guard]\n          async: true\n`,
      );
      expect(lines).toEqual([
        `${file}:6:18: hooks_external.${event}[0].hooks[0]: async: true is refused on ${event}, a blocking event: its hooks decide the action, so they are always awaited (async is for advisory events; an entry imported from Claude Code, source: imported:claude, runs in the background as it did there, C-8)`,
      ]);
    },
  );

  it('loads async: true on a blocking event for an entry imported from Claude Code (C-8)', async () => {
    const { settings } = await load(
      'hooks_external:\n  PreToolUse:\n    - hooks:\n        - { type: command, command: [./log], async: true, source: imported:claude }\n',
    );
    expect((await settings()).hooks.PreToolUse[0]).toMatchObject({ async: true });
  });
});
