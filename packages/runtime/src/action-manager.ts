import { HookError } from '@lionagi/hooks-profile';
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

  /** The tools as offered to a model (all, or those named). */
  schemas(names?: readonly string[]): ToolSchema[] {
    const picked = names ? names.map((n) => this.#tools.get(n)) : [...this.#tools.values()];
    return picked.filter((t): t is Tool => t !== undefined).map((t) => t.toSchema());
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

  /** Runs one tool call through the chokepoint. Never throws: the result carries the outcome. */
  invoke(call: ToolCallRequest, ctx: InvokeContext = {}): Promise<ToolCallResult> {
    const tool = this.#tools.get(call.name);
    return invokePipeline(tool, call, ctx, {
      ...(this.#bus ? { bus: this.#bus } : {}),
      layers: [...this.#layers],
      logger: this.#logger,
      registered: this.names,
    });
  }
}
