import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The repository root. */
export const REPO_ROOT = join(import.meta.dirname, '..', '..', '..');

/** The pnpm every script here runs (the repository's pinned one, never a global or corepack). */
export const PNPM = ['-y', 'pnpm@10.34.8'] as const;

/** A workspace package that is published to the registry. */
export interface PublishablePackage {
  name: string;
  version: string;
  /** Absolute directory. */
  dir: string;
  manifest: Record<string, unknown>;
}

/** Every non-private package under `packages/` and `apps/`. */
export function publishablePackages(): PublishablePackage[] {
  return ['packages', 'apps'].flatMap((group) =>
    readdirSync(join(REPO_ROOT, group))
      .map((name) => join(REPO_ROOT, group, name))
      .filter((dir) => existsSync(join(dir, 'package.json')))
      .map((dir) => {
        const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
        return { name: manifest.name, version: manifest.version, dir, manifest };
      })
      .filter((p) => p.manifest.private !== true),
  );
}

/** The file name `pnpm pack` gives a package's tarball. */
export function tarballName(pkg: Pick<PublishablePackage, 'name' | 'version'>): string {
  return `${pkg.name.replace(/^@/, '').replace('/', '-')}-${pkg.version}.tgz`;
}

/** The result of a finished child process. */
export interface RunResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs `command` to completion (no shell) and returns what it printed. */
export function run(
  command: string,
  args: readonly string[],
  options: { cwd: string; env?: NodeJS.ProcessEnv; input?: string },
): RunResult {
  const r = spawnSync(command, args, {
    cwd: options.cwd,
    env: options.env ?? process.env,
    input: options.input ?? '',
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (r.error) throw r.error;
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** Like {@link run}, but a non-zero exit throws with everything the command printed. */
export function runOk(
  command: string,
  args: readonly string[],
  options: { cwd: string; env?: NodeJS.ProcessEnv; input?: string },
): RunResult {
  const r = run(command, args, options);
  if (r.code !== 0) {
    throw new Error(
      `${command} ${args.join(' ')} (in ${options.cwd}) exited ${r.code}\n${r.stdout}\n${r.stderr}`,
    );
  }
  return r;
}

/**
 * Packs every publishable package the way `pnpm publish` would (publishConfig applied,
 * `workspace:` ranges replaced) into `dest`, and returns each package's tarball path by name. The
 * packages must be built: a missing `dist/` is an error here, not an empty tarball.
 */
export function packAll(dest: string): Map<string, string> {
  const packages = publishablePackages();
  const unbuilt = packages.filter((p) => !existsSync(join(p.dir, 'dist')));
  if (unbuilt.length > 0) {
    throw new Error(
      `not built: ${unbuilt.map((p) => p.name).join(', ')} (run \`pnpm build\` first)`,
    );
  }
  runOk(
    'npx',
    [
      ...PNPM,
      '-r',
      ...packages.flatMap((p) => ['--filter', p.name]),
      'pack',
      '--pack-destination',
      dest,
    ],
    { cwd: REPO_ROOT },
  );
  return new Map(packages.map((p) => [p.name, join(dest, tarballName(p))]));
}

/**
 * The environment of a user's shell with `HOME` at `home`: none of the npm_* variables a pnpm
 * script run adds, npm's real cache (third-party packages come from it or from the registry).
 */
export function userEnv(home: string, extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (!/^(npm_|pnpm_)/i.test(key)) env[key] = value;
  }
  return {
    ...env,
    HOME: home,
    LIONAGI_HOME: join(home, '.lionagi'),
    npm_config_cache: process.env.npm_config_cache ?? join(process.env.HOME ?? home, '.npm'),
    npm_config_audit: 'false',
    npm_config_fund: 'false',
    npm_config_update_notifier: 'false',
    npm_config_prefer_offline: 'true',
    NO_COLOR: '1',
    ...extra,
  };
}
