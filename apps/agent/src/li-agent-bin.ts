// The `li-agent` bin (dist/li-agent.cjs, which bin/li-agent.js requires): compiles the program,
// dist/li-agent-main.cjs (main.ts as one CommonJS bundle), from a V8 code cache when it has a usable
// one (compileBundle of @lionagi/hooks-config/compile-cache says when), runs it, and at exit keeps
// the code of a program it had to compile from source, as `li`'s bin does (issue 38): on Node 20
// every start otherwise compiled the program's ES modules from source. What a call reaches later
// (providers' SDKs, the zod schemas of tool inputs, the settings parser, MCP) stays in ES modules
// of the build beside it, imported when reached.
import { join } from 'node:path';
import { compileBundle, enableCompileCache } from '@lionagi/hooks-config/compile-cache';

/** The built-ins served to the program so far ({@link builtin}), by specifier. */
const builtins = new Map<string, object>();
/** The ES modules of the build this call imported, by the program's specifier (`./x.js`). */
const imported = new Set<string>();

/**
 * The code path this call took, as the code caches name it (compileBundle): `print` (`-p`),
 * `repl`, or `other` (help, version, a usage error), with `+tools` once a tool call's input was
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
 * Node's built-in `id`, loaded when the program first reads one of its exports rather than when
 * the bundle starts: the bundle requires every built-in any of its modules imports at its top
 * (esbuild reads `import_x.name` at each use), and `li-agent -p '@final hi'` uses few of them
 * (no child_process, readline, perf_hooks, crypto, dgram). Node caches the module, so each is
 * loaded once, as it would be.
 */
function builtin(id: string): object {
  const served = builtins.get(id);
  if (served !== undefined) return served;
  let module: object | undefined;
  const target = () => {
    module ??= require(id) as object;
    return module;
  };
  const lazy = new Proxy(
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
  builtins.set(id, lazy);
  return lazy;
}

/**
 * `require` for the program. Code compiled through `node:vm` cannot `import()` on Node 20 (see
 * li's bin, apps/cli/src/li-bin.ts), so the program is built with each `import()` turned into a
 * `require()`: Node's built-ins are served as {@link builtin}, and the ES modules of the build beside it are
 * imported here, by code Node compiled, each handed over as a thenable (the bundle's
 * `__toESM(require(file))` keeps `then`, so the promise it awaits takes the module's namespace).
 */
function programRequire(id: string): unknown {
  if (id.startsWith('node:')) return builtin(id);
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
const program = compileBundle(join(__dirname, 'li-agent-main.cjs'));
process.once('exit', () => program.keep(callPath()));
(program.run(programRequire) as { runProgram(): void }).runProgram();
