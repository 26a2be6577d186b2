import {
  exceedsJsonDepth,
  HookError,
  jsonDepthMessage,
  type ToolVocabulary,
  toolNamesIn,
} from '@lionagi/hooks-profile';
import type { HookBus } from './hook-bus.js';
import { invokePipeline } from './invoke-pipeline.js';
import { type Logger, stderrLogger } from './logger.js';
import { connectMcpServer, type McpConnection, type McpServerConfig } from './mcp-server.js';
import type { ToolCallRequest, ToolSchema } from './provider.js';
import { type FunctionToolOptions, functionTool, Tool, type ToolArguments } from './tool.js';
import type { InvokeContext, ToolCallResult, ToolHookLayer } from './tool-layer.js';

/** Options of {@link ActionManager}. */
export interface ActionManagerOptions {
  /** The audit-plane bus: TOOL_PRE (blocking), TOOL_POST and TOOL_ERROR fire on it. */
  bus?: HookBus;
  logger?: Logger;
}

/**
 * The tool registry and the one chokepoint every Branch-mediated tool call passes through
 * (ADR-0048 D3). `invoke` order: bus TOOL_PRE (summary) -> manager layers' pre (external
 * PreToolUse) -> the tool's pre chain (user stages, `securityPre` last) -> revalidation -> tool ->
 * post chain -> manager layers' post (external PostToolUse) -> bus TOOL_POST; on failure, bus
 * TOOL_ERROR and the layers' failure stage (PostToolUseFailure).
 */
export class ActionManager {
  readonly #tools = new Map<string, Tool>();
  readonly #layers: ToolHookLayer[] = [];
  readonly #mcp: McpConnection[] = [];
  readonly #bus: HookBus | undefined;
  readonly #logger: Logger;
  readonly #gates: Array<() => Promise<void>> = [];

  constructor(options: ActionManagerOptions = {}) {
    this.#bus = options.bus;
    this.#logger = options.logger ?? stderrLogger;
  }

  /** Registers a {@link Tool} or a plain function; a duplicate name throws. */
  register(tool: Tool | ((args: ToolArguments) => unknown), options?: FunctionToolOptions): Tool {
    const t = tool instanceof Tool ? tool : functionTool(tool, options);
    if (this.#tools.has(t.name)) {
      throw new HookError('USAGE', `tool "${t.name}" is already registered on this ActionManager`);
    }
    this.#tools.set(t.name, t);
    return t;
  }

  /** Connects a stdio MCP server and registers its tools; returns their registered names. */
  async registerMcpServer(server: string, config: McpServerConfig): Promise<string[]> {
    const connection = await connectMcpServer(server, config);
    this.#mcp.push(connection);
    return connection.tools.map((t) => this.register(t).name);
  }

  /** The tool registered under `name`, if any. */
  get(name: string): Tool | undefined {
    return this.#tools.get(name);
  }

  /** Every registered tool name, in registration order. */
  get names(): string[] {
    return [...this.#tools.keys()];
  }

  /** Every registered tool, in registration order. */
  get tools(): Tool[] {
    return [...this.#tools.values()];
  }

  /** The registered tools' names in a tool vocabulary (profile v1.1), in registration order. */
  namesIn(vocabulary: ToolVocabulary): string[] {
    return toolNamesIn(this.tools, vocabulary);
  }

  /** The tools as offered to a model (all, or those named). */
  schemas(names?: readonly string[]): ToolSchema[] {
    const picked = names ? names.map((n) => this.#tools.get(n)) : [...this.#tools.values()];
    return picked.filter((t): t is Tool => t !== undefined).map((t) => t.toSchema());
  }

  /** The manager-level layers, in order (a subagent's manager gets its parent's). */
  get layers(): ToolHookLayer[] {
    return [...this.#layers];
  }

  /** Adds a manager-level layer (outermost; layers run in the order added). Returns a remover. */
  addLayer(layer: ToolHookLayer): () => void {
    if (!this.#layers.includes(layer)) this.#layers.push(layer);
    return () => this.removeLayer(layer);
  }

  /** Removes a manager-level layer. */
  removeLayer(layer: ToolHookLayer): void {
    const i = this.#layers.indexOf(layer);
    if (i >= 0) this.#layers.splice(i, 1);
  }

  /** Closes every MCP connection this manager opened. */
  async close(): Promise<void> {
    const open = this.#mcp.splice(0);
    await Promise.allSettled(open.map((c) => c.close()));
  }

  /**
   * Makes every call wait for `ready` (a session attaching its settings-declared hooks) before
   * anything runs; if it rejects, calls are denied. Without this, a call made before the hooks
   * are attached would run unguarded.
   */
  waitFor(ready: () => Promise<void>): void {
    this.#gates.push(ready);
  }

  /** Runs one tool call through the chokepoint. Never throws: the result carries the outcome. */
  async invoke(call: ToolCallRequest, ctx: InvokeContext = {}): Promise<ToolCallResult> {
    // Before anything clones or serializes them: a RangeError there would abort the whole run.
    if (exceedsJsonDepth(call.arguments ?? {})) return tooDeep(call);
    try {
      for (const gate of this.#gates) await gate();
    } catch (error) {
      return notStarted(call, `hooks could not be loaded, so no tool runs: ${errorMessage(error)}`);
    }
    const tool = this.#tools.get(call.name);
    // Layers are read after the gates: the session's hook layers are attached by then.
    return invokePipeline(tool, call, ctx, {
      ...(this.#bus ? { bus: this.#bus } : {}),
      layers: [...this.#layers],
      logger: this.#logger,
      registered: this.names,
    });
  }
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** A call whose arguments nest past MAX_JSON_DEPTH: refused whole, its input not kept. */
function tooDeep(call: ToolCallRequest): ToolCallResult {
  return {
    id: call.id,
    name: call.name,
    input: {},
    finalInput: {},
    status: 'error',
    error: `${jsonDepthMessage(`the arguments of tool call "${call.name}"`)}; refused, nothing ran`,
    feedback: [],
    hookContext: [],
    systemMessages: [],
    durationMs: 0,
  };
}

/** A call denied before anything ran (not even the audit-plane TOOL_PRE). */
function notStarted(call: ToolCallRequest, reason: string): ToolCallResult {
  const input = structuredClone(call.arguments ?? {});
  return {
    id: call.id,
    name: call.name,
    input,
    finalInput: input,
    status: 'denied',
    reason,
    deniedBy: 'layer',
    feedback: [],
    hookContext: [],
    systemMessages: [],
    durationMs: 0,
  };
}
