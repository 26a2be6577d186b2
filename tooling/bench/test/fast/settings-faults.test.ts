import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type ConfigDiagnostic, formatDiagnostic, loadSettings } from '@lionagi/hooks-config';
import { isHookError } from '@lionagi/hooks-profile';
import { approveCommands, listPending } from '@lionagi/hooks-trust';
import { afterAll, describe, expect, it } from 'vitest';
import { fault } from '../../src/fault-catalogue.js';
import { faultProject, normalize, removeFaultProjects } from '../support/fault-project.js';
import { attemptCall } from '../support/tool-call.js';

afterAll(removeFaultProjects);

const TRUNCATED = [
  'hooks_external:',
  '  PreToolUse:',
  '    - matcher: bash',
  '      hooks:',
  '        - type: command',
  '          command: ["./guards/guard.sh", "--str',
].join('\n');

/** A billion-laughs document: 9^7 strings once every alias is expanded. */
const ALIAS_BOMB = [
  'a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]',
  ...['b', 'c', 'd', 'e', 'f', 'g'].map((name, i) => {
    const prev = 'abcdefg'[i];
    return `${name}: &${name} [${Array(9).fill(`*${prev}`).join(',')}]`;
  }),
  'hooks_external: *g',
  '',
].join('\n');

const BROKEN_USER_FILES: Record<string, string | Buffer> = {
  'settings-truncated': TRUNCATED,
  'settings-binary': Buffer.from([
    0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52, 0xff,
  ]),
  'settings-huge': `# padding\n${'#'.repeat(2 * 1024 * 1024 - 10)}`,
  'settings-alias-bomb': ALIAS_BOMB,
  'settings-deep-nesting': `hooks_external: ${'['.repeat(100_000)}`,
};

describe.concurrent('settings files that cannot be loaded', () => {
  it.each(Object.entries(BROKEN_USER_FILES))('%s', async (id, bytes) => {
    const row = fault(id);
    const project = await faultProject({
      projectYaml:
        'hooks_external:\n  PreToolUse:\n    - matcher: bash\n      hooks:\n        - type: command\n          command: ["./guards/guard.sh"]\n          source: imported:claude\n',
      userYaml: '',
    });
    await writeFile(project.userFile, bytes, { mode: 0o600 });
    const original = await readFile(project.userFile);

    // Loading refuses with every problem positioned.
    const loaded = await loadSettings({ projectDir: project.dir, env: project.env }).catch(
      (e) => e,
    );
    expect(isHookError(loaded) && loaded.code).toBe('CONFIG_INVALID');
    const diagnostics = loaded.details.diagnostics as ConfigDiagnostic[];
    expect(normalize(formatDiagnostic(diagnostics[0] as ConfigDiagnostic), project)).toBe(
      row.diagnostic,
    );
    expect(loaded.message).toContain(formatDiagnostic(diagnostics[0] as ConfigDiagnostic));

    // A session on it refuses every call: no tool runs unguarded.
    const call = await attemptCall(project);
    expect(isHookError(call.error) && call.error.code).toBe('CONFIG_INVALID');
    expect((call.error as Error).message).toBe(loaded.message);

    // Approving a command (as li hooks trust does) refuses to touch the file.
    const valid = await loadSettings({
      projectDir: project.dir,
      env: project.env,
      userFile: join(project.root, 'empty-user-settings.yaml'),
    });
    const pending = await listPending(valid, { env: project.env });
    const approval = await approveCommands(project.userFile, pending).catch((e) => e);
    expect(isHookError(approval) && approval.code).toBe('CONFIG_WRITE_REFUSED');
    expect(normalize(approval.message, project)).toContain(
      `refusing to write <user-settings>: it could not be parsed, and its bytes are left untouched:\n${row.diagnostic}`,
    );
    const unchanged = (await readFile(project.userFile)).equals(original);
    // No lock or temporary file was left next to it either.
    const left = await readdir(join(project.root, 'lionagi-home'));
    expect(left.filter((name) => name.includes('settings.yaml'))).toEqual(['settings.yaml']);

    const outcome = [
      loaded.code,
      call.toolRuns.length > 0 ? 'tool ran' : 'tool not run',
      `approval refused (${approval.code}), bytes ${unchanged ? 'unchanged' : 'CHANGED'}`,
    ].join(' · ');
    expect(outcome).toBe(row.outcome);
  });
});
