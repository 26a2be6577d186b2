/**
 * Edit distance between two short strings for did-you-mean hints: insertions, deletions,
 * substitutions and adjacent transpositions each count one (`lsit` is one edit from `list`, as a
 * typist sees it). The one implementation the config's near-miss keys and the CLIs' hints share.
 */
export function editDistance(a: string, b: string): number {
  // Three rows of the optimal-string-alignment table: the one before last for transpositions.
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(
        (previous[j] as number) + 1,
        (current[j - 1] as number) + 1,
        (previous[j - 1] as number) + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d = Math.min(d, (before[j - 2] as number) + 1);
      current[j] = d;
    }
    before = previous;
    previous = current;
  }
  return previous[b.length] as number;
}
