import { editDistance } from '@lionagi/hooks-profile';

/**
 * The candidate closest to `word` when it is a likely typo of it (a prefix of it, or at most a
 * third of its letters apart, and at most 3), else undefined.
 */
export function didYouMean(word: string, candidates: readonly string[]): string | undefined {
  let best: { name: string; d: number } | undefined;
  for (const name of candidates) {
    const d = name.startsWith(word) && word.length >= 2 ? 0 : editDistance(word, name);
    if (best === undefined || d < best.d) best = { name, d };
  }
  if (best === undefined) return undefined;
  return best.d <= Math.min(3, Math.ceil(best.name.length / 3)) ? best.name : undefined;
}
