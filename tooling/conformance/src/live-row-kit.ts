import type { Facet, LiveRow } from './live-rows.js';

/** A PreToolUse row on the shell call: `tool` and the given facets. */
export const pre = (id: string, hook: string, ...facets: Facet[]): LiveRow => ({
  id,
  event: 'PreToolUse',
  hook,
  facets: ['tool', ...facets],
});

/** A deny hook behind a matcher, mirrored for LionAGI (registered names) and the harnesses. */
export const matched = (id: string, lionagi: string, harness: string): LiveRow => ({
  ...pre(id, 'pre-deny.sh'),
  matcher: { lionagi, harness },
});
