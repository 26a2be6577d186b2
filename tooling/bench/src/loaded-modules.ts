import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
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
  await writeFile(hooks, HOOKS);
  await writeFile(
    register,
    `import { register } from 'node:module';\nregister(${JSON.stringify(pathToFileURL(hooks).href)});\n`,
  );
  const list = (run: string) => join(dir, `${run}.jsonl`);
  return {
    nodeArgs: ['--import', register],
    env: (base, run) => ({ ...base, LIONAGI_BENCH_LOADED: list(run) }),
    async loaded(run) {
      const text = await readFile(list(run), 'utf8').catch(() => '');
      const seen = new Map<string, number>();
      for (const line of text.split('\n')) {
        if (line === '') continue;
        const [path, size] = JSON.parse(line) as [string, number];
        if (path !== register) seen.set(path, size);
        // li's bin compiles its launcher (from a V8 code cache) as a file, not as a module.
        const launcher = join(dirname(path), 'li-launcher.cjs');
        if (basename(path) === 'li.cjs') seen.set(launcher, (await stat(launcher)).size);
      }
      return [...seen];
    },
    dispose: () => rm(dir, { recursive: true, force: true }),
  };
}
