import { HookError } from '@lionagi/hooks-profile';
import type { Row } from './row.js';
import { ASK_CHAIN_ROWS } from './rows-ask-chains.js';
import { ASYNC_HTTP_ROWS } from './rows-async-http.js';
import { DECISION_ROWS } from './rows-decisions.js';
import { DIVERGENCE_ROWS } from './rows-divergences.js';
import { ENVELOPE_ROWS } from './rows-envelope.js';
import { EXIT_CODE_ROWS } from './rows-exit-codes.js';
import { MATCHER_ROWS } from './rows-matchers.js';
import { POLICY_ROWS } from './rows-policy.js';
import { SDK_ROWS } from './rows-sdk.js';
import { TIMEOUT_ROWS } from './rows-timeouts.js';
import { V2_EVENT_ROWS } from './rows-v2-events.js';
import { V3_EVENT_ROWS } from './rows-v3-events.js';

/** Every row of the conformance matrix, area by area, in documentation order. */
export const ROWS: readonly Row[] = [
  ...ENVELOPE_ROWS,
  ...EXIT_CODE_ROWS,
  ...DECISION_ROWS,
  ...DIVERGENCE_ROWS,
  ...ASYNC_HTTP_ROWS,
  ...MATCHER_ROWS,
  ...TIMEOUT_ROWS,
  ...POLICY_ROWS,
  ...ASK_CHAIN_ROWS,
  ...SDK_ROWS,
  ...V2_EVENT_ROWS,
  ...V3_EVENT_ROWS,
];

/** The row with this id; throws naming the known ids when there is none. */
export function rowById(id: string): Row {
  const row = ROWS.find((r) => r.id === id);
  if (!row) {
    throw new HookError(
      'USAGE',
      `no conformance row "${id}"; known rows: ${ROWS.map((r) => r.id).join(', ')}`,
    );
  }
  return row;
}
