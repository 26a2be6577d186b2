import {
  type HarnessToolNames,
  type NamedTool,
  PROFILE_EVENTS,
  type ProfileEvent,
} from '@lionagi/hooks-profile/core';

/**
 * What li-agent, the reference agent built on this runtime, is as a hook host: the seams it emits
 * and the names of its built-in tools. li-agent registers them; `li hooks doctor`, `list`, `schema`
 * and `run` speak for this host and read the same facts here (one owner), without importing the
 * agent's internals.
 */

/**
 * The seams li-agent emits: all of profile v2. Its turns run through `Branch.react` (the Stop
 * loop), its REPL on a terminal is an approval prompt (PermissionRequest, Notification
 * `permission_prompt`) and it fires Notification `turn_finished`.
 */
export const AGENT_HOST_EVENTS: readonly ProfileEvent[] = PROFILE_EVENTS;

/** Names of the reference agent's built-in tools, in registration order. */
export const BUILTIN_TOOL_NAMES = [
  'bash',
  'read_file',
  'write_file',
  'edit_file',
  'web_fetch',
  'agent',
] as const;

/** One of {@link BUILTIN_TOOL_NAMES}. */
export type BuiltinToolName = (typeof BUILTIN_TOOL_NAMES)[number];

/**
 * The built-in tools' names in other harnesses (profile v1.1 tool vocabularies): declared only
 * where the tool takes that harness tool's input fields. `bash` takes `{command}` like Claude
 * Code's and Codex's `Bash`; the file tools take Claude Code's `Read` / `Write` / `Edit` fields
 * (`file_path`, `content`, `old_string`, `new_string`). Codex edits files with one tool,
 * `apply_patch`: the writing tools carry that name in the Codex vocabulary, so a Codex guard on
 * `apply_patch` fires on their calls (it sees their own input fields, not a patch: Dv1-2). Codex has
 * no read tool. `web_fetch` takes WebFetch's `url` / `prompt`; Codex's `web_search` is a search,
 * not a fetch, so it has no Codex name. `agent` takes the Agent tool's `description` / `prompt` /
 * `subagent_type` (Claude Code renamed `Task` to `Agent` in 2.1.63 and a `Task` matcher no longer
 * fires there, so `Agent` is its only Claude name); Codex's `spawn_agent` (matcher alias `Agent`)
 * starts a subagent too, so a Codex guard on it fires on `agent` calls and sees these fields.
 * This table is the one owner of these names.
 */
export const BUILTIN_HARNESS_NAMES: Readonly<Record<BuiltinToolName, HarnessToolNames>> = {
  bash: { claude: 'Bash', codex: 'Bash' },
  read_file: { claude: 'Read' },
  write_file: { claude: 'Write', codex: 'apply_patch' },
  edit_file: { claude: 'Edit', codex: 'apply_patch' },
  web_fetch: { claude: 'WebFetch' },
  agent: { claude: 'Agent', codex: 'spawn_agent' },
};

/** The built-in tools as the vocabulary rules see them (no handlers: safe to import anywhere). */
export const BUILTIN_TOOLS: readonly NamedTool[] = BUILTIN_TOOL_NAMES.map((name) => ({
  name,
  harnessNames: BUILTIN_HARNESS_NAMES[name],
}));
