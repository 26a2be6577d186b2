import { PROFILE_EVENTS, type ProfileEvent } from '@lionagi/hooks-profile/core';

/**
 * The seams li-agent emits: all of profile v2. Its turns run through `Branch.react` (the Stop
 * loop), its REPL on a terminal is an approval prompt (PermissionRequest, Notification
 * `permission_prompt`) and it fires Notification `turn_finished`. `li hooks doctor`, `list`,
 * `schema` and `run` speak for this host: they read the same list (one owner of the fact).
 */
export const AGENT_HOST_EVENTS: readonly ProfileEvent[] = PROFILE_EVENTS;
