import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { rejection, tempDir, workspace, writeAt } from '../test/support.js';
import { loadSettings } from './load-settings.js';
import { parseSettingsText, readSettingsFile } from './settings-document.js';
import type { ConfigDiagnostic } from './types.js';

function billionLaughs(levels: number): string {
  const lines = ['lol0: &lol0 ["lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol"]'];
  for (let i = 1; i < levels; i++) {
    lines.push(
      `lol${i}: &lol${i} [${Array(9)
        .fill(`*lol${i - 1}`)
        .join(', ')}]`,
    );
  }
  lines.push(`hooks_external:\n  PreToolUse:\n    - matcher: x\n      hooks: *lol${levels - 1}`);
  return `${lines.join('\n')}\n`;
}

describe('hostile settings files', () => {
  it('refuses a 50 MB file from its size, before parsing it, naming the file, size and limit', async () => {
    const ws = await workspace();
    const file = join(ws.project, '.lionagi', 'settings.yaml');
    await mkdir(join(ws.project, '.lionagi'), { recursive: true });
    const bytes = Buffer.alloc(50 * 1024 * 1024, 'a');
    bytes.write('hooks_external: ');
    await writeFile(file, bytes);
    const error = await rejection(loadSettings({ projectDir: ws.project, env: ws.env }));
    expect(error.code).toBe('CONFIG_INVALID');
    expect(error.message.split('\n')[1]).toBe(
      `${file}:1:1: settings file is 52428800 bytes (50.0 MiB), over the 1048576 bytes (1.0 MiB) limit; refusing to read it`,
    );
  });

  it('refuses an alias bomb at the first alias, without expanding it', async () => {
    const ws = await workspace();
    const file = await writeAt(ws.project, '.lionagi/settings.yaml', billionLaughs(10));
    // Expanded, the 9^10 aliases would never finish: the refusal names the first alias.
    const error = await rejection(loadSettings({ projectDir: ws.project, env: ws.env }));
    const [diagnostic] = error.details.diagnostics as ConfigDiagnostic[];
    expect(diagnostic).toMatchObject({ file, line: 2, column: 14 });
    expect(diagnostic?.message).toMatch(
      /^aliases expand too much \(yaml maxAliasCount 100: .*\); refusing a possible alias bomb$/,
    );
  });

  it('refuses megabyte-deep flow nesting before parsing it', async () => {
    const text = `hooks_external: ${'['.repeat(400_000)}${']'.repeat(400_000)}\n`;
    const parsed = parseSettingsText('/x/settings.yaml', text);
    expect(parsed).toMatchObject({
      status: 'invalid',
      errors: [
        {
          file: '/x/settings.yaml',
          line: 1,
          column: 1017,
          message: 'nesting deeper than 1000 levels (the limit is 64); refusing to parse it',
        },
      ],
    });
  });

  it('refuses deep compact sequences before parsing them', async () => {
    const parsed = parseSettingsText('/x/settings.yaml', `a:\n  ${'- '.repeat(300_000)}x\n`);
    expect(parsed.status).toBe('invalid');
    if (parsed.status === 'invalid')
      expect(parsed.errors[0]).toMatchObject({ line: 2, column: 2003 });
  });

  it('refuses nesting over 64 levels found in the parsed tree', async () => {
    const text = `a: ${'['.repeat(70)}${']'.repeat(70)}\n`;
    const parsed = parseSettingsText('/x/settings.yaml', text);
    expect(parsed).toMatchObject({
      status: 'invalid',
      errors: [
        { line: 1, column: 67, message: 'nesting deeper than 64 levels; refusing to load it' },
      ],
    });
    expect(
      parseSettingsText('/x/settings.yaml', `a: ${'['.repeat(60)}${']'.repeat(60)}\n`).status,
    ).toBe('parsed');
  });

  it('refuses bytes that are not UTF-8', async () => {
    const dir = await tempDir();
    const file = await writeAt(
      dir,
      'settings.yaml',
      Buffer.from([0x61, 0x3a, 0x20, 0xff, 0xfe, 0x0a]),
    );
    const read = await readSettingsFile(file);
    expect(read).toMatchObject({
      status: 'invalid',
      errors: [{ file, line: 1, column: 1, message: 'settings file is not valid UTF-8 text' }],
    });
  });

  it('refuses several YAML documents in one file', async () => {
    const parsed = parseSettingsText('/x/s.yaml', 'hooks: {}\n---\nhooks_external: {}\n');
    expect(parsed).toMatchObject({
      status: 'invalid',
      errors: [
        {
          line: 2,
          column: 1,
          message:
            'invalid YAML (MULTIPLE_DOCS): Source contains multiple documents; please use YAML.parseAllDocuments()',
        },
      ],
    });
  });

  it('keeps a byte-order mark in the text and parses past it', async () => {
    const parsed = parseSettingsText('/x/s.yaml', '\ufeffhooks: {}\n');
    expect(parsed.status).toBe('parsed');
    if (parsed.status === 'parsed') expect(parsed.document.text.startsWith('\ufeff')).toBe(true);
  });

  it('reports an absent file as absent and a directory as unreadable', async () => {
    const dir = await tempDir();
    expect(await readSettingsFile(join(dir, 'none.yaml'))).toEqual({ status: 'absent' });
    const error = await rejection(readSettingsFile(dir));
    expect(error.code).toBe('CONFIG_UNREADABLE');
    expect(error.message).toBe(`settings path ${dir} is not a regular file (expected a YAML file)`);
  });
});
