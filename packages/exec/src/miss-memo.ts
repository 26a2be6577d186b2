import type { HarnessToolNames } from '@lionagi/hooks-profile/core';
import type { DispatchEntry } from './dispatch-entry.js';
import { matcherTarget } from './entry-match.js';

/**
 * The last firing of a dispatcher that matched none of its entries: what the entries' matchers
 * saw (the target in each tool vocabulary they use) and each entry's note. Matchers are compiled
 * once and never change, so the same targets miss again with the same notes: a firing that repeats
 * them (the usual case: the same unhooked tool called again) is answered without testing every
 * matcher again.
 */
export class MissMemo {
  readonly #vocabularies: DispatchEntry['toolVocabulary'][];
  readonly #targetField: string | null;
  #targets: (string | undefined)[] | undefined;
  #notes: string[] | undefined;

  constructor(entries: readonly DispatchEntry[], targetField: string | null) {
    this.#vocabularies = [...new Set(entries.map((e) => e.toolVocabulary))];
    this.#targetField = targetField;
  }

  /** The notes of the remembered miss when `registered` (with `names`) misses the same way. */
  replay(registered: string | undefined, names?: HarnessToolNames): string[] | undefined {
    const last = this.#targets;
    if (last === undefined) return undefined;
    const now = this.#seen(registered, names);
    return now.every((t, i) => t === last[i]) ? this.#notes : undefined;
  }

  /** Remembers a firing that matched no entry, with each entry's note. */
  remember(registered: string | undefined, names: HarnessToolNames | undefined, notes: string[]) {
    this.#targets = this.#seen(registered, names);
    this.#notes = notes;
  }

  #seen(registered: string | undefined, names?: HarnessToolNames): (string | undefined)[] {
    return this.#vocabularies.map((v) => matcherTarget(this.#targetField, registered, names, v));
  }
}
