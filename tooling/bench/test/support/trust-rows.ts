import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { loadSettings } from '@lionagi/hooks-config';
import { approveCommands, listPending } from '@lionagi/hooks-trust';
import { expect } from 'vitest';
import { fault } from '../../src/fault-catalogue.js';
import { type FaultProject, faultProject, normalize } from './fault-project.js';
import { settledSurvivors } from './processes.js';
import { describeCall, type ToolCall } from './tool-call.js';

/** Writes `text` to `name` in the project (directories created), executable. */
export async function putFile(project: FaultProject, name: string, text: string): Promise<void> {
  await mkdir(dirname(join(project.dir, name)), { recursive: true });
  await writeFile(join(project.dir, name), text, { mode: 0o755 });
}

/** Options of {@link importedProject}. */
export interface ImportedProjectOptions {
  /** The entry's `fail_closed`. */
  failClosed?: boolean;
  /** Merged over the project's environment (a `PATH`, say). */
  env?: NodeJS.ProcessEnv;
}

/**
 * A fault project whose one PreToolUse guard `command` was imported from Claude Code
 * (`source: imported:claude`), with `files` written into it (executable). Not approved yet.
 */
export async function importedProject(
  command: string[],
  files: Record<string, string> = {},
  options: ImportedProjectOptions = {},
): Promise<FaultProject> {
  const { failClosed } = options;
  const project = await faultProject([
    { command, source: 'imported:claude', ...(failClosed === undefined ? {} : { failClosed }) },
  ]);
  project.env = { ...project.env, ...options.env };
  for (const [name, text] of Object.entries(files)) await putFile(project, name, text);
  return project;
}

/** Approves every pending command exactly as `li hooks trust --yes` does. */
export async function approve(project: FaultProject): Promise<void> {
  const settings = await loadSettings({ projectDir: project.dir, env: project.env });
  await approveCommands(settings.userFile, await listPending(settings, { env: project.env }));
}

/** The call matches catalogue row `id`: its outcome, its diagnostic exactly, and no process left. */
export async function expectRow(
  id: string,
  call: ToolCall,
  project: FaultProject,
  diagnostic: string,
): Promise<void> {
  const row = fault(id);
  expect(describeCall(call)).toBe(row.outcome);
  expect(normalize(diagnostic, project)).toBe(row.diagnostic);
  expect(await settledSurvivors(project.dir)).toEqual([]);
}
