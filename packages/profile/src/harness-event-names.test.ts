import { describe, expect, it } from 'vitest';
import { PROFILE_EVENTS } from './events.js';
import { CLAUDE_CODE_EVENT_NAMES, claudeCodeEventSince } from './harness-event-names.js';
import { HARNESS_ONLY_EVENTS } from './harness-events.js';
import { NEWEST_OBSERVED_HARNESSES, OBSERVED_HARNESSES } from './version.js';

describe('the Claude Code event lists', () => {
  it('has the pinned and the newest observed build, and every profile event in each', () => {
    expect(Object.keys(CLAUDE_CODE_EVENT_NAMES)).toEqual([
      OBSERVED_HARNESSES.claudeCode,
      NEWEST_OBSERVED_HARNESSES.claudeCode,
    ]);
    for (const names of Object.values(CLAUDE_CODE_EVENT_NAMES))
      expect(PROFILE_EVENTS.filter((e) => !names.includes(e))).toEqual([]);
  });

  it('agrees with the recorded harness-only Claude Code events on the build that added them', () => {
    const recorded = Object.values(HARNESS_ONLY_EVENTS).filter((e) => e.harness === 'Claude Code');
    expect(recorded.map((e) => [e.name, claudeCodeEventSince(e.name)])).toEqual(
      recorded.map((e) => [e.name, e.since]),
    );
    expect(claudeCodeEventSince('TeammateIdle')).toBe('2.1.328');
    expect(claudeCodeEventSince('BogusEvent')).toBeUndefined();
  });
});
