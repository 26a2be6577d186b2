import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { TOOLS } from '../test/tools.js';
import {
  type ExportableEntry,
  type ExportableEntryCommon,
  type ExportedCommandHandler,
  type ExportedHandler,
  exportHooks,
} from './export-hooks.js';
import { codexMatcher } from './export-matcher.js';
import { formatExportReport } from './export-report.js';
import { splitShellCommand } from './shell-words.js';

const commandOf = (h: ExportedHandler | undefined): ExportedCommandHandler | undefined =>
  h?.type === 'command' ? h : undefined;

const P = '${LIONAGI_PROJECT_DIR}';
const origin = { file: '/proj/.lionagi/settings.yaml', line: 3 };

type HttpRequest = Extract<ExportableEntry, { type: 'http' }>['http'];

/** An entry: an http one when it has a request, else a command one. */
function e(
  partial: Partial<ExportableEntryCommon> &
    Pick<ExportableEntryCommon, 'event' | 'command'> & { http?: HttpRequest },
): ExportableEntry {
  const { http, ...rest } = partial;
  const common = { matcher: undefined, timeoutSec: 60, failClosed: false, origin, ...rest };
  return http === undefined ? { type: 'command', ...common } : { type: 'http', ...common, http };
}

const settings = {
  projectDir: "/home/dev/my proj's",
  hooks: {
    PreToolUse: [
      e({
        event: 'PreToolUse',
        matcher: 'bash',
        command: [`${P}/.claude/hooks/guard.sh`],
        failClosed: true,
      }),
      e({
        event: 'PreToolUse',
        matcher: 'bash',
        command: ['uv', 'run', `${P}/guards/check.py`, "it's"],
        timeoutSec: 30,
      }),
      e({ event: 'PreToolUse', matcher: 'edit_file, write-file', command: ['/usr/bin/lint'] }),
    ],
    PostToolUseFailure: [e({ event: 'PostToolUseFailure', command: ['./report-failure'] })],
  },
  legacyHooks: [{}],
};

describe('exportHooks to Claude Code', () => {
  const result = exportHooks(settings, 'claude', { tools: TOOLS });

  it('writes exec form, or a shell string when the command path needs the project dir', () => {
    expect(result.config).toEqual({
      hooks: {
        PreToolUse: [
          {
            matcher: 'Bash',
            hooks: [
              {
                type: 'command',
                command: '"$CLAUDE_PROJECT_DIR"/.claude/hooks/guard.sh',
                timeout: 60,
              },
              {
                type: 'command',
                command: 'uv',
                args: ['run', '${CLAUDE_PROJECT_DIR}/guards/check.py', "it's"],
                timeout: 30,
              },
            ],
          },
          {
            matcher: 'Edit|write-file',
            hooks: [{ type: 'command', command: '/usr/bin/lint', timeout: 60 }],
          },
        ],
        PostToolUseFailure: [
          { hooks: [{ type: 'command', command: './report-failure', timeout: 60 }] },
        ],
      },
    });
  });

  it('reports what does not travel', () => {
    expect(result.rows[0]?.notes).toEqual([
      'written as a shell string with "$CLAUDE_PROJECT_DIR": Claude Code substitutes ${CLAUDE_PROJECT_DIR} only inside exec-form args',
      'fail_closed does not travel: in Claude Code a failing hook lets the action proceed',
      'Dv1-4: on timeout Claude Code lets the action proceed; profile v3 denies',
    ]);
    expect(result.rows[2]?.notes[0]).toBe(
      'Dv1-2: "write-file" has no claude tool name in the tool registry; copied as is',
    );
    expect(result.notes).toContain('1 legacy hooks: entry is not exported');
    expect(result.notes[0]).toMatch(
      /^Dv1-7: Claude Code starts all matching hooks of an event together/,
    );
    const text = formatExportReport(result);
    expect(text[0]).toBe(
      `exported  PreToolUse  [bash]  ["${P}/.claude/hooks/guard.sh"] → "\\"$CLAUDE_PROJECT_DIR\\"/.claude/hooks/guard.sh"`,
    );
    expect(text.at(-1)).toBe('4 exported, 0 skipped');
  });

  it('writes shell strings that split back to the same argv', () => {
    const shell = commandOf(result.config.hooks.PreToolUse?.[0]?.hooks[0])?.command ?? '';
    expect(splitShellCommand(shell)).toEqual({
      ok: true,
      argv: [`${P}/.claude/hooks/guard.sh`],
      warnings: [],
    });
  });
});

describe('exportHooks to Codex', () => {
  const result = exportHooks(settings, 'codex', { tools: TOOLS });

  it('writes quoted shell strings with the absolute project path and skips PostToolUseFailure', () => {
    const pre = result.config.hooks.PreToolUse ?? [];
    expect(pre[0]?.hooks.map((h) => commandOf(h)?.command)).toEqual([
      `'/home/dev/my proj'\\''s'/.claude/hooks/guard.sh`,
      `uv run '/home/dev/my proj'\\''s'/guards/check.py 'it'\\''s'`,
    ]);
    expect(pre[0]?.matcher).toBe('Bash');
    expect(pre[1]?.matcher).toBe('^(?:edit_file|write\\-file)$');
    expect(result.config.hooks.PostToolUseFailure).toBeUndefined();
    expect(result.rows[3]).toMatchObject({ status: 'skipped', event: 'PostToolUseFailure' });
    expect(result.rows[0]?.notes[0]).toBe(
      "${LIONAGI_PROJECT_DIR} written as the absolute project path /home/dev/my proj's: Codex does not set CLAUDE_PROJECT_DIR",
    );
    expect(result.notes).toContain(
      'Codex runs a hook only after its own trust approval (/hooks, stored under [hooks.state] in config.toml), and project hooks only in trusted projects',
    );
  });

  it('produces commands bash executes as the original argv', () => {
    const command = commandOf(result.config.hooks.PreToolUse?.[0]?.hooks[1])?.command ?? '';
    const out = execFileSync('/bin/sh', ['-c', `printf '%s\\0' ${command}`], { encoding: 'utf8' });
    expect(out.split('\0').slice(0, -1)).toEqual([
      'uv',
      'run',
      "/home/dev/my proj's/guards/check.py",
      "it's",
    ]);
  });

  it('rewrites exact matchers to the Codex grammar', () => {
    expect(codexMatcher('bash, read_file')).toBe('bash|read_file');
    expect(codexMatcher('bash|read_file')).toBe('bash|read_file');
    expect(codexMatcher('mcp__.*')).toBe('mcp__.*');
    expect(codexMatcher('*')).toBe('*');
  });
});

