import { PROFILE_EVENTS, PROFILE_V1_EVENTS } from '@lionagi/hooks-profile';
import { describe, expect, it } from 'vitest';
import { rejection, workspace, writeAt } from '../test/support.js';
import { assertHostEmits, loadSettings } from './load-settings.js';
import type { ConfigDiagnostic } from './types.js';

/** Loads a project file that must fail; returns its path and the error's message lines. */
async function failing(projectText: string) {
  const ws = await workspace();
  const file = await writeAt(ws.project, '.lionagi/settings.yaml', projectText);
  const error = await rejection(
    loadSettings({ projectDir: ws.project, env: ws.env, hostEvents: PROFILE_V1_EVENTS }),
  );
  expect(error.code).toBe('CONFIG_INVALID');
  const diagnostics = error.details.diagnostics as ConfigDiagnostic[];
  const lines = error.message.split('\n').slice(1);
  expect(lines).toHaveLength(diagnostics.length);
  return { file, error, diagnostics, lines };
}

const SUPPORTED = PROFILE_V1_EVENTS.join(', ');

describe('hooks_external validation: events (D2)', () => {
  it('a host without the Stop seam (v1) refuses Stop with its file, line, and the missing seam', async () => {
    const { file, lines, diagnostics } = await failing(
      'hooks_external:\n  PreToolUse: []\n  Stop:\n    - hooks: [{ type: command, command: [./stop-guard] }]\n',
    );
    expect(lines).toEqual([
      `${file}:3:3: hooks_external.Stop: unsupported hook event "Stop": this runtime has no seam for Stop (it is a profile v2 event, and this host emits only the events below); supported events are ${SUPPORTED}`,
    ]);
    expect(diagnostics[0]).toMatchObject({ event: 'Stop', entry: 'hooks_external.Stop', line: 3 });
  });

  it('refuses Claude Code 2.1.332 PreSkillShellCommand like Stop, with its file, line and harness note', async () => {
    const { file, lines, diagnostics } = await failing(
      'hooks_external:\n  PreSkillShellCommand:\n    - hooks: [{ type: command, command: [./skill-guard] }]\n',
    );
    expect(lines).toEqual([
      `${file}:2:3: hooks_external.PreSkillShellCommand: unsupported hook event "PreSkillShellCommand" (a Claude Code 2.1.332 event, blocking, before each !\`cmd\` shell line of a skill or slash command (PreToolUse never sees those lines); to guard it, register "li hooks run PreToolUse --emit claude --as-tool Bash" under it (docs/cli-recipes.md)): the LionAGI runtime has no seam for it; supported events are ${SUPPORTED}`,
    ]);
    expect(diagnostics[0]).toMatchObject({ event: 'PreSkillShellCommand', line: 2 });
  });

  it('a host that declares the v2 seams loads Stop, PermissionRequest and Notification', async () => {
    const ws = await workspace();
    await writeAt(
      ws.project,
      '.lionagi/settings.yaml',
      'hooks_external:\n  Stop:\n    - hooks: [{ type: command, command: [./gate] }]\n  PermissionRequest:\n    - matcher: bash\n      hooks: [{ type: command, command: [./answer] }]\n  Notification:\n    - matcher: permission_prompt\n      hooks: [{ type: command, command: [./notify] }]\n',
    );
    const settings = await loadSettings({
      projectDir: ws.project,
      env: ws.env,
      hostEvents: PROFILE_EVENTS,
    });
    expect(settings.hostEvents).toEqual(PROFILE_EVENTS);
    expect(settings.hooks.Stop.map((e) => e.command)).toEqual([['./gate']]);
    expect(settings.hooks.PermissionRequest[0]?.matcher).toBe('bash');
    expect(settings.hooks.Notification[0]?.matcher).toBe('permission_prompt');
    // The same settings handed to a v1 host are refused, naming each entry's file and line.
    const error = await rejection(
      Promise.resolve().then(() => assertHostEmits(settings, PROFILE_V1_EVENTS)),
    );
    expect(error.code).toBe('CONFIG_INVALID');
    expect(error.message.split('\n').slice(1)).toEqual([
      `${ws.projectFile}:3:15: unsupported hook event "Stop": this runtime has no seam for Stop; supported events are ${SUPPORTED}`,
      `${ws.projectFile}:6:15: unsupported hook event "PermissionRequest": this runtime has no seam for PermissionRequest; supported events are ${SUPPORTED}`,
      `${ws.projectFile}:9:15: unsupported hook event "Notification": this runtime has no seam for Notification; supported events are ${SUPPORTED}`,
    ]);
  });

  it('refuses PreCompact and SubagentStop on a v1 host as profile v3 events, and suggests the right case for a near miss', async () => {
    const { file, lines } = await failing(
      'hooks_external:\n  PreCompact: []\n  pretooluse: []\n  SubagentStop: []\n  TeammateIdle: []\n',
    );
    expect(lines[0]).toBe(
      `${file}:2:3: hooks_external.PreCompact: unsupported hook event "PreCompact": this runtime has no seam for PreCompact (it is a profile v3 event, and this host emits only the events below); supported events are ${SUPPORTED}`,
    );
    expect(lines[1]).toContain(
      `${file}:3:3: hooks_external.pretooluse: unsupported hook event "pretooluse" (did you mean "PreToolUse"? event names are case-sensitive)`,
    );
    expect(lines[2]).toBe(
      `${file}:4:3: hooks_external.SubagentStop: unsupported hook event "SubagentStop": this runtime has no seam for SubagentStop (it is a profile v3 event, and this host emits only the events below); supported events are ${SUPPORTED}`,
    );
    expect(lines[3]).toBe(
      `${file}:5:3: hooks_external.TeammateIdle: unsupported hook event "TeammateIdle" (a Claude Code 2.1.328 event: a teammate of an agent team is about to go idle (not observed live); li-agent has no agent teams (a subagent returns to its parent, it never idles)): the LionAGI runtime has no seam for it; supported events are ${SUPPORTED}`,
    );
  });

  it('loads the v3 events on a host that declares them, matchers on agent_type and trigger', async () => {
    const ws = await workspace();
    await writeAt(
      ws.project,
      '.lionagi/settings.yaml',
      'hooks_external:\n  SubagentStop:\n    - matcher: general-purpose\n      hooks: [{ type: command, command: ["./gate"] }]\n  PreCompact:\n    - matcher: auto\n      hooks: [{ type: command, command: ["./keep"] }]\n',
    );
    const settings = await loadSettings({
      projectDir: ws.project,
      env: ws.env,
      hostEvents: PROFILE_EVENTS,
    });
    expect(settings.hooks.SubagentStop.map((e) => [e.matcher, e.command])).toEqual([
      ['general-purpose', ['./gate']],
    ]);
    expect(settings.hooks.PreCompact.map((e) => [e.matcher, e.command])).toEqual([
      ['auto', ['./keep']],
    ]);
  });

  it('requires hooks_external to be a mapping and each event to hold a list', async () => {
    const a = await failing('hooks_external: [PreToolUse]\n');
    expect(a.lines[0]).toBe(
      `${a.file}:1:17: hooks_external: hooks_external must be a mapping of event names (${SUPPORTED}) to lists of matcher groups`,
    );
    const b = await failing('hooks_external:\n  PreToolUse: { hooks: [] }\n');
    expect(b.lines[0]).toBe(
      `${b.file}:2:15: hooks_external.PreToolUse: must be a list of matcher groups like - { matcher: "...", hooks: [...] }`,
    );
  });
});

