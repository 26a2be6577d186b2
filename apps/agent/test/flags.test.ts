import { mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { agent, collect, makeProject } from './helpers.js';

/** Runs a shell pipeline in `cwd`; `$AGENT` / `$LI` are the bundles, `$NODE` this node. */
function shell(cwd: string, env: NodeJS.ProcessEnv, script: string, input = '') {
  const bins = { AGENT: inject('agentBin'), LI: inject('liBin'), NODE: process.execPath };
  return collect('bash', ['-c', script], cwd, { ...env, ...bins }, input);
}

describe('li-agent flags', () => {
  it('-p - reads the prompt from stdin', async () => {
    const p = makeProject();
    const r = await shell(
      p.dir,
      p.env,
      '"$NODE" "$AGENT" -p - --output-format json',
      '@tool bash {"command":"printf from-stdin"}\n@final read it\n',
    );
    expect(r.stderr).not.toContain('is not a function');
    expect(r.code).toBe(0);
    const json = JSON.parse(r.stdout);
    expect(json.result).toBe('read it');
    expect(json.tool_calls[0]).toMatchObject({ name: 'bash', status: 'ok' });
  });

  it.each([
    [['--bogus', '-p', '@final x'], 'unknown option "--bogus"'],
    [['-p', '@final x', '--output-fromat', 'json'], 'did you mean "--output-format"?'],
    [['--max-turn', '3', '-p', '@final x'], 'did you mean "--max-turns"?'],
    [['-x'], 'unknown option "-x"'],
    [['-p', '@final x', 'stray'], 'unexpected argument "stray"'],
    [['hello'], 'unexpected argument "hello"'],
    [['--model'], 'option "--model" needs a value <id>'],
  ])('%j is a usage error, never ignored', async (args, message) => {
    const p = makeProject();
    const r = await agent(p, args);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(message);
    expect(r.stderr).toContain('Run "li-agent --help" for the options.');
    expect(r.stdout).toBe('');
  });

  it('a --project-dir that does not exist is an error, not a run without hooks', async () => {
    const p = makeProject();
    const r = await agent(p, ['-p', '@final x', '--project-dir', 'no-such-dir']);
    expect(r.code).toBe(1);
    expect(r.stderr).toBe('li-agent: --project-dir "no-such-dir" is not a directory\n');
    expect(r.stdout).toBe('');
  });

  it('says once on stderr that no project settings were found', async () => {
    const p = makeProject();
    const elsewhere = join(mkdtempSync(join(tmpdir(), 'lionagi-agent-noproject-')), 'dir');
    mkdirSync(elsewhere);
    const r = await agent(p, ['-p', '@final x', '--project-dir', elsewhere]);
    expect(r.code).toBe(0);
    const notices = r.stderr.split('\n').filter((l) => l.includes('no project settings found'));
    expect(notices).toEqual([
      `li-agent: no project settings found (no .lionagi/settings.yaml from ${elsewhere} up to the repository root); guards configured: 0`,
    ]);
    p.settings('hooks_external: {}\n');
    const found = await agent(p, ['-p', '@final x']);
    expect(found.stderr).not.toContain('no project settings found');
  });

  it('--help lists the flags and exits 0', async () => {
    const r = await agent(makeProject(), ['--help']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('-p, --print <prompt>');
    expect(r.stdout).toContain('--output-format <format>');
  });

  it('--help also lists the scripted directives, the exit codes and the provider environment', async () => {
    const r = await agent(makeProject(), ['--help']);
    expect(r.stdout).toContain(
      [
        "A prompt line starting with a directive is the model's script for the turn:",
        '  @tool NAME {JSON}             call one tool, e.g. @tool bash {"command":"ls"}',
        '  @tools [{"name":…,"input":…}] call several tools in one round',
        '  @final TEXT                   the final answer',
        '  @agent DESCRIPTION            start a subagent: the lines below, indented, are its own script',
        '  @fail STATUS [MESSAGE]        fail the model request with that HTTP status, e.g. @fail 429',
      ].join('\n'),
    );
    expect(r.stdout).toContain('--context-budget <chars>');
    expect(r.stdout).toContain('  4     the prompt was blocked by a hook\n');
    expect(r.stdout).toContain('  ANTHROPIC_API_KEY, ANTHROPIC_BASE_URL   --provider anthropic\n');
    expect(r.stdout).toContain('  OPENAI_API_KEY, OPENAI_BASE_URL');
    expect(r.stdout).toContain('-v, --version');
  });

  it('--version prints the bare version, as li --version does', async () => {
    const { version } = JSON.parse(
      readFileSync(join(import.meta.dirname, '..', 'package.json'), 'utf8'),
    );
    expect(await agent(makeProject(), ['--version'])).toMatchObject({
      code: 0,
      stdout: `${version}\n`,
    });
  });
});

describe('a closed pipe on stdout', () => {
  // More than a pipe holds, so li-agent is still writing when `head` has gone.
  const long = `@final first line\n${'x'.repeat(1 << 20)}\n`;

  it('li-agent … | head -1 exits 0 without a trace', async () => {
    const p = makeProject();
    p.settings('hooks_external: {}\n');
    const r = await shell(
      p.dir,
      p.env,
      '"$NODE" "$AGENT" -p - | head -1; echo "status=${PIPESTATUS[0]}" >&2',
      long,
    );
    expect(r.stdout.split('\n')).toHaveLength(2);
    expect(r.stderr).not.toContain('EPIPE');
    expect(r.stderr).toContain('status=0');
  });

  it('li … | head -1 exits 0 without a trace', async () => {
    const p = makeProject();
    // A denial whose 500 kB reason is in the report: more than a pipe holds.
    p.settings(`hooks_external:
  PreToolUse:
    - hooks: [{ type: command, command: [node, -e, "process.stderr.write('y'.repeat(500000)); process.exit(2)"] }]
`);
    const r = await shell(
      p.dir,
      p.env,
      '"$NODE" "$LI" hooks run PreToolUse --input - --json | head -1; echo "status=${PIPESTATUS[0]}" >&2',
      JSON.stringify({ tool_name: 'bash', tool_input: { command: 'ls' } }),
    );
    expect(r.stdout).toBe('{\n');
    expect(r.stderr).not.toContain('EPIPE');
    expect(r.stderr).toContain('status=0');
  });
});
