// The `li` bin (dist/li.cjs): compiles the launcher (dist/li-launcher.cjs, launcher.ts) from a V8
// code cache when it has a usable one (code-cache.ts says when), runs it, and at exit keeps the
// code of a launcher it had to compile from source for the next start (issue 38).
import { join } from 'node:path';
import { compileBundle } from './code-cache.js';

/**
 * `require` for the launcher. Code compiled through `node:vm` cannot `import()` on Node 20 (only
 * behind `--experimental-vm-modules`, or an experimental flag that warns on stderr and that a
 * script compiled from a cache loses), so the launcher is built with each `import()` turned into
 * a `require()`: Node's built-ins and the launcher's CommonJS chunks are required, and the full
 * program (an ES module beside it) is imported here, by code Node compiled. It is handed over as a thenable: the launcher's
 * `__toESM(require(file))` keeps `then`, so the promise it awaits takes the module's namespace.
 */
function launcherRequire(id: string): unknown {
  if (id.startsWith('node:')) return require(id);
  if (!id.startsWith('./')) throw new Error(`li launcher: unexpected require of ${id}`);
  // The launcher's CommonJS chunks beside it (dist/li-hooks.cjs, the match path) load as they are.
  if (id.endsWith('.cjs')) return require(join(__dirname, id));
  return {
    // biome-ignore lint/suspicious/noThenProperty: a thenable is the point (see above).
    then(resolve: (value: unknown) => void, reject: (reason: unknown) => void) {
      const { pathToFileURL } = require('node:url') as typeof import('node:url');
      import(pathToFileURL(join(__dirname, id)).href).then(resolve, reject);
    },
  };
}

const launcher = compileBundle(join(__dirname, 'li-launcher.cjs'));
process.once('exit', () => launcher.keep());
launcher.run(launcherRequire);
