import type { BuiltinToolName, TOOL_INPUT_SCHEMAS } from './tool-input-schemas.js';
import { TOOL_JSON_SCHEMAS } from './tool-json-schemas.js';

/**
 * A built-in tool's input schemas for `defineTool`: the JSON Schema the model is offered
 * (generated from the zod schema at build time) and the zod schema itself, loaded when the tool's
 * first call arrives, which checks every call as an eager `requestSchema` does. A turn that calls
 * no tool loads no zod.
 */
export function lazyInput<K extends BuiltinToolName>(name: K) {
  return {
    inputSchema: TOOL_JSON_SCHEMAS[name] as Record<string, unknown>,
    loadRequestSchema: async (): Promise<(typeof TOOL_INPUT_SCHEMAS)[K]> =>
      (await import('./tool-input-schemas.js')).TOOL_INPUT_SCHEMAS[name],
  };
}
