import type { HarnessToolNames } from '@lionagi/hooks-profile/core';
import type { DispatchEntry } from './dispatch-entry.js';
import { matcherTarget } from './entry-match.js';

/**
 * How many distinct misses a dispatcher keeps: a session calls a handful of tools over and over
 * (Read, Bash, Edit, Grep, …), and a firing for any of them that its entries do not hook is then
 * answered from memory. Bounded: the oldest is dropped when a new one would exceed it.
 */
export const MISSES_KEPT = 16;

/** One remembered miss: the target in each vocabulary, and each entry's note. */
interface Miss {
  targets: (string | undefined)[];
  notes: string[];
}

/**
 * The last {@link MISSES_KEPT} distinct firings of a dispatcher that matched none of its entries:
 * what the entries' matchers saw (the target in each tool vocabulary they use) and each entry's
 * note. Matchers are compiled once and never change, so the same targets miss again with the same
 * notes: a firing that repeats one of them (the usual case: an unhooked tool called again, also
 * between calls of other tools) is answered without testing every matcher again.
 */
export class MissMemo {
  readonly #vocabularies: DispatchEntry['toolVocabulary'][];
  readonly #targetField: string | null;
  /** Keyed by the targets joined; the entry's own targets are compared, so keys cannot collide. */
  readonly #misses = new Map<string, Miss>();

  constructor(entries: readonly DispatchEntry[], targetField: string | null) {
    this.#vocabularies = [...new Set(entries.map((e) => e.toolVocabulary))];
    this.#targetField = targetField;
  }

  /** The notes of a remembered miss when `registered` (with `names`) misses that same way. */
  replay(registered: string | undefined, names?: HarnessToolNames): string[] | undefined {
    if (this.#misses.size === 0) return undefined;
    const now = this.#seen(registered, names);
    const miss = this.#misses.get(keyOf(now));
    return miss !== undefined && now.every((t, i) => t === miss.targets[i])
      ? miss.notes
      : undefined;
  }

  /** Remembers a firing that matched no entry, with each entry's note. */
  remember(registered: string | undefined, names: HarnessToolNames | undefined, notes: string[]) {
    const targets = this.#seen(registered, names);
    const key = keyOf(targets);
    this.#misses.delete(key);
    if (this.#misses.size >= MISSES_KEPT) {
      const oldest = this.#misses.keys().next().value as string;
      this.#misses.delete(oldest);
    }
    this.#misses.set(key, { targets, notes });
  }

  #seen(registered: string | undefined, names?: HarnessToolNames): (string | undefined)[] {
    return this.#vocabularies.map((v) => matcherTarget(this.#targetField, registered, names, v));
  }
}

/** A map key for one miss's targets (an absent target is its own mark, never a tool's name). */
function keyOf(targets: readonly (string | undefined)[]): string {
  if (targets.length === 1) return targets[0] === undefined ? '\u0000absent' : `=${targets[0]}`;
  return targets.map((t) => (t === undefined ? '\u0000absent' : `=${t}`)).join('\u0000');
}
