/**
 * The tool names a matcher on a tool event may name exactly: the reference agent's built-in tools
 * (`apps/agent` `BUILTIN_TOOL_NAMES`). MCP tools are registered as `mcp__<server>__<tool>` and are
 * accepted by prefix (see {@link isKnownToolName}). Dv1-2: there is no alias table, so Claude Code's
 * `Bash` never matches the `bash` tool.
 */
export const KNOWN_TOOL_NAMES: readonly string[] = ['bash', 'read_file', 'write_file', 'edit_file'];

/** The prefix of every MCP tool name. */
export const MCP_TOOL_PREFIX = 'mcp__';

/** Claude Code and Codex tool names and the registered tool a guard for them should name. */
const HARNESS_NAMES: Readonly<Record<string, string>> = {
  Bash: 'bash',
  Read: 'read_file',
  Write: 'write_file',
  Edit: 'edit_file',
  MultiEdit: 'edit_file',
  apply_patch: 'edit_file',
  shell: 'bash',
  exec_command: 'bash',
};

/** True for a built-in tool name or an `mcp__<server>__<tool>` name. */
export function isKnownToolName(name: string): boolean {
  return KNOWN_TOOL_NAMES.includes(name) || name.startsWith(MCP_TOOL_PREFIX);
}

/** The registered tool a harness tool name most likely means, e.g. `Bash` -> `bash`. */
export function suggestToolName(name: string): string | undefined {
  return (
    HARNESS_NAMES[name] ?? KNOWN_TOOL_NAMES.find((t) => t.toLowerCase() === name.toLowerCase())
  );
}
