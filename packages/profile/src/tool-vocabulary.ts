import { quoteForDisplay } from './escape-control.js';
import type { CompiledMatcher } from './matcher.js';
import { matcherInputs } from './matcher-aliases.js';

/**
 * The tool vocabularies a `hooks_external` entry may speak (profile v1.1): `lionagi` (the
 * registered names, the default), `claude` (Claude Code's `Bash`, `Read`, …) or `codex`.
 */
export const TOOL_VOCABULARIES = ['lionagi', 'claude', 'codex'] as const;

/** One of {@link TOOL_VOCABULARIES}. */
export type ToolVocabulary = (typeof TOOL_VOCABULARIES)[number];

/** The vocabulary of an entry that declares none. */
export const DEFAULT_TOOL_VOCABULARY: ToolVocabulary = 'lionagi';

/**
 * The names a tool has in other harnesses, declared by the tool registry only where the tool's
 * input fields are that harness tool's fields (li-agent's `bash` is `Bash` for both).
 */
export type HarnessToolNames = Partial<Record<Exclude<ToolVocabulary, 'lionagi'>, string>>;

/** A tool as the vocabulary rules see it: its registered name and its harness names. */
export interface NamedTool {
  readonly name: string;
  readonly harnessNames?: HarnessToolNames | undefined;
}

/** True for a value of {@link TOOL_VOCABULARIES}. */
export function isToolVocabulary(value: unknown): value is ToolVocabulary {
  return (TOOL_VOCABULARIES as readonly unknown[]).includes(value);
}

/**
 * The name a tool has in `vocabulary`: its harness name when it declares one, else its registered
 * name (a tool with no name in the vocabulary is presented under its registered name).
 */
export function toolNameIn(
  registered: string,
  harnessNames: HarnessToolNames | undefined,
  vocabulary: ToolVocabulary | undefined,
): string {
  if (vocabulary === undefined || vocabulary === 'lionagi') return registered;
  return harnessNames?.[vocabulary] ?? registered;
}

/**
 * The tool names a matcher in `vocabulary` can meet. `mcpServers` names MCP servers whose tools
 * are not listed (a static inspection that does not start them): their tools are
 * `mcp__<server>__<tool>` in every vocabulary.
 */
export interface ToolNameSet {
  readonly names: readonly string[];
  readonly mcpServers?: readonly string[];
}

/** The names of `tools` in `vocabulary`, in order, without duplicates. */
export function toolNamesIn(tools: readonly NamedTool[], vocabulary: ToolVocabulary): string[] {
  return [...new Set(tools.map((t) => toolNameIn(t.name, t.harnessNames, vocabulary)))];
}

/** Why a tool-event matcher can never fire, and the names it would need. */
export interface NeverFires {
  /** Names of an exact matcher that no tool carries (all of them: it never fires). */
  readonly unknownNames: readonly string[];
  /** One sentence: `matcher "Bash" names no tool in the lionagi vocabulary (tools: …)`. */
  readonly message: string;
}

function couldBeMcp(name: string, servers: readonly string[]): boolean {
  return servers.some((s) => name.startsWith(`mcp__${s}__`));
}

/**
 * The one never-fires rule: a tool-event matcher that can match no tool of `set` in its
 * vocabulary. An exact list fires when one of its names is in the set; a regex is tested against
 * every name of the set. A name's matcher aliases count as its names (Codex's `Write` / `Edit`
 * select `apply_patch`, see `MATCHER_ALIASES`). For MCP servers whose tools are not listed, an exact `mcp__<server>__…`
 * name, or a regex whose text names `mcp__<server>__`, is assumed to be able to fire.
 * Returns `undefined` when the matcher can fire (`*` always can).
 */
export function matcherNeverFires(
  matcher: CompiledMatcher,
  vocabulary: ToolVocabulary,
  set: ToolNameSet,
): NeverFires | undefined {
  const servers = set.mcpServers ?? [];
  const tools = `${vocabulary} tools: ${[...set.names, ...servers.map((s) => `mcp__${s}__*`)].join(', ') || 'none'}`;
  if (matcher.kind === 'all') return undefined;
  const inputs = set.names.flatMap((n) => matcherInputs(n, vocabulary));
  if (matcher.kind === 'exact') {
    const known = (n: string) => inputs.includes(n) || couldBeMcp(n, servers);
    if (matcher.names.some(known)) return undefined;
    const quoted = matcher.names.map(quoteForDisplay).join(', ');
    return {
      unknownNames: [...matcher.names],
      message: `matcher ${quoteForDisplay(matcher.source ?? '')} names ${quoted}, no tool in the ${vocabulary} vocabulary (${tools})`,
    };
  }
  if (inputs.some((n) => matcher.test(n))) return undefined;
  if (servers.some((s) => (matcher.source ?? '').includes(`mcp__${s}__`))) return undefined;
  return {
    unknownNames: [],
    message: `matcher regex ${quoteForDisplay(matcher.source ?? '')} matches no tool in the ${vocabulary} vocabulary (${tools})`,
  };
}
