import { describe, expect, it } from 'vitest';
import { namesFor } from '../test/tools.js';
import { bridgeInvocation } from './bridge-command.js';
import { translateEntry } from './translate.js';
import type { ForeignEntry } from './types.js';

const entry = (harness: 'claude' | 'codex', handler: Record<string, unknown>): ForeignEntry => ({
  harness,
  event: 'PreToolUse',
  matcher: undefined,
  handler: { type: 'command', ...handler },
  origin: { file: '/p/.claude/settings.json', event: 'PreToolUse', groupIndex: 0, hookIndex: 0 },
  fileNotes: [],
});

describe('the li bridge', () => {
  it('is recognised as li, a path to li, or node running li.js, followed by hooks run', () => {
    expect(
      bridgeInvocation(['li', 'hooks', 'run', 'PreToolUse', '--emit', 'claude']),
    ).toMatchObject({ program: 'li', event: 'PreToolUse', emit: 'claude' });
    expect(
      bridgeInvocation([
        '/opt/bin/li',
        'hooks',
        'run',
        '--project-dir',
        '/p',
        'UserPromptSubmit',
        '--emit=codex',
      ]),
    ).toMatchObject({ program: '/opt/bin/li', event: 'UserPromptSubmit', emit: 'codex' });
    expect(bridgeInvocation(['node', '/x/dist/li.js', 'hooks', 'run', 'SessionEnd'])).toMatchObject(
      {
        event: 'SessionEnd',
        emit: undefined,
      },
    );
    expect(bridgeInvocation(['li', 'hooks', 'list'])).toBeUndefined();
    expect(bridgeInvocation(['./guards/li-check.sh', 'hooks', 'run'])).toBeUndefined();
  });

  it('import refuses it in both forms, with the reason', () => {
    const claude = translateEntry(
      entry('claude', {
        command: 'li',
        args: [
          'hooks',
          'run',
          'PreToolUse',
          '--emit',
          'claude',
          '--project-dir',
          '${CLAUDE_PROJECT_DIR}',
        ],
      }),
      { tools: namesFor('claude') },
    );
    const codex = translateEntry(
      entry('codex', { command: 'li hooks run PreToolUse --emit codex' }),
      { tools: namesFor('codex') },
    );
    for (const t of [claude, codex]) {
      expect(t.hook).toBeUndefined();
      expect(t.row.status).toBe('rejected');
      expect(t.row.reason).toMatch(
        /^this is the li bridge \(li hooks run PreToolUse --emit (claude|codex)[^)]*\): it runs this project's hooks_external itself, so imported into them it would start itself on every PreToolUse \(recursion\)/,
      );
    }
  });
});
