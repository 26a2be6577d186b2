import { PROFILE_EVENTS } from '@lionagi/hooks-profile';
import { describe, expect, it } from 'vitest';
import { eventLacked } from './adapter.js';
import { HARNESS_ADAPTERS } from './adapters.js';
import { decide } from './decision.js';
import { HANDLERS_RUN, handlerLacked, handlerTypesRun } from './handler-support.js';
import { HARNESSES } from './harness.js';

describe('HARNESS_ADAPTERS', () => {
  it('has one adapter per harness, naming its harness', () => {
    expect(Object.keys(HARNESS_ADAPTERS).sort()).toEqual([...HARNESSES].sort());
    for (const h of HARNESSES) expect(HARNESS_ADAPTERS[h].harness).toBe(h);
  });

  it('says which events each harness fires: Codex lacks Notification, PostToolUseFailure, PostToolBatch and StopFailure', () => {
    const lacked = (h: keyof typeof HARNESS_ADAPTERS) =>
      PROFILE_EVENTS.filter((e) => eventLacked(HARNESS_ADAPTERS[h].events, e) !== undefined);
    expect(lacked('lionagi')).toEqual([]);
    expect(lacked('claude-code')).toEqual([]);
    expect(lacked('codex')).toEqual([
      'PostToolUseFailure',
      'Notification',
      'PostToolBatch',
      'StopFailure',
    ]);
  });

  it('says which handler types each harness runs: Codex has no http handlers', () => {
    expect(handlerTypesRun('lionagi')).toEqual(['command', 'http']);
    expect(handlerTypesRun('claude-code')).toEqual(['command', 'http']);
    expect(handlerTypesRun('codex')).toEqual(['command']);
    expect(handlerLacked('codex', 'http')).toBe('Codex has no http handlers');
    for (const h of HARNESSES) expect(HARNESS_ADAPTERS[h].handlers).toBe(HANDLERS_RUN[h]);
  });

  it('reads what it renders: a deny rendered for a harness is read back as a deny there', () => {
    const deny = decide.deny('rm is risky');
    for (const h of ['claude-code', 'codex'] as const) {
      const out = HARNESS_ADAPTERS[h].render('PreToolUse', deny);
      const read = HARNESS_ADAPTERS[h].read(
        'PreToolUse',
        { ...out, signal: null },
        { toolName: 'Bash' },
      );
      expect(read).toMatchObject({ effect: 'deny', reason: 'rm is risky' });
    }
    const out = HARNESS_ADAPTERS.lionagi.render('PreToolUse', deny);
    expect(HARNESS_ADAPTERS.lionagi.read('PreToolUse', { ...out, signal: null })).toMatchObject({
      decision: 'deny',
      reason: 'rm is risky',
    });
  });
});
