// Plain JS: tsup loads config presets through Node, which cannot run .ts.
import { dirname, join } from 'node:path';

/** The zod core functions @lionagi/runtime imports, and the core file defining each. */
const FUNCTIONS = { toJSONSchema: 'json-schema-processors.js', prettifyError: 'errors.js' };

/**
 * An esbuild plugin for the bundled programs: @lionagi/runtime's `import { toJSONSchema,
 * prettifyError } from 'zod/v4/core'` takes the two functions from the core files defining them
 * (the same modules zod's classic entry re-exports as `z.toJSONSchema` and `z.prettifyError`),
 * not from core's index. Classic zod imports that index as a namespace (`import * as core`),
 * which keeps every export of it, so a program whose tools load their zod schemas lazily
 * (issue 38) loaded nearly all of zod's core at start through the index.
 * @returns {import('esbuild').Plugin}
 */
export function zodCoreFunctions() {
  return {
    name: 'zod-core-functions',
    setup(build) {
      build.onResolve({ filter: /^zod\/v4\/core$/ }, async (args) => {
        if (args.pluginData === 'zod-core-functions') return undefined;
        if (!/[\\/]packages[\\/]runtime[\\/]src[\\/]/.test(args.importer)) return undefined;
        const index = await build.resolve(args.path, {
          kind: args.kind,
          importer: args.importer,
          resolveDir: args.resolveDir,
          pluginData: 'zod-core-functions',
        });
        if (index.errors.length > 0) return { errors: index.errors };
        return {
          path: 'zod-core-functions',
          namespace: 'zod-core-functions',
          pluginData: dirname(index.path),
        };
      });
      build.onLoad({ filter: /.*/, namespace: 'zod-core-functions' }, (args) => ({
        contents: Object.entries(FUNCTIONS)
          .map(
            ([name, file]) =>
              `export { ${name} } from ${JSON.stringify(join(args.pluginData, file))};`,
          )
          .join('\n'),
        resolveDir: args.pluginData,
        loader: 'js',
      }));
    },
  };
}
