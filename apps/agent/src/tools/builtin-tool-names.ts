import type { HarnessToolNames, NamedTool } from '@lionagi/hooks-profile';

/** Names of the reference agent's built-in tools, in registration order. */
export const BUILTIN_TOOL_NAMES = ['bash', 'read_file', 'write_file', 'edit_file'] as const;

/** One of {@link BUILTIN_TOOL_NAMES}. */
export type BuiltinToolName = (typeof BUILTIN_TOOL_NAMES)[number];

/**
 * The built-in tools' names in other harnesses (profile v1.1 tool vocabularies): declared only
 * where the tool takes that harness tool's input fields. `bash` takes `{command}` like Claude
 * Code's and Codex's `Bash`; the file tools take Claude Code's `Read` / `Write` / `Edit` fields
 * (`file_path`, `content`, `old_string`, `new_string`). Codex's `apply_patch` takes a patch, so no
 * file tool is named for Codex. This table is the one owner of these names.
 */
export const BUILTIN_HARNESS_NAMES: Readonly<Record<BuiltinToolName, HarnessToolNames>> = {
  bash: { claude: 'Bash', codex: 'Bash' },
  read_file: { claude: 'Read' },
  write_file: { claude: 'Write' },
  edit_file: { claude: 'Edit' },
};

/** The built-in tools as the vocabulary rules see them (no handlers: safe to import anywhere). */
export const BUILTIN_TOOLS: readonly NamedTool[] = BUILTIN_TOOL_NAMES.map((name) => ({
  name,
  harnessNames: BUILTIN_HARNESS_NAMES[name],
}));
