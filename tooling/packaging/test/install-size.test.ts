import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { installSize, megabytes } from '../src/install-size.js';
import { publishablePackages, run, userEnv } from '../src/workspace.js';

/**
 * The most each package may put on a user's disk (node_modules after `npm install <it>` in an
 * empty project: its dependencies and required peers, nested copies included). Measured on
 * 2026-12-01 (zod, a peer every library needs, is 6.3 of them) and rounded up; raise one only for
 * a reason written beside it. @lionagi/runtime was 33 MB (121 packages) while it depended on the
 * MCP SDK, which is now an optional peer: 8.4 MB (30 packages). Every package below profile grew
 * by about 1 MB with re2js, the linear-time matcher engine (issue 16: a ReDoS matcher hung the
 * runtime before the trust gate); measured then: profile 7.3, sdk 7.4, exec 8.1, config 8.2,
 * trust 8.4, import 8.6, runtime 9.6. Trust v3 (issue 31: verified-run launchers, wiring pins, hook
 * files, project approval) and the plugin/not-imported import (issues 34, 35) grew their own code:
 * measured 2026-12-02 trust 8.8 (its closure adds exec and config), import 9.0. Profile v3 (issue
 * 36: the subagent and compaction events with their envelope and output schemas, the Claude Code
 * event audit, the v3 divergences), the handler seam's per-type modules (issue 32) and the
 * zod-free `/load`, `/match` and `/status` entries with the settings cache (issue 38) grew every
 * package's own code: measured 2026-12-03 profile 7.5, harness 7.7, sdk 7.8, config 8.6, trust 9.0,
 * import 9.4, runtime 9.8. The launcher's match path (issue 38: dist/li-hooks.cjs, the hook host
 * bundled again so a bridge call that runs a hook needs no full program, 190 KB) grew the cli:
 * measured 2026-12-05 2.1.
 */
const BUDGET_MB: Record<string, number> = {
  '@lionagi/hooks-profile': 7.8,
  '@lionagi/hooks-config': 8.8,
  '@lionagi/hooks-trust': 9.3,
  '@lionagi/hooks-import': 9.6,
  '@lionagi/hooks-exec': 8.5,
  '@lionagi/runtime': 10,
  '@lionagi/hooks-harness': 8,
  '@lionagi/hooks-sdk': 8,
  '@lionagi/cli': 2.2,
  '@lionagi/agent': 4,
};

const root = mkdtempSync(join(tmpdir(), 'lionagi-install-size-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const packages = publishablePackages();
const report: string[] = [];

/** The package and the workspace packages it depends on, transitively (they are not on npm yet). */
function closure(name: string, seen = new Set<string>()): Set<string> {
  seen.add(name);
  const manifest = packages.find((p) => p.name === name)?.manifest;
  const deps = (manifest?.dependencies ?? {}) as Record<string, string>;
  for (const dep of Object.keys(deps)) {
    if (packages.some((p) => p.name === dep) && !seen.has(dep)) closure(dep, seen);
  }
  return seen;
}

describe('install size of each package', () => {
  it.each(packages.map((p) => p.name))('%s stays within its budget', (name) => {
    const tarballs = inject('tarballs');
    const dir = join(root, name.replace('/', '-'));
    mkdirSync(dir, { recursive: true });
    const dependencies = Object.fromEntries(
      [...closure(name)].map((dep) => [dep, `file:${tarballs[dep]}`]),
    );
    writeFileSync(join(dir, 'package.json'), JSON.stringify({ private: true, dependencies }));
    const r = run('npm', ['install'], { cwd: dir, env: userEnv(join(root, 'home')) });
    expect(r.code, r.stderr).toBe(0);
    const size = installSize(dir);
    report.push(`| ${name} | ${megabytes(size.bytes)} MB | ${size.packages} |`);
    expect(Number(megabytes(size.bytes))).toBeLessThanOrEqual(BUDGET_MB[name] ?? 0);
  });

  afterAll(() => {
    console.log(['| package | install size | packages |', '|---|---|---|', ...report].join('\n'));
  });
});
