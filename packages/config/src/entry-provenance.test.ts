import { describe, expect, it } from 'vitest';
import { rejection, workspace, writeAt } from '../test/support.js';
import { loadSettings } from './load-settings.js';

async function load(text: string) {
  const ws = await workspace();
  const file = await writeAt(ws.project, '.lionagi/settings.yaml', text);
  return { ws, file };
}

describe('hooks_external tool_vocabulary and imported_from (profile v1.1)', () => {
  it('reads the entry vocabulary, else the group one, else lionagi; keeps imported_from', async () => {
    const { ws } = await load(
      [
        'hooks_external:',
        '  PreToolUse:',
        '    - matcher: Bash',
        '      tool_vocabulary: codex',
        '      hooks:',
        '        - { type: command, command: [./a] }',
        '        - type: command',
        '          command: [./b]',
        '          tool_vocabulary: claude',
        '          imported_from: { file: .claude/settings.json, event: PreToolUse, matcher: Bash, command: ./b }',
        '    - hooks: [{ type: command, command: [./c] }]',
        '',
      ].join('\n'),
    );
    const settings = await loadSettings({ projectDir: ws.project, env: ws.env });
    const pre = settings.hooks.PreToolUse;
    expect(pre.map((e) => e.toolVocabulary)).toEqual(['codex', 'claude', 'lionagi']);
    expect(pre[1]?.importedFrom).toEqual({
      file: '.claude/settings.json',
      event: 'PreToolUse',
      matcher: 'Bash',
      command: './b',
    });
    expect(pre[0]?.importedFrom).toBeUndefined();
  });

  it('rejects an unknown vocabulary and a malformed imported_from with file:line', async () => {
    const { ws, file } = await load(
      [
        'hooks_external:',
        '  PreToolUse:',
        '    - matcher: Bash',
        '      tool_vocabulary: Claude',
        '      hooks:',
        '        - type: command',
        '          command: [./b]',
        '          tool_vocabulary: gemini',
        '          imported_from: .claude/settings.json',
        '',
      ].join('\n'),
    );
    const error = await rejection(loadSettings({ projectDir: ws.project, env: ws.env }));
    expect(error.message.split('\n').slice(1)).toEqual([
      `${file}:4:24: hooks_external.PreToolUse[0]: tool_vocabulary must be one of lionagi, claude, codex (the names its matcher and tool_name use); got "Claude"`,
      `${file}:8:28: hooks_external.PreToolUse[0].hooks[0]: tool_vocabulary must be one of lionagi, claude, codex (the names its matcher and tool_name use); got "gemini"`,
      `${file}:9:26: hooks_external.PreToolUse[0].hooks[0]: imported_from must be a mapping { file, event, command, matcher?, args?, timeout? } (strings; timeout a number of seconds), as li hooks import writes it`,
    ]);
  });
});
