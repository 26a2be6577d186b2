import { readFileSync } from 'node:fs';
import { bin, cli, launcher } from '@lionagi/tsup-config';
import { defineConfig } from 'tsup';

const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const define = { __LI_VERSION__: JSON.stringify(version) };

// dist/li.cjs (the bin) runs the launcher, dist/li-launcher.cjs, from a V8 code cache; the full
// program is dist/li-main.js and its chunks.
export default defineConfig([
  cli('li', {
    entry: { 'li-main': 'src/li-main.ts' },
    define,
    clean: ['!li.cjs', '!li-launcher.cjs'],
  }),
  bin({ li: 'src/li-bin.ts' }),
  launcher(
    {
      entry: { 'li-launcher': 'src/launcher.ts' },
      escapeModule: new URL('./src/launcher-escape.ts', import.meta.url).pathname,
      full: './li-main.js',
      fullFile: './li-main.js',
      // The verbs a start is paid for most: the bridge (`run`) and `list`.
      inline: ['./commands/run.js', './commands/list.js'],
      codeCached: true,
    },
    { define },
  ),
]);
