import {
  type CompiledMatcher,
  compileMatcher,
  loadMatcherEngine,
} from '@lionagi/hooks-profile/core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DispatchEntry, DispatchEntryCommon } from './dispatch-entry.js';
import { createEventDispatcher } from './dispatcher.js';
import { firingSelectsAny } from './entry-match.js';

beforeAll(loadMatcherEngine);

type Compiled = DispatchEntry & { compiledMatcher: CompiledMatcher };

const entry = (
  matcher: string | undefined,
  extra: Partial<DispatchEntryCommon> = {},
): Compiled => ({
  type: 'command',
  command: ['/bin/true'],
  timeoutSec: 5,
  matcher,
  compiledMatcher: compileMatcher(matcher),
  ...extra,
});

const BASH = { claude: 'Bash', codex: 'Bash' };
const WRITE = { claude: 'Write', codex: 'apply_patch' };

describe('firingSelectsAny: what the bridge asks before loading the dispatcher', () => {
  const cases: Array<[string, Compiled[], Record<string, unknown>, typeof BASH | undefined]> = [
    ['exact, registered name', [entry('bash')], { tool_name: 'bash' }, BASH],
    ['exact, other tool', [entry('bash')], { tool_name: 'read_file' }, undefined],
    [
      'claude vocabulary',
      [entry('Bash', { toolVocabulary: 'claude' })],
      { tool_name: 'bash' },
      BASH,
    ],
    [
      'claude name, no names given',
      [entry('Bash', { toolVocabulary: 'claude' })],
      { tool_name: 'bash' },
      undefined,
    ],
    [
      'codex alias (Write -> apply_patch)',
      [entry('Write', { toolVocabulary: 'codex' })],
      { tool_name: 'write_file' },
      WRITE,
    ],
    ['regex', [entry('^mcp__.*')], { tool_name: 'mcp__docs__read' }, undefined],
    ['regex, no match', [entry('^mcp__.*')], { tool_name: 'bash' }, BASH],
    ['target absent', [entry('bash')], {}, undefined],
    ['match-all, target absent', [entry(undefined)], {}, undefined],
    ['no entries', [], { tool_name: 'bash' }, BASH],
  ];
  it.each(cases)('agrees with the dispatcher: %s', (_name, entries, envelope, names) => {
    const dispatcher = createEventDispatcher('PreToolUse', entries, { projectDir: '/' });
    const expected = dispatcher.matches(
      typeof envelope.tool_name === 'string' ? envelope.tool_name : undefined,
      names,
    );
    expect(firingSelectsAny('PreToolUse', entries, envelope, names)).toBe(expected);
  });

  it('selects every entry of an event without a matcher target, and none when it has none', () => {
    expect(firingSelectsAny('UserPromptSubmit', [entry('bash')], { prompt: 'x' })).toBe(true);
    expect(firingSelectsAny('UserPromptSubmit', [], { prompt: 'x' })).toBe(false);
  });

  it('gives the answers a user sees at the bridge', () => {
    expect(firingSelectsAny('PreToolUse', [entry('bash')], { tool_name: 'bash' }, BASH)).toBe(true);
    expect(firingSelectsAny('PreToolUse', [entry('bash')], { tool_name: 'read_file' })).toBe(false);
  });
});
