import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { type LoadedSettings, loadSettings } from '@lionagi/hooks-config';
import { approveCommands, listPending } from '@lionagi/hooks-trust';
import { type BenchProject, preToolUseYaml } from './bench-project.js';

/** The imported form of the trivial hook: a bare name, resolved on PATH as real suites write it. */
export const IMPORTED_HOOK = ['echo', '{}'];

/**
 * The shape most imported suites have: an interpreter found on PATH running the hook's own script
 * from the project (`bash .claude/hooks/guard.sh`). The trust record pins the script too, so every
 * firing reads and hashes it once and the shell runs exactly those bytes (`sh -c <text>`, exec's
 * verified run: no copy anywhere).
 */
export const IMPORTED_SCRIPT_HOOK = ['sh', 'hooks/bench-guard.sh'];

const IMPORTED_SCRIPT = { path: 'hooks/bench-guard.sh', text: '#!/bin/sh\necho "{}"\n' };

/**
 * Settings with {@link IMPORTED_SCRIPT_HOOK} approved (see {@link importedTierSettings}), its
 * script written into the project first.
 */
export async function importedScriptSettings(
  project: BenchProject,
  name: string,
): Promise<LoadedSettings> {
  const script = join(project.dir, IMPORTED_SCRIPT.path);
  await mkdir(dirname(script), { recursive: true });
  await writeFile(script, IMPORTED_SCRIPT.text, { mode: 0o755 });
  return importedTierSettings(project, [IMPORTED_SCRIPT_HOOK], name);
}

/** Three distinct imported hooks (bare names) for the concurrency figures. */
export const THREE_IMPORTED_HOOKS = [
  ['echo', '{}'],
  ['echo', '-n', '{}'],
  ['echo', '-e', '{}'],
];

/**
 * Settings whose PreToolUse hooks (matcher `bash`) are in the imported tier (`source:
 * imported:claude`) and approved with full trust records, exactly as `li hooks trust` writes
 * them (executable resolved on PATH, its digest pinned, bound to the project): every firing
 * resolves and verifies them again, the cost a real imported suite pays. Written to
 * `.lionagi/<name>.yaml`, so the project's default file stays free for the other figures.
 */
export async function importedTierSettings(
  project: BenchProject,
  commands: readonly string[][],
  name: string,
): Promise<LoadedSettings> {
  const projectFile = join(project.dir, '.lionagi', `${name}.yaml`);
  await writeFile(
    projectFile,
    preToolUseYaml(
      commands.map((command) => ({ command, matcher: 'bash', source: 'imported:claude' })),
    ),
  );
  const load = () => loadSettings({ projectDir: project.dir, env: project.env, projectFile });
  const before = await load();
  // An earlier figure may have approved the same command in this project already.
  const pending = await listPending(before, { env: project.env });
  if (pending.length > 0) await approveCommands(before.userFile, pending);
  const settings = await load();
  const imported = settings.hooks.PreToolUse.filter((e) => e.tier === 'imported');
  if (imported.length !== commands.length) {
    throw new Error(`expected ${commands.length} imported-tier hooks, found ${imported.length}`);
  }
  if ((await listPending(settings, { env: project.env })).length !== 0) {
    throw new Error('the imported hooks are still pending after approval');
  }
  return settings;
}
