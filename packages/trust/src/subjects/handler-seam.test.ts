import { HANDLER_TYPES, type HandlerType } from '@lionagi/hooks-profile/core';
import { describe, expect, it } from 'vitest';
import type { RecordKind } from './record-kind.js';
import { RECORD_KINDS } from './record-kinds.js';
import type { TrustSubjectModule } from './subject-types.js';
import { TRUST_SUBJECTS } from './trust-subjects.js';

/** The handler types with a test-only third one, as if `HANDLER_TYPES` had grown. */
type WithThird = HandlerType | 'third';
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

describe("trust's handler seam", () => {
  it('keys its trust subjects by exactly the handler types; a third type does not compile without one', () => {
    const exact: Same<keyof typeof TRUST_SUBJECTS, HandlerType> = true;
    // @ts-expect-error a third handler type without a trust subject does not compile
    const subjects: Record<WithThird, TrustSubjectModule> = TRUST_SUBJECTS;
    expect(exact).toBe(true);
    expect(Object.keys(subjects).sort()).toEqual([...HANDLER_TYPES].sort());
  });

  it('keys its record kinds by exactly the handler types; a third type does not compile without one', () => {
    const exact: Same<keyof typeof RECORD_KINDS, HandlerType> = true;
    // @ts-expect-error a third handler type without a record kind does not compile
    const kinds: Record<WithThird, RecordKind<unknown>> = RECORD_KINDS;
    expect(exact).toBe(true);
    expect(Object.keys(kinds).sort()).toEqual([...HANDLER_TYPES].sort());
  });
});
