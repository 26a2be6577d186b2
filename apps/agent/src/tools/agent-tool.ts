import { HookError } from '@lionagi/hooks-profile';
import {
  type Branch,
  BUILTIN_HARNESS_NAMES,
  defineTool,
  type ModelProvider,
  runSubagent,
  type Tool,
} from '@lionagi/runtime';
import { lazyInput } from './lazy-input.js';

/**
 * Subagent ends whose answer a gate could not check: its SubagentStop hooks (Dv3-1) or a
 * PostToolBatch hook in its own loop (Dv3-6) could not answer, or still blocked at the cap.
 */
const FAILED_ENDS: ReadonlySet<string> = new Set([
  'stop_hook_failed',
  'stop_hook_limit',
  'batch_hook_failed',
]);

/** What the `agent` tool returns to the parent (its model sees this as the tool result). */
export interface AgentToolResult {
  agent_id: string;
  agent_type: string;
  /** How the subagent's run ended (`answer`, `max_rounds`, `stop_hook_limit`, …). */
  end: string;
  /** The subagent's final answer. */
  result: string;
  rounds: number;
  /** The subagent's tool calls and how each went (`ok`, `denied`, `error`). */
  tool_calls: Array<{ name: string; status: string }>;
  stop_reason?: string;
}

/** Options of {@link agentTool}. */
export interface AgentToolOptions {
  /** The branch whose model calls the tool: the subagent's parent. */
  branch: Branch;
  /** The subagent's model, given its task (li-agent's scripted model: the task is its script). */
  providerFor?: (prompt: string) => ModelProvider;
}

/**
 * The `agent` tool: starts a subagent (`runSubagent`) with the parent's tools except `agent`
 * itself (a subagent starts no subagent, as in Claude Code) and waits for its answer. Its tool
 * calls fire the same tool hooks, their envelopes carrying `agent_id` / `agent_type`. A subagent
 * its SubagentStop hooks could not check (`stop_hook_failed`, or still blocked at the cap,
 * `stop_hook_limit`) returns an error to the parent, never its answer unchecked (Dv3-1).
 */
export function agentTool(options: AgentToolOptions): Tool {
  return defineTool({
    name: 'agent',
    harnessNames: BUILTIN_HARNESS_NAMES.agent,
    description:
      'Start a subagent with its own context for a self-contained task; it has the same tools (except this one) and returns its final answer.',
    ...lazyInput('agent'),
    handler: async (args, ctx): Promise<AgentToolResult> => {
      const run = await runSubagent(
        options.branch,
        {
          prompt: args.prompt,
          excludeTools: ['agent'],
          parentToolUseId: ctx.callId,
          ...(args.subagent_type !== undefined ? { agentType: args.subagent_type } : {}),
          ...(args.max_turns !== undefined ? { maxTurns: args.max_turns } : {}),
          ...(options.providerFor ? { provider: options.providerFor(args.prompt) } : {}),
        },
        {
          ...(ctx.turnId !== undefined ? { turnId: ctx.turnId } : {}),
          ...(ctx.signal ? { signal: ctx.signal } : {}),
        },
      );
      if (FAILED_ENDS.has(run.end)) {
        throw new HookError(
          'SUBAGENT_FAILED',
          `the subagent ${run.agentId} (${run.agentType}) ended as ${run.end}: ${run.stopReason ?? 'its SubagentStop hooks did not let it return'}; its answer is withheld (Dv3-1)`,
          { details: { agent_id: run.agentId, end: run.end } },
        );
      }
      return {
        agent_id: run.agentId,
        agent_type: run.agentType,
        end: run.end,
        result: run.text,
        rounds: run.rounds,
        tool_calls: run.actions.map((a) => ({ name: a.name, status: a.status })),
        ...(run.stopReason !== undefined ? { stop_reason: run.stopReason } : {}),
      };
    },
  });
}
