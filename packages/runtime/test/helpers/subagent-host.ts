import { z } from 'zod';
import { type Branch, defineTool, runSubagent, type SubagentResult } from '../../src/index.js';
import { tempProject } from './project.js';
import { ScriptedProvider, type ScriptStep } from './scripted-provider.js';
import { type HookSpec, recorderArgv } from './settings.js';
import { v2Host } from './v2-host.js';

/**
 * A parent host whose `agent` tool runs a subagent on its own scripted model (at most 2 stop
 * continuations), with a PreToolUse recorder on `lookup` and `specs` as further hooks.
 */
export function parentWithAgent(
  subSteps: ScriptStep[],
  parentSteps: ScriptStep[],
  specs: HookSpec[] = [],
) {
  const project = tempProject();
  const record = project.file('pre.jsonl');
  const host = v2Host(
    project,
    [{ event: 'PreToolUse', matcher: 'lookup', command: recorderArgv(record) }, ...specs],
    parentSteps,
  );
  const sub = new ScriptedProvider(subSteps);
  const runs: SubagentResult[] = [];
  const branch: Branch = host.branch;
  branch.actions.register(
    defineTool({
      name: 'agent',
      requestSchema: z.object({ prompt: z.string(), subagent_type: z.string().optional() }),
      handler: async ({ prompt, subagent_type }, ctx) => {
        const run = await runSubagent(
          branch,
          {
            prompt,
            provider: sub,
            excludeTools: ['agent'],
            maxStopContinuations: 2,
            ...(subagent_type ? { agentType: subagent_type } : {}),
          },
          { ...(ctx.turnId !== undefined ? { turnId: ctx.turnId } : {}) },
        );
        runs.push(run);
        return run.text;
      },
    }),
  );
  return { ...host, record, sub, runs };
}
