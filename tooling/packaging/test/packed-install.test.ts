import {
  chmodSync,
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  publishablePackages,
  REPO_ROOT,
  type RunResult,
  run,
  runOk,
  userEnv,
} from '../src/workspace.js';

/** The profile the packed libraries implement, as the workspace declares it (a repo check keeps them equal). */
const PROFILE_VERSION: string = JSON.parse(
  readFileSync(join(REPO_ROOT, 'packages', 'profile', 'package.json'), 'utf8'),
).lionagi.hooksProfile;

// Users install what the registry holds, with plain npm, and run `li` through node_modules/.bin,
// npx or a global install: all of them are symlinks, and a name-based entry check once made every
// one of them exit 0 doing nothing. So this suite installs the packed tarballs exactly that way.

const root = mkdtempSync(join(tmpdir(), 'lionagi-packed-'));
const tarballs = new Map(Object.entries(inject('tarballs')));
const consumer = join(root, 'consumer');
const home = join(root, 'home');
const version = (dir: string) =>
  JSON.parse(readFileSync(join(REPO_ROOT, dir, 'package.json'), 'utf8')).version as string;

const inConsumer = (command: string, args: string[], input?: string): RunResult =>
  run(command, args, {
    cwd: consumer,
    env: userEnv(home),
    ...(input === undefined ? {} : { input }),
  });

function npmProject(dir: string, dependencies: Record<string, string>): RunResult {
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    join(dir, 'package.json'),
    `${JSON.stringify({ name: 'consumer', private: true, type: 'module', dependencies }, null, 2)}\n`,
  );
  return run('npm', ['install'], { cwd: dir, env: userEnv(home) });
}

const fromTarballs = () =>
  Object.fromEntries([...tarballs].map(([name, path]) => [name, `file:${path}`]));

/** The lowest versions of the peer ranges: the workspace's own tests run the newest. */
const PEER_FLOOR = { zod: '4.0.0', yaml: '2.8.0', '@types/node': '20.19.8' };

beforeAll(() => {
  mkdirSync(home, { recursive: true });
  const installed = npmProject(consumer, { ...fromTarballs(), ...PEER_FLOOR });
  if (installed.code !== 0) throw new Error(`npm install failed:\n${installed.stderr}`);
}, 5 * 60_000);

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('the packed tarballs, installed with plain npm', () => {
  it('packs every publishable package, li and li-agent included', () => {
    expect([...tarballs.keys()].sort()).toEqual(
      publishablePackages()
        .map((p) => p.name)
        .sort(),
    );
    expect(tarballs.has('@lionagi/cli')).toBe(true);
    expect(tarballs.has('@lionagi/agent')).toBe(true);
  });

  it('npx li --version prints the version (through the node_modules/.bin symlink)', () => {
    const r = inConsumer('npx', ['--no', '--', 'li', '--version']);
    expect(r).toEqual({ code: 0, stdout: `${version('apps/cli')}\n`, stderr: '' });
  });

  it('npx li hooks run --emit claude: a configured guard denies and the deny reaches stdout', () => {
    const project = join(root, 'project');
    mkdirSync(join(project, '.lionagi'), { recursive: true });
    mkdirSync(join(project, 'guards'), { recursive: true });
    writeFileSync(
      join(project, 'guards', 'deny.mjs'),
      [
        "let input = '';",
        'for await (const chunk of process.stdin) input += chunk;',
        'if (JSON.parse(input).tool_input.command.includes("rm -rf")) {',
        "  process.stderr.write('rm -rf is blocked by policy');",
        '  process.exit(2);',
        '}',
        '',
      ].join('\n'),
    );
    writeFileSync(
      join(project, '.lionagi', 'settings.yaml'),
      [
        'hooks_external:',
        '  PreToolUse:',
        '    - matcher: "^(bash|Bash)$"',
        '      hooks:',
        '        - type: command',
        '          command: [node, "${LIONAGI_PROJECT_DIR}/guards/deny.mjs"]',
        '          timeout: 10',
        '',
      ].join('\n'),
    );
    const envelope = (command: string) =>
      JSON.stringify({
        session_id: 's1',
        cwd: project,
        hook_event_name: 'PreToolUse',
        tool_name: 'Bash',
        tool_input: { command },
      });
    const argv = ['--no', '--', 'li', 'hooks', 'run', 'PreToolUse', '--emit', 'claude'];
    const deny = inConsumer('npx', [...argv, '--project-dir', project], envelope('rm -rf /'));
    expect(deny).toEqual({
      code: 0,
      stderr: '',
      stdout: `${JSON.stringify({
        hookSpecificOutput: {
          hookEventName: 'PreToolUse',
          permissionDecision: 'deny',
          permissionDecisionReason: 'rm -rf is blocked by policy',
        },
      })}\n`,
    });
    const allow = inConsumer('npx', [...argv, '--project-dir', project], envelope('ls'));
    expect(allow.code).toBe(0);
    expect(allow.stdout).not.toContain('deny');
  });

  it("npx li-agent -p '@final hi' answers", () => {
    const r = inConsumer('npx', ['--no', '--', 'li-agent', '-p', '@final hi']);
    // The consumer has no .lionagi/settings.yaml: li-agent says once that nothing guards it.
    expect(r.stderr).toMatch(
      /^li-agent: no project settings found \(no \.lionagi\/settings\.yaml from \S+ up to the repository root\); guards configured: 0\n$/,
    );
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(
      /^session \S+ · provider scripted · tools: .+\n\nhi\n\n\[completed\] transcript: .+\n$/,
    );
  });

  it('li and li-agent run from a global install and from a copy of dist/', () => {
    const prefix = join(root, 'global');
    runOk(
      'npm',
      [
        'install',
        '-g',
        '--prefix',
        prefix,
        tarballs.get('@lionagi/cli') ?? '',
        tarballs.get('@lionagi/agent') ?? '',
      ],
      { cwd: root, env: userEnv(home) },
    );
    expect(
      run(join(prefix, 'bin', 'li'), ['--version'], { cwd: root, env: userEnv(home) }).stdout,
    ).toBe(`${version('apps/cli')}\n`);
    expect(
      run(join(prefix, 'bin', 'li-agent'), ['--version'], { cwd: root, env: userEnv(home) }).stdout,
    ).toBe(`${version('apps/agent')}\n`);
    const copy = join(root, 'copy');
    cpSync(join(consumer, 'node_modules', '@lionagi', 'cli', 'dist'), copy, { recursive: true });
    chmodSync(join(copy, 'li.cjs'), 0o755);
    expect(run(join(copy, 'li.cjs'), ['--version'], { cwd: root, env: userEnv(home) }).stdout).toBe(
      `${version('apps/cli')}\n`,
    );
  });
});