describe('hooks_external validation: type', () => {
  it('requires type', async () => {
    const { file, lines, diagnostics } = await failing(
      'hooks_external:\n  PreToolUse:\n    - hooks:\n        - command: [./guard]\n',
    );
    expect(lines).toEqual([
      `${file}:4:11: hooks_external.PreToolUse[0].hooks[0]: type is required: "command" (an argv) or "http" (a url)`,
    ]);
    expect(diagnostics[0]).toMatchObject({
      event: 'PreToolUse',
      entry: 'hooks_external.PreToolUse[0].hooks[0]',
    });
  });

  it.each(['mcp_tool', 'prompt', 'agent'])('names %s as reserved but unsupported', async (type) => {
    const { file, lines } = await failing(
      `hooks_external:\n  PostToolUse:\n    - hooks:\n        - type: ${type}\n          url: https://example.invalid\n`,
    );
    expect(lines).toEqual([
      `${file}:4:17: hooks_external.PostToolUse[0].hooks[0]: type "${type}" is reserved but not supported; only "command" and "http" hooks run`,
    ]);
  });

  it('names an unknown type', async () => {
    const { file, lines } = await failing(
      'hooks_external:\n  SessionStart:\n    - hooks:\n        - type: shell\n          command: [./x]\n',
    );
    expect(lines).toEqual([
      `${file}:4:17: hooks_external.SessionStart[0].hooks[0]: unknown hook type "shell"; hooks are "command" or "http" (reserved for later: mcp_tool, prompt, agent)`,
    ]);
  });
});

