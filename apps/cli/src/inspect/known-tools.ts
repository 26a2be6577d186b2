import {
  entryNeverFires,
  type LoadedSettings,
  type ResolvedHookEntry,
} from '@lionagi/hooks-config/load';
import {
  compileMatcher,
  type HarnessToolNames,
  type NamedTool,
  type NeverFires,
  type ToolVocabulary,
  toolCarrying,
  toolNamesIn,
} from '@lionagi/hooks-profile/core';
import { BUILTIN_TOOLS } from '@lionagi/runtime/reference-agent';

/**
 * The tools a configured hook can meet: the reference agent's built-in tools (their names in
 * every vocabulary come from its tool registry, `BUILTIN_TOOLS`), plus the tools of the MCP
 * servers in the settings, which `li` does not start (`mcp__<server>__<tool>`).
 */
export const KNOWN_TOOLS: readonly NamedTool[] = BUILTIN_TOOLS;

/** The built-in tools' names in a vocabulary, e.g. `Bash, Read, Write, Edit` for `claude`. */
export function knownToolNames(vocabulary: ToolVocabulary): string[] {
  return toolNamesIn(KNOWN_TOOLS, vocabulary);
}

/**
 * The known tool a firing names, in the vocabulary the envelope speaks: a registered name (`bash`)
 * under `lionagi`, a harness's own name (`Bash`) for `claude` / `codex` (an envelope a harness
 * sent through the bridge). Returns its registered name and its names in the other vocabularies,
 * which the runtime passes with every call of the tool; `undefined` for any other name (an MCP
 * tool is `mcp__<server>__<tool>` in every vocabulary) and for a name several tools share
 * (Codex's `apply_patch`: a patch, neither file tool's input), which stays as the harness sent it.
 */
export function knownToolCall(
  name: unknown,
  vocabulary: ToolVocabulary,
): { registered: string; harnessNames: HarnessToolNames } | undefined {
  if (typeof name !== 'string') return undefined;
  const tool = toolCarrying(KNOWN_TOOLS, name, vocabulary);
  return tool?.harnessNames === undefined
    ? undefined
    : { registered: tool.name, harnessNames: tool.harnessNames };
}

/** Why `entry` can never fire against the known tools and the configured MCP servers, if so. */
export function neverFires(
  entry: ResolvedHookEntry,
  settings: LoadedSettings,
): NeverFires | undefined {
  return entryNeverFires(entry, KNOWN_TOOLS, Object.keys(settings.mcpServers));
}

/**
 * The names of an exact matcher that, alone, match no known tool in the entry's vocabulary (the
 * matcher still fires for its other names): a likely typo or a tool from another harness.
 */
export function unknownMatcherNames(entry: ResolvedHookEntry, settings: LoadedSettings): string[] {
  if (entry.compiledMatcher.kind !== 'exact') return [];
  return entry.compiledMatcher.names.filter(
    (name) =>
      entryNeverFires({ ...entry, compiledMatcher: compileMatcher(name) }, KNOWN_TOOLS, [
        ...Object.keys(settings.mcpServers),
      ]) !== undefined,
  );
}

/** Claude Code and Codex tool names and the registered tool a guard for them should name. */
const HARNESS_HINTS: Readonly<Record<string, string>> = {
  MultiEdit: 'edit_file',
  // Claude Code's subagent tool before 2.1.63; a `Task` matcher no longer fires there either.
  Task: 'agent',
  apply_patch: 'edit_file',
  shell: 'bash',
  exec_command: 'bash',
};

/**
 * The tool a name most likely means in `vocabulary`: a built-in tool's harness name read back
 * (`Bash` -> `bash`, in a `lionagi` entry), a known near alias, or a case-insensitive match.
 */
export function suggestToolName(name: string, vocabulary: ToolVocabulary): string | undefined {
  const names = knownToolNames(vocabulary);
  const registered = KNOWN_TOOLS.find((t) =>
    Object.values(t.harnessNames ?? {}).includes(name),
  )?.name;
  const hint = HARNESS_HINTS[name] ?? registered;
  if (hint !== undefined) {
    const tool = KNOWN_TOOLS.find((t) => t.name === hint);
    return tool ? toolNamesIn([tool], vocabulary)[0] : hint;
  }
  return names.find((t) => t.toLowerCase() === name.toLowerCase());
}
