import { describe, expect, it } from 'vitest';
import { HookError, isHookError } from './errors.js';
import {
  EVENT_CATALOGUE,
  HARNESS_EVENTS_WITHOUT_SEAM,
  isBlockingEvent,
  isProfileEvent,
  PROFILE_EVENTS,
  PROFILE_V1_EVENTS,
  resolveEvent,
} from './events.js';

describe('event catalogue', () => {
  it('has the six v1 events, the three of v2 and the six of v3, seven of them blocking', () => {
    expect(PROFILE_V1_EVENTS).toEqual([
      'SessionStart',
      'SessionEnd',
      'UserPromptSubmit',
      'PreToolUse',
      'PostToolUse',
      'PostToolUseFailure',
    ]);
    expect(PROFILE_EVENTS).toEqual([
      ...PROFILE_V1_EVENTS,
      'Stop',
      'PermissionRequest',
      'Notification',
      'SubagentStart',
      'SubagentStop',
      'PreCompact',
      'PostCompact',
      'PostToolBatch',
      'StopFailure',
    ]);
    expect(PROFILE_EVENTS.filter((e) => EVENT_CATALOGUE[e].since === '3')).toEqual([
      'SubagentStart',
      'SubagentStop',
      'PreCompact',
      'PostCompact',
      'PostToolBatch',
      'StopFailure',
    ]);
    expect(PROFILE_EVENTS.filter((e) => EVENT_CATALOGUE[e].since === '1')).toEqual([
      ...PROFILE_V1_EVENTS,
    ]);
    expect(PROFILE_EVENTS.filter(isBlockingEvent)).toEqual([
      'UserPromptSubmit',
      'PreToolUse',
      'Stop',
      'PermissionRequest',
      'SubagentStop',
      'PreCompact',
      'PostToolBatch',
    ]);
    expect(
      Object.fromEntries(PROFILE_EVENTS.map((e) => [e, EVENT_CATALOGUE[e].matcherTarget])),
    ).toEqual({
      SessionStart: 'source',
      SessionEnd: 'reason',
      UserPromptSubmit: null,
      PreToolUse: 'tool_name',
      PostToolUse: 'tool_name',
      PostToolUseFailure: 'tool_name',
      Stop: null,
      PermissionRequest: 'tool_name',
      Notification: 'notification_type',
      SubagentStart: 'agent_type',
      SubagentStop: 'agent_type',
      PreCompact: 'trigger',
      PostCompact: 'trigger',
      PostToolBatch: null,
      StopFailure: null,
    });
  });

  it('recognises names case-sensitively and never from the prototype', () => {
    expect(isProfileEvent('PreToolUse')).toBe(true);
    expect(isProfileEvent('pretooluse')).toBe(false);
    expect(isProfileEvent('toString')).toBe(false);
    expect(isProfileEvent(42)).toBe(false);
  });

  it('refuses an unmappable event naming it, the supported list, and the missing seam', () => {
    expect(() => resolveEvent('TeammateIdle')).toThrow(
      'unsupported hook event "TeammateIdle" (a Claude Code 2.1.328 event: a teammate of an agent team is about to go idle (not observed live); li-agent has no agent teams (a subagent returns to its parent, it never idles)): the LionAGI runtime has no seam for it; supported events are SessionStart, SessionEnd, UserPromptSubmit, PreToolUse, PostToolUse, PostToolUseFailure, Stop, PermissionRequest, Notification, SubagentStart, SubagentStop, PreCompact, PostCompact',
    );
    expect(() => resolveEvent('NotAnEvent')).toThrow(
      /^unsupported hook event "NotAnEvent": the LionAGI runtime has no seam for it;/,
    );
    expect(() => resolveEvent('pretooluse')).toThrow(
      '(did you mean "PreToolUse"? event names are case-sensitive)',
    );
    expect(resolveEvent('PostToolUse').blocking).toBe(false);
  });

  it('refuses a recorded harness event with no seam naming the harness, the build and the guard', () => {
    expect(() => resolveEvent('PreSkillShellCommand')).toThrow(
      'unsupported hook event "PreSkillShellCommand" (a Claude Code 2.1.332 event, blocking, before each !`cmd` shell line of a skill or slash command (PreToolUse never sees those lines); to guard it, register "li hooks run PreToolUse --emit claude --as-tool Bash" under it (docs/cli-recipes.md)): the LionAGI runtime has no seam for it; supported events are',
    );
    expect(() => resolveEvent('PreModelRequest')).toThrow(
      'unsupported hook event "PreModelRequest" (a Codex 0.169.0 event, before every model request): the LionAGI runtime has no seam',
    );
    // Inherited object keys are no harness events.
    expect(() => resolveEvent('constructor')).toThrow(
      /^unsupported hook event "constructor": the LionAGI runtime/,
    );
  });

  it('resolves the v3 subagent and compaction events: SubagentStop and PreCompact block', () => {
    expect(resolveEvent('SubagentStop')).toMatchObject({
      blocking: true,
      matcherTarget: 'agent_type',
      since: '3',
    });
    expect(resolveEvent('SubagentStart')).toMatchObject({
      blocking: false,
      matcherTarget: 'agent_type',
    });
    expect(resolveEvent('PreCompact')).toMatchObject({ blocking: true, matcherTarget: 'trigger' });
    expect(resolveEvent('PostCompact')).toMatchObject({
      blocking: false,
      matcherTarget: 'trigger',
    });
    expect(Object.keys(HARNESS_EVENTS_WITHOUT_SEAM)).toEqual([]);
    expect(() => resolveEvent('PreCompact', PROFILE_V1_EVENTS)).toThrow(
      'unsupported hook event "PreCompact": this runtime has no seam for PreCompact (it is a profile v3 event, and this host emits only the events below)',
    );
  });

  it('refuses a profile event the host does not emit: "this runtime has no seam for Stop"', () => {
    expect(resolveEvent('Stop').name).toBe('Stop');
    expect(() => resolveEvent('Stop', PROFILE_V1_EVENTS)).toThrow(
      'unsupported hook event "Stop": this runtime has no seam for Stop (it is a profile v2 event, and this host emits only the events below); supported events are SessionStart, SessionEnd, UserPromptSubmit, PreToolUse, PostToolUse, PostToolUseFailure',
    );
    expect(resolveEvent('PreToolUse', PROFILE_V1_EVENTS).name).toBe('PreToolUse');
  });

  it('suggests the nearest event for a typo, not only for a case error', () => {
    expect(() => resolveEvent('PreToolUs')).toThrow(
      'unsupported hook event "PreToolUs" (did you mean "PreToolUse"?): the LionAGI runtime has no seam for it; supported events are',
    );
    expect(() => resolveEvent('PostToolUsee')).toThrow('(did you mean "PostToolUse"?)');
    expect(() => resolveEvent('SesionStart')).toThrow('(did you mean "SessionStart"?)');
    expect(() => resolveEvent('pretooluse')).toThrow(
      '(did you mean "PreToolUse"? event names are case-sensitive)',
    );
    // Nothing near: no guess.
    expect(() => resolveEvent('OnSave')).toThrow('unsupported hook event "OnSave": the LionAGI');
  });
});

describe('HookError', () => {
  it('is recognised across copies by its brand, with code, details and cause', () => {
    const cause = new Error('inner');
    const e = new HookError('CONFIG_INVALID', 'bad', { cause, details: { file: 'a.yaml' } });
    expect(isHookError(e)).toBe(true);
    expect(e).toMatchObject({
      name: 'HookError',
      code: 'CONFIG_INVALID',
      details: { file: 'a.yaml' },
      cause,
    });
    const foreign = { [Symbol.for('lionagi.hooks.error')]: true, code: 'X', message: 'm' };
    expect(isHookError(foreign)).toBe(true);
    expect(isHookError(new Error('plain'))).toBe(false);
    expect(isHookError(null)).toBe(false);
    expect(new HookError('USAGE', 'u').details).toEqual({});
  });
});
