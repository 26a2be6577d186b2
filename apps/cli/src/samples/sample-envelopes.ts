import type { ProfileEvent } from '@lionagi/hooks-profile';

/**
 * The per-event fields of a typical firing in the reference agent, the way the runtime fills them:
 * tool events call the `bash` tool (Claude Code's Bash input fields), UserPromptSubmit carries a
 * rendered prompt, SessionStart a `startup` source and SessionEnd a `prompt_input_exit` reason;
 * Stop ends a turn with its answer, PermissionRequest and Notification come with an approval prompt;
 * the v3 events are a `general-purpose` subagent started by the agent tool and about to return,
 * and an `auto` compaction (the context budget passed), with the fields Claude Code sends for them
 * (claude-code/events/{SubagentStart,SubagentStop,PreCompact,PostCompact}.json); PostToolBatch
 * is a round of one `bash` call and StopFailure a rate-limited model request (PostToolBatch.json,
 * StopFailure.json).
 */
export const SAMPLE_FIELDS: Readonly<Record<ProfileEvent, Readonly<Record<string, unknown>>>> = {
  SessionStart: { permission_mode: 'default', source: 'startup' },
  SessionEnd: { reason: 'prompt_input_exit' },
  UserPromptSubmit: {
    permission_mode: 'default',
    turn_id: 'turn-1',
    prompt: 'List the files in this project and summarize the README.',
  },
  PreToolUse: {
    permission_mode: 'default',
    turn_id: 'turn-1',
    tool_name: 'bash',
    tool_input: { command: 'ls -la', description: 'List the project files' },
    tool_use_id: 'call-1',
  },
  PostToolUse: {
    permission_mode: 'default',
    turn_id: 'turn-1',
    tool_name: 'bash',
    tool_input: { command: 'ls -la', description: 'List the project files' },
    tool_use_id: 'call-1',
    tool_response: { stdout: 'README.md\npackage.json\n', stderr: '', exit_code: 0 },
    duration_ms: 12,
  },
  PostToolUseFailure: {
    permission_mode: 'default',
    turn_id: 'turn-1',
    tool_name: 'bash',
    tool_input: { command: 'cat missing.txt', description: 'Show a file' },
    tool_use_id: 'call-1',
    error: 'bash: command exited with code 1: cat: missing.txt: No such file or directory',
    is_interrupt: false,
    duration_ms: 9,
  },
  Stop: {
    permission_mode: 'default',
    turn_id: 'turn-1',
    stop_hook_active: false,
    last_assistant_message: 'The project has a README and a package.json.',
  },
  PermissionRequest: {
    permission_mode: 'default',
    turn_id: 'turn-1',
    tool_name: 'bash',
    tool_input: { command: 'rm -rf build', description: 'Clean the build' },
    tool_use_id: 'call-1',
    permission_suggestions: [],
  },
  Notification: {
    permission_mode: 'default',
    turn_id: 'turn-1',
    message: 'LionAGI needs your permission to use bash',
    notification_type: 'permission_prompt',
  },
  SubagentStart: {
    turn_id: 'turn-1',
    agent_id: 'a1f2e3d4c5b6a7980',
    agent_type: 'general-purpose',
  },
  SubagentStop: {
    permission_mode: 'default',
    turn_id: 'turn-1',
    agent_id: 'a1f2e3d4c5b6a7980',
    agent_type: 'general-purpose',
    stop_hook_active: false,
    last_assistant_message: 'The README describes the demo; the tests live beside the sources.',
  },
  PreCompact: { turn_id: 'turn-1', trigger: 'auto', custom_instructions: null },
  PostCompact: {
    turn_id: 'turn-1',
    trigger: 'auto',
    compact_summary: 'The user asked for a summary of the project; the files were listed.',
  },
  PostToolBatch: {
    permission_mode: 'default',
    turn_id: 'turn-1',
    tool_calls: [
      {
        tool_name: 'bash',
        tool_input: { command: 'ls', description: 'List the files' },
        tool_use_id: 'call-1',
        tool_response: 'README.md\npackage.json\nsrc',
      },
    ],
  },
  StopFailure: {
    turn_id: 'turn-1',
    error: 'rate_limit',
    last_assistant_message:
      'API Error: anthropic provider (model claude-sonnet-4-5): 429 rate limited',
  },
};
