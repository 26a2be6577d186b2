import type { ResolvedHookEntry } from '@lionagi/hooks-config';
import { codexMatcher, type ForeignHarness } from '@lionagi/hooks-import';
import {
  compileMatcher,
  type NamedTool,
  toolCarrying,
  toolNameIn,
} from '@lionagi/hooks-profile/core';

/** Names a harness reads as an exact list (Claude Code 2.1.328 §7; Codex is stricter, see codexMatcher). */
const EXACT_NAME = /^[A-Za-z0-9_-]+$/;

const escapeRegex = (name: string) => name.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&');

/**
 * A tool's name in the harness when the bridge reads that name back to it; else its registered
 * name, which the harness never sends (a name several tools share, Codex's `apply_patch`, stays
 * as sent, so an entry naming the tool would not fire on it: no process is started for it).
 */
function readBackName(tool: NamedTool, harness: ForeignHarness, tools: readonly NamedTool[]) {
  const name = toolNameIn(tool.name, tool.harnessNames, harness);
  return toolCarrying(tools, name, harness) === tool ? name : tool.name;
}

/**
 * The matcher of one bridge group: the union, in the harness's tool names, of what the entries of a
 * tool event can match, so the harness does not start `li` for a tool call no entry can match
 * (the bridge costs a process per call, docs/performance.md). An exact name is re-spelled the way
 * the bridge reads a harness name back (`Bash` is `bash`); a name the tool registry does not know
 * (an MCP tool, a harness-only tool) is the same on both sides. `undefined` (match everything)
 * when any entry matches everything, when a regex is written for another vocabulary (it cannot be
 * re-spelled, and a narrower matcher would silently drop a guard), and when there is no entry.
 */
export function bridgeMatcher(
  harness: ForeignHarness,
  entries: readonly Pick<ResolvedHookEntry, 'matcher' | 'toolVocabulary'>[],
  tools: readonly NamedTool[],
): string | undefined {
  const names = new Set<string>();
  const regexes: string[] = [];
  for (const entry of entries) {
    const compiled = compileMatcher(entry.matcher);
    const from = entry.toolVocabulary ?? 'lionagi';
    if (compiled.kind === 'all') return undefined;
    if (compiled.kind === 'regex') {
      if (from !== harness) return undefined;
      regexes.push(entry.matcher as string);
      continue;
    }
    for (const name of compiled.names) {
      const known = tools.filter((t) => toolNameIn(t.name, t.harnessNames, from) === name);
      if (known.length === 0 || from === harness) names.add(name);
      else for (const tool of known) names.add(readBackName(tool, harness, tools));
    }
  }
  if (names.size === 0 && regexes.length === 0) return undefined;
  const list = [...names];
  if (regexes.length === 0 && list.every((name) => EXACT_NAME.test(name))) {
    const exact = list.join('|');
    return harness === 'codex' ? codexMatcher(exact) : exact;
  }
  const exact = list.length === 0 ? [] : [`^(?:${list.map(escapeRegex).join('|')})$`];
  return [...exact, ...regexes.map((re) => `(?:${re})`)].join('|');
}