// A consumer of the libraries: ESM, checked by TypeScript (nodenext and bundler resolution) and run.
const SMOKE = `// @ts-check
import * as config from '@lionagi/hooks-config';
import * as exec from '@lionagi/hooks-exec';
import { readHookAudit } from '@lionagi/hooks-exec/audit';
import * as hooksImport from '@lionagi/hooks-import';
import { compileMatcher, PROFILE_VERSION } from '@lionagi/hooks-profile';
import * as profileCore from '@lionagi/hooks-profile/core';
import { defineHook } from '@lionagi/hooks-sdk';
import * as trust from '@lionagi/hooks-trust';
import { connectMcpServer, defineTool } from '@lionagi/runtime';
import { z } from 'zod';

const tool = defineTool({
  name: 'echo',
  requestSchema: z.object({ text: z.string() }),
  handler: (args) => args.text.toUpperCase(),
});
/** @type {string} */
let mcp = 'connected';
try {
  await connectMcpServer('files', { command: 'node', args: ['server.mjs'] });
} catch (error) {
  mcp = /** @type {Error} */ (error).message;
}
console.log(JSON.stringify({
  profile: PROFILE_VERSION,
  bash: compileMatcher('Bash').test('Bash'),
  schema: tool.toSchema(),
  functions: [config, exec, hooksImport, trust].map((m) => Object.values(m).filter((v) => typeof v === 'function').length > 0),
  defineHook: typeof defineHook,
  // The zod-free entry points hand out the main entry points' own objects.
  core: profileCore.compileMatcher === compileMatcher && profileCore.PROFILE_VERSION === PROFILE_VERSION,
  audit: readHookAudit === exec.readHookAudit,
  mcp,
}));
`;

describe('the libraries, in an ESM consumer on the lowest versions of their peer ranges', () => {
  it('typecheck under nodenext and bundler resolution', () => {
    writeFileSync(join(consumer, 'smoke.mjs'), SMOKE);
    const tsc = join(REPO_ROOT, 'node_modules', 'typescript', 'bin', 'tsc');
    for (const resolution of ['nodenext', 'bundler']) {
      const options = {
        strict: true,
        noEmit: true,
        allowJs: true,
        checkJs: true,
        skipLibCheck: false,
        target: 'es2022',
        module: resolution === 'nodenext' ? 'nodenext' : 'esnext',
        moduleResolution: resolution,
        types: ['node'],
      };
      const file = join(consumer, `tsconfig.${resolution}.json`);
      writeFileSync(file, JSON.stringify({ compilerOptions: options, files: ['smoke.mjs'] }));
      const r = run('node', [tsc, '-p', file], { cwd: consumer, env: userEnv(home) });
      expect({ resolution, ...r }).toEqual({ resolution, code: 0, stdout: '', stderr: '' });
    }
  });

  it('run: zod schemas work across packages; the MCP SDK is not installed and says so when needed', () => {
    writeFileSync(join(consumer, 'smoke.mjs'), SMOKE);
    const r = inConsumer('node', ['smoke.mjs']);
    expect(r.stderr).toBe('');
    expect(JSON.parse(r.stdout)).toEqual({
      profile: PROFILE_VERSION,
      bash: true,
      schema: {
        name: 'echo',
        description: '',
        inputSchema: expect.objectContaining({
          type: 'object',
          properties: { text: { type: 'string' } },
          required: ['text'],
        }),
      },
      functions: [true, true, true, true],
      defineHook: 'function',
      core: true,
      audit: true,
      mcp: 'MCP server "files" is configured but @modelcontextprotocol/sdk is not installed: install it next to @lionagi/runtime (npm install @modelcontextprotocol/sdk)',
    });
    const ls = inConsumer('npm', ['ls', '--all', '--parseable']);
    const installed = ls.stdout.split('\n').map((line) => line.replace(/^.*node_modules\//, ''));
    expect(installed).not.toContain('@modelcontextprotocol/sdk');
    expect(installed.filter((name) => name === 'zod')).toHaveLength(1);
  });
});

describe('a consumer on zod 3', () => {
  it('gets a clear peer-dependency error from npm, not a second zod and a crash', () => {
    const r = npmProject(join(root, 'zod3'), { ...fromTarballs(), zod: '^3.25.0' });
    expect(r.code).not.toBe(0);
    expect(r.stderr).toContain('ERESOLVE');
    expect(r.stderr).toMatch(/peer zod@"\^4\.0\.0" from @lionagi\//);
  });
});
