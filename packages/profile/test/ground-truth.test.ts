import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { GROUND_TRUTH_DIR, groundTruthEnvelopes } from '@lionagi/vitest-config';
import { describe, expect, it } from 'vitest';
import { INPUT_SCHEMAS, isProfileEvent, PROFILE_EVENTS } from '../src/index.js';

// Real envelopes captured from Claude Code 2.1.328 and Codex 0.169 (shared ground truth). This test
// records which of them would parse as profile v1 input and what each lacks or adds, so the named
// divergences stay grounded in what the harnesses actually send.
const dir = (harness: string) => join(GROUND_TRUTH_DIR, harness);
function load(harness: 'claude-code' | 'codex', file: string): Record<string, unknown> {
  const raw = JSON.parse(readFileSync(join(dir(harness), file), 'utf8'));
  return harness === 'claude-code' ? raw.stdin : raw;
}

function compare(envelope: Record<string, unknown>) {
  const event = envelope.hook_event_name as string;
  if (!isProfileEvent(event)) return { event, profile: false as const };
  const schema = INPUT_SCHEMAS[event];
  const result = schema.safeParse(envelope);
  const known = new Set(Object.keys(schema.shape));
  return {
    event,
    profile: true as const,
    parses: result.success,
    lacks: result.success
      ? []
      : [...new Set(result.error.issues.map((i) => i.path.join('.')))].sort(),
    adds: Object.keys(envelope)
      .filter((k) => !known.has(k))
      .sort(),
  };
}

