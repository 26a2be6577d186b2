// Plain JS (with index.d.ts): tsup and Vite load config presets through Node, which cannot run .ts.

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
    ...overrides,
  };
}

/**
 * Preset for a command-line entry: one bundled program with every dependency inlined (workspace
 * packages included), a shebang, and a `require` shim for CJS dependencies bundled into ESM.
 * Subcommands stay lazily loaded through `import()` (split chunks), so cold start stays small.
 * @param {import('tsup').Options} [overrides]
 * @returns {import('tsup').Options}
 */
export function cli(overrides = {}) {
  return {
    format: ['esm'],
    target: 'node20',
    platform: 'node',
    dts: false,
    sourcemap: false,
    clean: true,
    splitting: true,
    treeshake: true,
    minifySyntax: true,
    noExternal: [/.*/],
    esbuildOptions(options) {
      options.conditions = ['@lionagi/source', 'module', 'node'];
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
