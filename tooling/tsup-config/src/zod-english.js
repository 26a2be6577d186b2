// Plain JS: tsup loads config presets through Node, which cannot run .ts.
import { join } from 'node:path';

/** zod's modules that re-export every locale: the classic and mini entries, and `core` (`z.core.locales`). */
const ZOD_LOCALE_IMPORTERS =
  /[\\/]zod[\\/]v4[\\/](classic[\\/]external|mini[\\/]external|core[\\/]index)\.js$/;

/**
 * An esbuild plugin for the bundled programs: zod's `z.locales` namespace holds only English,
 * the locale zod registers by default and the only one li and li-agent use. zod's classic entry
 * re-exports every locale (`export * as locales`, and again as `z.core.locales`), which a bundle cannot drop once `z` is used as
 * a namespace: about 337 KiB of the 695 KiB li-agent loaded at every start (issue 38). The error
 * messages do not change; only `z.locales.<other>` is absent from the bundles.
 * @returns {import('esbuild').Plugin}
 */
export function zodEnglishOnly() {
  return {
    name: 'zod-english-only',
    setup(build) {
      build.onResolve({ filter: /^\.\.\/locales\/index\.js$/ }, (args) => {
        if (!ZOD_LOCALE_IMPORTERS.test(args.importer)) return undefined;
        return { path: 'zod-english-locales', namespace: 'zod-english-only', pluginData: args };
      });
      build.onLoad({ filter: /.*/, namespace: 'zod-english-only' }, (args) => ({
        contents: `export { default as en } from ${JSON.stringify(join(args.pluginData.resolveDir, '..', 'locales', 'en.js'))};\n`,
        resolveDir: args.pluginData.resolveDir,
        loader: 'js',
      }));
    },
  };
}
