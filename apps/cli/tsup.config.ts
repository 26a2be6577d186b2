import { readFileSync } from 'node:fs';
import { bin, cli, launcher } from '@lionagi/tsup-config';
import { defineConfig } from 'tsup';

const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const define = { __LI_VERSION__: JSON.stringify(version) };

const escapes = {
  escapeModule: new URL('./src/launcher-escape.ts', import.meta.url).pathname,
  full: './li-main.js',
  fullFile: './li-main.js',
};

// dist/li.cjs (the bin) runs the launcher, dist/li-launcher.cjs, from a V8 code cache; the full
// program is dist/li-main.js and its chunks; the launcher's match path, the hooks of a firing
// that selects an entry, is dist/li-hooks.cjs, which li.cjs also runs from a V8 code cache.
export default defineConfig([
  cli('li', {
    entry: { 'li-main': 'src/li-main.ts', 'li-config': 'src/launcher-config.ts' },
    define,
    clean: ['!li.cjs', '!li-launcher.cjs', '!li-hooks.cjs'],
  }),
  bin({ li: 'src/li-bin.ts' }),
  launcher(
    {
      ...escapes,
      entry: { 'li-launcher': 'src/launcher.ts' },
      // The verbs a start is paid for most: the bridge (`run`) and `list`.
      inline: ['./commands/run.js', './commands/list.js'],
      // Required only when a firing matches (launcher-hooks.ts).
      chunks: {
        '@lionagi/runtime/hook-host': './li-hooks.cjs',
        '../async-handoff.js': './li-hooks.cjs',
        './launcher-hooks.js': './li-hooks.cjs',
      },
      codeCached: true,
    },
    { define },
  ),
  launcher(
    {
      ...escapes,
      entry: { 'li-hooks': 'src/launcher-hooks.ts' },
      // The user records read again mid-firing (trust's user-records.ts): the full program's
      // own settings reader, an entry of its build sharing its chunks (launcher-config.ts).
      esm: { '@lionagi/hooks-config': './li-config.js' },
      // Run by li.cjs from its own V8 code cache, as the launcher is (li-bin.ts).
      codeCached: true,
    },
    { define },
  ),
]);
