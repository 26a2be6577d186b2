import { HookError } from '@lionagi/hooks-profile';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { errorMessage } from './summarize.js';
import { Tool, type ToolArguments } from './tool.js';

/** How to start an MCP server over stdio (the `mcp_servers:` settings shape). */
export interface McpServerConfig {
  command: string;
  args?: string[];
  env?: Record<string, string>;
  cwd?: string;
}

/** A connected MCP server and the tools it exposes. */
export interface McpConnection {
  readonly server: string;
  /** Discovered tools, named `mcp__<server>__<tool>` (the Claude Code convention). */
  readonly tools: Tool[];
  close(): Promise<void>;
}

const SERVER_NAME = /^[A-Za-z0-9_-]{1,64}$/;
const MCP_SDK = '@modelcontextprotocol/sdk';
const STDERR_KEEP = 4096;

/** The registered name of MCP tool `tool` on server `server`. */
export function mcpToolName(server: string, tool: string): string {
  return `mcp__${server}__${tool}`;
}

/**
 * Starts `config` as a stdio MCP server, lists its tools and wraps each as a {@link Tool} whose
 * input schema is the server's JSON Schema and whose handler calls the server. A result with
 * `isError` becomes a thrown error (the call's error path); text-only content becomes a string,
 * otherwise `structuredContent` or the content list is returned.
 */
export async function connectMcpServer(
  server: string,
  config: McpServerConfig,
): Promise<McpConnection> {
  if (!SERVER_NAME.test(server)) {
    throw new HookError(
      'USAGE',
      `invalid MCP server name ${JSON.stringify(server)}: expected 1-64 letters, digits, "_" or "-"`,
    );
  }
  const { Client, StdioClientTransport, getDefaultEnvironment, AjvJsonSchemaValidator } =
    await loadMcpClient(server);
  const validators = new AjvJsonSchemaValidator();
  const transport = new StdioClientTransport({
    command: config.command,
    ...(config.args ? { args: config.args } : {}),
    env: { ...getDefaultEnvironment(), ...config.env },
    ...(config.cwd ? { cwd: config.cwd } : {}),
    stderr: 'pipe',
  });
  let stderr = '';
  transport.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString('utf8')).slice(-STDERR_KEEP);
  });
  const client = new Client({ name: 'lionagi-runtime', version: '0.1.0' });
  const argv = [config.command, ...(config.args ?? [])].join(' ');
  try {
    await client.connect(transport);
    const tools: Tool[] = [];
    let cursor: string | undefined;
    do {
      const page = await client.listTools(cursor === undefined ? {} : { cursor });
      for (const t of page.tools) tools.push(wrap(client, server, t, validators));
      cursor = page.nextCursor;
    } while (cursor);
    return { server, tools, close: () => client.close() };
  } catch (cause) {
    await client.close().catch(() => undefined);
    const tail = stderr.trim() ? `; server stderr: ${stderr.trim()}` : '';
    throw new HookError(
      'SPAWN_FAILED',
      `MCP server "${server}" (${argv}) could not be connected: ${errorMessage(cause)}${tail}`,
      { cause, details: { server, command: config.command, args: config.args ?? [] } },
    );
  }
}

/**
 * Loads the MCP client only when a server is configured: most runs have none, and the SDK (an
 * optional peer dependency) is then neither loaded nor required to be installed.
 */
async function loadMcpClient(server: string) {
  try {
    const [client, stdio, ajv] = await Promise.all([
      import('@modelcontextprotocol/sdk/client/index.js'),
      import('@modelcontextprotocol/sdk/client/stdio.js'),
      import('@modelcontextprotocol/sdk/validation/ajv'),
    ]);
    return { ...client, ...stdio, ...ajv };
  } catch (cause) {
    const code = (cause as NodeJS.ErrnoException | undefined)?.code;
    if (code !== 'ERR_MODULE_NOT_FOUND' && code !== 'MODULE_NOT_FOUND') throw cause;
    throw new HookError(
      'SPAWN_FAILED',
      `MCP server "${server}" is configured but ${MCP_SDK} is not installed: install it next to @lionagi/runtime (npm install ${MCP_SDK})`,
      { cause, details: { server } },
    );
  }
}

interface ListedTool {
  name: string;
  description?: string | undefined;
  inputSchema: Record<string, unknown>;
}

/** The SDK's JSON Schema validator factory (ajv), as loaded with the client. */
interface ValidatorFactory {
  getValidator(schema: Record<string, unknown>): (input: unknown) => {
    valid: boolean;
    errorMessage?: string | undefined;
  };
}

/**
 * The full check of an MCP tool's input schema, in words (`arguments/note/tags/0 must be string`).
 * A schema the validator cannot compile keeps the top-level check only: the server still
 * validates its own input.
 */
function inputValidator(
  factory: ValidatorFactory,
  schema: Record<string, unknown>,
): ((args: ToolArguments) => string[]) | undefined {
  let validate: ReturnType<ValidatorFactory['getValidator']>;
  try {
    validate = factory.getValidator(schema);
  } catch {
    return undefined;
  }
  return (args) => {
    const result = validate(args);
    if (result.valid) return [];
    // ajv's errorsText: "data/x must be string, data must have required property 'y'".
    return (result.errorMessage ?? 'does not match its schema')
      .split(/, (?=data\b)/)
      .map((problem) => problem.replace(/^data\b/, 'arguments'));
  };
}

function wrap(
  client: Client,
  server: string,
  listed: ListedTool,
  validators: ValidatorFactory,
): Tool {
  const validateInput = inputValidator(validators, listed.inputSchema);
  return new Tool({
    name: mcpToolName(server, listed.name),
    description: listed.description ?? '',
    inputSchema: listed.inputSchema,
    ...(validateInput === undefined ? {} : { validateInput }),
    handler: async (args, ctx) => {
      const result = await client.callTool(
        { name: listed.name, arguments: args as ToolArguments },
        undefined,
        ctx.signal ? { signal: ctx.signal } : undefined,
      );
      const content = Array.isArray(result.content) ? result.content : [];
      const texts = content.every((c) => c.type === 'text')
        ? content.map((c) => (c as { text: string }).text)
        : undefined;
      if (result.isError) {
        throw new Error(texts?.join('\n') || `MCP tool ${listed.name} on "${server}" failed`);
      }
      if (result.structuredContent !== undefined) return result.structuredContent;
      return texts ? texts.join('\n') : content;
    },
  });
}
