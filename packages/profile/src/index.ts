export { aggregateVerdicts } from './aggregate.js';
// Everything of the zod-free entry point (`@lionagi/hooks-profile/core`), then what needs zod:
// the schemas, verdicts, output parsing and the profile documents.
export * from './core.js';
export { V1_DIVERGENCES } from './divergences.js';
export {
  CommonEnvelopeSchema,
  INPUT_SCHEMAS,
  type NotificationInput,
  NotificationInputSchema,
  PermissionModeSchema,
  type PermissionRequestInput,
  PermissionRequestInputSchema,
  PostToolUseFailureInputSchema,
  PostToolUseInputSchema,
  PreToolUseInputSchema,
  SessionEndInputSchema,
  SessionStartInputSchema,
  type StopInput,
  StopInputSchema,
  UserPromptSubmitInputSchema,
} from './envelope.js';
export {
  HARNESS_EVENTS_WITHOUT_SEAM,
  isProfileV1Event,
  PROFILE_V1_EVENTS,
  type ProfileV1Event,
} from './events.js';
export {
  HARNESS_HANDLER_FIELDS,
  HARNESS_ONLY_EVENTS,
  type HarnessOnlyEvent,
  harnessEventNote,
} from './harness-events.js';
export { eventJsonSchema, schemaFileName } from './json-schema.js';
export { HookOutputSchema, OUTPUT_SCHEMAS, PERMISSION_DECISIONS } from './output.js';
export { type ProfileStatement, renderProfileDoc } from './profile-doc.js';
export { ASK_DENY_REASON, interpretHookResult } from './verdict.js';
export { NEWEST_OBSERVED_HARNESSES } from './version.js';
