import { execFileSync, spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { NEWEST_OBSERVED_HARNESSES, OBSERVED_HARNESSES } from '@lionagi/hooks-profile';

/** The npm packages of the two harnesses. */
export const PACKAGE_NAMES = {
  claude: '@anthropic-ai/claude-code',
  codex: '@openai/codex',
} as const;

/** The harness builds one live run uses. */
export interface HarnessVersions {
  claude: string;
  codex: string;
}

/** The pinned builds the ground truth was taken from (the profile's observed harnesses). */
export const PINNED: HarnessVersions = {
  claude: OBSERVED_HARNESSES.claudeCode,
  codex: OBSERVED_HARNESSES.codex,
};

/** The newest builds the profile recorded as checked (what `latest` resolved to last time). */
export const NEWEST_RECORDED: HarnessVersions = {
  claude: NEWEST_OBSERVED_HARNESSES.claudeCode,
  codex: NEWEST_OBSERVED_HARNESSES.codex,
};

/** The env variables `pnpm conformance:live --cc V --codex V [latest]` sets for the suite. */
export const LIVE_ENV = {
  claude: 'LIONAGI_LIVE_CC',
  codex: 'LIONAGI_LIVE_CODEX',
  mode: 'LIONAGI_LIVE_MODE',
} as const;

/** `pinned` (the default): the pinned builds; `latest`: the registry's newest, with a drift report. */
export type LiveMode = 'pinned' | 'latest' | 'custom';

const VERSION = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?$/;

/**
 * The versions and mode of this run, from the environment: `LIONAGI_LIVE_CC` / `LIONAGI_LIVE_CODEX`
 * (a version, or `latest`), else the pinned ones. `resolveLatest` answers `latest` (npm view).
 * @throws Error naming the variable when a value is not a version.
 */
export function liveVersions(
  env: NodeJS.ProcessEnv,
  resolveLatest: (pkg: string) => string = npmLatest,
): { versions: HarnessVersions; mode: LiveMode } {
  const pick = (h: keyof HarnessVersions) => {
    const raw = env[LIVE_ENV[h]]?.trim();
    if (raw === undefined || raw === '') return PINNED[h];
    const value = raw === 'latest' ? resolveLatest(PACKAGE_NAMES[h]) : raw;
    if (!VERSION.test(value)) {
      throw new Error(`${LIVE_ENV[h]}=${raw}: not a version (x.y.z) or "latest"`);
    }
    return value;
  };
  const versions = { claude: pick('claude'), codex: pick('codex') };
  const latest = env[LIVE_ENV.mode] === 'latest';
  const pinned = versions.claude === PINNED.claude && versions.codex === PINNED.codex;
  return { versions, mode: latest ? 'latest' : pinned ? 'pinned' : 'custom' };
}

/** The registry's newest version of `pkg` (`npm view PKG version`). */
export function npmLatest(pkg: string): string {
  return execFileSync('npm', ['view', pkg, 'version'], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    timeout: 120_000,
  }).trim();
}

/** Where the packages are installed: `$LIONAGI_CONFORMANCE_CACHE`, else ~/.cache/lionagi-conformance. */
export function cacheDir(env: NodeJS.ProcessEnv = process.env): string {
  return env.LIONAGI_CONFORMANCE_CACHE ?? join(homedir(), '.cache', 'lionagi-conformance');
}

/** The installed entry points: Claude Code's native binary and Codex's npm launcher. */
export interface HarnessBins {
  claude: string;
  codexJs: string;
}

const short = (pkg: string) => pkg.slice(pkg.indexOf('/') + 1);

/** The install directory of one package version (each version its own prefix, kept side by side). */
function prefixOf(cache: string, pkg: string, version: string): string {
  return join(cache, 'pkgs', `${short(pkg)}-${version}`);
}

function installedVersion(dir: string, pkg: string): string | undefined {
  const file = join(dir, 'node_modules', pkg, 'package.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')).version as string) : undefined;
}

