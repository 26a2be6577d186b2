import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { loadedModuleMeter } from '@lionagi/bench/loaded-modules';
import { describe, expect, inject, it } from 'vitest';
import { makeProject, type TestProject } from './helpers.js';

/** Runs the bundled li-agent with the bench's module meter; what it printed and which packages it loaded. */
async function loadedBy(project: TestProject, args: string[]) {
  const meter = await loadedModuleMeter();
  try {
    const stdout = await new Promise<string>((resolve, reject) => {
      const child = spawn(process.execPath, [...meter.nodeArgs, inject('agentBin'), ...args], {
        cwd: project.dir,
        env: meter.env(project.env, 'agent'),
        stdio: ['ignore', 'pipe', 'ignore'],
      });
      let out = '';
      child.stdout.setEncoding('utf8').on('data', (d: string) => {
        out += d;
      });
      child.on('error', reject);
      child.on('close', () => resolve(out));
    });
    const files = await meter.loaded('agent');
    const text = (await Promise.all(files.map(([path]) => readFile(path, 'utf8')))).join('\n');
    return {
      stdout,
      bundles: (pkg: string) => text.includes(`node_modules/${pkg}/`),
      bundlesFile: (file: string) => text.includes(file),
    };
  } finally {
    await meter.dispose();
  }
}

const settings = (matcher: string) => `hooks_external:
  PreToolUse:
    - matcher: ${JSON.stringify(matcher)}
      hooks:
        - type: command
          command: ["/bin/echo", "{}"]
`;

const PROMPT = '@tool bash {"command":"true"}\n@final ok';

describe('li-agent cold start: what a turn loads', { timeout: 60_000 }, () => {
  it('loads no RE2 (re2js) for exact matchers; a regex matcher loads it, and its hook runs', async () => {
    const exact = makeProject();
    exact.settings(settings('bash'));
    const plain = await loadedBy(exact, ['-p', PROMPT, '--output-format', 'json']);
    expect(JSON.parse(plain.stdout).hook_runs).toMatchObject([
      { matched: true, outcome: 'success' },
    ]);
    expect(plain.bundles('re2js')).toBe(false);
    expect(plain.bundles('yaml')).toBe(true);

    const regex = makeProject();
    regex.settings(settings('^ba.*'));
    const withRegex = await loadedBy(regex, ['-p', PROMPT, '--output-format', 'json']);
    expect(JSON.parse(withRegex.stdout).hook_runs).toMatchObject([
      { matched: true, outcome: 'success' },
    ]);
    expect(withRegex.bundles('re2js')).toBe(true);
  });

  it("'@final hi' loads no zod (schemas nor core); the first tool call loads it and checks the call", async () => {
    const project = makeProject();
    const final = await loadedBy(project, ['-p', '@final hi']);
    expect(final.stdout).toContain('\nhi\n');
    expect(final.bundlesFile('zod/v4/classic/')).toBe(false);
    // zod's core too: the runtime's calls of it are served from dist/li-agent-zod-core.cjs.
    expect(final.bundlesFile('zod/v4/core/')).toBe(false);
    expect(final.bundlesFile('zod/v4/locales/en.js')).toBe(false);
    expect(final.bundles('@modelcontextprotocol/sdk')).toBe(false);
    expect(final.bundles('openai')).toBe(false);
    expect(final.bundles('@anthropic-ai/sdk')).toBe(false);

    const call = await loadedBy(project, [
      '-p',
      '@tool bash {"command":""}\n@final ok',
      '--output-format',
      'json',
    ]);
    expect(call.bundlesFile('zod/v4/classic/')).toBe(true);
    expect(call.bundlesFile('zod/v4/core/')).toBe(true);
    expect(call.stdout).toContain(
      'arguments of tool \\"bash\\" failed validation after rewrites:\\n✖ Too small: expected string to have >=1 characters\\n  → at command',
    );
  });

  it('a second start reads the cached settings (no yaml), and of zod locales only English is bundled', async () => {
    const project = makeProject();
    project.settings(settings('bash'));
    const first = await loadedBy(project, ['-p', PROMPT, '--output-format', 'json']);
    expect(first.bundles('yaml')).toBe(true);
    const second = await loadedBy(project, ['-p', PROMPT, '--output-format', 'json']);
    expect(JSON.parse(second.stdout).hook_runs).toMatchObject([
      { matched: true, outcome: 'success' },
    ]);
    expect(second.bundles('yaml')).toBe(false);
    expect(second.bundles('zod')).toBe(true);
    expect(second.bundlesFile('zod/v4/locales/en.js')).toBe(true);
    expect(second.bundlesFile('zod/v4/locales/fr.js')).toBe(false);
  });
});
