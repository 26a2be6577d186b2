// The `li-agent` bin (dist/li-agent.cjs, which bin/li-agent.js requires): compiles the program,
// dist/li-agent-main.cjs (main.ts as one CommonJS bundle), from a V8 code cache when it has a usable
// one (compileBundle of @lionagi/hooks-config/compile-cache says when), runs it, and at exit keeps
// the code of a program it had to compile from source, as `li`'s bin does (issue 38): on Node 20
// every start otherwise compiled the program's ES modules from source. zod's core, which the
// runtime calls only on a zod schema in hand, is a CommonJS chunk (dist/li-agent-zod-core.cjs)
// served the same way, from its own cache, when first used. What a call reaches later (providers'
// SDKs, the zod schemas of tool inputs, the settings parser, MCP) stays in ES modules of the build
// beside it, imported when reached.
import { join } from 'node:path';
import {
  type CompiledBundle,
  compileBundle,
  enableCompileCache,
} from '@lionagi/hooks-config/compile-cache';

/** The bundles compiled in this process, whose code is kept at exit. */
const compiled: CompiledBundle[] = [];
/** The built-ins and chunks served to the program so far ({@link served}), by specifier. */
const modules = new Map<string, object>();
/** The ES modules of the build this call imported, by the program's specifier (`./x.js`). */
const imported = new Set<string>();

/**
 * The code path this call took, as the code caches name it (compileBundle): `print` (`-p`),
 * `repl` (no `-p`), or `other` (`--help`, `--version`), with `+tools` once a tool call's input was
 * checked and `+settings` once a settings file was parsed.
 */
function callPath(): string {
  const args = process.argv.slice(2);
  const has = (...names: string[]) => args.some((a) => names.includes(a));
  const call = has('-h', '--help', '-v', '--version')
    ? 'other'
    : has('-p', '--print') || args.some((a) => a.startsWith('--print='))
      ? 'print'
      : 'repl';
  const tools = imported.has('./li-agent-tool-schemas.js') ? '+tools' : '';
  const settings = imported.has('./li-agent-settings.js') ? '+settings' : '';
  return `${call}${tools}${settings}`;
}

/**
 * A module the program requires at its start but may never use, loaded (by `load`) when the
 * program first reads one of its exports: the bundle requires every module it imports at its top
 * (esbuild reads `import_x.name` at each use), and `li-agent -p '@final hi'` uses few of them.
 */
function lazily(load: () => object): object {
  let module: object | undefined;
  const target = () => {
    module ??= load();
    return module;
  };
  return new Proxy(
    {},
    {
      get: (_, key) => Reflect.get(target(), key),
      has: (_, key) => Reflect.has(target(), key),
      ownKeys: () => Reflect.ownKeys(target()),
      getOwnPropertyDescriptor(_, key) {
        const descriptor = Reflect.getOwnPropertyDescriptor(target(), key);
        // A proxy may describe a property its (empty) target lacks only as configurable.
        return descriptor && { ...descriptor, configurable: true };
      },
    },
  );
}

/**
 * What the program's `require(id)` gets for Node's built-ins (no child_process, readline or dgram
 * for `-p '@final hi'`) and for its CommonJS chunks beside it (dist/li-agent-zod-core.cjs), each
 * compiled from its own V8 code cache, once, when first used.
 */
function served(id: string): object {
  let module = modules.get(id);
  if (module === undefined) {
    module = lazily(() =>
      id.startsWith('node:') ? (require(id) as object) : (runCached(join(__dirname, id)) as object),
    );
    modules.set(id, module);
  }
  return module;
}

function runCached(file: string): unknown {
  const bundle = compileBundle(file);
  compiled.push(bundle);
  return bundle.run(programRequire);
}

/**
 * `require` for the program. Code compiled through `node:vm` cannot `import()` on Node 20 (see
 * li's bin, apps/cli/src/li-bin.ts), so the program is built with each `import()` turned into a
 * `require()`: Node's built-ins and the CommonJS chunks beside it are {@link served}, and the ES modules of the build beside it are
 * imported here, by code Node compiled, each handed over as a thenable (the bundle's
 * `__toESM(require(file))` keeps `then`, so the promise it awaits takes the module's namespace).
 */
function programRequire(id: string): unknown {
  if (id.startsWith('node:') || (id.startsWith('./') && id.endsWith('.cjs'))) return served(id);
  if (!id.startsWith('./') || !id.endsWith('.js'))
    throw new Error(`li-agent: unexpected require of ${id}`);
  imported.add(id);
  const file = join(__dirname, id);
  return {
    // biome-ignore lint/suspicious/noThenProperty: a thenable is the point (see above).
    then(resolve: (value: unknown) => void, reject: (reason: unknown) => void) {
      const { pathToFileURL } = require('node:url') as typeof import('node:url');
      import(pathToFileURL(file).href).then(resolve, reject);
    },
  };
}

// Node's compile cache (Node >= 22.1) for the ES modules imported later; a no-op on Node 20.
enableCompileCache(process.env);
process.once('exit', () => {
  const path = callPath();
  for (const bundle of compiled) bundle.keep(path);
});
(runCached(join(__dirname, 'li-agent-main.cjs')) as { runProgram(): void }).runProgram();