const entryPoint = {
  claude: (dir: string) => join(dir, 'node_modules', PACKAGE_NAMES.claude, 'bin', 'claude.exe'),
  codex: (dir: string) => join(dir, 'node_modules', PACKAGE_NAMES.codex, 'bin', 'codex.js'),
};

function npmInstall(dir: string, spec: string): string | undefined {
  try {
    mkdirSync(dir, { recursive: true });
    // `--force`: Claude Code declares engines.node >= 22 and the repo runs Node 20, as the
    // ground-truth study did.
    execFileSync('npm', ['install', '--prefix', dir, '--no-audit', '--no-fund', '--force', spec], {
      stdio: ['ignore', 'pipe', 'pipe'],
      timeout: 15 * 60_000,
      encoding: 'utf8',
    });
    return undefined;
  } catch (error) {
    const e = error as { message: string; stderr?: string };
    const lines = (e.stderr ?? '')
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
    const key = lines.filter((line) =>
      /npm error (code|errno|network|request to|\d{3} )/.test(line),
    );
    return (key.length > 0 ? key.slice(0, 3) : lines.slice(-3)).join(' | ') || e.message;
  }
}

/**
 * Why an installed harness cannot be used, or `undefined` when `--version` runs and names
 * `version`. Claude Code installed with scripts disabled keeps a stub `claude.exe` that only
 * prints an error: that is a failure of the suite, never a skip.
 */
export function notRunnable(
  harness: keyof HarnessVersions,
  argv: string[],
  version: string,
): string | undefined {
  const name = harness === 'claude' ? 'Claude Code' : 'Codex';
  const r = spawnSync(argv[0] as string, argv.slice(1), {
    encoding: 'utf8',
    timeout: 60_000,
    env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: homedir() },
  });
  const out = `${r.stdout ?? ''}${r.stderr ?? ''}`.trim().split('\n').slice(0, 3).join(' | ');
  if (r.error !== undefined) return `${name} ${version} does not start: ${r.error.message}`;
  if (r.status !== 0 || !out.includes(version)) {
    return `${name} ${version} is installed but not runnable: \`--version\` exited ${r.status ?? r.signal} and printed ${JSON.stringify(out.slice(0, 300))} (an npm install with scripts disabled leaves Claude Code's stub binary; reinstall with scripts enabled, or delete the cached install)`;
  }
  return undefined;
}

/**
 * Installs the two harness packages at `versions` from the npm registry (each into its own prefix
 * under `cache`; a matching install is reused) and returns their entry points, or why they are
 * not usable: a failed install, a missing entry point, or a binary that does not run.
 */
export function ensureInstalled(
  cache: string,
  versions: HarnessVersions,
): HarnessBins | { error: string } {
  const dirs = {
    claude: prefixOf(cache, PACKAGE_NAMES.claude, versions.claude),
    codex: prefixOf(cache, PACKAGE_NAMES.codex, versions.codex),
  };
  for (const h of ['claude', 'codex'] as const) {
    const pkg = PACKAGE_NAMES[h];
    if (installedVersion(dirs[h], pkg) === versions[h] && existsSync(entryPoint[h](dirs[h])))
      continue;
    const failed = npmInstall(dirs[h], `${pkg}@${versions[h]}`);
    if (failed !== undefined) {
      return { error: `npm install ${pkg}@${versions[h]} failed: ${failed}` };
    }
  }
  const bins = { claude: entryPoint.claude(dirs.claude), codexJs: entryPoint.codex(dirs.codex) };
  try {
    accessSync(bins.claude, constants.X_OK);
  } catch {
    return { error: `Claude Code ${versions.claude}: claude.exe is missing or not executable` };
  }
  if (!existsSync(bins.codexJs)) return { error: `Codex ${versions.codex}: codex.js is missing` };
  const broken =
    notRunnable('claude', [bins.claude, '--version'], versions.claude) ??
    notRunnable('codex', [process.execPath, bins.codexJs, '--version'], versions.codex);
  return broken === undefined ? bins : { error: broken };
}
