#!/usr/bin/env node
// The `prepack` script of every workspace package (`npm pack`, `pnpm pack`, `pnpm -r pack` and
// `pnpm publish` run it in the package's directory). An unbuilt clone once packed the seven libraries
// without `dist/`: tarballs that install and export nothing. And `pnpm -r pack` packs private
// packages too. So it refuses both, naming the package and what is missing; plain JavaScript, so it
// runs before anything is built.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.cwd();
const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
const name = manifest.name ?? dir;

function refuse(message) {
  process.stderr.write(`prepack: ${name}: ${message}\n`);
  process.exit(1);
}

if (manifest.private === true) {
  refuse(
    "private workspace package, never published: nothing to pack. Pack the published ones with `pnpm --filter './packages/*' --filter './apps/*' pack`",
  );
}

/** Every file path a manifest field points at (exports conditions, bin, main, types), as written. */
function targets(value) {
  if (typeof value === 'string') return value.startsWith('./') ? [value] : [];
  if (value === null || typeof value !== 'object') return [];
  return Object.values(value).flatMap(targets);
}

// pnpm publishes publishConfig's fields in place of the top-level ones.
const published = { ...manifest, ...manifest.publishConfig };
const wanted = [
  ...targets(published.exports),
  ...targets(typeof published.bin === 'string' ? { bin: published.bin } : published.bin),
  ...targets({ main: published.main, types: published.types }),
].filter((path) => !path.endsWith('/package.json') && !path.includes('*'));
const missing = [...new Set(wanted)].filter((path) => !existsSync(join(dir, path)));

const emptyDirs = (manifest.files ?? []).filter((entry) => {
  const path = join(dir, entry);
  if (!existsSync(path)) return entry === 'dist';
  return statSync(path).isDirectory() && readdirSync(path).length === 0;
});

if (missing.length > 0 || emptyDirs.length > 0) {
  const what = [
    ...emptyDirs.map(
      (entry) => `${entry}/ is ${existsSync(join(dir, entry)) ? 'empty' : 'missing'}`,
    ),
    ...missing.map((path) => `${path} is missing`),
  ];
  refuse(`not built (${what.join('; ')}): run \`pnpm build\` first, then pack`);
}
