import { describe, expect, it } from 'vitest';
import { namesFor } from '../test/tools.js';
import { shellLaunchWarning } from './shell-launch.js';
import { translateEntry } from './translate.js';

describe('shellLaunchWarning', () => {
  it.each([
    [['bash', '-c', 'jq . | x'], 'bash -c', '"jq . | x"'],
    [['/bin/sh', '-ec', 'exit 2'], 'sh -ec', '"exit 2"'],
    [['/usr/bin/env', 'bash', '-l', '-c', 'a; b'], 'bash -c', '"a; b"'],
  ])('%j', (argv, launch, script) => {
    expect(shellLaunchWarning(argv)).toBe(
      `the command starts a shell (\`${launch}\`): the script ${script} is shell code LionAGI runs as given and does not check; review it as shell code`,
    );
  });

  it.each([
    [['bash', './guard.sh', '-c']],
    [['node', '-c', 'x']],
    [['bash']],
    [['shellcheck', '-c', 'x']],
  ])('no warning for %j', (argv) => {
    expect(shellLaunchWarning(argv)).toBeUndefined();
  });

  it('is on the import row of an exec form and of a shell string alike', () => {
    for (const handler of [
      { type: 'command', command: 'bash', args: ['-c', 'cat | jq .'] },
      { type: 'command', command: "bash -c 'cat | jq .'" },
    ]) {
      const { row } = translateEntry(
        {
          harness: 'claude',
          event: 'PreToolUse',
          matcher: 'Bash',
          handler,
          origin: {
            file: '/p/.claude/settings.json',
            event: 'PreToolUse',
            groupIndex: 0,
            hookIndex: 0,
          },
          fileNotes: [],
        },
        { tools: namesFor('claude') },
      );
      expect(row.status).toBe('imported');
      expect(row.warnings[0]).toMatch(
        /^the command starts a shell \(`bash -c`\): the script "cat \| jq \."/,
      );
    }
  });
});