describe('exported ${HOME} runs under the real shells', () => {
  const H = '${HOME}';
  const homeSettings = {
    projectDir: '/proj',
    hooks: {
      PreToolUse: [
        e({ event: 'PreToolUse', command: [`${H}/.claude/hooks/guard.sh`, `${P}/x`, `${H}`] }),
        e({ event: 'PreToolUse', command: ['/bin/sh', `${H}/.claude/hooks/guard.sh`, "a'b"] }),
      ],
    },
  };
  /** A HOME with a space and a quote in its path, holding a guard that prints its argv and exits 2. */
  function home(): string {
    const dir = join(mkdtempSync(join(tmpdir(), 'export-home-')), "my home's");
    mkdirSync(join(dir, '.claude', 'hooks'), { recursive: true });
    const guard = join(dir, '.claude', 'hooks', 'guard.sh');
    writeFileSync(guard, '#!/bin/sh\nprintf "%s|" "$@"\necho blocked >&2\nexit 2\n');
    chmodSync(guard, 0o755);
    return dir;
  }

  for (const [target, shell] of [
    ['claude', '/bin/sh'],
    ['claude', '/bin/bash'],
    ['codex', '/bin/sh'],
    ['codex', '/bin/bash'],
  ] as const) {
    it(`${target} under ${shell}: the guard starts and denies (exit 2), never 127`, () => {
      const dir = home();
      const hooks = (
        exportHooks(homeSettings, target).config.hooks.PreToolUse?.[0]?.hooks ?? []
      ).map(
        (h): ExportedCommandHandler => commandOf(h) ?? { type: 'command', command: '', timeout: 0 },
      );
      expect(hooks.map((h) => h.args)).toEqual([undefined, undefined]);
      const env = { PATH: process.env.PATH, HOME: dir, CLAUDE_PROJECT_DIR: '/proj' };
      const results = hooks.map((h) =>
        spawnSync(shell, ['-c', h.command], { env, input: '{}', encoding: 'utf8' }),
      );
      expect(results.map((r) => [r.status, r.stdout, r.stderr])).toEqual([
        [2, `/proj/x|${dir}|`, 'blocked\n'],
        [2, "a'b|", 'blocked\n'],
      ]);
    });
  }
});

describe('exporting to Codex an event it never fires', () => {
  it.each([
    ['Notification', 'Codex has no Notification event'],
    ['PostToolBatch', 'Codex has no PostToolBatch event (its PostToolUse fires for each call)'],
    ['StopFailure', 'Codex has no StopFailure event'],
  ] as const)('skips a %s hook with the harness reason; Claude Code gets it', (event, why) => {
    const hooks = { [event]: [e({ event, command: ['/bin/true'] })] };
    const codex = exportHooks({ projectDir: '/proj', hooks }, 'codex', { tools: TOOLS });
    expect(codex.config.hooks).toEqual({});
    expect(codex.rows[0]).toMatchObject({ status: 'skipped', notes: [why] });
    const claude = exportHooks({ projectDir: '/proj', hooks }, 'claude', { tools: TOOLS });
    expect(claude.rows[0]?.status).toBe('exported');
  });
});

describe('exporting an http handler', () => {
  const http = e({
    event: 'PreToolUse',
    matcher: 'bash',
    command: ['POST', 'http://127.0.0.1:8080/hook'],
    timeoutSec: 30,
    http: {
      url: 'http://127.0.0.1:8080/hook',
      headers: { Authorization: 'Bearer $HOOK_TOKEN' },
      allowedEnvVars: ['HOOK_TOKEN'],
    },
  });
  const withHttp = { projectDir: '/proj', hooks: { PreToolUse: [http] } };

  it("writes Claude Code's own type: http handler (url, headers, allowedEnvVars, timeout in seconds), never a program named POST", () => {
    const result = exportHooks(withHttp, 'claude', { tools: TOOLS });
    expect(result.rows[0]?.status).toBe('exported');
    expect(result.config.hooks.PreToolUse?.[0]?.hooks).toEqual([
      {
        type: 'http',
        url: 'http://127.0.0.1:8080/hook',
        headers: { Authorization: 'Bearer $HOOK_TOKEN' },
        allowedEnvVars: ['HOOK_TOKEN'],
        timeout: 30,
      },
    ]);
    expect(JSON.stringify(result.config)).not.toContain('POST');
  });

  it('skips it for Codex, saying why', () => {
    const result = exportHooks(withHttp, 'codex', { tools: TOOLS });
    expect(result.config.hooks).toEqual({});
    expect(result.rows[0]?.status).toBe('skipped');
    expect(result.rows[0]?.handler).toBeUndefined();
    expect(result.rows[0]?.notes).toContain(
      'an http handler is not exported: Codex has no http handlers',
    );
  });
});
