import { type HandlerType, handlerTypeOf } from '@lionagi/hooks-profile/core';
import { commandSubject } from './command-subject.js';
import { httpSubject } from './http-subject.js';
import type { TrustSubjectModule } from './subject-types.js';

/**
 * Each handler type's trust subject (`command-subject.ts`, `http-subject.ts`): what its approval
 * hashes and pins, how the gate decides, what a pending item shows and how approval writes it. A
 * new type does not compile until it has one.
 */
export const TRUST_SUBJECTS: Record<HandlerType, TrustSubjectModule> = {
  command: commandSubject,
  http: httpSubject,
};

/** The trust subject of an entry's (or a pending item's) handler type. */
export function subjectOf(entry: { readonly type: HandlerType }): TrustSubjectModule {
  return TRUST_SUBJECTS[handlerTypeOf(entry)];
}
