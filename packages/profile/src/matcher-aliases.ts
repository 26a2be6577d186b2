import type { CompiledMatcher } from './matcher.js';
import type { NamedTool, ToolVocabulary } from './tool-vocabulary.js';

/**
 * Matcher aliases of a harness's tool names: further names a matcher may use to select the tool,
 * while the envelope's `tool_name` stays the canonical name. Codex's `apply_patch` (its one file
 * edit tool) is also selected by `Write` and `Edit`, its `spawn_agent` by `Agent`, for hook
 * configurations written with Claude Code's names (codex-rs `core/src/tools/hook_names.rs`,
 * `HookToolName::apply_patch` / `spawn_agent`; ground truth codex REPORT §4). Claude Code has none.
 */
export const MATCHER_ALIASES: Readonly<
  Partial<Record<ToolVocabulary, Readonly<Record<string, readonly string[]>>>>
> = {
  codex: { apply_patch: ['Write', 'Edit'], spawn_agent: ['Agent'] },
};

/**
 * The names a matcher in `vocabulary` is tested against for a tool named `name` there: the name
 * first, then its aliases (Codex's `matcher_inputs`). The tool fires when any of them matches, for
 * an exact list and a regex alike.
 */
export function matcherInputs(name: string, vocabulary: ToolVocabulary | undefined): string[] {
  const aliases = aliasesOf(name, vocabulary);
  return aliases === undefined ? [name] : [name, ...aliases];
}

/**
 * `name`'s own aliases in `vocabulary`: an own property only, so a tool named `constructor` or
 * `toString` (the envelope's text) is not read off `Object.prototype`.
 */
function aliasesOf(
  name: string,
  vocabulary: ToolVocabulary | undefined,
): readonly string[] | undefined {
  const table = vocabulary === undefined ? undefined : MATCHER_ALIASES[vocabulary];
  return table !== undefined && Object.hasOwn(table, name) ? table[name] : undefined;
}

/** True when `matcher` selects the tool named `name` in `vocabulary`, by its name or an alias. */
export function matcherSelects(
  matcher: CompiledMatcher,
  name: string,
  vocabulary: ToolVocabulary | undefined,
): boolean {
  // The name first, without building matcherInputs' list: every entry of every firing asks.
  if (matcher.test(name)) return true;
  const aliases = aliasesOf(name, vocabulary);
  return aliases?.some((alias) => matcher.test(alias)) === true;
}

/**
 * The one tool of `tools` that carries `name` in `vocabulary`; `undefined` when none does, and
 * when several share it (Codex's `apply_patch` names both of li-agent's file-writing tools, and its
 * input is a patch, neither tool's fields): such a name is not read back to a registered tool.
 */
export function toolCarrying(
  tools: readonly NamedTool[],
  name: string,
  vocabulary: ToolVocabulary,
): NamedTool | undefined {
  const carrying = tools.filter((t) =>
    vocabulary === 'lionagi' ? t.name === name : t.harnessNames?.[vocabulary] === name,
  );
  return carrying.length === 1 ? carrying[0] : undefined;
}
