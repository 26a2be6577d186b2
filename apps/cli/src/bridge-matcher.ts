import type { ResolvedHookEntry } from '@lionagi/hooks-config';
import { codexMatcher, type ForeignHarness } from '@lionagi/hooks-import';
import { EVENT_CATALOGUE, type ProfileEvent } from '@lionagi/hooks-profile';
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

/** The matcher of one bridge group, and why it matches every tool when it does. */
export interface BridgeMatcherPlan {
  /** `undefined`: no matcher (every tool). */
  matcher: string | undefined;
  /**
   * Why every tool starts li although an entry names tools: a regex written for another tool
   * vocabulary (it cannot be re-spelled exactly in the harness's names). `undefined` otherwise.
   */
  catchAll?: string;
}

const HARNESS_NAME = { claude: 'Claude Code', codex: 'Codex' } as const;

/**
 * The matcher of one bridge group: the union, in the harness's tool names, of what the entries of a
 * tool event can match, so the harness does not start `li` for a tool call no entry can match
 * (the bridge costs a process per call, docs/performance.md). An exact name is re-spelled the way
 * the bridge reads a harness name back (`Bash` is `bash`); a name the tool registry does not know
 * (an MCP tool, a harness-only tool) is the same on both sides. No matcher (match everything)
 * when any entry matches everything, when a regex is written for another vocabulary (it cannot be
 * re-spelled exactly, and a narrower matcher would silently drop a guard: `catchAll` says so), and
 * when there is no entry.
 */
export function planBridgeMatcher(
  harness: ForeignHarness,
  entries: readonly Pick<ResolvedHookEntry, 'matcher' | 'toolVocabulary'>[],
  tools: readonly NamedTool[],
): BridgeMatcherPlan {
  const names = new Set<string>();
  const regexes: string[] = [];
  for (const entry of entries) {
    const compiled = compileMatcher(entry.matcher);
    const from = entry.toolVocabulary ?? 'lionagi';
    if (compiled.kind === 'all') return { matcher: undefined };
    if (compiled.kind === 'regex') {
      if (from !== harness) {
        const catchAll = `the regex matcher ${JSON.stringify(entry.matcher)} is written in the ${from} tool names, and a regex cannot be re-spelled exactly in ${HARNESS_NAME[harness]}'s, so ${HARNESS_NAME[harness]} starts li for every tool here (write it with tool_vocabulary: ${harness}, or as a list of names, to narrow it)`;
        return { matcher: undefined, catchAll };
      }
      regexes.push(entry.matcher as string);
      continue;
    }
    for (const name of compiled.names) {
      const known = tools.filter((t) => toolNameIn(t.name, t.harnessNames, from) === name);
      if (known.length === 0 || from === harness) names.add(name);
      else for (const tool of known) names.add(readBackName(tool, harness, tools));
    }
  }
  if (names.size === 0 && regexes.length === 0) return { matcher: undefined };
  const list = [...names];
  if (regexes.length === 0 && list.every((name) => EXACT_NAME.test(name))) {
    const exact = list.join('|');
    return { matcher: harness === 'codex' ? codexMatcher(exact) : exact };
  }
  const exact = list.length === 0 ? [] : [`^(?:${list.map(escapeRegex).join('|')})$`];
  return { matcher: [...exact, ...regexes.map((re) => `(?:${re})`)].join('|') };
}

/** The matcher of {@link planBridgeMatcher} alone: `undefined` matches every tool. */
export function bridgeMatcher(
  harness: ForeignHarness,
  entries: readonly Pick<ResolvedHookEntry, 'matcher' | 'toolVocabulary'>[],
  tools: readonly NamedTool[],
): string | undefined {
  return planBridgeMatcher(harness, entries, tools).matcher;
}

/**
 * The report lines of a bridge file whose tool events keep matching every tool although their
 * entries name tools ({@link BridgeMatcherPlan.catchAll}), one per event: `FILE: EVENT: why`.
 */
export function catchAllNotes(
  harness: ForeignHarness,
  file: string,
  events: readonly ProfileEvent[],
  hooks: Readonly<
    Record<ProfileEvent, readonly Pick<ResolvedHookEntry, 'matcher' | 'toolVocabulary'>[]>
  >,
  tools: readonly NamedTool[],
): string[] {
  return events.flatMap((event) => {
    if (EVENT_CATALOGUE[event].matcherTarget !== 'tool_name') return [];
    const { catchAll } = planBridgeMatcher(harness, hooks[event], tools);
    return catchAll === undefined ? [] : [`${file}: ${event}: ${catchAll}`];
  });
}
