/** Edit distance with adjacent transpositions (`lsit` is one edit from `list`). */
function distance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const row = d[i]!;
      row[j] = Math.min(d[i - 1]![j]! + 1, row[j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        row[j] = Math.min(row[j]!, d[i - 2]![j - 2]! + 1);
    }
  }
  return d[a.length]![b.length]!;
}

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
