import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * Module hooks (run by Node on its loader thread) that append every `file:` module loaded to
 * the file named by `LIONAGI_BENCH_LOADED`, with its size in bytes: what a command had to read
 * and compile before it could answer.
 */
const HOOKS = `
import { appendFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
const out = process.env.LIONAGI_BENCH_LOADED;
export async function load(url, context, next) {
  const result = await next(url, context);
  if (out && url.startsWith('file:')) {
    const path = fileURLToPath(url);
    appendFileSync(out, JSON.stringify([path, statSync(path).size]) + '\\n');
  }
  return result;
}
`;

/**
 * The same for the bundles compiled through `node:vm` (li's bin runs its launcher and the
 * launcher's match path from a V8 code cache: read as files, not loaded as modules), and for the
 * files a CommonJS module requires, which Node 20's module hooks do not see.
 */
const REQUIRES = `
const Module = require('node:module');
const vm = require('node:vm');
const { appendFileSync, statSync } = require('node:fs');
const { isAbsolute } = require('node:path');
const out = process.env.LIONAGI_BENCH_LOADED;
const note = (path) => {
  if (out && isAbsolute(path)) appendFileSync(out, JSON.stringify([path, statSync(path).size]) + '\\n');
};
const Script = vm.Script;
vm.Script = class extends Script {
  constructor(code, options) {
    super(code, options);
    if (typeof options?.filename === 'string') note(options.filename);
  }
};
const load = Module._load;
Module._load = function (request, parent, isMain) {
  const loaded = load.apply(this, arguments);
  if (parent && !request.startsWith('node:')) note(Module._resolveFilename(request, parent, isMain));
  return loaded;
};
`;

/** A registration script for `node --import`, and where each run's list goes. */
export interface LoadedModuleMeter {
  /** Extra `node` arguments that turn the meter on. */
  nodeArgs: string[];
  /** The environment of one metered run (its own list file). */
  env(base: NodeJS.ProcessEnv, run: string): NodeJS.ProcessEnv;
  /** The modules one run loaded: path and size. */
  loaded(run: string): Promise<Array<[string, number]>>;
  dispose(): Promise<void>;
}

/** Creates the meter's hook files in a temp directory. */
export async function loadedModuleMeter(): Promise<LoadedModuleMeter> {
  const dir = await mkdtemp(join(tmpdir(), 'lionagi-bench-loaded-'));
  const hooks = join(dir, 'hooks.mjs');
  const register = join(dir, 'register.mjs');
  const requires = join(dir, 'requires.cjs');
  await writeFile(hooks, HOOKS);
  await writeFile(requires, REQUIRES);
  await writeFile(
    register,
    `import { register } from 'node:module';\nregister(${JSON.stringify(pathToFileURL(hooks).href)});\n`,
  );
  const list = (run: string) => join(dir, `${run}.jsonl`);
  return {
    nodeArgs: ['--require', requires, '--import', register],
    env: (base, run) => ({ ...base, LIONAGI_BENCH_LOADED: list(run) }),
    async loaded(run) {
      const text = await readFile(list(run), 'utf8').catch(() => '');
      const seen = new Map<string, number>();
      for (const line of text.split('\n')) {
        if (line === '') continue;
        const [path, size] = JSON.parse(line) as [string, number];
        if (path !== register && path !== requires) seen.set(path, size);
      }
      return [...seen];
    },
    dispose: () => rm(dir, { recursive: true, force: true }),
  };
}
