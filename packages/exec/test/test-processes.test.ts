import { describe, expect, it } from 'vitest';
import { processTracking } from '../src/process-tracking.js';
import { processLookupCases } from './test-processes-cases.js';

describe('the testing entry’s process lookups, with the detected tracker', () => {
  it('runs with the tracker detected here', () => {
    expect(processTracking().chosen).toBe('detected');
  });
  processLookupCases();
});
