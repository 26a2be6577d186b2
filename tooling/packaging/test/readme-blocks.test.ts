import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, relative } from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { type ReadmeBlock, RUNNABLE, readmeBlocks, rewriteOutputs } from '../src/readme-blocks.js';
import { publishablePackages, REPO_ROOT, userEnv } from '../src/workspace.js';

// Every code block of every published package's README, run as a reader would: in a fresh
// project, after the README's own install line, against the packed tarballs (in
// ~/lionagi-tarballs, where the root README's pack line puts them), with plain npm and node.

const root = mkdtempSync(join(tmpdir(), 'lionagi-readmes-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const tarballs = Object.values(inject('tarballs'));

const packages = publishablePackages().map((p) => {
  const readme = join(p.dir, 'README.md');
  return {
    name: p.name,
    readme: relative(REPO_ROOT, readme),
    blocks: readmeBlocks(readFileSync(readme, 'utf8')),
  };
});

/** A reader's scratch home, with the tarballs packed and a project to work in. */
function readerHome(name: string) {
  const home = join(root, name.replace(/[@/]/g, '_'));
  const tmp = join(home, 'tmp');
  const work = join(home, 'work');
  for (const dir of [join(home, 'lionagi-tarballs'), tmp, work])
    mkdirSync(dir, { recursive: true });
  for (const t of tarballs) copyFileSync(t, join(home, 'lionagi-tarballs', basename(t)));
  writeFileSync(
    join(work, 'package.json'),
    '{ "name": "work", "private": true, "type": "module" }\n',
  );
  const prefix = join(home, '.npm-global');
  const env = userEnv(home, {
    TMPDIR: tmp,
    npm_config_prefix: prefix,
    PATH: `${join(prefix, 'bin')}:${join(work, 'node_modules', '.bin')}:${process.env.PATH}`,
  });
  return { home, tmp, work, env };
}

function runBlock(block: ReadmeBlock, reader: ReturnType<typeof readerHome>) {
  const file = join(reader.work, `readme-${block.line}.${block.lang === 'js' ? 'mjs' : 'sh'}`);
  writeFileSync(file, `${block.code}\n`);
  const run =
    block.lang === 'js' ? `node ${JSON.stringify(file)}` : `bash -e ${JSON.stringify(file)}`;
  // A block that shows its output prints it as a terminal would: stdout and stderr interleaved.
  const script = block.output === undefined ? run : `${run} 2>&1`;
  const r = spawnSync('bash', ['-c', script], {
    cwd: reader.work,
    env: reader.env,
    encoding: 'utf8',
    timeout: 4 * 60_000,
  });
  const clean = (s: string) =>
    s
      .replaceAll(reader.tmp, '/tmp')
      .replaceAll(reader.home, '~')
      .replace(/(\/tmp\/[\w-]+-)\w{6}\b/g, '$1AbC123');
  return { code: r.status, stdout: clean(r.stdout ?? ''), stderr: clean(r.stderr ?? '') };
}

/** Values that differ per run, blanked on both sides when comparing. */
function volatile(text: string): string {
  return text
    .replace(/\b\d+ ms\b/g, 'N ms')
    .replace(/\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/g, 'UUID');
}

describe.each(packages)('$readme', ({ name, readme, blocks }) => {
  it('marks every block it cannot run, with the reason', () => {
    const unmarked = blocks.filter(
      (b) => b.notRun === undefined && !(RUNNABLE as readonly string[]).includes(b.lang),
    );
    expect(unmarked.map((b) => `line ${b.line}: ${b.lang || '(no language)'}`)).toEqual([]);
  });

  it('runs every other block, in order, against the packed tarballs, printing what it shows', () => {
    const reader = readerHome(name);
    const printed = new Map<number, string>();
    for (const block of blocks.filter((b) => b.notRun === undefined)) {
      const r = runBlock(block, reader);
      const where = `line ${block.line}`;
      if (block.output !== undefined) {
        const output = `${r.stdout}${r.stderr}`.trimEnd();
        printed.set(block.line, output);
        if (process.env.UPDATE_DOCS === '1') continue;
        expect({ where, code: r.code, output: volatile(output) }).toEqual({
          where,
          code: 0,
          output: volatile(block.output),
        });
      } else if (block.lang === 'js') {
        expect({ where, code: r.code, stderr: r.stderr }).toEqual({ where, code: 0, stderr: '' });
      } else {
        expect({ where, code: r.code, stderr: r.code === 0 ? '' : r.stderr }).toEqual({
          where,
          code: 0,
          stderr: '',
        });
      }
    }
    if (process.env.UPDATE_DOCS === '1') {
      const file = join(REPO_ROOT, readme);
      writeFileSync(file, rewriteOutputs(readFileSync(file, 'utf8'), printed));
    }
  });
});
