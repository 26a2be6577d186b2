import { execFile } from 'node:child_process';
import { realpathSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { ResolvedHookEntry } from '@lionagi/hooks-config';
import { substituteProjectDir } from '../src/argv.js';
import type { TrustCheck } from '../src/trust-status.js';

/** A temp world: a LIONAGI_HOME with the user settings file, and a project directory. */
export interface World {
  root: string;
  home: string;
  project: string;
  userFile: string;
  projectFile: string;
  env: NodeJS.ProcessEnv;
}

/** Creates a fresh temp world; `env` points LIONAGI_HOME at it and keeps the real PATH. */
export async function makeWorld(): Promise<World> {
  const root = realpathSync(await mkdtemp(join(tmpdir(), 'lionagi-')));
  const home = join(root, 'home');
  const project = join(root, 'project');
  await mkdir(home, { recursive: true });
  await mkdir(join(project, '.lionagi'), { recursive: true });
  return {
    root,
    home,
    project,
    userFile: join(home, 'settings.yaml'),
    projectFile: join(project, '.lionagi', 'settings.yaml'),
    env: { PATH: process.env.PATH, LIONAGI_HOME: home },
  };
}

/** Writes a file (creating directories), optionally executable. */
export async function put(path: string, text: string, executable = false): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, text);
  if (executable) await chmod(path, 0o755);
}

/** What the "dispatcher" of these tests did with one entry. */
export interface GatedRun {
  check: TrustCheck;
  ran: boolean;
  stdout: string;
}

/**
 * The exec dispatcher's contract in miniature: ask the gate just before spawning, spawn the real
 * hook process (argv, placeholder substituted, cwd = project, envelope on stdin) only if trusted.
 */
export async function runIfTrusted(
  gate: (entry: ResolvedHookEntry) => Promise<TrustCheck>,
  entry: ResolvedHookEntry,
  world: World,
): Promise<GatedRun> {
  // `verified` (the hashed files, for exec's private copies) is checked in exec's own tests.
  const { verified: _verified, ...check } = await gate(entry);
  if (!check.trusted) return { check, ran: false, stdout: '' };
  const [file, ...args] = entry.command.map((a) => substituteProjectDir(a, world.project));
  const stdout = await new Promise<string>((resolve, reject) => {
    const child = execFile(file!, args, { cwd: world.project, env: world.env }, (error, out) =>
      error ? reject(error) : resolve(out),
    );
    // A hook may exit without reading its stdin; that is its right, not an error.
    child.stdin?.on('error', () => {});
    child.stdin?.end(JSON.stringify({ hook_event_name: entry.event, tool_name: 'Bash' }));
  });
  return { check, ran: true, stdout };
}

/** A project settings file whose one PreToolUse hook is `argv`, imported from Claude Code. */
export function importedHookYaml(argv: readonly string[]): string {
  return [
    'hooks_external:',
    '  PreToolUse:',
    '    - hooks:',
    '        - type: command',
    `          command: ${JSON.stringify(argv)}`,
    '          source: imported:claude',
    '',
  ].join('\n');
}
