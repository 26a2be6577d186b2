import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { servePages, type WebPages } from './fakes/web-pages.js';
import { agent, li, MCP_SERVER, makeProject, type TestProject } from './helpers.js';

// Done-when of issue 15: a realistic Claude Code suite and a Codex hooks.json, imported and
// trusted unchanged, guard li-agent's tools under their own harness's tool names.
const hook = (tag: string) => ({
  type: 'command',
  command: `node "$CLAUDE_PROJECT_DIR"/fixtures/vocab-hook.mjs ${tag}`,
});
const CLAUDE = {
  permissions: { allow: ['Bash(git status)'] },
  hooks: {
    PreToolUse: [
      { matcher: 'Bash', hooks: [hook('bash-guard')] },
      { matcher: 'Edit|Write|MultiEdit', hooks: [hook('edit-write-multi')] },
      { matcher: '^(Edit|Write)$', hooks: [hook('edit-write-regex')] },
      { matcher: 'Bash(.*)', hooks: [hook('bash-regex')] },
      { matcher: 'mcp__srv__.*', hooks: [hook('mcp-srv')] },
      { matcher: '*', hooks: [hook('all')] },
      { matcher: 'WebFetch', hooks: [hook('webfetch')] },
    ],
    TeammateIdle: [{ hooks: [{ type: 'command', command: './stop.sh' }] }],
  },
};
const CODEX = {
  hooks: {
    PreToolUse: [
      {
        matcher: 'Bash',
        hooks: [
          {
            type: 'command',
            // Codex sets no CLAUDE_PROJECT_DIR; its hooks start in the session's directory.
            command: 'node fixtures/vocab-hook.mjs codex-bash',
          },
        ],
      },
    ],
  },
};
const PROMPT = [
  '@tool bash {"command":"rm -rf build"}',
  '@tool bash {"command":"echo hi"}',
  '@tool write_file {"file_path":"a.txt","content":"x"}',
  '@tool mcp__srv__echo {"value":"pong"}',
  '@final done',
].join('\n');

function suite(): TestProject {
  const p = makeProject();
  mkdirSync(join(p.dir, '.claude'));
  mkdirSync(join(p.dir, '.codex'));
  writeFileSync(join(p.dir, '.claude', 'settings.json'), JSON.stringify(CLAUDE, null, 2));
  writeFileSync(join(p.dir, '.codex', 'hooks.json'), JSON.stringify(CODEX, null, 2));
  p.settings(
    `mcp_servers:\n  srv:\n    command: node\n    args: [${JSON.stringify(MCP_SERVER)}]\n`,
  );
  return p;
}

async function importAndTrust(p: TestProject) {
  expect((await li(p, ['hooks', 'import', 'claude'])).code).toBe(0);
  expect((await li(p, ['hooks', 'import', 'codex'])).code).toBe(0);
  const trust = await li(p, ['hooks', 'trust', '--yes']);
  expect(trust.code).toBe(0);
  return trust;
}

const seen = (p: TestProject) =>
  readFileSync(join(p.dir, 'record.jsonl'), 'utf8')
    .trim()
    .split('\n')
    .map(
      (l) => JSON.parse(l) as { tag: string; tool_name: string; cwd: string; project_dir: string },
    );

let web: WebPages;
beforeAll(async () => {
  web = await servePages({ '/page': { type: 'text/html', body: '<p>fetched</p>' } });
});
afterAll(() => web.close());

