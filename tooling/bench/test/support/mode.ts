/**
 * True under `pnpm test:faults` (`LIONAGI_FAULTS=1`): the slow faults run and the sampled ones
 * run at full size.
 */
export const FULL_FAULTS = process.env.LIONAGI_FAULTS === '1';
