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
