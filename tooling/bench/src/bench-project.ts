import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const EVENTS = ['PreToolUse', 'PostToolUse', 'PostToolUseFailure', 'SessionStart', 'SessionEnd'];

/**
 * Settings text with `entries` hook entries (2 per matcher group) spread over five events, in the
 * shapes real files use: exact and regex matchers, the project-dir placeholder, timeouts,
 * `fail_closed` and `source`, and a comment per group.
 */
export function settingsText(entries: number, label: string): string {
  const byEvent = new Map<string, string[]>();
  for (let i = 0; i < entries; i++) {
    const g = i >> 1;
    const event = EVENTS[g % EVENTS.length] as string;
    const lines = byEvent.get(event) ?? [];
    if (i % 2 === 0) {
      const matcher = g % 3 === 0 ? `"mcp__${label}_${g}__.*"` : `"tool_${g}|alt_${g}"`;
      lines.push(`    # group ${g}`, `    - matcher: ${matcher}`, '      hooks:');
    }
    lines.push(
      '        - type: command',
      i % 2 === 0
        ? `          command: ["\${LIONAGI_PROJECT_DIR}/guards/${label}-${g}.sh", "--strict"]`
        : `          command: [uv, run, "hooks/${label}_${g}.py"]`,
      i % 2 === 0 ? '          timeout: 30' : '          fail_closed: true',
    );
    if (g % 4 === 0 && i % 2 === 1) lines.push('          source: imported:claude');
    byEvent.set(event, lines);
  }
  const out = [`# ${label} settings`, 'hooks_external:'];
  for (const [event, lines] of byEvent) out.push(`  ${event}:`, ...lines);
  return `${out.join('\n')}\n`;
}

/** A temporary project with its own LIONAGI_HOME; `dispose()` removes it. */
export interface BenchProject {
  dir: string;
  projectFile: string;
  userFile: string;
  env: NodeJS.ProcessEnv;
  /** Writes the project and (optionally) the user settings file. */
  write(projectYaml: string, userYaml?: string): Promise<void>;
  dispose(): Promise<void>;
}

/** Creates an empty bench project under the system temp directory. */
export async function benchProject(): Promise<BenchProject> {
  const root = await mkdtemp(join(tmpdir(), 'lionagi-bench-'));
  const dir = join(root, 'project');
  const home = join(root, 'lionagi-home');
  await mkdir(join(dir, '.lionagi'), { recursive: true });
  await mkdir(home, { mode: 0o700 });
  const projectFile = join(dir, '.lionagi', 'settings.yaml');
  const userFile = join(home, 'settings.yaml');
  return {
    dir,
    projectFile,
    userFile,
    env: { ...process.env, LIONAGI_HOME: home, HOME: root },
    async write(projectYaml, userYaml) {
      await writeFile(projectFile, projectYaml);
      if (userYaml !== undefined) await writeFile(userFile, userYaml, { mode: 0o600 });
    },
    dispose: () => rm(root, { recursive: true, force: true }),
  };
}

/**
 * A `hooks_external` block of PreToolUse groups, one hook each (argv as JSON lists); `source`
 * (e.g. `imported:claude`) puts the hook in the imported tier, which runs only with a trust record.
 */
export function preToolUseYaml(
  hooks: ReadonlyArray<{ command: string[]; matcher: string; source?: string }>,
): string {
  const lines = ['hooks_external:', '  PreToolUse:'];
  for (const hook of hooks) {
    lines.push(
      `    - matcher: ${JSON.stringify(hook.matcher)}`,
      '      hooks:',
      '        - type: command',
      `          command: ${JSON.stringify(hook.command)}`,
    );
    if (hook.source !== undefined) lines.push(`          source: ${hook.source}`);
  }
  return `${lines.join('\n')}\n`;
}
