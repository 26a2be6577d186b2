import { existsSync } from 'node:fs';
import { mkdtemp, readFile, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeProject } from './fixtures/inspect/project.js';
import { runLi } from './helpers/run-li.js';

const SETTINGS =
  'hooks_external:\n  PreToolUse:\n    - matcher: bash\n      hooks:\n        - command: ["/bin/echo", "{}"]\n          type: command\n';

/** A node hook that appends one byte to the file it is given and answers `{}`. */
const HOOK_SCRIPT =
  "require('node:fs').appendFileSync(process.argv[1], 'x'); process.stdout.write('{}')";

const BRIDGE = ['hooks', 'run', 'PreToolUse', '--emit', 'claude'];
const MISS = JSON.stringify({
  hook_event_name: 'PreToolUse',
  session_id: 's',
  tool_name: 'Read',
  tool_input: {},
});

describe('li.cjs runs its launcher from a V8 code cache', { timeout: 120_000 }, () => {
  it('keeps it at the first start, runs from it unchanged after, and rewrites one that does not match', async () => {
    const p = await makeProject(SETTINGS);
    const cache = join(p.lionagiHome, 'cache', 'v8-code', 'li-launcher.cjs.bin');
    const run = (args: string[], input = '', env = p.env) =>
      runLi(args, { cwd: p.dir, env, input });
    const version = await run(['--version']);
    expect(version.code).toBe(0);
    expect(((await stat(cache)).mode & 0o777).toString(8)).toBe('600');
    const pathsOf = async () => (await readFile(cache, 'latin1')).split('\n')[3];
    expect(await pathsOf()).toBe('other');

    // Kept again after each code path it had not run: the full program's answer (the settings
    // were not cached yet), then the launcher's own.
    const answers = [];
    for (let call = 0; call < 3; call++) answers.push(await run(BRIDGE, MISS));
    for (const a of answers) expect(a).toEqual(answers[0]);
    expect(answers[0]?.code).toBe(0);
    expect(await pathsOf()).toBe('other run run+full');
    const kept = await stat(cache, { bigint: true });
    expect(await run(BRIDGE, MISS)).toEqual(answers[0]);
    expect(await run(['--version'])).toEqual(version);
    // Used on paths it names, so not written again.
    expect((await stat(cache, { bigint: true })).mtimeNs).toBe(kept.mtimeNs);

    // A cache whose copy of the launcher is not this launcher is not run, and is made again.
    const bytes = await readFile(cache);
    const at = bytes.indexOf('"use strict"');
    bytes[at + 1] = 'U'.charCodeAt(0);
    await writeFile(cache, bytes);
    expect(await run(BRIDGE, MISS)).toEqual(answers[0]);
    const remade = await readFile(cache, 'latin1');
    expect(remade).toContain('"use strict"');
    expect(remade).not.toContain('"Use strict"');
  });

  it("serves the match path (li-hooks.cjs) from its own cache, and never one that is not that file's", async () => {
    const root = await mkdtemp(join(tmpdir(), 'lionagi-code-cache-hooks-'));
    const marker = join(root, 'ran');
    const hook = [process.execPath, '-e', HOOK_SCRIPT, marker];
    const p = await makeProject(
      `hooks_external:\n  PreToolUse:\n    - matcher: Read\n      tool_vocabulary: claude\n      hooks:\n        - type: command\n          command: ${JSON.stringify(hook)}\n`,
    );
    const cache = join(p.lionagiHome, 'cache', 'v8-code', 'li-hooks.cjs.bin');
    const call = () => runLi(BRIDGE, { cwd: p.dir, env: p.env, input: MISS });
    const ran = async () => (await readFile(marker, 'utf8')).length;
    // The first call parses the settings in the full program; the next runs the hook itself.
    const first = await call();
    expect(existsSync(cache)).toBe(false);
    expect(await call()).toEqual(first);
    expect(((await stat(cache)).mode & 0o777).toString(8)).toBe('600');
    const kept = await stat(cache, { bigint: true });
    expect(await call()).toEqual(first);
    expect((await stat(cache, { bigint: true })).mtimeNs).toBe(kept.mtimeNs);
    expect((await readFile(cache, 'latin1')).split('\n')[3]).toBe('run+hooks');
    expect(await ran()).toBe(3);

    // An edited copy of li-hooks.cjs in the cache: its code is not run, the hook still is, once.
    const bytes = await readFile(cache);
    const at = bytes.indexOf('"use strict"');
    bytes[at + 1] = 'U'.charCodeAt(0);
    await writeFile(cache, bytes);
    expect(await call()).toEqual(first);
    expect(await ran()).toBe(4);
    const remade = await readFile(cache, 'latin1');
    expect(remade).toContain('"use strict"');
    expect(remade).not.toContain('"Use strict"');
    expect(first.code).toBe(0);
  });

  it('keeps none with LIONAGI_NO_COMPILE_CACHE=1', async () => {
    const p = await makeProject(SETTINGS);
    const env = { ...p.env, LIONAGI_NO_COMPILE_CACHE: '1' };
    const r = await runLi(['--version'], { cwd: p.dir, env });
    expect(r.code).toBe(0);
    expect(existsSync(join(p.lionagiHome, 'cache', 'v8-code'))).toBe(false);
  });
});
