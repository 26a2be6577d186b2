import type { HookFile, Tool } from '@lionagi/runtime';
import { type AgentToolOptions, agentTool } from './agent-tool.js';
import { bashTool } from './bash.js';
import { editFileTool, readFileTool, writeFileTool } from './file-tools.js';
import { webFetchTool } from './web-fetch.js';

export { BUILTIN_HARNESS_NAMES, BUILTIN_TOOL_NAMES, BUILTIN_TOOLS } from '@lionagi/runtime';

/**
 * The built-in tools bound to a project directory. The file tools stay inside it and never touch
 * `.lionagi/`, `.claude/`, `.codex/` or `$LIONAGI_HOME` (read from `env`), never write a `.git`
 * path, and never write a file `hookFiles` lists (what a configured hook executes or pins);
 * `bash` is not a sandbox. `web_fetch` fetches http(s) only. `agent` is there when `subagents`
 * names the branch it starts subagents of.
 */
export function builtinTools(
  projectDir: string,
  env: NodeJS.ProcessEnv = process.env,
  hookFiles?: () => Promise<readonly HookFile[]>,
  subagents?: AgentToolOptions,
): Tool[] {
  const scope = { projectDir, env, hookFiles };
  return [
    bashTool(projectDir),
    readFileTool(scope),
    writeFileTool(scope),
    editFileTool(scope),
    webFetchTool(),
    ...(subagents ? [agentTool(subagents)] : []),
  ];
}
