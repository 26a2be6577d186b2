import { execFileSync, spawn } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HookError } from '@lionagi/hooks-profile';
import type { RunSpec } from '../../src/index.js';
import { startFakeAnthropic } from './fake-anthropic.mjs';

/** Where the fixture hooks and the MCP server live; linked into every project. */
export const FIXTURES = join(import.meta.dirname, '..', 'fixtures');

/** Settings text replaced by the fake server's URL (fake-anthropic rows; the live runner too). */
export const BASE_URL = '{{BASE_URL}}';

/** The built binaries a row runs. */
export interface Bins {
  agentBin: string;
  liBin: string;
  /** The bundled SDK example hooks, linked into every project as `sdk/` when given. */
  sdkHooks?: string;
}

/** What one run of a row produced. */
export interface RunOutcome {
  projectDir: string;
  home: string;
  code: number | null;
  stdout: string;
  stderr: string;
  /** `li-agent --output-format json` output (or `li … --json`), parsed when it is JSON. */
  // biome-ignore lint/suspicious/noExplicitAny: parsed CLI output, read field by field by the checks.
  json: Record<string, any> | undefined;
  /** Envelopes the recorder hook wrote, in order. */
  records: Array<Record<string, unknown>>;
  /** Lines of `$LIONAGI_HOME/logs/hooks.jsonl`. */
  audit: Array<Record<string, unknown>>;
  /** Requests the fake Anthropic server received (fake-anthropic rows only). */
  requests: Array<{ url: string; body: Record<string, unknown> }>;
}

/** Reads a JSON-lines file; missing file = no lines. */
export function readJsonl(file: string): Array<Record<string, unknown>> {
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

const roots: string[] = [];

/** Removes every project this module created (call from `afterAll`). */
export function removeProjects(): void {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
}

/**
 * A throwaway project: fixture hooks linked as `hooks/`, the MCP server as `mcp-echo.mjs`, the
 * bundled SDK examples as `sdk/` (when `sdkHooks` is given), and a git repository with one
 * untracked file when the spec asks for it.
 */
export function makeProject(
  spec: Pick<RunSpec, 'settings' | 'userSettings' | 'gitUntracked'>,
  sdkHooks?: string,
) {
  const root = mkdtempSync(join(tmpdir(), 'lionagi-conformance-'));
  roots.push(root);
  const dir = join(root, 'project');
  const home = join(root, 'home');
  mkdirSync(join(dir, '.lionagi'), { recursive: true });
  mkdirSync(home, { recursive: true });
  symlinkSync(join(FIXTURES, 'hooks'), join(dir, 'hooks'));
  symlinkSync(join(FIXTURES, 'mcp-echo.mjs'), join(dir, 'mcp-echo.mjs'));
  if (sdkHooks !== undefined) symlinkSync(sdkHooks, join(dir, 'sdk'));
  if (spec.gitUntracked !== undefined) {
    execFileSync('git', ['init', '-q'], { cwd: dir, stdio: 'ignore' });
    writeFileSync(join(dir, spec.gitUntracked), 'junk\n');
  }
  writeFileSync(join(dir, '.lionagi', 'settings.yaml'), spec.settings);
  if (spec.userSettings !== undefined)
    writeFileSync(join(home, 'settings.yaml'), spec.userSettings);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    LIONAGI_HOME: home,
    HOME: home,
    NO_COLOR: '1',
    CONFORMANCE_RECORD: join(dir, 'hook-record.jsonl'),
  };
  return { dir, home, env };
}

/** Runs `node bin args…` in `cwd`; resolves with its exit code and output. */
export function runNode(
  bin: string,
  args: string[],
  cwd: string,
  env: NodeJS.ProcessEnv,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [bin, ...args], {
      cwd,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => {
      stdout += d;
    });
    child.stderr.setEncoding('utf8').on('data', (d: string) => {
      stderr += d;
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

function parseJson(text: string): RunOutcome['json'] {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * Runs a row end to end: writes the settings, runs any `li` commands first, then `li-agent -p`
 * (or `li` for `li` rows) and collects what a user could observe.
 */
export async function runRow(spec: RunSpec, bins: Bins): Promise<RunOutcome> {
  const project = makeProject(spec, bins.sdkHooks);
  for (const args of spec.before ?? []) {
    const r = await runNode(bins.liBin, args, project.dir, project.env);
    if (r.code !== 0) {
      throw new HookError(
        'USAGE',
        `li ${args.join(' ')} failed in ${project.dir} (exit ${r.code}): ${r.stderr}`,
      );
    }
  }
  const requestLog = join(project.dir, '..', 'requests.jsonl');
  const fake =
    spec.provider === 'fake-anthropic' ? await startFakeAnthropic({ log: requestLog }) : undefined;
  if (fake !== undefined && spec.settings.includes(BASE_URL)) {
    // An http hook's URL on the fake server (its `/hook/NAME` answers): known once it listens.
    writeFileSync(
      join(project.dir, '.lionagi', 'settings.yaml'),
      spec.settings.replaceAll(BASE_URL, fake.url),
    );
  }
  try {
    const result = spec.li
      ? await runNode(bins.liBin, spec.li, project.dir, project.env)
      : await runNode(
          bins.agentBin,
          [
            '-p',
            spec.prompt,
            '--output-format',
            'json',
            ...(spec.agentArgs ?? []),
            ...(fake ? ['--provider', 'anthropic', '--model', 'fake-model'] : []),
          ],
          project.dir,
          fake
            ? { ...project.env, ANTHROPIC_BASE_URL: fake.url, ANTHROPIC_API_KEY: 'conformance' }
            : project.env,
        );
    return {
      projectDir: project.dir,
      home: project.home,
      ...result,
      json: parseJson(result.stdout),
      records: readJsonl(join(project.dir, 'hook-record.jsonl')),
      audit: readJsonl(join(project.home, 'logs', 'hooks.jsonl')),
      requests: readJsonl(requestLog) as RunOutcome['requests'],
    };
  } finally {
    await fake?.close();
  }
}
