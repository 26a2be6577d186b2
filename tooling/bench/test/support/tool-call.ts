import type { HookRunRecord } from '@lionagi/hooks-exec';
import {
  createMemoryLogger,
  defineTool,
  type ModelProvider,
  Session,
  type ToolCallResult,
} from '@lionagi/runtime';
import type { FaultProject } from './fault-project.js';

/** The fault suite drives tool calls directly; a model call would be a bug in the suite. */
const NO_MODEL: ModelProvider = {
  name: 'none',
  complete: () => Promise.reject(new Error('the fault suite calls no model')),
  stream: () => {
    throw new Error('the fault suite calls no model');
  },
};

/** What one tool call through the runtime did. */
export interface ToolCall {
  result: ToolCallResult;
  /** Every external hook run record of the call, in config order. */
  runs: HookRunRecord[];
  /** The arguments the tool received, one entry per time it ran. */
  toolRuns: Record<string, unknown>[];
}

/** A tool call that may have been refused before any hook ran (settings that do not load). */
export interface AttemptedCall extends Omit<ToolCall, 'result'> {
  result: ToolCallResult | undefined;
  /** What `branch.act` threw, if it threw. */
  error: unknown;
}

/** A session on the project with a `bash` tool that records each run, and what it recorded. */
function openSession(project: FaultProject) {
  const runs: HookRunRecord[] = [];
  const toolRuns: Record<string, unknown>[] = [];
  const session = new Session({
    projectDir: project.dir,
    provider: NO_MODEL,
    env: project.env,
    logger: createMemoryLogger(),
    onHookRun: (run) => runs.push(run),
  });
  const branch = session.createBranch();
  branch.actions.register(
    defineTool({
      name: 'bash',
      inputSchema: {
        type: 'object',
        required: ['command'],
        properties: { command: { type: 'string' } },
      },
      handler: (args) => {
        toolRuns.push(args as Record<string, unknown>);
        return 'done';
      },
    }),
  );
  return { session, branch, runs, toolRuns };
}

/**
 * Attempts one `bash` tool call the way an agent makes it: a {@link Session} on the project (its
 * settings files loaded by default, trust gate and audit log included), a branch, and `branch.act`,
 * which waits for the session to be ready and goes through the `ActionManager.invoke` chokepoint.
 */
export async function attemptCall(
  project: FaultProject,
  input: Record<string, unknown> = { command: 'rm -rf build' },
): Promise<AttemptedCall> {
  const { session, branch, runs, toolRuns } = openSession(project);
  try {
    const [result] = await branch.act([{ id: 'call_1', name: 'bash', arguments: input }]);
    return { result, error: undefined, runs, toolRuns };
  } catch (error) {
    return { result: undefined, error, runs, toolRuns };
  } finally {
    await session.end();
  }
}

/** Two calls in one running session, `between` done after the first: each call's own records. */
export async function callTwice(
  project: FaultProject,
  between: () => Promise<void>,
  input: Record<string, unknown> = { command: 'rm -rf build' },
): Promise<[ToolCall, ToolCall]> {
  const { session, branch, runs, toolRuns } = openSession(project);
  const one = async (id: string): Promise<ToolCall> => {
    const [r, t] = [runs.length, toolRuns.length];
    const [result] = await branch.act([{ id, name: 'bash', arguments: input }]);
    return { result: result!, runs: runs.slice(r), toolRuns: toolRuns.slice(t) };
  };
  try {
    const first = await one('call_1');
    await between();
    return [first, await one('call_2')];
  } finally {
    await session.end();
  }
}

/** {@link attemptCall} for a call that must reach its hooks: rethrows what `branch.act` threw. */
export async function callTool(
  project: FaultProject,
  input?: Record<string, unknown>,
): Promise<ToolCall> {
  const attempt = await attemptCall(project, input);
  if (attempt.result === undefined) throw attempt.error;
  return { result: attempt.result, runs: attempt.runs, toolRuns: attempt.toolRuns };
}

/**
 * The call's profile outcome in one line: the firing's decision, each matched hook's outcome, and
 * whether the tool ran, e.g. `deny · timeout · tool not run`.
 */
export function describeCall(call: ToolCall): string {
  const decision =
    call.result.status === 'denied' ? 'deny' : call.result.status === 'ok' ? 'proceed' : 'error';
  const outcomes = call.runs.filter((r) => r.matched).map((r) => r.outcome);
  const tool = call.toolRuns.length > 0 ? 'tool ran' : 'tool not run';
  return [decision, ...outcomes, tool].join(' · ');
}
