import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import {
  classifyLive,
  LIVE_ROWS,
  type LiveReportRow,
  liveCounts,
  renderLiveReport,
  rowById,
} from '../src/index.js';
import { buildCases, type LiveCase } from './cases.js';
import { cacheDir, ensureInstalled } from './install.js';
import { observe, readRequests } from './observe.js';

// Opt-in (`pnpm conformance:live`): installs the pinned Claude Code and Codex from the npm registry,
// runs the live rows under them and under li-agent against loopback fake model APIs, compares the
// outcomes row by row and writes docs/conformance-live.md. The binaries run inside `unshare -n`
// (only loopback exists) when the kernel allows it; otherwise only their environment points them
// at 127.0.0.1, and the report says so.
const docs = join(import.meta.dirname, '..', '..', '..', 'docs', 'conformance-live.md');
const runner = join(import.meta.dirname, 'runner.mjs');

function netnsAvailable(): boolean {
  const probe = spawnSync('unshare', ['-n', 'ip', 'link', 'set', 'lo', 'up'], { stdio: 'ignore' });
  return probe.status === 0;
}

interface RunnerOutput {
  interfaces: string[];
  versions: Record<string, string>;
  results: Array<{
    id: string;
    code: number | null;
    signal: string | null;
    timedOut: boolean;
    stderr: string;
  }>;
}

describe('live conformance: the real harness binaries on loopback', () => {
  it('runs the live rows under li-agent, Claude Code 2.1.328 and Codex 0.169.0 and writes the report', async (ctx) => {
    const cache = cacheDir();
    const installed = ensureInstalled(cache);
    if ('error' in installed) {
      const message = `live conformance skipped: the harness packages cannot be installed (${installed.error})`;
      process.stderr.write(`${message}\n`);
      ctx.skip(message);
      return;
    }
    const root = join(cache, 'runs', 'latest');
    rmSync(root, { recursive: true, force: true });
    mkdirSync(root, { recursive: true });
    const agentBin = inject('agentBin');
    const cases = buildCases(root, LIVE_ROWS, {
      ...installed,
      agentBin,
      sdkHooks: inject('sdkHooks'),
    });
    const netns = netnsAvailable();
    const jobFile = join(root, 'job.json');
    const out = join(root, 'out.json');
    writeFileSync(
      jobFile,
      JSON.stringify({
        netns,
        root,
        out,
        concurrency: 2,
        cases,
        versionEnv: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: join(root, 'version-home') },
        versions: {
          claude: [installed.claude, '--version'],
          codex: [process.execPath, installed.codexJs, '--version'],
          lionagi: [process.execPath, agentBin, '--version'],
        },
      }),
    );
    const command = netns
      ? ['unshare', '-n', process.execPath, runner, jobFile]
      : [process.execPath, runner, jobFile];
    execFileSync(command[0] as string, command.slice(1), {
      stdio: ['ignore', 'inherit', 'inherit'],
      timeout: 25 * 60_000,
    });
    const output = JSON.parse(readFileSync(out, 'utf8')) as RunnerOutput;

    const byId = new Map(cases.map((c) => [c.id, c]));
    const facetsOf = (c: LiveCase) =>
      observe(c.row, { project: c.project, requests: readRequests(c.requestLog) });
    const failure = (id: string) => {
      const r = output.results.find((x) => x.id === id);
      if (!r) return `no result for ${id}`;
      if (r.timedOut) return 'timed out after 120 s';
      if (r.code === null) return `killed by ${r.signal}`;
      return undefined;
    };
    const rows: LiveReportRow[] = LIVE_ROWS.map((row) => {
      const matrix = rowById(row.id);
      const lionagi = facetsOf(byId.get(`${row.id}/lionagi`) as LiveCase);
      const side = (harness: 'claude' | 'codex', cell: typeof matrix.claudeCode) => {
        const id = `${row.id}/${harness}`;
        const broken = failure(id);
        if (broken) return { error: broken };
        const values = facetsOf(byId.get(id) as LiveCase);
        return { values, comparison: classifyLive(cell, lionagi, values) };
      };
      return {
        row,
        lionagi,
        claudeCode: side('claude', matrix.claudeCode),
        codex: side('codex', matrix.codex),
      };
    });
    const isolation = netns
      ? `every binary ran inside \`unshare -n\` (a private network namespace; interfaces: ${output.interfaces.join(', ')})`
      : 'env-only: `unshare -n` was not available, so the binaries could reach the network; only their base URLs and the disabled-traffic variables pointed them at 127.0.0.1';
    writeFileSync(
      docs,
      renderLiveReport({
        generatedAt: new Date().toISOString(),
        isolation,
        versions: {
          claudeCode: output.versions.claude ?? 'unknown',
          codex: output.versions.codex ?? 'unknown',
          lionagi: output.versions.lionagi ?? 'unknown',
        },
        rows,
      }),
    );
    process.stderr.write(
      `live conformance: Claude Code ${JSON.stringify(liveCounts(rows, 'claudeCode'))}, Codex ${JSON.stringify(liveCounts(rows, 'codex'))}; report: ${docs}\n`,
    );

    // li-agent must do live what the matrix asserts (the guarded tool ran or not).
    for (const r of rows) {
      const files = rowById(r.row.id).expect.files ?? {};
      if (r.lionagi.tool !== undefined && 'ran.marker' in files) {
        expect(r.lionagi.tool === 'ran', `${r.row.id}: li-agent tool ${r.lionagi.tool}`).toBe(
          files['ran.marker'],
        );
      }
    }
    // Every harness run finished and every difference is a named divergence: an unexpected one
    // means the ground truth or the profile moved, and must be named (or fixed) before this passes.
    const broken = rows.flatMap((r) =>
      (['claudeCode', 'codex'] as const).flatMap((h) =>
        'error' in r[h] ? [`${r.row.id} ${h}: ${(r[h] as { error: string }).error}`] : [],
      ),
    );
    expect(broken).toEqual([]);
    const unexpected = rows.flatMap((r) =>
      (['claudeCode', 'codex'] as const).flatMap((h) => {
        const side = r[h];
        return 'comparison' in side && side.comparison.classification === 'unexpected'
          ? [`${r.row.id} (${h})`]
          : [];
      }),
    );
    expect(unexpected).toEqual([]);
  });
});