describe('imported guards fire on the tool they were written for (profile v1.1)', () => {
  it('each guard fires in its own vocabulary; the Bash guard blocks; the WebFetch guard fires on web_fetch', async () => {
    const p = suite();
    const trust = await importAndTrust(p);
    // WebFetch names li-agent's web_fetch in the claude vocabulary now: nothing says it never fires.
    expect(trust.stdout).not.toContain('never fires');
    const settings = readFileSync(join(p.dir, '.lionagi', 'settings.yaml'), 'utf8');
    expect(settings).toContain('matcher: Bash\n');
    expect(settings).toContain('tool_vocabulary: claude');
    expect(settings).toContain('tool_vocabulary: codex');

    const prompt = PROMPT.replace(
      '@final done',
      `@tool web_fetch {"url":"${web.url}/page"}\n@final done`,
    );
    const r = await agent(p, ['-p', prompt, '--output-format', 'json']);
    expect(r.code).toBe(0);
    const json = JSON.parse(r.stdout);
    expect(json.tool_calls.map((c: { status: string }) => c.status)).toEqual([
      'denied',
      'ok',
      'ok',
      'ok',
      'ok',
    ]);
    expect(json.tool_calls[0].error).toBe('bash-guard: rm -rf is not allowed');
    expect(web.paths).toEqual(['/page']);
    // The TeammateIdle hook import rejected stays visible on the start line (issue 35, item 2).
    expect(json.warnings).toEqual([
      expect.stringMatching(
        /settings\.yaml:\d+: 1 hook from \.claude\/settings\.json did not come across: TeammateIdle \[\*\] "\.\/stop\.sh": no import flag brings it across \(unsupported hook event "TeammateIdle"/,
      ),
    ]);
    expect(r.stderr).not.toContain('never fires');

    const byTag = new Map<string, string[]>();
    for (const s of seen(p)) byTag.set(s.tag, [...(byTag.get(s.tag) ?? []), s.tool_name]);
    expect(Object.fromEntries(byTag)).toEqual({
      // The first bash call: the guard denies, the chain stops there.
      'bash-guard': ['Bash', 'Bash'],
      'bash-regex': ['Bash'],
      all: ['Bash', 'Write', 'mcp__srv__echo', 'WebFetch'],
      'codex-bash': ['Bash'],
      'edit-write-multi': ['Write'],
      'edit-write-regex': ['Write'],
      'mcp-srv': ['mcp__srv__echo'],
      webfetch: ['WebFetch'],
    });

    const list = await li(p, ['hooks', 'list']);
    expect(list.stdout).toContain('     matcher: WebFetch (claude tool names)');
    expect(list.stdout).not.toContain('never fires');
    const doctor = await li(p, ['hooks', 'doctor', '--json']);
    const findings = JSON.parse(doctor.stdout).findings as { code: string; message: string }[];
    expect(findings.filter((f) => f.code === 'never-fires')).toEqual([]);
  });

  // Two agent runs and two li runs over a whole imported suite: a bound for a hang, not a timing.
  it('from a subdirectory, li-agent and li hooks run behave as from the root', {
    timeout: 120_000,
  }, async () => {
    const p = suite();
    await importAndTrust(p);
    const sub = join(p.dir, 'src', 'deep');
    mkdirSync(sub, { recursive: true });
    const fromRoot = await agent(p, ['-p', PROMPT, '--output-format', 'json']);
    const fromSub = await agent(p, ['-p', PROMPT, '--output-format', 'json'], {}, sub);
    expect(fromSub.code).toBe(fromRoot.code);
    const calls = (r: { stdout: string }) =>
      JSON.parse(r.stdout).tool_calls.map((c: { status: string; error?: string }) => [
        c.status,
        c.error,
      ]);
    expect(calls(fromSub)).toEqual(calls(fromRoot));
    const records = seen(p);
    expect(new Set(records.map((s) => s.cwd))).toEqual(new Set([p.dir]));
    expect(new Set(records.map((s) => s.project_dir))).toEqual(new Set([p.dir]));

    const envelope = join(p.dir, 'envelope.json');
    writeFileSync(
      envelope,
      JSON.stringify({ tool_name: 'Bash', tool_input: { command: 'rm -rf /' } }),
    );
    const run = (cwd: string) =>
      li(p, ['hooks', 'run', 'PreToolUse', '--input', envelope, '--json'], cwd);
    const [a, b] = [await run(p.dir), await run(sub)];
    expect(b.code).toBe(a.code);
    expect(a.code).toBe(2);
    const runs = (r: { stdout: string }) =>
      JSON.parse(r.stdout).hooks.map(
        (h: { outcome: string; trust_status: string; reason: string | null }) => [
          h.outcome,
          h.trust_status,
          h.reason,
        ],
      );
    expect(runs(b)).toEqual(runs(a));
    expect(runs(a)[0]).toEqual(['blocked', 'trusted', 'bash-guard: rm -rf is not allowed']);
  });
});
