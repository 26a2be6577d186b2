import type { HarnessCell } from './row.js';

/** Facet name -> observed value, for one run (see {@link Facet}). */
export type FacetValues = Record<string, string>;

/**
 * `same`: every compared facet matched li-agent; `expected`: a difference the matrix attributes to
 * a named divergence or ADR decision (or a feature the harness lacks); `unexpected`: any other
 * difference (the matrix said `same`, had no observation, or has no name for it).
 */
export type LiveClass = 'same' | 'expected' | 'unexpected';

/** One harness's live outcome on one row, compared with li-agent's. */
export interface LiveComparison {
  classification: LiveClass;
  /** Facets whose values differ. */
  differing: string[];
  /** Why: the divergence, or what the matrix recorded. */
  note: string;
  /** Facets whose value changed since the recorded pinned run, as `facet: before → now`. */
  changed?: string[];
}

/**
 * The facets of `observed` whose value is not the recorded one (`facet: before → now`); a facet
 * the record lacks is new (`facet: (none) → now`). Empty when nothing was recorded.
 */
export function changedFacets(recorded: FacetValues | undefined, observed: FacetValues): string[] {
  if (recorded === undefined) return [];
  const facets = [...new Set([...Object.keys(recorded), ...Object.keys(observed)])];
  return facets
    .filter((f) => recorded[f] !== observed[f])
    .map((f) => `${f}: ${recorded[f] ?? '(none)'} → ${observed[f] ?? '(none)'}`);
}

/**
 * {@link classifyLive} on the exact facets: a harness whose facets changed since the recorded run
 * is `unexpected` even where the matrix names a divergence (the divergence may no longer hold).
 */
export function classifyExact(
  cell: HarnessCell,
  ours: FacetValues,
  theirs: FacetValues,
  recorded: FacetValues | undefined,
): LiveComparison {
  const base = classifyLive(cell, ours, theirs);
  const changed = changedFacets(recorded, theirs);
  if (changed.length === 0) return base;
  const note = `changed since the recorded pinned run: ${changed.join(', ')}`;
  return { ...base, classification: 'unexpected', changed, note };
}

/** Classifies a live harness outcome against li-agent's, using the matrix cell for that harness. */
export function classifyLive(
  cell: HarnessCell,
  ours: FacetValues,
  theirs: FacetValues,
): LiveComparison {
  const differing = Object.keys(ours).filter((facet) => ours[facet] !== theirs[facet]);
  const recorded = cell.divergence ?? 'an unnamed difference';
  if (differing.length === 0) {
    const note =
      cell.relation === 'differs'
        ? `the matrix records ${recorded} (${cell.observed}); no difference on the facets compared`
        : '';
    return { classification: 'same', differing, note };
  }
  if (cell.relation === 'differs' && cell.divergence !== undefined) {
    return { classification: 'expected', differing, note: cell.divergence };
  }
  if (cell.relation === 'not-applicable') {
    return { classification: 'expected', differing, note: `n/a: ${cell.observed}` };
  }
  const why =
    cell.relation === 'same'
      ? 'the matrix records the same effect'
      : cell.relation === 'not-observed'
        ? 'the ground truth has no observation'
        : 'no divergence names this difference yet';
  return { classification: 'unexpected', differing, note: why };
}
