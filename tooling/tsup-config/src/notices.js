// Plain JS (with index.d.ts): tsup loads config presets through Node, which cannot run .ts.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** The notices file written beside a bundled program. */
export const NOTICES_FILE = 'THIRD-PARTY-NOTICES.md';

const LICENSE_FILE = /^(licen[cs]e|copying|notice)(\.|-|$)/i;
const PACKAGE_DIR = /^(.*\/node_modules\/(?:@[^/]+\/)?[^/]+)\//;

/**
 * The third-party packages a bundle contains, from esbuild's metafile: every input under
 * `node_modules/`, grouped by package, with the package's license files.
 * @param {Record<string, unknown>} inputs the metafile's `inputs`
 * @param {string} workingDir the build's working directory (metafile paths are relative to it)
 * @returns {{ name: string, version: string, license: string, texts: string[] }[]}
 */
export function bundledPackages(inputs, workingDir) {
  const dirs = new Set();
  for (const input of Object.keys(inputs)) {
    const match = PACKAGE_DIR.exec(resolve(workingDir, input).replaceAll('\\', '/'));
    if (match?.[1]) dirs.add(match[1]);
  }
  const packages = new Map();
  for (const dir of dirs) {
    const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
    const key = `${manifest.name}@${manifest.version}`;
    if (packages.has(key)) continue;
    const texts = readdirSync(dir)
      .filter((file) => LICENSE_FILE.test(file))
      .sort()
      .map((file) => readFileSync(join(dir, file), 'utf8').trim());
    const license =
      typeof manifest.license === 'string'
        ? manifest.license
        : (manifest.license?.type ?? 'UNKNOWN');
    packages.set(key, { name: manifest.name, version: manifest.version, license, texts });
  }
  return [...packages.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * Renders the notices document for `program`.
 * @param {string} program
 * @param {ReturnType<typeof bundledPackages>} packages
 */
export function renderNotices(program, packages) {
  const lines = [
    `# Third-party notices: ${program}`,
    '',
    `\`${program}\` is a bundle: besides its own code (Apache-2.0, see LICENSE) it contains code from the`,
    'packages below, each under its own license, reproduced here. Generated at build time from what',
    'the bundle actually contains.',
    '',
  ];
  for (const p of packages) {
    lines.push(`## ${p.name} ${p.version} (${p.license})`, '');
    if (p.texts.length === 0)
      lines.push(`The package ships no license file; its license is ${p.license}.`, '');
    for (const text of p.texts) lines.push('```text', text, '```', '');
  }
  return `${lines.join('\n').trimEnd()}\n`;
}

/**
 * An esbuild plugin writing {@link NOTICES_FILE} into the output directory after each build.
 * @param {string} program the program's name, for the heading
 * @returns {import('esbuild').Plugin}
 */
export function thirdPartyNotices(program) {
  return {
    name: 'lionagi-third-party-notices',
    setup(build) {
      build.onEnd((result) => {
        if (!result.metafile || result.errors.length > 0) return;
        const workingDir = build.initialOptions.absWorkingDir ?? process.cwd();
        const outDir = resolve(workingDir, build.initialOptions.outdir ?? 'dist');
        mkdirSync(outDir, { recursive: true });
        const packages = bundledPackages(result.metafile.inputs, workingDir);
        writeFileSync(join(outDir, NOTICES_FILE), renderNotices(program, packages));
      });
    },
  };
}
