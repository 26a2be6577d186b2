import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadSettings } from '@lionagi/hooks-config';
import { approveProjectSettings, projectApproval } from '@lionagi/runtime';
import { inject } from 'vitest';

/** A throwaway project with a LIONAGI_HOME of its own. */
export interface TestProject {
  dir: string;
  home: string;
  env: NodeJS.ProcessEnv;
  /** Writes `.lionagi/settings.yaml`. */
  settings(yaml: string): void;
}

const fixtures = join(import.meta.dirname, 'fixtures');

/** The runtime's test MCP server (stdio): `write_note` / `read_note` on `$NOTES_FILE`. */
export const MCP_SERVER = join(
  import.meta.dirname,
  ...['..', '..', '..', 'packages', 'runtime', 'test', 'fixtures', 'mcp-server.mjs'],
);
const examples = join(import.meta.dirname, '..', 'examples');

/** Creates a project with the example hooks under `hooks/` and the test fixtures under `fixtures/`. */
export function makeProject(): TestProject {
  const root = mkdtempSync(join(tmpdir(), 'lionagi-agent-e2e-'));
  const dir = join(root, 'project');
  const home = join(root, 'home');
  mkdirSync(join(dir, '.lionagi'), { recursive: true });
  cpSync(join(examples, 'hooks'), join(dir, 'hooks'), { recursive: true });
  cpSync(fixtures, join(dir, 'fixtures'), { recursive: true });
  const env = {
    ...process.env,
    LIONAGI_HOME: home,
    HOME: home,
    NO_COLOR: '1',
    RECORD_FILE: join(dir, 'record.jsonl'),
  };
  return {
    dir,
    home,
    env,
    settings: (yaml) => writeFileSync(join(dir, '.lionagi', 'settings.yaml'), yaml),
  };
}

/** What a subprocess did. */
export interface ProcResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs `file` with `args` and collects what it printed; `input` (if any) is its stdin. */
export function collect(
  file: string,
  args: string[],
  cwd: string,
  env: NodeJS.ProcessEnv,
  input?: string,
): Promise<ProcResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(file, args, {
      cwd,
      env,
      stdio: [input === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout?.setEncoding('utf8').on('data', (d: string) => {
      stdout += d;
    });
    child.stderr?.setEncoding('utf8').on('data', (d: string) => {
      stderr += d;
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    if (input !== undefined) {
      child.stdin?.on('error', () => undefined); // a child that stops reading early
      child.stdin?.end(input);
    }
  });
}

function run(
  bin: string,
  args: string[],
  cwd: string,
  env: NodeJS.ProcessEnv,
): Promise<ProcResult> {
  return collect(process.execPath, [bin, ...args], cwd, env);
}

/** Runs the bundled `li-agent` in the project (or in `cwd`, e.g. one of its subdirectories). */
export function agent(
  project: TestProject,
  args: string[],
  env: NodeJS.ProcessEnv = {},
  cwd = project.dir,
): Promise<ProcResult> {
  return run(inject('agentBin'), args, cwd, { ...project.env, ...env });
}

/** Runs the bundled `li` in the project (or in `cwd`, e.g. one of its subdirectories). */
export function li(project: TestProject, args: string[], cwd = project.dir): Promise<ProcResult> {
  return run(inject('liBin'), args, cwd, project.env);
}

/** Runs `li-agent -p PROMPT --output-format json` and parses the result. */
export async function agentJson(
  project: TestProject,
  prompt: string,
  extra: string[] = [],
  env: NodeJS.ProcessEnv = {},
) {
  const r = await agent(project, ['-p', prompt, '--output-format', 'json', ...extra], env);
  // biome-ignore lint/suspicious/noExplicitAny: parsed CLI output, asserted field by field in tests.
  let json: Record<string, any> | undefined;
  try {
    json = JSON.parse(r.stdout);
  } catch {
    json = undefined;
  }
  return { ...r, json };
}

/** Polls `probe` until it gives a value (what a test waits for, never a fixed delay). */
export async function until<T>(probe: () => T | undefined | Promise<T | undefined>): Promise<T> {
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Starts `file` in the project; `output()` is its stdout and stderr so far. */
export function start(p: TestProject, file: string, args: string[]) {
  const child = spawn(file, args, { cwd: p.dir, env: p.env, stdio: ['pipe', 'pipe', 'pipe'] });
  let out = '';
  child.stdout.setEncoding('utf8').on('data', (d: string) => {
    out += d;
  });
  child.stderr.setEncoding('utf8').on('data', (d: string) => {
    out += d;
  });
  const closed = new Promise<number | null>((resolve) => child.on('close', resolve));
  return { child, closed, output: () => out };
}

/**
 * Records in the project's user file that its own hooks and MCP servers, as they are now, are
 * approved (what answering yes at li-agent's first-run question writes, C-9).
 */
export async function approveProject(p: TestProject): Promise<void> {
  const settings = await loadSettings({ projectDir: p.dir, env: p.env });
  await approveProjectSettings(settings.userFile, projectApproval(settings));
}

/**
 * Runs the bundled `li-agent` with `args` on a real terminal: util-linux `script` gives it a pty.
 * The project's hooks are approved first (a test of the first-run question passes `approve: false`).
 */
export async function onPty(p: TestProject, args: string[], { approve = true } = {}) {
  if (approve) await approveProject(p);
  const command = [process.execPath, inject('agentBin'), ...args].map((a) => `'${a}'`).join(' ');
  return start(p, 'script', ['-q', '-e', '-c', command, '/dev/null']);
}

/** The envelopes `fixtures/recorder.mjs` wrote to the project's `record.jsonl`, in order. */
// biome-ignore lint/suspicious/noExplicitAny: recorded envelopes, asserted field by field in tests.
export function recordedHooks(dir: string): Record<string, any>[] {
  const file = join(dir, 'record.jsonl');
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l));
}

/** A loopback port nothing listens on: a connection to it is refused. */
export async function closedPort(): Promise<number> {
  const server = createServer();
  const port = await new Promise<number>((resolve) => {
    server.listen(0, '127.0.0.1', () => resolve((server.address() as { port: number }).port));
  });
  await new Promise((resolve) => server.close(resolve));
  return port;
}
