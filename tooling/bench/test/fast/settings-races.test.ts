import { open, readFile, writeFile } from 'node:fs/promises';
import { setImmediate as yieldToLoop } from 'node:timers/promises';
import {
  type ConfigDiagnostic,
  editSettingsFile,
  type LoadedSettings,
  loadSettings,
} from '@lionagi/hooks-config';
import { isHookError } from '@lionagi/hooks-profile';
import { afterAll, describe, expect, it } from 'vitest';
import { fault } from '../../src/fault-catalogue.js';
import {
  type FaultProject,
  faultProject,
  hooksYaml,
  removeFaultProjects,
} from '../support/fault-project.js';

afterAll(removeFaultProjects);

const load = (project: FaultProject) =>
  loadSettings({ projectDir: project.dir, env: project.env, projectFile: project.projectFile });

const tags = (settings: LoadedSettings) => settings.hooks.PreToolUse.map((e) => e.command[1]);

/** Loads in a loop until `done()`; returns every outcome in order. */
async function readLoop(project: FaultProject, done: () => boolean) {
  const seen: Array<{ tags: (string | undefined)[] } | { error: unknown }> = [];
  while (!done()) {
    try {
      seen.push({ tags: tags(await load(project)) });
    } catch (error) {
      seen.push({ error });
    }
    await yieldToLoop();
  }
  return seen;
}

describe.concurrent('settings files that change while they are loaded', () => {
  it(fault('settings-concurrent-edits').fault, async () => {
    const header = '# project guards: keep this comment\n';
    const project = await faultProject({
      projectYaml: `${header}${hooksYaml([{ command: ['./guards/guard.sh', 'seed'] }])}`,
    });
    const edit = (writer: string, i: number) =>
      editSettingsFile(project.projectFile, (doc) => {
        doc.addIn(
          ['hooks_external', 'PreToolUse'],
          doc.createNode({
            matcher: 'bash',
            hooks: [{ type: 'command', command: ['./guards/guard.sh', `${writer}-${i}`] }],
          }),
        );
      });
    let writing = true;
    const writers = Promise.all(
      ['a', 'b'].map(async (writer) => {
        for (let i = 0; i < 20; i++) expect((await edit(writer, i)).changed).toBe(true);
      }),
    ).finally(() => {
      writing = false;
    });
    const readers = await Promise.all([1, 2, 3].map(() => readLoop(project, () => !writing)));
    await writers;

    for (const seen of readers) {
      let last = 0;
      for (const item of seen) {
        expect('error' in item ? String(item.error) : '').toBe('');
        if ('tags' in item) {
          expect(item.tags.length).toBeGreaterThanOrEqual(last);
          last = item.tags.length;
        }
      }
    }
    const final = tags(await load(project));
    expect(final).toHaveLength(41);
    const expected = ['a', 'b'].flatMap((w) => Array.from({ length: 20 }, (_, i) => `${w}-${i}`));
    expect([...final].sort()).toEqual(['seed', ...expected].sort());
    expect((await readFile(project.projectFile, 'utf8')).startsWith(header)).toBe(true);
  });

  it(fault('settings-rewritten-in-place').fault, async () => {
    const written = Array.from({ length: 30 }, (_, i) => `entry-${i}`);
    const text = (count: number) =>
      hooksYaml(written.slice(0, count).map((tag) => ({ command: ['./guards/guard.sh', tag] })));
    const project = await faultProject({ projectYaml: text(30) });
    const maxLines = text(30).split('\n').length;
    let writing = true;
    // Like an editor without atomic saves: truncate, then write in pieces.
    const writer = (async () => {
      for (let round = 0; round < 200; round++) {
        const bytes = Buffer.from(text(round % 31));
        const handle = await open(project.projectFile, 'w');
        for (let at = 0; at < bytes.length; at += 512) {
          await handle.write(bytes.subarray(at, at + 512));
          await yieldToLoop();
        }
        await handle.close();
      }
      await writeFile(project.projectFile, text(30));
    })().finally(() => {
      writing = false;
    });
    const readers = await Promise.all([1, 2].map(() => readLoop(project, () => !writing)));
    await writer;

    let rejected = 0;
    for (const item of readers.flat()) {
      if ('tags' in item) {
        // Whatever a load returns is entries that were written, in order: a prefix of the list.
        expect(item.tags).toEqual(written.slice(0, item.tags.length));
        continue;
      }
      const error = item.error;
      expect(isHookError(error) && error.code, String(error)).toBe('CONFIG_INVALID');
      if (!isHookError(error)) continue;
      for (const d of error.details.diagnostics as ConfigDiagnostic[]) {
        expect(d.file).toBe(project.projectFile);
        expect(d.line).toBeGreaterThanOrEqual(1);
        expect(d.line).toBeLessThanOrEqual(maxLines);
        expect(error.message).toContain(`${d.file}:${d.line}:${d.column}: ${d.message}`);
      }
      rejected++;
    }
    expect(readers.flat().length).toBeGreaterThan(rejected);
    expect(tags(await load(project))).toEqual(written);
  });
});
