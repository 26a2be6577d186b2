import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { startFakeAnthropic } from './fakes/fake-anthropic.js';
import { agentJson, makeProject } from './helpers.js';

// Issue 12: the @lionagi/hooks-sdk example hooks, bundled the way an author ships them, behave
// under li-agent as they do in the SDK's own tests (and as Claude Code and Codex read them).
const examples = join(import.meta.dirname, '..', '..', '..', 'packages', 'sdk', 'examples');
const NAMES = ['guard', 'rewriter', 'prompt-gate', 'context-injector'] as const;
let bundles = '';

beforeAll(() => {
  bundles = mkdtempSync(join(tmpdir(), 'lionagi-sdk-examples-'));
  // esbuild is not a direct dependency: resolve it through tsup (a root devDependency).
  const esbuild = join(
    dirname(
      createRequire(createRequire(import.meta.url).resolve('tsup')).resolve('esbuild/package.json'),
    ),
    'bin',
    'esbuild',
  );
  execFileSync(esbuild, [
    ...NAMES.map((n) => `${n}=${join(examples, `${n}.ts`)}`),
    '--bundle',
    '--platform=node',
    '--format=esm',
    '--target=node20',
    '--conditions=@lionagi/source',
    `--outdir=${bundles}`,
    '--out-extension:.js=.mjs',
    '--log-level=warning',
  ]);
});

function settings(): string {
  const hook = (name: string) =>
    `{ type: command, command: [node, ${JSON.stringify(join(bundles, `${name}.mjs`))}] }`;
  return `hooks_external:
  SessionStart:
    - hooks: [${hook('context-injector')}]
  UserPromptSubmit:
    - hooks: [${hook('prompt-gate')}, ${hook('context-injector')}]
  PreToolUse:
    - matcher: bash
      hooks: [${hook('guard')}, ${hook('rewriter')}]
`;
}

describe.concurrent('SDK example hooks under li-agent', () => {
  it('the guard denies rm -rf and the rewriter turns git clean into a dry run', async () => {
    const p = makeProject();
    p.settings(settings());
    execFileSync('git', ['init', '-q'], { cwd: p.dir });
    writeFileSync(join(p.dir, 'untracked.txt'), 'keep me');
    const r = await agentJson(
      p,
      [
        '@tool bash {"command":"rm -rf build"}',
        '@tool bash {"command":"git clean -f untracked.txt"}',
        '@final ok',
      ].join('\n'),
    );
    expect(r.code).toBe(0);
    const [guarded, rewritten] = r.json?.tool_calls ?? [];
    expect(guarded).toMatchObject({
      status: 'denied',
      error: 'destructive command blocked by guard: rm -rf build',
    });
    expect(rewritten).toMatchObject({
      status: 'ok',
      final_input: { command: 'git clean -f untracked.txt --dry-run' },
    });
    expect(rewritten.output.stdout).toBe('Would remove untracked.txt\n');
    expect(existsSync(join(p.dir, 'untracked.txt'))).toBe(true);
  });

  it('the prompt gate blocks a prompt with a key (exit 4) before any model call', async () => {
    const p = makeProject();
    p.settings(settings());
    const r = await agentJson(p, 'use AKIAABCDEFGHIJKLMNOP please');
    expect(r.code).toBe(4);
    expect(r.json?.error).toContain(
      'prompt blocked: it contains what looks like an AWS access key id',
    );
    expect(r.json?.error).not.toContain('AKIAABCDEFGHIJKLMNOP');
  });

  it('the context injector gives the model session and per-prompt context', async () => {
    const p = makeProject();
    p.settings(settings());
    const fake = await startFakeAnthropic([{ text: 'noted' }]);
    try {
      const r = await agentJson(p, 'hello', ['--provider', 'anthropic'], {
        ANTHROPIC_BASE_URL: fake.url,
        ANTHROPIC_API_KEY: 'k',
      });
      expect(r.code).toBe(0);
      const sent = JSON.stringify(fake.requests[0]?.body);
      expect(sent).toContain(
        'Session startup: this project uses pnpm, TypeScript strict mode and Biome',
      );
      expect(sent).toContain('Reminder: never print secrets; ask before deleting files.');
    } finally {
      await fake.close();
    }
  });
});