describe('hooks_external validation: command (D4)', () => {
  const entry = (command: string) =>
    `hooks_external:\n  PreToolUse:\n    - matcher: bash\n      hooks:\n        - type: command\n          command: ${command}\n`;
  const where = (file: string) => `${file}:6:20: hooks_external.PreToolUse[0].hooks[0]: `;

  it('refuses a string and never splits it', async () => {
    const { file, lines } = await failing(entry('"uv run guards/check.py"'));
    expect(lines).toEqual([
      `${where(file)}command must be a non-empty argv list, not a string (got "uv run guards/check.py"): a command string is never split or run through a shell; write each argument as a list item, e.g. ["./guards/check.sh", "--strict"]`,
    ]);
  });

  it('refuses an empty list', async () => {
    const { file, lines } = await failing(entry('[]'));
    expect(lines).toEqual([
      `${where(file)}command must be a non-empty argv list; got an empty list`,
    ]);
  });

  it('refuses a mapping and null', async () => {
    const a = await failing(entry('{ run: x }'));
    expect(a.lines[0]).toBe(
      `${where(a.file)}command must be a non-empty argv list, e.g. ["./guards/check.sh", "--strict"]; got a mapping`,
    );
    const b = await failing(entry('null'));
    expect(b.lines[0]).toBe(
      `${where(b.file)}command must be a non-empty argv list, e.g. ["./guards/check.sh", "--strict"]; got nothing (null)`,
    );
  });

  it('refuses empty, whitespace-only and non-string items, each at its own column', async () => {
    const { file, lines } = await failing(entry('["./guard", "", "  ", 5]'));
    const prefix = `hooks_external.PreToolUse[0].hooks[0]: command must be a non-empty argv list of non-empty, non-whitespace strings;`;
    expect(lines).toEqual([
      `${file}:6:32: ${prefix} command[1] is empty`,
      `${file}:6:36: ${prefix} command[2] is only whitespace`,
      `${file}:6:42: ${prefix} command[3] is the number 5 (quote it: "5")`,
    ]);
  });

  it('requires a command', async () => {
    const { file, lines } = await failing(
      'hooks_external:\n  SessionEnd:\n    - hooks:\n        - type: command\n',
    );
    expect(lines).toEqual([
      `${file}:4:11: hooks_external.SessionEnd[0].hooks[0]: command is required and must be a non-empty argv list, e.g. ["./guards/check.sh", "--strict"]`,
    ]);
  });
});

