import { chmod, copyFile, mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ProfileEvent } from '@lionagi/hooks-profile';

/** Absolute path of the fixture hooks. */
export const FIXTURES = fileURLToPath(new URL('../fixtures/', import.meta.url));

/** A temporary project: its own settings files, guards and LIONAGI_HOME. */
export interface FaultProject {
  /** Temp root holding the project and the homes. */
  root: string;
  /** The project directory: cwd of every hook; holds `guards/` (the fixtures, mode 755). */
  dir: string;
  /** `<dir>/.lionagi/settings.yaml`. */
  projectFile: string;
  /** `$LIONAGI_HOME/settings.yaml`. */
  userFile: string;
  /** HOME and LIONAGI_HOME point into the root; PATH is inherited. */
  env: NodeJS.ProcessEnv;
}

/** One `hooks_external` hook entry, in its own matcher group. */
export interface HookSpec {
  command: string[];
  event?: ProfileEvent;
  matcher?: string;
  timeout?: number;
  failClosed?: boolean;
  source?: 'imported:claude' | 'imported:codex';
}

/** Renders entries as a `hooks_external` block (argv as JSON flow lists, valid YAML). */
export function hooksYaml(hooks: readonly HookSpec[]): string {
  const byEvent = new Map<string, string[]>();
  for (const hook of hooks) {
    const event = hook.event ?? 'PreToolUse';
    const lines = [
      `    - matcher: ${JSON.stringify(hook.matcher ?? 'bash')}`,
      '      hooks:',
      '        - type: command',
      `          command: ${JSON.stringify(hook.command)}`,
    ];
    if (hook.timeout !== undefined) lines.push(`          timeout: ${hook.timeout}`);
    if (hook.failClosed !== undefined) lines.push(`          fail_closed: ${hook.failClosed}`);
    if (hook.source !== undefined) lines.push(`          source: ${hook.source}`);
    byEvent.set(event, [...(byEvent.get(event) ?? []), ...lines]);
  }
  const out = ['hooks_external:'];
  for (const [event, lines] of byEvent) out.push(`  ${event}:`, ...lines);
  return `${out.join('\n')}\n`;
}

const created = new Set<string>();

/** Removes every project {@link faultProject} created so far (call it in `afterAll`). */
export async function removeFaultProjects(): Promise<void> {
  const roots = [...created];
  created.clear();
  await Promise.all(roots.map((root) => rm(root, { recursive: true, force: true })));
}

/**
 * Creates a project whose `.lionagi/settings.yaml` holds `hooks` (or the raw `projectYaml`), with
 * every fixture copied to `guards/` (mode 755) so a test may delete or chmod its own copy.
 */
export async function faultProject(
  settings: readonly HookSpec[] | { projectYaml?: string; userYaml?: string },
): Promise<FaultProject> {
  const root = await mkdtemp(join(tmpdir(), 'lionagi-faults-'));
  created.add(root);
  const dir = join(root, 'project');
  const home = join(root, 'home');
  const lionagiHome = join(root, 'lionagi-home');
  await mkdir(join(dir, '.lionagi'), { recursive: true });
  await mkdir(join(dir, 'guards'));
  await mkdir(home);
  await mkdir(lionagiHome, { mode: 0o700 });
  for (const name of await readdir(FIXTURES)) {
    await copyFile(join(FIXTURES, name), join(dir, 'guards', name));
    await chmod(join(dir, 'guards', name), 0o755);
  }
  const projectFile = join(dir, '.lionagi', 'settings.yaml');
  const userFile = join(lionagiHome, 'settings.yaml');
  const raw = Array.isArray(settings) ? { projectYaml: hooksYaml(settings) } : settings;
  if ('projectYaml' in raw && raw.projectYaml !== undefined) {
    await writeFile(projectFile, raw.projectYaml);
  }
  if ('userYaml' in raw && raw.userYaml !== undefined) {
    await writeFile(userFile, raw.userYaml, { mode: 0o600 });
  }
  const env = { ...process.env, HOME: home, LIONAGI_HOME: lionagiHome };
  return { root, dir, projectFile, userFile, env };
}

/**
 * Replaces the run's temp paths with stable names (`<project>`, `<user-settings>`) and pids with
 * `<pid>`, so a diagnostic can be compared with the text the catalogue documents.
 */
export function normalize(text: string, project: FaultProject): string {
  return text
    .split(project.userFile)
    .join('<user-settings>')
    .split(project.dir)
    .join('<project>')
    .replace(/process group \d+/g, 'process group <pid>');
}
