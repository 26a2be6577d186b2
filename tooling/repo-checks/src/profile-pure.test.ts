import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';

const src = join(import.meta.dirname, '..', '..', '..', 'packages', 'profile', 'src');

/** Node built-ins that touch the machine (files, processes, the network, the module loader). */
const IO =
  /from ['"]node:(fs|fs\/promises|child_process|net|http|https|dgram|module|worker_threads)['"]/;

it('keeps the profile free of I/O: no module of packages/profile/src (tests aside) imports a Node built-in that touches the machine', () => {
  const modules = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter(
    (f) => f.endsWith('.ts') && !f.endsWith('.test.ts'),
  );
  expect(modules.length).toBeGreaterThan(20);
  const offenders = modules.filter((f) => IO.test(readFileSync(join(src, f), 'utf8')));
  // The state li keeps on disk (the compile cache, the file lock) lives in config and file-lock.
  expect(offenders).toEqual([]);
});
