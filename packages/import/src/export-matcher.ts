import {
  compileMatcher,
  type NamedTool,
  type ToolVocabulary,
  toolNameIn,
} from '@lionagi/hooks-profile';
import type { ForeignHarness } from './types.js';

const CODEX_EXACT_NAME = /^[A-Za-z0-9_]+$/;

/**
 * The Codex spelling of a profile matcher. Codex reads only `[A-Za-z0-9_|]` strings as exact name
 * lists (anything else is an unanchored regex), while the profile also allows `-`, `,` and spaces:
 * such lists become `a|b`, or an anchored regex when a name has characters Codex would misread.
 */
export function codexMatcher(matcher: string): string {
  const compiled = compileMatcher(matcher);
  if (compiled.kind !== 'exact') return matcher;
  if (compiled.names.every((name) => CODEX_EXACT_NAME.test(name))) return compiled.names.join('|');
  const escaped = compiled.names.map((name) => name.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&'));
  return `^(?:${escaped.join('|')})$`;
}

/** A matcher as a target harness reads it, and what could not be carried over. */
export interface TargetMatcher {
  matcher: string | undefined;
  notes: string[];
}

/**
 * Profile v1.1: re-spells a tool-event matcher in the target harness's tool vocabulary, with the
 * names the tool registry declares (`bash` -> `Bash` for Claude Code). An entry already in the
 * target's vocabulary, or one that matches everything, is kept as is. A name with no target name is
 * kept and noted (an `mcp__` name is the same everywhere); a regex cannot be re-spelled and is noted.
 */
export function targetMatcher(
  matcher: string | undefined,
  from: ToolVocabulary,
  target: ForeignHarness,
  tools: readonly NamedTool[],
): TargetMatcher {
  const compiled = compileMatcher(matcher);
  if (compiled.kind === 'all' || from === target) return { matcher, notes: [] };
  if (compiled.kind === 'regex') {
    return {
      matcher,
      notes: [
        `Dv1-2: regex matcher ${JSON.stringify(matcher)} is written for ${from} tool names and is copied as is; re-target it for ${target} tool names`,
      ],
    };
  }
  const unmapped: string[] = [];
  const names = compiled.names.map((name) => {
    const tool = tools.find((t) => toolNameIn(t.name, t.harnessNames, from) === name);
    const mapped =
      tool === undefined ? undefined : toolNameIn(tool.name, tool.harnessNames, target);
    if (mapped === undefined || (mapped === name && !name.startsWith('mcp__'))) {
      if (!name.startsWith('mcp__')) unmapped.push(name);
      return name;
    }
    return mapped;
  });
  const changed = names.some((n, i) => n !== compiled.names[i]);
  const notes =
    unmapped.length === 0
      ? []
      : [
          `Dv1-2: ${unmapped.map((n) => JSON.stringify(n)).join(', ')} has no ${target} tool name in the tool registry; copied as is`,
        ];
  return { matcher: changed ? names.join('|') : matcher, notes };
}
