import { describe, expect, it } from 'vitest';
import { rejection, workspace, writeAt } from '../test/support.js';
import { loadSettings } from './load-settings.js';
import { notImportedNotices } from './not-imported-notice.js';

const RECORD = `not_imported:
  - imported_from:
      file: .claude/settings.json
      event: PreToolUse
      matcher: Bash
      command: jq -r .tool_input.command | grep -q x && exit 2
    reason: "the command needs a shell: it contains a pipe"
    opt_in: li hooks import claude --allow-shell
`;

describe('not_imported:', () => {
  it('is read into notImported with its line, and nothing of it runs', async () => {
    const ws = await workspace();
    await writeAt(ws.project, '.lionagi/settings.yaml', `hooks_external: {}\n${RECORD}`);
    const settings = await loadSettings({ projectDir: ws.project, env: ws.env });
    expect(settings.notImported).toEqual([
      {
        importedFrom: {
          file: '.claude/settings.json',
          event: 'PreToolUse',
          matcher: 'Bash',
          command: 'jq -r .tool_input.command | grep -q x && exit 2',
        },
        reason: 'the command needs a shell: it contains a pipe',
        optIn: 'li hooks import claude --allow-shell',
        origin: { file: ws.projectFile, line: 3, scope: 'project' },
      },
    ]);
    expect(settings.hooks.PreToolUse).toEqual([]);
    expect(notImportedNotices(settings.notImported).map((n) => n.text)).toEqual([
      '1 hook from .claude/settings.json did not come across: PreToolUse [Bash] "jq -r .tool_input.command | grep -q x && exit 2": to bring it, review it and run "li hooks import claude --allow-shell" (the command needs a shell: it contains a pipe)',
    ]);
  });

  it.each([
    ['not_imported: 5\n', ':1:15: not_imported: must be a list of records { imported_from, reason'],
    ['not_imported:\n  - reason: why\n', ':2:5: not_imported[0]: must be a record { imported_from'],
    [
      'not_imported:\n  - imported_from: { file: f, event: Stop, command: x }\n    opt_in: 3\n    reason: why\n',
      ':2:5: not_imported[0]: must be a record { imported_from',
    ],
  ])('refuses a malformed record at its line (%j)', async (yaml, where) => {
    const ws = await workspace();
    await writeAt(ws.project, '.lionagi/settings.yaml', yaml);
    const error = await rejection(loadSettings({ projectDir: ws.project, env: ws.env }));
    expect(error.code).toBe('CONFIG_INVALID');
    expect(error.message).toContain(`${ws.projectFile}${where}`);
  });
});
