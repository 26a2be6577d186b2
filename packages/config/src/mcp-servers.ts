import { isCollection, isMap, type Node } from 'yaml';
import { z } from 'zod';
import { type FileContext, reportError } from './diagnostics.js';
import { deref, isNullish, scalarValue } from './yaml-node.js';

/** One `mcp_servers:` entry: a stdio MCP server launched as `command args...` with extra `env`. */
export const McpServerConfigSchema = z.strictObject({
  command: z
    .string({ error: 'command must be a string (the executable to launch)' })
    .min(1, { error: 'command must not be empty' }),
  args: z
    .array(z.string({ error: 'each arg must be a string (quote numbers)' }), {
      error: 'args must be a list of strings',
    })
    .optional(),
  env: z
    .record(z.string(), z.string({ error: 'env values must be strings (quote numbers)' }), {
      error: 'env must be a mapping of variable names to strings',
    })
    .optional(),
});

/** A validated `mcp_servers:` entry. */
export type McpServerConfig = z.infer<typeof McpServerConfigSchema>;

const MCP_KEYS = Object.keys(McpServerConfigSchema.shape);

function nodeAt(ctx: FileContext, root: unknown, path: readonly PropertyKey[]): unknown {
  let node = deref(ctx, root);
  for (const key of path) {
    if (!isCollection(node)) return node;
    const next = (node as Node & { get(k: unknown, keep: true): unknown }).get(key, true);
    if (next === undefined) return node;
    node = deref(ctx, next);
  }
  return node;
}

/**
 * Parses a file's `mcp_servers:` block, validating each server with {@link McpServerConfigSchema}
 * and reporting each problem at the offending node.
 */
export function readMcpServers(ctx: FileContext, node: unknown): Record<string, McpServerConfig> {
  const out: Record<string, McpServerConfig> = {};
  if (isNullish(ctx, node)) return out;
  const map = deref(ctx, node);
  if (!isMap(map)) {
    const message = 'mcp_servers must be a mapping of server names to { command, args, env }';
    reportError(ctx, node, message, { entry: 'mcp_servers' });
    return out;
  }
  for (const pair of map.items) {
    const name = String(scalarValue(ctx, pair.key));
    const entry = `mcp_servers.${name}`;
    const value = isCollection(deref(ctx, pair.value))
      ? (deref(ctx, pair.value) as Node).toJS(ctx.doc)
      : scalarValue(ctx, pair.value);
    const parsed = McpServerConfigSchema.safeParse(value);
    if (parsed.success) {
      out[name] = parsed.data;
      continue;
    }
    for (const issue of parsed.error.issues) {
      if (issue.code === 'unrecognized_keys') {
        const server = deref(ctx, pair.value);
        for (const key of issue.keys) {
          const keyPair = isMap(server)
            ? server.items.find((p) => String(scalarValue(ctx, p.key)) === key)
            : undefined;
          const message = `unknown key "${key}" in an MCP server; allowed keys: ${MCP_KEYS.join(', ')}`;
          reportError(ctx, keyPair ?? pair, message, { entry });
        }
        continue;
      }
      const target = issue.path.length === 0 ? pair : nodeAt(ctx, pair.value, issue.path);
      const message =
        issue.path.length === 0
          ? 'must be a mapping like { command: node, args: [server.mjs] }'
          : issue.message;
      reportError(ctx, target, message, { entry });
    }
  }
  return out;
}
