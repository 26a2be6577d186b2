import { writeFileSync } from 'node:fs';
import { PROFILE_EVENTS } from '@lionagi/hooks-profile';
import { z } from 'zod';
import { defineTool, Session, type SessionOptions } from '../../src/index.js';
import type { TempProject } from './project.js';
import { ScriptedProvider, type ScriptStep } from './scripted-provider.js';
import { type HookSpec, hooksYaml } from './settings.js';

/**
 * A host that declares the profile v2 seams (Stop among them) in `project`, with `specs` as its
 * settings, a scripted model and two tools: `lookup` ({key}) and `touch` ({path}, creates it).
 */
export function v2Host(
  project: TempProject,
  specs: HookSpec[],
  steps: ScriptStep[],
  extra = '',
  options: Partial<SessionOptions> = {},
) {
  const settingsFile = project.writeSettings(hooksYaml(specs, extra));
  const provider = new ScriptedProvider(steps);
  const session = new Session({
    projectDir: project.dir,
    provider,
    env: project.env,
    hostEvents: PROFILE_EVENTS,
    auditLog: false,
    ...options,
  });
  const branch = session.createBranch();
  branch.actions.register(
    defineTool({
      name: 'lookup',
      requestSchema: z.object({ key: z.string() }),
      handler: ({ key }) => `value of ${key}`,
    }),
  );
  branch.actions.register(
    defineTool({
      name: 'touch',
      requestSchema: z.object({ path: z.string() }),
      handler: ({ path }) => {
        writeFileSync(path, '');
        return `touched ${path}`;
      },
    }),
  );
  return { project, settingsFile, provider, session, branch };
}
