import type { DispatchEntry } from './dispatch-entry.js';

/** The policy identical argv runs with once per firing (C-2): the strictest of its copies. */
export interface DedupPolicy {
  /** True when any matching copy sets `fail_closed: true`. */
  failClosed: boolean;
  /** The shortest timeout of the matching copies, in seconds. */
  timeoutSec: number;
  /** How many matching entries share the argv. */
  copies: number;
}

/**
 * Per argv key, the strictest policy among the entries that match this firing: a later copy
 * with `fail_closed: true` or a shorter timeout tightens the one run, so a duplicate can never
 * loosen a guard (the first copy in config order is the one that runs).
 */
export function strictestPolicies<P extends { key: string; entry: DispatchEntry }>(
  prepared: readonly P[],
  matches: (p: P, index: number) => boolean,
): Map<string, DedupPolicy> {
  const policies = new Map<string, DedupPolicy>();
  for (let index = 0; index < prepared.length; index++) {
    const p = prepared[index] as P;
    if (!matches(p, index)) continue;
    const seen = policies.get(p.key);
    const failClosed = p.entry.failClosed === true;
    policies.set(
      p.key,
      seen === undefined
        ? { failClosed, timeoutSec: p.entry.timeoutSec, copies: 1 }
        : {
            failClosed: seen.failClosed || failClosed,
            timeoutSec: Math.min(seen.timeoutSec, p.entry.timeoutSec),
            copies: seen.copies + 1,
          },
    );
  }
  return policies;
}

/** `fail_closed: true, timeout 5s`. */
export function describePolicy(policy: DedupPolicy): string {
  return `fail_closed: ${policy.failClosed}, timeout ${policy.timeoutSec}s`;
}
