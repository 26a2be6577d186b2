// Plain JS (with index.d.ts): tsup and Vite load config presets through Node, which cannot run .ts.
import { fullPathEscape } from './full-path-escape.js';
import { thirdPartyNotices } from './notices.js';
import { yamlAsEsm } from './yaml-esm.js';
import { zodCoreFunctions } from './zod-core-functions.js';
import { zodEnglishOnly } from './zod-english.js';

/**
 * Preset for a published library: ESM only, Node 20, declarations, dependencies external.
 * @param {import('tsup').Options} [overrides]
 * @returns {import('tsup').Options}
 */
export function lib(overrides = {}) {
  return {
    entry: ['src/index.ts'],
    format: ['esm'],
    target: 'node20',
    platform: 'node',
    dts: true,
    sourcemap: true,
    clean: true,
    treeshake: true,
    // Keep `node:` specifiers as written: bare `fs` could resolve to a userland package.
    removeNodeProtocol: false,
    ...overrides,
  };
}

/**
 * Preset for a command-line entry: one bundled program with every dependency inlined (workspace
 * packages included), a shebang, and a `require` shim for CJS dependencies bundled into ESM.
 * Subcommands stay lazily loaded through `import()` (split chunks), so cold start stays small.
 * Writes THIRD-PARTY-NOTICES.md beside the bundle, listing the licenses of what it contains.
 * @param {string} program the program's name (`li`, `li-agent`)
 * @param {import('tsup').Options} [overrides]
 * @returns {import('tsup').Options}
 */
export function cli(program, overrides = {}) {
  return {
    format: ['esm'],
    target: 'node20',
    platform: 'node',
    dts: false,
    sourcemap: false,
    clean: true,
    splitting: true,
    // esbuild already drops unused code; tsup's extra Rollup pass only re-shook the bundled
    // dependencies and printed "… is imported from external module … but never used" warnings
    // (execa's sync methods) to every first build. Measured: li's bundle grows about 1%.
    treeshake: false,
    minifySyntax: true,
    noExternal: [/.*/],
    removeNodeProtocol: false,
    esbuildPlugins: [yamlAsEsm(), zodEnglishOnly(), zodCoreFunctions(), thirdPartyNotices(program)],
    esbuildOptions(options) {
      options.conditions = ['@lionagi/source', 'module', 'node'];
      // The exec dispatcher's compileMatcher loads RE2 at import for library users; in li and
      // li-agent every entry comes compiled from the config loader (which loads RE2 only for a
      // regex matcher), so the bundles take core's, and a call with no regex matcher loads no RE2.
      options.alias = { '@lionagi/hooks-profile/matcher-eager': '@lionagi/hooks-profile/core' };
    },
    banner: {
      js: [
        '#!/usr/bin/env node',
        "import { createRequire as __lionagiCreateRequire } from 'node:module';",
        'const require = __lionagiCreateRequire(import.meta.url);',
      ].join('\n'),
    },
    ...overrides,
  };
}

/**
 * Preset for a program's launcher (issue 38): one file, every dependency inlined and nothing split,
 * built beside the {@link cli} bundle of the full program (whose clean keeps the launcher's file).
 * Its lazily loaded modules are left out: each `import()` throws `fullPathNeeded` from `escapeModule`
 * instead (see `full-path-escape.js`), but the one of `full`, which loads the full program, and
 * those in `chunks`, each a `require()` of a CommonJS file beside it when the call reaches it, and
 * those in `esm`, each an `import()` of an ES module of the full program's build beside it.
 * With `codeCached`, the launcher is not a program but the bundle a {@link bin} runs from a V8
 * code cache through `node:vm`, which cannot `import()` on Node 20: no shebang, and every
 * `import()` left (Node's built-ins, the full program) becomes a `require()` that the bin serves.
 * Without `escapeModule` (and `full`), every `import()` left must be in `inline`, `chunks` or `esm`.
 * The static imports in `lazy` are left out too, each a `require()` of a CommonJS file beside the
 * launcher that its bin serves as a module loaded when first used (li-agent's zod core).
 * @param {{ entry: Record<string, string>, escapeModule?: string, full?: string, fullFile?: string, inline?: string[], chunks?: Record<string, string>, esm?: Record<string, string>, lazy?: Record<string, string>, codeCached?: boolean }} options
 * @param {import('tsup').Options} [overrides]
 * @returns {import('tsup').Options}
 */
export function launcher(
  { entry, escapeModule, full, fullFile, inline, chunks, esm, lazy, codeCached = false },
  overrides = {},
) {
  // CommonJS: on Node 20.20 a one-file CommonJS program starts about 8 ms sooner than the same
  // file as ESM (the ESM loader's own modules are not loaded); `import()` of the full program stays.
  const base = bin(entry);
  return {
    ...base,
    banner: codeCached ? {} : base.banner,
    esbuildPlugins: [fullPathEscape({ escapeModule, full, fullFile, inline, chunks, esm, lazy })],
    esbuildOptions(options) {
      base.esbuildOptions(options);
      options.supported = { ...options.supported, 'dynamic-import': !codeCached };
    },
    ...overrides,
  };
}

/**
 * Preset for a program's bin in front of a `codeCached` {@link launcher}: one small CommonJS file,
 * every dependency inlined, its `import()`s kept (Node compiles the bin itself, so they work).
 * @param {Record<string, string>} entry
 * @param {import('tsup').Options} [overrides]
 * @returns {import('tsup').Options}
 */
export function bin(entry, overrides = {}) {
  const base = cli('bin');
  return {
    ...base,
    entry,
    format: ['cjs'],
    splitting: false,
    clean: false,
    banner: { js: '#!/usr/bin/env node' },
    esbuildPlugins: [],
    esbuildOptions(options) {
      base.esbuildOptions(options);
      options.supported = { ...options.supported, 'dynamic-import': true };
    },
    ...overrides,
  };
}
