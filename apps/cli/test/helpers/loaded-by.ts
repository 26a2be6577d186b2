import { spawn } from 'node:child_process';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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

// The same for the files a CommonJS file requires (Node 20's module hooks see only what the ESM
// loader loads), and for the bundles li.cjs compiles from a V8 code cache through node:vm (the
// launcher and its match path, li-hooks.cjs), read as files, not loaded as modules.
const REQUIRES = `
const Module = require('node:module');
const vm = require('node:vm');
const { appendFileSync } = require('node:fs');
const { isAbsolute } = require('node:path');
const Script = vm.Script;
vm.Script = class extends Script {
  constructor(code, options) {
    super(code, options);
    const file = options?.filename;
    if (typeof file === 'string' && isAbsolute(file)) appendFileSync(process.env.LI_LOADED, file + '\\n');
  }
};
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
  const text = (await Promise.all(files.map((f) => readFile(f, 'utf8')))).join('\n');
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
