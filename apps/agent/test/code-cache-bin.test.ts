import { existsSync } from 'node:fs';
import { readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { agentJson, makeProject, type TestProject } from './helpers.js';

const cacheOf = (p: TestProject) => join(p.home, 'cache', 'v8-code', 'li-agent-main.cjs.bin');
/** The code paths a cache file names (its fourth line). */
const pathsOf = async (p: TestProject) => (await readFile(cacheOf(p), 'latin1')).split('\n')[3];
/** What a `-p` call answered, without the parts that differ per session. */
async function answer(p: TestProject, prompt: string, env: NodeJS.ProcessEnv = {}) {
  const r = await agentJson(p, prompt, [], env);
  return { code: r.code, result: r.json?.result, tools: r.json?.tool_calls?.length, err: r.stderr };
}

describe('li-agent.cjs runs its program from a V8 code cache', { timeout: 120_000 }, () => {
  it('keeps it at the first start (mode 0600), runs from it unchanged after, and rewrites one that does not match', async () => {
    const p = makeProject();
    const first = await answer(p, '@final hi');
    expect(first).toMatchObject({ code: 0, result: 'hi' });
    expect(((await stat(cacheOf(p))).mode & 0o777).toString(8)).toBe('600');
    expect(((await stat(join(p.home, 'cache', 'v8-code'))).mode & 0o777).toString(8)).toBe('700');
    expect(await pathsOf(p)).toBe('print');

    // Used unchanged on a path it names.
    const kept = await stat(cacheOf(p), { bigint: true });
    expect(await answer(p, '@final hi')).toEqual(first);
    expect((await stat(cacheOf(p), { bigint: true })).mtimeNs).toBe(kept.mtimeNs);

    // Kept again once after a path it did not name: a tool call's (its input schemas imported).
    const tool = '@tool bash {"command":"true"}\n@final ok';
    const withTool = await answer(p, tool);
    expect(withTool).toMatchObject({ code: 0, result: 'ok', tools: 1 });
    expect(await pathsOf(p)).toBe('print print+tools');
    expect(await answer(p, tool)).toEqual(withTool);

    // A cache whose copy of the program is not this program is not run, and is made again.
    const bytes = await readFile(cacheOf(p));
    const at = bytes.indexOf('"use strict"');
    expect(at).toBeGreaterThan(0);
    bytes[at + 1] = 'U'.charCodeAt(0);
    await writeFile(cacheOf(p), bytes);
    expect(await answer(p, '@final hi')).toEqual(first);
    const remade = await readFile(cacheOf(p), 'latin1');
    expect(remade).toContain('"use strict"');
    expect(remade).not.toContain('"Use strict"');
    expect(remade.split('\n')[3]).toBe('print');
  });

  it("serves zod's core (dist/li-agent-zod-core.cjs) from its own cache, made when first used", async () => {
    const p = makeProject();
    const zod = join(p.home, 'cache', 'v8-code', 'li-agent-zod-core.cjs.bin');
    await answer(p, '@final hi');
    expect(existsSync(zod)).toBe(false);
    // An argument that fails its check: the runtime's zod call reports it.
    const bad = '@tool bash {"command":""}\n@final ok';
    const first = await answer(p, bad);
    expect(first).toMatchObject({ code: 0, result: 'ok', tools: 1 });
    expect(((await stat(zod)).mode & 0o777).toString(8)).toBe('600');
    expect(await answer(p, bad)).toEqual(first);
    expect((await readFile(zod, 'latin1')).split('\n')[3]).toBe('print+tools');
  });

  it('keeps none with LIONAGI_NO_COMPILE_CACHE=1', async () => {
    const p = makeProject();
    const r = await answer(p, '@final hi', { LIONAGI_NO_COMPILE_CACHE: '1' });
    expect(r).toMatchObject({ code: 0, result: 'hi' });
    expect(existsSync(join(p.home, 'cache', 'v8-code'))).toBe(false);
  });
});
