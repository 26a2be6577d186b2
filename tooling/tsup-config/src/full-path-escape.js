// Plain JS: tsup loads config presets through Node, which cannot run .ts.
import { dirname } from 'node:path';

/**
 * An esbuild plugin for a launcher: a bundle of a program's fast path that loads nothing lazily.
 * Every `import()` in it becomes a module that throws `fullPathNeeded(<specifier>)` from `escapeModule`
 * (the launcher then hands the call to the full program), except `full`, the full program, which
 * stays an import of the file `fullFile` beside the launcher, Node's built-ins (`node:…`), and the
 * specifiers in `inline`, which are bundled in and evaluated only when the call reaches them, and
 * those in `esm`, each an `import()` of an ES module of the full program's build beside it, and
 * those in `chunks`, each loaded when reached from a CommonJS file beside the launcher (`require`,
 * not the ESM loader `import()` would start).
 * The specifiers in `lazy` are static imports left out of the launcher: each a `require()` of a
 * CommonJS file beside it, at the launcher's start, which its bin serves as a module loaded when
 * one of its exports is first read (li-agent-bin.ts).
 * A launcher with no `escapeModule` (li-agent's program, which has no full program to hand off to)
 * fails to build on any other `import()`: each must be mapped.
 * @param {{ escapeModule?: string, full?: string, fullFile?: string, inline?: string[], esm?: Record<string, string>, chunks?: Record<string, string>, lazy?: Record<string, string> }} options `escapeModule`: absolute path of
 *   the module exporting `fullPathNeeded`; `full`: the launcher's specifier of the full program;
 *   `fullFile`: that program's file in the output directory (`./li-main.js`); `chunks`: specifier
 *   to its CommonJS file in the output directory (`./li-hooks.cjs`)
 * @returns {import('esbuild').Plugin}
 */
export function fullPathEscape({
  escapeModule,
  full,
  fullFile,
  inline = [],
  esm = {},
  chunks = {},
  lazy = {},
}) {
  const chunkFiles = new Set(Object.values(chunks));
  return {
    name: 'full-path-escape',
    setup(build) {
      build.onResolve({ filter: /.*/ }, (args) => {
        if (args.kind === 'import-statement' && Object.hasOwn(lazy, args.path))
          return { path: lazy[args.path], external: true };
        if (args.kind === 'require-call' && args.namespace === 'launcher-chunk')
          return chunkFiles.has(args.path) ? { path: args.path, external: true } : undefined;
        if (args.kind !== 'dynamic-import') return undefined;
        if (full !== undefined && args.path === full) return { path: fullFile, external: true };
        if (Object.hasOwn(esm, args.path)) return { path: esm[args.path], external: true };
        if (Object.hasOwn(chunks, args.path))
          return { path: chunks[args.path], namespace: 'launcher-chunk' };
        // Node's built-ins are no bundle: loading one when needed is what a launcher wants.
        if (args.path.startsWith('node:')) return { path: args.path, external: true };
        // Bundled into the launcher, loaded (evaluated) only when the call reaches the import.
        if (inline.includes(args.path)) return undefined;
        if (escapeModule === undefined)
          return {
            errors: [
              {
                text: `import(${JSON.stringify(args.path)}): map it in the launcher's esm, chunks or inline`,
              },
            ],
          };
        return { path: args.path, namespace: 'full-path-only' };
      });
      build.onLoad({ filter: /.*/, namespace: 'launcher-chunk' }, (args) => ({
        contents: `module.exports = require(${JSON.stringify(args.path)});\n`,
        loader: 'js',
      }));
      build.onLoad({ filter: /.*/, namespace: 'full-path-only' }, (args) => ({
        contents: `import { fullPathNeeded } from ${JSON.stringify(escapeModule)};\nthrow fullPathNeeded(${JSON.stringify(args.path)});\n`,
        resolveDir: dirname(escapeModule),
        loader: 'js',
      }));
    },
  };
}
