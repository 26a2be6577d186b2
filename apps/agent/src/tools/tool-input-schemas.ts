import { DEFAULT_SUBAGENT_TURNS } from '@lionagi/runtime';
import { z } from 'zod';

// Loaded when a built-in tool's first call arrives (see lazy-input.ts), so a turn that calls no
// tool never loads zod; the model is offered the JSON Schemas generated from these
// (tool-json-schemas.ts, checked against them by tool-json-schemas.test.ts).

/** The `bash` tool's input: Claude Code's Bash fields, so imported guards reading `.tool_input.command` work. */
export const BashInputSchema = z.object({
  command: z.string().min(1).describe('The shell command to run in the project directory'),
  description: z.string().optional().describe('What the command does, in a few words'),
  timeout: z
    .number()
    .int()
    .positive()
    .max(600_000)
    .optional()
    .describe('Timeout in milliseconds (default 120000)'),
});

/** `read_file` input (Claude Code's Read fields). `offset` is the 1-based first line. */
export const ReadFileInputSchema = z.object({
  file_path: z.string().min(1),
  offset: z.number().int().positive().optional(),
  limit: z.number().int().positive().optional(),
});

/** `write_file` input (Claude Code's Write fields). */
export const WriteFileInputSchema = z.object({
  file_path: z.string().min(1),
  content: z.string(),
});

/** `edit_file` input (Claude Code's Edit fields): `old_string` must occur exactly once. */
export const EditFileInputSchema = z.object({
  file_path: z.string().min(1),
  old_string: z.string().min(1),
  new_string: z.string(),
});

/** `web_fetch` input: Claude Code's WebFetch fields (`url`, and `prompt`: what to look for). */
export const WebFetchInputSchema = z.object({
  url: z.string().min(1).describe('The http or https URL to fetch'),
  prompt: z.string().optional().describe('What to look for in the page (kept with the result)'),
});

/** `agent` input: Claude Code's Agent fields, plus the subagent's round budget. */
export const AgentInputSchema = z.object({
  description: z.string().describe('A short (3-5 word) description of the task'),
  prompt: z.string().min(1).describe('The task for the subagent, with everything it needs to know'),
  subagent_type: z
    .string()
    .optional()
    .describe('The kind of agent (default general-purpose): its agent_type in hooks'),
  max_turns: z
    .number()
    .int()
    .positive()
    .max(50)
    .optional()
    .describe(
      `Model rounds the subagent gets before its answer is forced (default ${DEFAULT_SUBAGENT_TURNS})`,
    ),
});

/** Each built-in tool's zod input schema, by tool name. */
export const TOOL_INPUT_SCHEMAS = {
  bash: BashInputSchema,
  read_file: ReadFileInputSchema,
  write_file: WriteFileInputSchema,
  edit_file: EditFileInputSchema,
  web_fetch: WebFetchInputSchema,
  agent: AgentInputSchema,
};

/** A built-in tool's name. */
export type BuiltinToolName = keyof typeof TOOL_INPUT_SCHEMAS;
