import { HANDLER_TYPES, type HandlerType } from '@lionagi/hooks-profile';
import { describe, expect, it } from 'vitest';
import { EXPORT_WRITERS, type ExportWriter } from './export-writers.js';
import { HANDLER_TRANSLATORS } from './handler-translators.js';
import type { HandlerTranslator } from './translate-types.js';

/** The handler types with a test-only third one, as if `HANDLER_TYPES` had grown. */
type WithThird = HandlerType | 'third';
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

describe("import's and export's handler seam", () => {
  it('keys translators and export writers by exactly the handler types; a third type does not compile without both', () => {
    const exact: [
      Same<keyof typeof HANDLER_TRANSLATORS, HandlerType>,
      Same<keyof typeof EXPORT_WRITERS, HandlerType>,
    ] = [true, true];
    // @ts-expect-error a third handler type without an import translator does not compile
    const translators: Record<WithThird, HandlerTranslator> = HANDLER_TRANSLATORS;
    // @ts-expect-error a third handler type without an export writer does not compile
    const writers: Record<WithThird, ExportWriter> = EXPORT_WRITERS;
    expect(exact).toEqual([true, true]);
    expect(Object.keys(translators).sort()).toEqual([...HANDLER_TYPES].sort());
    expect(Object.keys(writers).sort()).toEqual([...HANDLER_TYPES].sort());
  });
});
