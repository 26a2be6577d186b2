import type { Tool } from '@lionagi/runtime';
import { bashTool } from './bash.js';
import { editFileTool, readFileTool, writeFileTool } from './file-tools.js';

export { BUILTIN_HARNESS_NAMES, BUILTIN_TOOL_NAMES, BUILTIN_TOOLS } from './builtin-tool-names.js';

/** The built-in tools bound to a project directory. */
export function builtinTools(projectDir: string): Tool[] {
  return [
    bashTool(projectDir),
    readFileTool(projectDir),
    writeFileTool(projectDir),
    editFileTool(projectDir),
  ];
}
