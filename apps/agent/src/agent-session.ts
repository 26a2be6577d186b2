import { type LoadedSettings, notImportedNotices } from '@lionagi/hooks-config/load';
import { isBlockingEvent, PROFILE_EVENTS } from '@lionagi/hooks-profile';
import {
  AGENT_HOST_EVENTS,
  type Approver,
  type Branch,
  type ContextBudget,
  createDigestCache,
  createProgramCheck,
  getExternalHooks,
  type HookPayloads,
  HookPoint,
  hookFiles,
  type Logger,
  type ModelProvider,
  neverFiringHooks,
  Session,
  type SubagentIdentity,
  summarize,
  type ToolCallResult,
} from '@lionagi/runtime';
import {
  type AgentEvent,
  type HookRunReport,
  type SubagentTag,
  toHookResponseEvent,
  toHookRunReport,
} from './agent-events.js';
import { createScriptedProvider } from './providers/scripted.js';
import { builtinTools } from './tools/builtin-tools.js';

/** Options of {@link openAgent}. */
export interface AgentOptions {
  projectDir: string;
  provider: ModelProvider;
  env: NodeJS.ProcessEnv;
  /** Receives every event as it happens (stream-json, text trace). */
  onEvent?: (event: AgentEvent) => void;
  /** The REPL's approval prompt on a terminal: a hook's `ask` asks it (else `ask` denies). */
  approver?: Approver;
  /** Where the runtime's warnings go (a skipped advisory hook, once per session). */
  logger?: Logger;
  /**
   * The model of a subagent the `agent` tool starts, given its task. Default: the scripted
   * provider reads the task as the subagent's own script; any other provider is shared.
   */
  subagentProvider?: (prompt: string) => ModelProvider;
  /** The branch's context budget: passing it compacts the branch (trigger `auto`). */
  contextBudget?: ContextBudget;
  /**
   * Settings already loaded (the ones the project approval showed, C-9): the session runs these
   * instead of reading the files again.
   */
  settings?: LoadedSettings;
}

/** A started agent: its session, the branch turns run on, and the hook runs seen so far. */
export interface Agent {
  session: Session;
  branch: Branch;
  hookRuns: HookRunReport[];
  /**
   * The hook runs not reported yet, marked reported: a turn's report carries them, so the first
   * one also shows the SessionStart runs that happened before it.
   */
  takeHookRuns(): HookRunReport[];
  /**
   * Configured tool hooks whose matcher, in their tool vocabulary, matches none of the tools this
   * agent registered: they never fire (printed at start, and in json / stream-json output).
   */
  warnings: string[];
  /**
   * Said once at start when no project settings file was found: the agent then runs with only
   * the user's hooks, and a wrong or missing project must not go unnoticed.
   */
  notice: string | undefined;
  /** Ends the session (SessionEnd hooks, transcript flush, MCP servers closed). */
  close(reason?: string): Promise<void>;
  /**
   * Ends the session because li-agent is stopping: running hooks are terminated first, then
   * SessionEnd fires, bounded (`Session.close`).
   */
  stop(reason: string): Promise<void>;
}

const SYSTEM_PROMPT =
  'You are li-agent, the LionAGI reference agent. Use the tools to work in the project directory.';

/**
 * Starts a session on the default path: the user and project settings are loaded and their
 * hooks attached without any opt-in, the built-in tools are registered, and the MCP servers
 * declared under `mcp_servers:` are connected (their tools become `mcp__<server>__<tool>`).
 */
