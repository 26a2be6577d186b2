import { spawn } from 'node:child_process';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { inject } from 'vitest';

// Module hooks that list every file a `li` process loads: its cold start is what it loads.
const HOOKS = `
import { appendFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
export async function load(url, context, next) {
  const result = await next(url, context);
  if (url.startsWith('file:')) appendFileSync(process.env.LI_LOADED, fileURLToPath(url) + '\\n');
  return result;
}
`;

// The same for the files a CommonJS file requires (the launcher's match path, li-hooks.cjs): Node 20's
// module hooks see only what the ESM loader loads.
const REQUIRES = `
const Module = require('node:module');
const { appendFileSync } = require('node:fs');
const { isAbsolute } = require('node:path');
const load = Module._load;
Module._load = function (request, parent, isMain) {
  const loaded = load.apply(this, arguments);
  if (parent && !request.startsWith('node:')) {
    const file = Module._resolveFilename(request, parent, isMain);
    if (isAbsolute(file)) appendFileSync(process.env.LI_LOADED, file + '\\n');
  }
  return loaded;
};
`;

/** Node arguments and environment that make a `li` process list the files it loads. */
export interface LoadMeter {
  nodeArgs: string[];
  env: NodeJS.ProcessEnv;
  /** The files the metered process loaded, in order. */
  files(): Promise<string[]>;
}

/** A fresh {@link LoadMeter} (its hook files in a temp directory). */
export async function loadMeter(): Promise<LoadMeter> {
  const dir = await mkdtemp(join(tmpdir(), 'lionagi-li-loaded-'));
  const hooks = join(dir, 'hooks.mjs');
  const register = join(dir, 'register.mjs');
  const requires = join(dir, 'requires.cjs');
  const list = join(dir, 'loaded.txt');
  await writeFile(hooks, HOOKS);
  await writeFile(requires, REQUIRES);
  await writeFile(
    register,
    `import { register } from 'node:module';\nregister(${JSON.stringify(pathToFileURL(hooks).href)});\n`,
  );
  return {
    nodeArgs: ['--require', requires, '--import', register],
    env: { LI_LOADED: list },
    files: async () =>
      (await readFile(list, 'utf8')).split('\n').filter((f) => f !== '' && f !== register),
  };
}

/**
 * The bundled files `li args…` loaded (the launcher, its match path li-hooks.cjs, and the full
 * program's chunks when it was started), and the text of each (esbuild names bundled packages in
 * comments).
 */
export async function loadedBy(args: string[], cwd: string, env: NodeJS.ProcessEnv, input = '') {
  const meter = await loadMeter();
  const code = await new Promise<number | null>((resolve, reject) => {
    const child = spawn(process.execPath, [...meter.nodeArgs, inject('liBin'), ...args], {
      cwd,
      env: { ...process.env, ...env, NO_COLOR: '1', ...meter.env },
      stdio: ['pipe', 'ignore', 'ignore'],
    });
    child.on('error', reject);
    child.on('close', resolve);
    child.stdin.end(input);
  });
  const files = await meter.files();
  // The bin (li.cjs) compiles its launcher from a code cache, read as a file, not loaded as a module.
  const read = files.flatMap((f) =>
    basename(f) === 'li.cjs' ? [f, join(dirname(f), 'li-launcher.cjs')] : [f],
  );
  const text = (await Promise.all(read.map((f) => readFile(f, 'utf8')))).join('\n');
  return {
    code,
    files,
    bundles: (pkg: string) => text.includes(`node_modules/${pkg}/`),
    // Workspace sources are bundled too, each under a comment naming its file.
    bundlesSource: (file: string) => text.includes(`packages/${file}`),
    // The CLI's own sources, under a comment naming their path in apps/cli.
    bundlesCliSource: (file: string) => text.includes(`\n// ${file}\n`),
  };
}