describe('hooks_external validation: other fields', () => {
  const hook = (fields: string) =>
    `hooks_external:\n  PostToolUse:\n    - hooks:\n        - type: command\n          command: [./h]\n${fields}`;

  it.each([
    ['0', 'got 0'],
    ['-5', 'got -5'],
    ['"30"', 'got the string "30"'],
  ])('refuses timeout %s', async (value, got) => {
    const { file, lines } = await failing(hook(`          timeout: ${value}\n`));
    expect(lines).toEqual([
      `${file}:6:20: hooks_external.PostToolUse[0].hooks[0]: timeout must be a positive number of seconds; ${got}`,
    ]);
  });

  it('refuses a timeout over one day', async () => {
    const { file, lines } = await failing(hook('          timeout: 100000\n'));
    expect(lines).toEqual([
      `${file}:6:20: hooks_external.PostToolUse[0].hooks[0]: timeout must be at most 86400 seconds (one day); got 100000`,
    ]);
  });

  it('refuses a source other than imported:claude or imported:codex', async () => {
    const { file, lines } = await failing(hook('          source: imported:cursor\n'));
    expect(lines).toEqual([
      `${file}:6:19: hooks_external.PostToolUse[0].hooks[0]: source must be "imported:claude" or "imported:codex" (entries authored in place have no source); got "imported:cursor"`,
    ]);
  });

  it('refuses a non-boolean fail_closed', async () => {
    const { file, lines } = await failing(hook('          fail_closed: "yes"\n'));
    expect(lines).toEqual([
      `${file}:6:24: hooks_external.PostToolUse[0].hooks[0]: fail_closed must be true or false; got "yes"`,
    ]);
  });

  it('refuses unknown keys in an entry, listing the allowed keys', async () => {
    const { file, lines } = await failing(hook('          args: [--x]\n          once: true\n'));
    expect(lines).toEqual([
      `${file}:6:11: hooks_external.PostToolUse[0].hooks[0]: unknown key "args" in a hook entry; allowed keys: type, command, timeout, fail_closed, async, source, tool_vocabulary, imported_from, status_message, enabled (put the arguments in the command list)`,
      `${file}:7:11: hooks_external.PostToolUse[0].hooks[0]: unknown key "once" in a hook entry; allowed keys: type, command, timeout, fail_closed, async, source, tool_vocabulary, imported_from, status_message, enabled`,
    ]);
  });

  it('refuses unknown keys in a matcher group, listing the allowed keys', async () => {
    const { file, lines } = await failing(
      'hooks_external:\n  PreToolUse:\n    - matcher: Bash\n      description: guard\n      command: [./x]\n      hooks: []\n',
    );
    expect(lines).toEqual([
      `${file}:4:7: hooks_external.PreToolUse[0]: unknown key "description" in a matcher group; allowed keys: matcher, tool_vocabulary, hooks`,
      `${file}:5:7: hooks_external.PreToolUse[0]: unknown key "command" in a matcher group; allowed keys: matcher, tool_vocabulary, hooks (hook entry fields go inside the group, under hooks:)`,
    ]);
  });

  it('reports an invalid matcher regex at the matcher', async () => {
    const { file, lines } = await failing(
      'hooks_external:\n  PreToolUse:\n    - matcher: "mcp__(fs"\n      hooks: [{ type: command, command: [./g] }]\n',
    );
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      new RegExp(
        `^${file.replaceAll('/', '\\/').replaceAll('.', '\\.')}:3:16: hooks_external\\.PreToolUse\\[0\\]: invalid matcher "mcp__\\(fs": not a valid regular expression`,
      ),
    );
  });

  it('refuses a non-string matcher, a group without hooks and a group that is not a mapping', async () => {
    const { file, lines } = await failing(
      'hooks_external:\n  PreToolUse:\n    - matcher: 42\n      hooks: [{ type: command, command: [./g] }]\n    - matcher: Bash\n    - ./guard\n',
    );
    expect(lines).toEqual([
      `${file}:3:16: hooks_external.PreToolUse[0]: matcher must be a string ("*", an exact name list like "bash|write_file", or a regex); got 42`,
      `${file}:5:7: hooks_external.PreToolUse[1]: hooks is required: a list of hook entries like { type: command, command: [...] }`,
      `${file}:6:7: hooks_external.PreToolUse[2]: a matcher group must be a mapping like { matcher: "...", hooks: [...] }`,
    ]);
  });

  it('names the entry index of the failing hook among valid ones', async () => {
    const { diagnostics } = await failing(
      'hooks_external:\n  UserPromptSubmit:\n    - hooks:\n        - { type: command, command: [./ok] }\n        - { type: command, command: "./bad" }\n',
    );
    expect(diagnostics).toEqual([
      expect.objectContaining({
        line: 5,
        column: 37,
        event: 'UserPromptSubmit',
        entry: 'hooks_external.UserPromptSubmit[0].hooks[1]',
      }),
    ]);
  });
});

describe('collecting diagnostics', () => {
  it('reports every problem of both files in one error, user file first', async () => {
    const ws = await workspace();
    const userFile = await writeAt(
      ws.home,
      '.lionagi/settings.yaml',
      'hooks_external:\n  TeammateIdle: []\n',
    );
    const projectFile = await writeAt(
      ws.project,
      '.lionagi/settings.yaml',
      'hooks_external:\n  PreToolUse:\n    - hooks:\n        - { type: http }\n        - { type: command, command: [] }\n',
    );
    const error = await rejection(loadSettings({ projectDir: ws.project, env: ws.env }));
    const diagnostics = error.details.diagnostics as ConfigDiagnostic[];
    expect(diagnostics.map((d) => `${d.file}:${d.line}`)).toEqual([
      `${userFile}:2`,
      `${projectFile}:4`,
      `${projectFile}:5`,
    ]);
    expect(error.message.split('\n')[0]).toBe('invalid hook settings (3 problems):');
  });

  it('reports YAML syntax errors with file, line and column', async () => {
    const { file, lines } = await failing(
      'hooks_external:\n  PreToolUse:\n    - hooks: [\n  Stop: x\n',
    );
    expect(lines[0]).toMatch(/^.*:\d+:\d+: invalid YAML \([A-Z_]+\): /);
    expect(lines[0]?.startsWith(`${file}:`)).toBe(true);
  });

  it('reports duplicate keys at the second occurrence', async () => {
    const { file, lines } = await failing('hooks_external: {}\nhooks_external: {}\n');
    expect(lines).toEqual([`${file}:2:1: invalid YAML (DUPLICATE_KEY): Map keys must be unique`]);
  });
});
