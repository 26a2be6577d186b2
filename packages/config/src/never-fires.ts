import {
  DEFAULT_TOOL_VOCABULARY,
  EVENT_CATALOGUE,
  matcherNeverFires,
  type NamedTool,
  type NeverFires,
  type ToolVocabulary,
  toolNamesIn,
} from '@lionagi/hooks-profile/core';
import type { ResolvedHookEntry } from './types.js';

/** The tool vocabulary an entry speaks (`lionagi` when it names none). */
export function vocabularyOf(entry: Pick<ResolvedHookEntry, 'toolVocabulary'>): ToolVocabulary {
  return entry.toolVocabulary ?? DEFAULT_TOOL_VOCABULARY;
}

/**
 * Whether a configured tool-event entry can never fire: its matcher, read in the entry's
 * `tool_vocabulary`, matches none of `tools` (profile `matcherNeverFires`, the one rule every
 * surface uses). `mcpServers` names servers whose tools are not in `tools` (a static check that
 * does not start them). `undefined` for entries that can fire and for events without tool names.
 */
export function entryNeverFires(
  entry: ResolvedHookEntry,
  tools: readonly NamedTool[],
  mcpServers: readonly string[] = [],
): NeverFires | undefined {
  if (EVENT_CATALOGUE[entry.event].matcherTarget !== 'tool_name') return undefined;
  const vocabulary = vocabularyOf(entry);
  const names = toolNamesIn(tools, vocabulary);
  return matcherNeverFires(entry.compiledMatcher, vocabulary, { names, mcpServers });
}

/** `file:line: PreToolUse hook ["./guard"] never fires: matcher …`: how every surface words it. */
export function neverFiresText(entry: ResolvedHookEntry, why: NeverFires): string {
  const where = `${entry.origin.file}:${entry.origin.line}`;
  return `${where}: ${entry.event} hook ${JSON.stringify(entry.command)} never fires: ${why.message}`;
}
