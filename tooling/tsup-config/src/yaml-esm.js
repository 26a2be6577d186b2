// Plain JS: tsup loads config presets through Node, which cannot run .ts.
import { dirname, join } from 'node:path';

/**
 * An esbuild plugin for the bundled programs: `yaml` is taken from its ES module build
 * (`yaml/browser/index.js`, the same code) instead of the CommonJS one its `node` export names.
 * Bundled as CommonJS, yaml is wrapped in closures and its exports copied at start-up; as ES
 * modules it is not. Measured: `li hooks list` cold start 1.60–1.70x `node -e 0` before, 1.51x
 * after. The one difference, a warning printed with `console.warn` instead of
 * `process.emitWarning`, concerns nothing the programs use.
 * @returns {import('esbuild').Plugin}
 */
export function yamlAsEsm() {
  return {
    name: 'yaml-as-esm',
    setup(build) {
      build.onResolve({ filter: /^yaml$/ }, async (args) => {
        const pkg = await build.resolve('yaml/package.json', {
          kind: args.kind,
          resolveDir: args.resolveDir,
        });
        if (pkg.errors.length > 0) return undefined;
        return { path: join(dirname(pkg.path), 'browser', 'index.js') };
      });
    },
  };
}
