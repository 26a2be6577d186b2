import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { compileMatcher } from '@lionagi/hooks-profile/core';
import { describe, expect, it } from 'vitest';
import { createEventDispatcher } from './dispatcher.js';
import { MISSES_KEPT } from './miss-memo.js';

const envelope = (tool: string) => ({ hook_event_name: 'PreToolUse', tool_name: tool });

/** An entry written with Claude Code's tool names. */
const CLAUDE_BASH = {
  type: 'command',
  command: ['/bin/echo', '{}'],
  matcher: 'Bash',
  toolVocabulary: 'claude',
  timeoutSec: 5,
} as const;

describe('a repeated miss is answered from the last one, never a different firing', () => {
  it('the same tool misses again with the same records; another tool, or harness names that match, run', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'lionagi-miss-'));
    const dispatcher = createEventDispatcher(
      'PreToolUse',
      [
        CLAUDE_BASH,
        {
          type: 'command',
          command: ['/bin/echo', '-n', '{}'],
          matcher: '^write$',
          compiledMatcher: compileMatcher('^write$'),
          timeoutSec: 5,
        },
      ],
      { projectDir: dir },
    );
    const first = await dispatcher.dispatch(envelope('bash'));
    const again = await dispatcher.dispatch(envelope('bash'));
    expect(again).toEqual(first);
    expect(again.runs.map((r) => [r.matched, r.ran, r.notes])).toEqual([
      [false, false, ['matcher "Bash" does not match tool_name "bash"']],
      [false, false, ['matcher "^write$" does not match tool_name "bash"']],
    ]);
    // Fresh records each time: a consumer that adds a note changes only its own firing's record.
    again.runs[0]?.notes.push('mine');
    expect((await dispatcher.dispatch(envelope('bash'))).runs[0]?.notes).toHaveLength(1);

    // Same registered name, but the tool's Claude Code name is Bash: the claude entry matches.
    const named = await dispatcher.dispatch(envelope('bash'), { harnessNames: { claude: 'Bash' } });
    expect(named.runs.map((r) => r.ran)).toEqual([true, false]);
    // Back to a miss, then another tool that a regex entry matches.
    await dispatcher.dispatch(envelope('bash'));
    const write = await dispatcher.dispatch(envelope('write'));
    expect(write.runs.map((r) => r.ran)).toEqual([false, true]);
    expect((await dispatcher.dispatch(envelope('bash'))).runs.map((r) => r.ran)).toEqual([
      false,
      false,
    ]);
  });
});

describe('alternating misses name the tool of their own firing', () => {
  it('each note names the firing’s tool, across more tools than the notes kept per entry', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'lionagi-miss-'));
    const dispatcher = createEventDispatcher(
      'PreToolUse',
      [
        { type: 'command', command: ['/bin/echo', '{}'], matcher: 'Write', timeoutSec: 5 },
        { type: 'command', command: ['/bin/echo', '-n', '{}'], matcher: '^mcp__', timeoutSec: 5 },
      ],
      { projectDir: dir },
    );
    // 40 tools, twice round, then a tool name with a control character (escaped).
    const tools = [
      ...Array.from({ length: 40 }, (_, i) => `tool_${i}`),
      ...Array.from({ length: 40 }, (_, i) => `tool_${i}`),
      'bash\u0007',
      'bash',
      'bash\u0007',
    ];
    for (const tool of tools) {
      const { runs } = await dispatcher.dispatch(envelope(tool));
      const shown = JSON.stringify(tool);
      expect(runs.map((r) => r.notes)).toEqual([
        [`matcher "Write" does not match tool_name ${shown}`],
        [`matcher "^mcp__" does not match tool_name ${shown}`],
      ]);
    }
  });
});

describe('the misses of tools called in turn are kept, each under its own targets', () => {
  it('tests no matcher again for a tool called between calls of another', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'lionagi-miss-'));
    const compiled = compileMatcher('^edit');
    let tests = 0;
    const counted = {
      ...compiled,
      test: (target: string | undefined) => {
        tests++;
        return compiled.test(target);
      },
    };
    const dispatcher = createEventDispatcher(
      'PreToolUse',
      [
        {
          type: 'command',
          command: ['/bin/echo', '{}'],
          matcher: '^edit',
          compiledMatcher: counted,
          timeoutSec: 5,
        },
      ],
      { projectDir: dir },
    );
    for (const tool of ['read_file', 'bash', 'read_file', 'bash', 'grep', 'read_file'])
      await dispatcher.dispatch(envelope(tool));
    // One test per distinct tool; a single remembered miss took six.
    expect(tests).toBe(3);
  });

  it('answers each kept miss as its own firing, runs what matches, and drops the oldest past MISSES_KEPT', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'lionagi-miss-'));
    const dispatcher = createEventDispatcher(
      'PreToolUse',
      [
        CLAUDE_BASH,
        { type: 'command', command: ['/bin/echo', '-n', '{}'], matcher: '^edit', timeoutSec: 5 },
      ],
      { projectDir: dir },
    );
    const notes = async (tool: string, names?: { claude: string }) =>
      (await dispatcher.dispatch(envelope(tool), names ? { harnessNames: names } : {})).runs.map(
        (r) => (r.ran ? 'ran' : r.notes[0]),
      );
    const miss = (tool: string) => [
      `matcher "Bash" does not match tool_name "${tool}"`,
      `matcher "^edit" does not match tool_name "${tool}"`,
    ];
    // Two tools in turn: both misses kept, each answered with its own tool's notes.
    for (let i = 0; i < 3; i++) {
      expect(await notes('read_file')).toEqual(miss('read_file'));
      expect(await notes('bash')).toEqual(miss('bash'));
    }
    // A kept miss's registered name with harness names that match is another firing: it runs.
    expect(await notes('bash', { claude: 'Bash' })).toEqual(['ran', miss('bash')[1]]);
    expect(await notes('bash', { claude: 'Read' })).toEqual([
      'matcher "Bash" does not match tool_name "Read"',
      miss('bash')[1],
    ]);
    expect(await notes('edit_file')).toEqual([miss('edit_file')[0], 'ran']);
    // More tools than the memo keeps, twice round: every answer still names its own tool.
    const tools = Array.from({ length: MISSES_KEPT + 2 }, (_, i) => `tool_${i}`);
    for (const tool of [...tools, ...tools, 'read_file', 'bash'])
      expect(await notes(tool)).toEqual(miss(tool));
  });
});
