import { writeFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeProject } from './fixtures/inspect/project.js';
import { loadedBy } from './helpers/loaded-by.js';

const SETTINGS = `hooks_external:
  PreToolUse:
    - matcher: bash
      hooks:
        - type: command
          command: ["/bin/echo", "{}"]
    - matcher: "^mcp__.*"
      hooks:
        - type: command
          command: ["echo", "{}"]
          source: imported:claude
`;

describe('cold start: what a command loads', { timeout: 60_000 }, () => {
  it('li hooks list loads neither the process adapter nor zod; li hooks run (the control) loads the adapter', async () => {
    const project = await makeProject(SETTINGS);
    const list = await loadedBy(['hooks', 'list'], project.dir, project.env);
    expect(list.code).toBe(0);
    expect(list.bundlesSource('exec/src/spawn-hook.ts')).toBe(false);
    expect(list.bundles('zod')).toBe(false);
    expect(list.bundles('yaml')).toBe(true);
    // Trust through `@lionagi/hooks-trust/status`: the state of each hook, none of the writers or the gate.
    expect(list.bundlesSource('trust/src/trust-status.ts')).toBe(true);
    for (const file of [
      'trust/src/approve.ts',
      'trust/src/revoke.ts',
      'trust/src/project-approve.ts',
      'trust/src/pending.ts',
      'trust/src/gate.ts',
      'trust/src/user-records.ts',
    ]) {
      expect(list.bundlesSource(file), file).toBe(false);
    }
    // The JSON report's writer is loaded by --json alone.
    expect(list.bundlesCliSource('src/inspect/hook-listing.ts')).toBe(true);
    expect(list.bundlesCliSource('src/contract/report.ts')).toBe(false);
    const json = await loadedBy(['hooks', 'list', '--json'], project.dir, project.env);
    expect(json.code).toBe(0);
    expect(json.bundlesCliSource('src/contract/report.ts')).toBe(true);

    const input = JSON.stringify({ tool_name: 'bash', tool_input: { command: 'ls' } });
    const run = await loadedBy(['hooks', 'run', 'PreToolUse'], project.dir, project.env, input);
    expect(run.code).toBe(0);
    expect(run.bundlesSource('exec/src/spawn-hook.ts')).toBe(true);
    // The runtime's hook host, not the runtime: no Session, Branch or MCP client.
    expect(run.bundlesSource('runtime/src/hook-host.ts')).toBe(true);
    expect(run.bundlesSource('runtime/src/session.ts')).toBe(false);
    expect(run.bundlesSource('runtime/src/branch.ts')).toBe(false);
    expect(run.bundles('@modelcontextprotocol/sdk')).toBe(false);
  });

  it('the bridge answers a tool call no entry matches without loading trust, exec or the audit log', async () => {
    const project = await makeProject(SETTINGS);
    const call = (tool: string) =>
      JSON.stringify({ hook_event_name: 'PreToolUse', tool_name: tool, tool_input: { a: 1 } });
    const bridge = ['hooks', 'run', 'PreToolUse', '--emit', 'claude'];
    // The audit log's reader is in the launcher too, for `li hooks list`, and evaluated only there.
    const notLoaded = [
      'trust/src/gate.ts',
      'exec/src/dispatcher.ts',
      'exec/src/spawn-hook.ts',
      'runtime/src/hook-host.ts',
    ];
    const miss = await loadedBy(bridge, project.dir, project.env, call('Read'));
    expect(miss.code).toBe(0);
    for (const file of notLoaded) expect(miss.bundlesSource(file), file).toBe(false);
    // Exact matchers only, the settings cached: the launcher (dist/li.cjs) answers alone (a regex
    // matcher, as above, needs RE2, which only the full program loads).
    const exact = await makeProject(SETTINGS.replace('"^mcp__.*"', 'Write|Edit'));
    await loadedBy(bridge, exact.dir, exact.env, call('Read'));
    const cached = await loadedBy(bridge, exact.dir, exact.env, call('Read'));
    expect(cached.code).toBe(0);
    expect(cached.files.map((f) => basename(f))).toEqual(['li.cjs', 'li-launcher.cjs']);
    // The control: Bash reaches the `bash` entry, which loads them to run it.
    const hit = await loadedBy(bridge, project.dir, project.env, call('Bash'));
    expect(hit.code).toBe(0);
    for (const file of [...notLoaded, 'exec/src/hook-audit.ts'])
      expect(hit.bundlesSource(file), file).toBe(true);
  });

  it('the bridge still refuses, with no entry matching, an argv that only outgrows the kernel limit once substituted', async () => {
    // Under the 128 KiB limit as written, over it once each placeholder is the project path.
    const huge = '${LIONAGI_PROJECT_DIR}'.repeat(5400);
    const project = await makeProject(`${SETTINGS}  PostToolUse:
    - matcher: bash
      hooks:
        - type: command
          command: ["/bin/echo", "${huge}"]
`);
    const input = JSON.stringify({ tool_name: 'Read', tool_input: { a: 1 } });
    const run = await project.li(['hooks', 'run', 'PreToolUse', '--emit', 'claude'], input);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(
      /PostToolUse hook .*settings\.yaml:\d+: argv element 1 is \d+ bytes, over the 131072-byte limit/,
    );
    expect(run.stderr).toContain('blocking PreToolUse: LionAGI hooks could not be checked');
    expect(run.stdout).toBe('');
  });

  it('a second call reads the settings from the parsed-settings cache, without yaml; an edit is parsed again', async () => {
    const project = await makeProject(SETTINGS);
    const input = JSON.stringify({ tool_name: 'Read', tool_input: { a: 1 } });
    const bridge = ['hooks', 'run', 'PreToolUse', '--emit', 'claude'];
    const first = await loadedBy(bridge, project.dir, project.env, input);
    expect(first.bundles('yaml')).toBe(true);
    const second = await loadedBy(bridge, project.dir, project.env, input);
    expect(second.code).toBe(0);
    expect(second.bundles('yaml')).toBe(false);
    const list = await loadedBy(['hooks', 'list'], project.dir, project.env);
    expect(list.code).toBe(0);
    expect(list.bundles('yaml')).toBe(false);
    await writeFile(project.projectFile, SETTINGS.replace('matcher: bash', 'matcher: Read'));
    const edited = await loadedBy(bridge, project.dir, project.env, input);
    expect(edited.bundles('yaml')).toBe(true);
    const off = { ...project.env, LIONAGI_NO_SETTINGS_CACHE: '1' };
    expect((await loadedBy(bridge, project.dir, off, input)).bundles('yaml')).toBe(true);
  });

  it('li hooks run and the bridge load no zod for a valid envelope; a malformed one still gets the schema', async () => {
    const project = await makeProject(SETTINGS);
    const input = JSON.stringify({ tool_name: 'Bash', tool_input: { command: 'ls' } });
    for (const args of [
      ['hooks', 'run', 'PreToolUse'],
      ['hooks', 'run', 'PreToolUse', '--emit', 'claude'],
    ]) {
      const run = await loadedBy(args, project.dir, project.env, input);
      expect(run.code, args.join(' ')).toBe(0);
      expect(run.bundles('zod'), args.join(' ')).toBe(false);
      // The harness readers (Codex output schemas) are not on the bridge's path either.
      expect(run.bundlesSource('harness/src/codex-output.ts'), args.join(' ')).toBe(false);
    }
    const malformed = JSON.stringify({ tool_name: 'Bash', tool_input: 'ls' });
    const refused = await loadedBy(
      ['hooks', 'run', 'PreToolUse'],
      project.dir,
      project.env,
      malformed,
    );
    expect(refused.code).toBe(1);
    expect(refused.bundles('zod')).toBe(true);
  });

  it('li hooks list of exact matchers loads no RE2 (re2js); a regex matcher loads it and is still checked', async () => {
    const exact = await makeProject(SETTINGS.replace('"^mcp__.*"', 'Write|Edit'));
    const list = await loadedBy(['hooks', 'list'], exact.dir, exact.env);
    expect(list.code).toBe(0);
    expect(list.bundles('re2js')).toBe(false);
    expect(list.bundles('yaml')).toBe(true);

    const regex = await makeProject(SETTINGS);
    const withRegex = await loadedBy(['hooks', 'list'], regex.dir, regex.env);
    expect(withRegex.code).toBe(0);
    expect(withRegex.bundles('re2js')).toBe(true);
    // A lookahead passes JS's syntax check and is refused because RE2 cannot run it: still at load.
    const refused = await makeProject(SETTINGS.replace('"^mcp__.*"', '"^mcp__(?!x).*"'));
    const broken = await loadedBy(['hooks', 'list'], refused.dir, refused.env);
    expect(broken.code).not.toBe(0);
  });

  it('zod is loaded only once a settings file declares mcp_servers, and they are still validated', async () => {
    const project = await makeProject(`${SETTINGS}mcp_servers:\n  docs:\n    command: 7\n`);
    const list = await loadedBy(['hooks', 'list'], project.dir, project.env);
    expect(list.bundles('zod')).toBe(true);
    expect(list.code).not.toBe(0);
  });
});
