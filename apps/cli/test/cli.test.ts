import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PROFILE_NAME } from '@lionagi/hooks-profile';
import { describe, expect, it } from 'vitest';
import { runLi } from './helpers/run-li.js';

const pkg = JSON.parse(await readFile(join(import.meta.dirname, '..', 'package.json'), 'utf8'));

describe.concurrent('li (bundled)', () => {
  it('prints its version', async () => {
    const r = await runLi(['--version']);
    expect(r).toEqual({ code: 0, stdout: `${pkg.version}\n`, stderr: '' });
  });

  it('prints help for li and li hooks, listing the verbs', async () => {
    const top = await runLi(['--help']);
    expect(top.code).toBe(0);
    expect(top.stdout).toContain('li hooks <verb> [options]');
    const hooks = await runLi(['hooks', '--help']);
    expect(hooks.code).toBe(0);
    expect(hooks.stdout).toMatch(/^\s+schema\s+Print or write the JSON Schema/m);
  });

  it('names the current profile in help, from the one constant (never "profile v1" where v2 applies)', async () => {
    const top = await runLi(['--help']);
    expect(top.stdout.split('\n')[0]).toMatch(
      new RegExp(`^li \\S+: external hooks for the LionAGI runtime \\(${PROFILE_NAME}\\)$`),
    );
    const hooks = await runLi(['hooks', '--help']);
    expect(hooks.stdout).toMatch(
      new RegExp(
        `^\\s+test\\s+Run one command as a hook and compare ${PROFILE_NAME}, Claude Code and Codex$`,
        'm',
      ),
    );
    const test = await runLi(['hooks', 'test', '--help']);
    expect(test.stdout).toContain(`next to ${PROFILE_NAME}'s interpretation`);
    expect(test.stdout).toContain(`Show what ${PROFILE_NAME}, Claude Code and Codex`);
    for (const r of [top, hooks, test]) expect(r.stdout).not.toMatch(/profile v1(?!\.)/);
  });

  it('exits 1 with a one-line error on stderr for an unknown command or verb', async () => {
    expect(await runLi(['nope'])).toEqual({
      code: 1,
      stdout: '',
      stderr: 'li: unknown command "nope". Run "li --help".\n',
    });
    const r = await runLi(['hooks', 'frobnicate']);
    expect(r.code).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(/^li hooks: unknown verb "frobnicate"\. Known verbs: .*schema/);
  });

  it('prints the PreToolUse output schema as valid JSON Schema', async () => {
    const r = await runLi(['hooks', 'schema', 'PreToolUse', '--kind', 'output']);
    expect(r.code).toBe(0);
    expect(r.stderr).toBe('');
    const schema = JSON.parse(r.stdout);
    expect(schema.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
    expect(schema.properties.hookSpecificOutput.properties.permissionDecision.enum).toEqual([
      'allow',
      'deny',
      'ask',
    ]);
  });

  it('refuses an unmappable event with the profile diagnostic and no stack trace', async () => {
    const r = await runLi(['hooks', 'schema', 'TeammateIdle', '--kind', 'input']);
    expect(r.code).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr).toBe(
      'li hooks schema: unsupported hook event "TeammateIdle" (a Claude Code 2.1.328 event: a teammate of an agent team is about to go idle (not observed live); li-agent has no agent teams (a subagent returns to its parent, it never idles)): the LionAGI runtime has no seam for it; supported events are SessionStart, SessionEnd, UserPromptSubmit, PreToolUse, PostToolUse, PostToolUseFailure, Stop, PermissionRequest, Notification, SubagentStart, SubagentStop, PreCompact, PostCompact, PostToolBatch, StopFailure\n',
    );
  });

  it("speaks for li-agent's host, which emits the profile v2 and v3 events", async () => {
    const stop = await runLi(['hooks', 'schema', 'Stop', '--kind', 'input']);
    expect(stop.code).toBe(0);
    expect(JSON.parse(stop.stdout).required).toContain('stop_hook_active');
    const subagent = await runLi(['hooks', 'schema', 'SubagentStop', '--kind', 'input']);
    expect(subagent.code).toBe(0);
    expect(JSON.parse(subagent.stdout).required).toEqual(
      expect.arrayContaining(['agent_id', 'agent_type', 'stop_hook_active']),
    );
    const compact = await runLi(['hooks', 'schema', 'PreCompact', '--kind', 'input']);
    expect(JSON.parse(compact.stdout).properties.trigger.enum).toEqual(['manual', 'auto']);
  });

  it('validates --kind and asks for --out when printing several schemas', async () => {
    expect((await runLi(['hooks', 'schema', 'PreToolUse', '--kind', 'both'])).stderr).toBe(
      'li hooks schema: --kind must be "input" or "output", got "both"\n',
    );
    expect((await runLi(['hooks', 'schema'])).stderr).toBe(
      'li hooks schema: printing one schema needs EVENT and --kind; use --json for several, or --out DIR to write them\n',
    );
  });

  it('writes every schema file with --out and reports them as JSON with --json', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'lionagi-schema-'));
    const r = await runLi(['hooks', 'schema', '--out', dir, '--json']);
    expect(r.code).toBe(0);
    const files = (await readdir(dir)).sort();
    expect(files).toHaveLength(30);
    expect(
      JSON.parse(r.stdout)
        .written.map((f: string) => f.replace(`${dir}/`, ''))
        .sort(),
    ).toEqual(files);
    const committed = await readFile(
      join(import.meta.dirname, '../../../docs/schemas/pre-tool-use.input.schema.json'),
      'utf8',
    );
    expect(await readFile(join(dir, 'pre-tool-use.input.schema.json'), 'utf8')).toBe(committed);
  });

  it('shows verb help with examples', async () => {
    const r = await runLi(['hooks', 'schema', '--help']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('li hooks schema PreToolUse --kind output');
    expect(r.stdout).toContain('--kind <kind>');
  });
});

describe.concurrent('li hooks verb parsing', () => {
  it('refuses an option the verb does not declare', async () => {
    const r = await runLi(['hooks', 'schema', 'PreToolUse', '--kind', 'input', '--frob']);
    expect(r).toEqual({
      code: 1,
      stdout: '',
      stderr: 'li hooks schema: unknown option --frob. Run "li hooks schema --help".\n',
    });
  });
});
