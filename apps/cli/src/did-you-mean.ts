import { editDistance as distance } from '@lionagi/hooks-profile/core';

/** The known word closest to a mistyped one, when it is close enough to be what was meant. */
export function closest(typed: string, known: readonly string[]): string | undefined {
  const limit = Math.max(1, Math.floor(typed.replace(/^-+/, '').length / 3));
  let best: { word: string; d: number } | undefined;
  for (const word of known) {
    const d = distance(typed.toLowerCase(), word.toLowerCase());
    if (d <= limit && (best === undefined || d < best.d)) best = { word, d };
  }
  return best?.word;
}

/** ` Did you mean "x"?`, or nothing when no known word is close. */
export function didYouMean(typed: string, known: readonly string[]): string {
  const word = closest(typed, known);
  return word === undefined ? '' : ` Did you mean "${word}"?`;
}
