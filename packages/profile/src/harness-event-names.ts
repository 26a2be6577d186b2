/** The hook events Claude Code 2.1.328 lists (`claude doctor`), in its order. */
const CLAUDE_CODE_2_1_328 = [
  'PreToolUse',
  'PostToolUse',
  'PostToolUseFailure',
  'PostToolBatch',
  'Notification',
  'UserPromptSubmit',
  'UserPromptExpansion',
  'SessionStart',
  'SessionEnd',
  'Stop',
  'StopFailure',
  'SubagentStart',
  'SubagentStop',
  'PreCompact',
  'PostCompact',
  'PreModelSwitch',
  'PostModelSwitch',
  'PermissionRequest',
  'PermissionDenied',
  'Setup',
  'TeammateIdle',
  'TaskCreated',
  'TaskCompleted',
  'Elicitation',
  'ElicitationResult',
  'ConfigChange',
  'WorktreeCreate',
  'WorktreeRemove',
  'InstructionsLoaded',
  'CwdChanged',
  'FileChanged',
  'DirectoryAdded',
  'MessageDisplay',
] as const;

/**
 * Every hook event name each observed Claude Code build accepts, as the build itself lists them:
 * `claude doctor` with an unknown event key in a settings file prints "Unknown hook event … Valid
 * events: …" (the live suite reads it again each run and fails a pinned run whose list moved).
 * Codex prints no such list; its events are those of its JSON Schemas and the live recorder.
 */
export const CLAUDE_CODE_EVENT_NAMES: Readonly<Record<string, readonly string[]>> = {
  '2.1.328': CLAUDE_CODE_2_1_328,
  '2.1.332': [...CLAUDE_CODE_2_1_328, 'PreSkillShellCommand'],
};

/** The oldest observed build that lists `name`, if any does. */
export function claudeCodeEventSince(name: string): string | undefined {
  return Object.entries(CLAUDE_CODE_EVENT_NAMES).find(([, names]) => names.includes(name))?.[0];
}
