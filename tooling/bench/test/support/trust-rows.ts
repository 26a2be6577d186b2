import { loadSettings } from '@lionagi/hooks-config';
import { approveCommands, listPending } from '@lionagi/hooks-trust';
import { expect } from 'vitest';
import { fault } from '../../src/fault-catalogue.js';
import { type FaultProject, normalize } from './fault-project.js';
import { settledSurvivors } from './processes.js';
import { describeCall, type ToolCall } from './tool-call.js';

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
