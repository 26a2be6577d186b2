// The `li` bin (dist/li.cjs): compiles the launcher (dist/li-launcher.cjs, launcher.ts) from a V8
// code cache when it has a usable one (compileBundle of @lionagi/hooks-config/compile-cache says
// when), runs it, and at exit keeps the code of a launcher it had to compile from source for the
// next start (issue 38). The launcher's match path (dist/li-hooks.cjs, launcher-hooks.ts), required
// only when a firing matches, is served the same way from its own cache.
import { join } from 'node:path';
import { type CompiledBundle, compileBundle } from '@lionagi/hooks-config/compile-cache';

/** The bundles compiled in this process, whose code is kept at exit. */
const compiled: CompiledBundle[] = [];
/** The launcher's CommonJS chunks by file, each run once, as `require` would. */
const chunks = new Map<string, unknown>();
/** Whether the call was handed to the full program (dist/li-main.js). */
let handedOff = false;

/**
 * The code path this call took, as the code caches name it (compileBundle): the verb the launcher
 * answers (`run`, `list`, or `other`), `+hooks` when it ran hooks (li-hooks.cjs), `+full` when the
 * full program answered.
 */
function callPath(): string {
  const [, , first, verb] = process.argv;
  const call = first === 'hooks' && (verb === 'run' || verb === 'list') ? verb : 'other';
  return `${call}${chunks.size > 0 ? '+hooks' : ''}${handedOff ? '+full' : ''}`;
}

function runCached(file: string): unknown {
  const bundle = compileBundle(file);
  compiled.push(bundle);
  return bundle.run(launcherRequire);
}

/**
 * `require` for the launcher and its chunks. Code compiled through `node:vm` cannot `import()` on
 * Node 20 (only behind `--experimental-vm-modules`, or an experimental flag that warns on stderr
 * and that a script compiled from a cache loses), so both are built with each `import()` turned
 * into a `require()`: Node's built-ins are required, the launcher's CommonJS chunks are compiled
 * from their code cache, and the full program's ES modules beside them (li-main.js, li-config.js)
 * are imported here, by code Node compiled. Each is handed over as a thenable: the bundle's
 * `__toESM(require(file))` keeps `then`, so the promise it awaits takes the module's namespace.
 */
function launcherRequire(id: string): unknown {
  if (id.startsWith('node:')) return require(id);
  if (!id.startsWith('./')) throw new Error(`li launcher: unexpected require of ${id}`);
  const file = join(__dirname, id);
  if (id.endsWith('.cjs')) {
    if (!chunks.has(file)) chunks.set(file, runCached(file));
    return chunks.get(file);
  }
  if (id === './li-main.js') handedOff = true;
  return {
    // biome-ignore lint/suspicious/noThenProperty: a thenable is the point (see above).
    then(resolve: (value: unknown) => void, reject: (reason: unknown) => void) {
      const { pathToFileURL } = require('node:url') as typeof import('node:url');
      import(pathToFileURL(file).href).then(resolve, reject);
    },
  };
}

process.once('exit', () => {
  const path = callPath();
  for (const bundle of compiled) bundle.keep(path);
});
runCached(join(__dirname, 'li-launcher.cjs'));
