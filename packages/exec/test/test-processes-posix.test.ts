import { describe, expect, it } from 'vitest';
import { PROCESS_TRACKING_ENV, processTracking } from '../src/process-tracking.js';
import { processLookupCases } from './test-processes-cases.js';

// The fallback of macOS and the BSDs (ps, lsof), forced on Linux before the tracker's first use
// (this file runs in a module graph of its own).
process.env[PROCESS_TRACKING_ENV] = 'posix';

describe('the testing entry’s process lookups, forced to posix (ps and lsof)', () => {
  it('runs with the posix tracker', () => {
    expect(processTracking()).toMatchObject({ kind: 'posix', chosen: 'forced' });
  });
  processLookupCases();
});