export async function openAgent(options: AgentOptions): Promise<Agent> {
  const hookRuns: HookRunReport[] = [];
  const emit = options.onEvent ?? (() => undefined);
  // A started hook is paired with its response by event and config index: within one firing the
  // chain is sequential, and concurrent firings of an event each start and finish their own.
  const started = new Map<string, Array<{ id: string; name: string }>>();
  let nextHookId = 0;
  const session = new Session({
    projectDir: options.projectDir,
    provider: options.provider,
    env: options.env,
    hostEvents: AGENT_HOST_EVENTS,
    ...(options.settings ? { externalHooks: options.settings } : {}),
    ...(options.logger ? { logger: options.logger } : {}),
    ...(options.approver ? { approver: options.approver } : {}),
    onHookStart: (start) => {
      const hookId = `hook_${++nextHookId}`;
      const key = `${start.event}#${start.index}`;
      const name =
        start.matcherTarget === undefined ? start.event : `${start.event}:${start.matcherTarget}`;
      started.set(key, [...(started.get(key) ?? []), { id: hookId, name }]);
      emit({
        type: 'system',
        subtype: 'hook_started',
        hook_id: hookId,
        hook_name: name,
        hook_event: start.event,
        command: start.command,
        ...(start.statusMessage === undefined ? {} : { status_message: start.statusMessage }),
      });
    },
    onToolCall: (call, subagent) => {
      const input = call.arguments ?? {};
      emit({ type: 'tool_use', id: call.id, name: call.name, input, ...subagentTag(subagent) });
    },
    onToolResult: (result, subagent) =>
      emit({ ...toolResultEvent(result), ...subagentTag(subagent) }),
    onHookRun: (run) => {
      const report = toHookRunReport(run);
      hookRuns.push(report);
      const start = run.ran ? started.get(`${run.event}#${run.index}`)?.shift() : undefined;
      emit(toHookResponseEvent(report, start?.name ?? run.event, start?.id));
    },
  });
  session.bus.observe((signal) => {
    if (signal.point !== HookPoint.BRANCH_COMPACT) return;
    const { trigger, messages_before } = signal.payload as HookPayloads['branch.compact'];
    emit({
      type: 'system',
      subtype: 'compact_boundary',
      session_id: session.id,
      compact_metadata: { trigger, pre_messages: messages_before },
    });
  });
  const branch = session.createBranch({
    system: SYSTEM_PROMPT,
    ...(options.contextBudget ? { contextBudget: options.contextBudget } : {}),
  });
  const providerFor = options.subagentProvider ?? scriptedSubagents(options.provider);
  const close = (reason = 'other') => session.end(reason);
  try {
    await session.ready();
    const loaded = getExternalHooks(session)?.settings;
    // Resolved at each write: a file created since (a shadowing module) is seen at once.
    const cache = createDigestCache();
    const guarded = loaded ? () => hookFiles(loaded, { env: session.env, cache }) : async () => [];
    const subagents = { branch, ...(providerFor ? { providerFor } : {}) };
    for (const tool of builtinTools(session.projectDir, session.env, guarded, subagents))
      branch.actions.register(tool);
    const servers = getExternalHooks(session)?.settings.mcpServers ?? {};
    for (const [name, config] of Object.entries(servers)) {
      await branch.actions.registerMcpServer(name, { ...config, cwd: session.projectDir });
    }
  } catch (error) {
    await close().catch(() => undefined);
    throw error;
  }
  const settings = getExternalHooks(session)?.settings;
  const warnings = settings
    ? [
        ...neverFiringHooks(settings, branch.actions.tools),
        ...cannotRun(settings, session.env),
        ...notImportedNotices(settings.notImported).map((n) => `${n.file}:${n.line}: ${n.text}`),
      ]
    : [];
  const notice =
    settings?.projectFile === undefined ? noProjectNotice(session, settings) : undefined;
  emit({
    type: 'system',
    subtype: 'init',
    session_id: session.id,
    transcript_path: session.transcriptPath,
    cwd: session.projectDir,
    provider: options.provider.name,
    ...(session.model !== undefined ? { model: session.model } : {}),
    tools: branch.actions.names,
    ...(warnings.length > 0 ? { warnings } : {}),
  });
  let reported = 0;
  return {
    session,
    branch,
    hookRuns,
    takeHookRuns: () => {
      const fresh = hookRuns.slice(reported);
      reported = hookRuns.length;
      return fresh;
    },
    warnings,
    notice,
    close,
    stop: (reason) => session.close(reason),
  };
}

/** The tag of a subagent's tool events (none on the main branch's). */
function subagentTag(agent: SubagentIdentity | undefined): SubagentTag {
  if (agent === undefined) return {};
  return {
    ...(agent.parentToolUseId !== undefined ? { parent_tool_use_id: agent.parentToolUseId } : {}),
    agent_id: agent.agentId,
  };
}

/**
 * With the scripted provider, each subagent's task is its own script (its directive lines), with
 * tool-call ids of its own (`sub1_call_1`, …) so they never repeat the parent's.
 */
function scriptedSubagents(
  provider: ModelProvider,
): ((prompt: string) => ModelProvider) | undefined {
  if (provider.name !== 'scripted') return undefined;
  let subagents = 0;
  return (prompt) => {
    const prefix = `sub${++subagents}_call_`;
    let calls = 0;
    return createScriptedProvider(prompt, {
      ...(provider.model !== undefined ? { model: provider.model } : {}),
      nextCallId: () => `${prefix}${++calls}`,
    });
  };
}

/** The `tool_result` event of a call's outcome: its output, its error, or why it was denied. */
function toolResultEvent(result: ToolCallResult): AgentEvent {
  const summary =
    result.status === 'ok'
      ? summarize(result.output)
      : ((result.status === 'denied' ? result.reason : result.error) ?? '');
  return {
    type: 'tool_result',
    id: result.id,
    name: result.name,
    status: result.status,
    summary,
    duration_ms: Math.round(result.durationMs),
  };
}

function noProjectNotice(session: Session, settings: LoadedSettings | undefined): string {
  const guards = settings
    ? PROFILE_EVENTS.filter(isBlockingEvent).reduce((n, e) => n + settings.hooks[e].length, 0)
    : 0;
  return `no project settings found (no .lionagi/settings.yaml from ${session.projectDir} up to the repository root); guards configured: ${guards}${guards > 0 ? ' (user settings)' : ''}`;
}

/** The start line's word on each hook whose program is not installed here (the fix first). */
function cannotRun(settings: LoadedSettings, env: NodeJS.ProcessEnv): string[] {
  const check = createProgramCheck(settings.projectDir, env);
  return Object.values(settings.hooks)
    .flat()
    .flatMap((entry) => {
      const why = check(entry);
      return why === undefined
        ? []
        : [`${entry.event} hook ${JSON.stringify(entry.command)} cannot run here: ${why}`];
    });
}
