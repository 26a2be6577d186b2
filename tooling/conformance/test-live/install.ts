import { execFileSync } from 'node:child_process';
import { accessSync, constants, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

/** The pinned harness builds the ground truth was taken from. */
export const PACKAGES = ['@anthropic-ai/claude-code@2.1.328', '@openai/codex@0.169.0'] as const;

/** Where the packages are installed: `$LIONAGI_CONFORMANCE_CACHE`, else ~/.cache/lionagi-conformance. */
export function cacheDir(env: NodeJS.ProcessEnv = process.env): string {
  return env.LIONAGI_CONFORMANCE_CACHE ?? join(homedir(), '.cache', 'lionagi-conformance');
}

/** The installed entry points: Claude Code's native binary and Codex's npm launcher. */
export interface HarnessBins {
  claude: string;
  codexJs: string;
}

function installedVersion(dir: string, name: string): string | undefined {
  const file = join(dir, 'node_modules', name, 'package.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')).version as string) : undefined;
}

function bins(dir: string): HarnessBins {
  return {
    claude: join(dir, 'node_modules', '@anthropic-ai', 'claude-code', 'bin', 'claude.exe'),
    codexJs: join(dir, 'node_modules', '@openai', 'codex', 'bin', 'codex.js'),
  };
}

function ready(dir: string): boolean {
  const wanted = PACKAGES.every((spec) => {
    const at = spec.lastIndexOf('@');
    return installedVersion(dir, spec.slice(0, at)) === spec.slice(at + 1);
  });
  if (!wanted) return false;
  try {
    accessSync(bins(dir).claude, constants.X_OK);
    return existsSync(bins(dir).codexJs);
  } catch {
    return false;
  }
}

/**
 * Installs the pinned Claude Code and Codex packages from the npm registry into `dir` (once; a
 * matching install is reused) and returns their entry points, or why they are not usable.
 * `--force` because Claude Code declares `engines.node >= 22` and the repo runs Node 20, as the
 * ground-truth study did.
 */
export function ensureInstalled(dir: string): HarnessBins | { error: string } {
  if (ready(dir)) return bins(dir);
  try {
    mkdirSync(dir, { recursive: true });
    execFileSync(
      'npm',
      ['install', '--prefix', dir, '--no-audit', '--no-fund', '--force', ...PACKAGES],
      { stdio: ['ignore', 'pipe', 'pipe'], timeout: 15 * 60_000, encoding: 'utf8' },
    );
  } catch (error) {
    const e = error as { message: string; stderr?: string };
    const lines = (e.stderr ?? '')
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
    const key = lines.filter((line) =>
      /npm error (code|errno|network|request to|\d{3} )/.test(line),
    );
    const why = (key.length > 0 ? key.slice(0, 3) : lines.slice(-3)).join(' | ') || e.message;
    return { error: `npm install ${PACKAGES.join(' ')} into ${dir} failed: ${why}` };
  }
  return ready(dir)
    ? bins(dir)
    : {
        error: `npm install finished but ${bins(dir).claude} or ${bins(dir).codexJs} is missing or not executable`,
      };
}