describe('ground-truth envelopes against the profile input schemas', () => {
  it('Claude Code envelopes lack only `harness`, and add prompt_id, effort and mcp_server', () => {
    const rows = Object.fromEntries(
      groundTruthEnvelopes('claude-code', PROFILE_EVENTS).map((f) => [
        f.replace('.json', ''),
        compare(load('claude-code', f)),
      ]),
    );
    expect(rows).toEqual({
      PreToolUse: {
        event: 'PreToolUse',
        profile: true,
        parses: false,
        lacks: ['harness'],
        adds: ['effort', 'prompt_id'],
      },
      // MCP tool calls also carry `mcp_server` (the server name) in Claude Code.
      'PreToolUse.mcp': {
        event: 'PreToolUse',
        profile: true,
        parses: false,
        lacks: ['harness'],
        adds: ['effort', 'mcp_server', 'prompt_id'],
      },
      PostToolUse: {
        event: 'PostToolUse',
        profile: true,
        parses: false,
        lacks: ['harness'],
        adds: ['effort', 'prompt_id'],
      },
      PostToolUseFailure: {
        event: 'PostToolUseFailure',
        profile: true,
        parses: false,
        lacks: ['harness'],
        adds: ['effort', 'prompt_id'],
      },
      UserPromptSubmit: {
        event: 'UserPromptSubmit',
        profile: true,
        parses: false,
        lacks: ['harness'],
        adds: ['prompt_id'],
      },
      SessionStart: {
        event: 'SessionStart',
        profile: true,
        parses: false,
        lacks: ['harness'],
        adds: [],
      },
      SessionEnd: {
        event: 'SessionEnd',
        profile: true,
        parses: false,
        lacks: ['harness'],
        adds: ['prompt_id'],
      },
      // Variants: the SessionEnd of the setup run (`claude --init-only`, scenario setup-init) has
      // no prompt; a resumed session adds its cache and cost fields; after /compact SessionStart
      // carries the prompt id.
      'SessionEnd.init': {
        event: 'SessionEnd',
        profile: true,
        parses: false,
        lacks: ['harness'],
        adds: [],
      },
      'SessionStart.compact': {
        event: 'SessionStart',
        profile: true,
        parses: false,
        lacks: ['harness'],
        adds: ['prompt_id'],
      },
      'SessionStart.resume': {
        event: 'SessionStart',
        profile: true,
        parses: false,
        lacks: ['harness'],
        adds: [
          'context_tokens',
          'estimated_cache_write_usd',
          'prompt_cache_likely_expired',
          'seconds_since_last_response',
        ],
      },
      // Profile v2 events: the same common-field difference.
      Stop: {
        event: 'Stop',
        profile: true,
        parses: false,
        lacks: ['harness'],
        adds: ['background_tasks', 'effort', 'prompt_id', 'session_crons'],
      },
      PermissionRequest: {
        event: 'PermissionRequest',
        profile: true,
        parses: false,
        lacks: ['harness'],
        adds: ['effort', 'prompt_id'],
      },
      Notification: {
        event: 'Notification',
        profile: true,
        parses: false,
        lacks: ['harness'],
        adds: ['prompt_id'],
      },
      // Profile v3 events: the same common-field difference; SubagentStop adds Stop's extras.
      SubagentStart: {
        event: 'SubagentStart',
        profile: true,
        parses: false,
        lacks: ['harness'],
        adds: ['prompt_id'],
      },
      SubagentStop: {
        event: 'SubagentStop',
        profile: true,
        parses: false,
        lacks: ['harness'],
        adds: ['background_tasks', 'effort', 'prompt_id', 'session_crons'],
      },
      // The summariser /compact ran also fired SubagentStop, with `agent_type: ""`.
      'SubagentStop.compact': {
        event: 'SubagentStop',
        profile: true,
        parses: false,
        lacks: ['harness'],
        adds: ['background_tasks', 'effort', 'prompt_id', 'session_crons'],
      },
      PreCompact: {
        event: 'PreCompact',
        profile: true,
        parses: false,
        lacks: ['harness'],
        adds: ['prompt_id'],
      },
      PostCompact: {
        event: 'PostCompact',
        profile: true,
        parses: false,
        lacks: ['harness'],
        adds: ['prompt_id'],
      },
      PostToolBatch: {
        event: 'PostToolBatch',
        profile: true,
        parses: false,
        lacks: ['harness'],
        adds: ['effort', 'prompt_id'],
      },
      StopFailure: {
        event: 'StopFailure',
        profile: true,
        parses: false,
        lacks: ['harness'],
        adds: ['effort', 'prompt_id'],
      },
    });
  });

  it('Codex envelopes lack only `harness`; `permission_mode` values are within the profile enum', () => {
    const rows = Object.fromEntries(
      groundTruthEnvelopes('codex', PROFILE_EVENTS).map((f) => [
        f.replace('.json', ''),
        compare(load('codex', f)),
      ]),
    );
    expect(rows).toEqual({
      PreToolUse: {
        event: 'PreToolUse',
        profile: true,
        parses: false,
        lacks: ['harness'],
        adds: [],
      },
      PostToolUse: {
        event: 'PostToolUse',
        profile: true,
        parses: false,
        lacks: ['harness'],
        adds: [],
      },
      UserPromptSubmit: {
        event: 'UserPromptSubmit',
        profile: true,
        parses: false,
        lacks: ['harness'],
        adds: [],
      },
      SessionStart: {
        event: 'SessionStart',
        profile: true,
        parses: false,
        lacks: ['harness'],
        adds: [],
      },
      'SessionStart.resume': {
        event: 'SessionStart',
        profile: true,
        parses: false,
        lacks: ['harness'],
        adds: [],
      },
      SessionEnd: {
        event: 'SessionEnd',
        profile: true,
        parses: false,
        lacks: ['harness'],
        adds: [],
      },
      Stop: {
        event: 'Stop',
        profile: true,
        parses: false,
        lacks: ['harness'],
        adds: [],
      },
      PermissionRequest: {
        event: 'PermissionRequest',
        profile: true,
        parses: false,
        lacks: ['harness'],
        adds: [],
      },
      SubagentStart: {
        event: 'SubagentStart',
        profile: true,
        parses: false,
        lacks: ['harness'],
        adds: [],
      },
      SubagentStop: {
        event: 'SubagentStop',
        profile: true,
        parses: false,
        lacks: ['harness'],
        adds: [],
      },
      PreCompact: {
        event: 'PreCompact',
        profile: true,
        parses: false,
        lacks: ['harness'],
        adds: [],
      },
      PostCompact: {
        event: 'PostCompact',
        profile: true,
        parses: false,
        lacks: ['harness'],
        adds: [],
      },
    });
  });

  it('each foreign envelope parses once the runtime marker is added: the per-event fields agree', () => {
    for (const harness of ['claude-code', 'codex'] as const) {
      for (const file of groundTruthEnvelopes(harness, PROFILE_EVENTS)) {
        const envelope = load(harness, file);
        const event = envelope.hook_event_name as string;
        if (!isProfileEvent(event)) continue;
        expect(
          INPUT_SCHEMAS[event].safeParse({ ...envelope, harness: 'lionagi' }).success,
          `${harness}/${file}`,
        ).toBe(true);
      }
    }
  });
});
