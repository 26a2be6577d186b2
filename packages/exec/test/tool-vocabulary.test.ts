import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DispatchEntry, DispatchEntryCommon } from '../src/dispatch-entry.js';
import { createEventDispatcher } from '../src/dispatcher.js';
import { fixture, makeFixturesExecutable, tempDir } from './helpers.js';

beforeAll(makeFixturesExecutable);

const BASH = { claude: 'Bash', codex: 'Bash' };

async function setup(entries: (log: string) => DispatchEntry[]) {
  const dir = await tempDir();
  const log = join(dir, 'seen.log');
  const dispatcher = createEventDispatcher('PreToolUse', entries(log), { projectDir: dir });
  const envelope = {
    session_id: 's',
    cwd: dir,
    hook_event_name: 'PreToolUse',
    harness: 'lionagi',
    tool_name: 'bash',
    tool_input: { command: 'rm -rf build' },
  };
  const seen = async () => (await readFile(log, 'utf8')).split('\n').filter(Boolean);
  return { dispatcher, envelope, seen };
}

const guard = (log: string, name: string, extra: Partial<DispatchEntryCommon>): DispatchEntry => ({
  type: 'command',
  command: [fixture('tool-name-guard.mjs'), log, name],
  timeoutSec: 20,
  ...extra,
});

describe('tool vocabularies in the dispatcher (profile v1.1)', () => {
  it('matches each entry, and names the tool to it, in its own vocabulary', async () => {
    const { dispatcher, envelope, seen } = await setup((log) => [
      guard(log, 'nothing', { matcher: 'bash' }),
      guard(log, 'bash', { matcher: 'Bash', toolVocabulary: 'codex' }),
      guard(log, 'Bash', { matcher: '^Bash$', toolVocabulary: 'claude' }),
    ]);
    expect(dispatcher.matches('bash', BASH)).toBe(true);
    const result = await dispatcher.dispatch(envelope, { harnessNames: BASH });
    expect(await seen()).toEqual(['bash', 'Bash', 'Bash']);
    expect(result.decision).toBe('deny');
    expect(result.reason).toBe('blocked Bash');
  });

  it('without the tool registry names, a claude entry sees the registered name and does not match "Bash"', async () => {
    const { dispatcher, envelope } = await setup((log) => [
      guard(log, 'Bash', { matcher: 'Bash', toolVocabulary: 'claude' }),
    ]);
    expect(dispatcher.matches('bash')).toBe(false);
    const result = await dispatcher.dispatch(envelope);
    expect(result.decision).toBe('none');
    expect(result.runs[0]?.notes).toContain('matcher "Bash" does not match tool_name "bash"');
  });

  it('a tool with no name in the vocabulary keeps its registered name', async () => {
    const { dispatcher, envelope, seen } = await setup((log) => [
      guard(log, 'nothing', { matcher: 'bash', toolVocabulary: 'claude' }),
    ]);
    await dispatcher.dispatch(envelope, { harnessNames: { codex: 'Bash' } });
    expect(await seen()).toEqual(['bash']);
  });
});
