import type { LoadedSettings } from '@lionagi/hooks-config';
import type { HookRunRecord, HookStart } from '@lionagi/hooks-exec';
import type { PermissionMode, ProfileEvent } from '@lionagi/hooks-profile';
import type { SubagentIdentity } from './lifecycle-seams.js';
import type { Logger } from './logger.js';
import type { Approver } from './permission-flow.js';
import type { ModelProvider, ToolCallRequest } from './provider.js';
import type { ToolCallResult } from './tool-layer.js';

/** Options of {@link Session}. */
export interface SessionOptions {
  /** The project root: envelopes' `cwd`, where `.lionagi/settings.yaml` is looked up. */
  projectDir: string;
  provider: ModelProvider;
  /** A session id to use; with `resume: true`, the id of the session being resumed. */
  id?: string;
  /** SessionStart `source: "resume"` (the transcript is appended to), else `"startup"`. */
  resume?: boolean;
  /** The model id for envelopes (default: `provider.model`). */
  model?: string;
  permissionMode?: PermissionMode;
  /** Environment for settings discovery (`LIONAGI_HOME`) and hook processes (default: process.env). */
  env?: NodeJS.ProcessEnv;
  transcriptPath?: string;
  /**
   * External hooks: loaded from the user and project settings files by default. Pass loaded
   * settings to use those instead, or `false` to opt out explicitly.
   */
  externalHooks?: false | LoadedSettings;
  /** The hook audit log path, or `false` for none (default `$LIONAGI_HOME/logs/hooks.jsonl`). */
  auditLog?: string | false;
  /** Called just before an external hook process is spawned. */
  onHookStart?: (start: HookStart) => void;
  /** Called for every external hook run record. */
  onHookRun?: (run: HookRunRecord) => void;
  /**
   * Called when a branch hands one of the model's tool calls to its chokepoint, as asked; `agent`
   * names the subagent that made it (absent on the session's own branches).
   */
  onToolCall?: (call: ToolCallRequest, agent?: SubagentIdentity) => void;
  /** Called when that call's outcome is known (ran, denied, failed or unknown), before the others'. */
  onToolResult?: (result: ToolCallResult, agent?: SubagentIdentity) => void;
  logger?: Logger;
  /** Mints turn-origin token ids (default: random UUIDs). */
  newTurnId?: () => string;
  /**
   * The seams this host emits (profile v2: events are per host). Settings naming any other event
   * fail to load at their file and line. Default: the six profile v1 events. Declare `Stop` only
   * when user turns run through `Branch.react` (its Stop loop), `PermissionRequest` and
   * `Notification` only with an `approver`.
   */
  hostEvents?: readonly ProfileEvent[];
  /**
   * The host's approval prompt (an interactive terminal): a PreToolUse hook's `ask` asks it,
   * after PermissionRequest hooks, instead of denying. Without one, `ask` denies (ADR-0048 D5).
   */
  approver?: Approver;
}
