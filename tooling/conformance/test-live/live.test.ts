import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CLAUDE_CODE_EVENT_NAMES } from '@lionagi/hooks-profile';
import { describe, expect, inject, it } from 'vitest';
import {
  classifyExact,
  type FacetValues,
  type HarnessCell,
  LIVE_ROWS,
  type LiveReport,
  type LiveReportRow,
  type LiveRow,
  liveCells,
  liveCounts,
  mergeLiveDoc,
  renderDriftSection,
  renderLiveSection,
  rowById,
} from '../src/index.js';
import { buildCases, type LiveCase } from './cases.js';
import { claudeEventList } from './claude-events.js';
import { buildEnvelopeCases, recordedEnvelopes } from './envelope-cases.js';
import { envelopeDrift } from './envelope-drift.js';
import { cacheDir, ensureInstalled, liveVersions, PINNED } from './install.js';
import { netnsAvailable, runLiveJob } from './isolation.js';
import { observe, readRequests } from './observe.js';

// Opt-in (`pnpm conformance:live [latest] [--cc V] [--codex V]`): installs the Claude Code and Codex
// builds asked for (default: the pinned ones) from the npm registry, runs the live rows under them
// and under li-agent against loopback fake model APIs, compares the outcomes row by row (and each
// harness's exact facets with the recorded pinned run), records every envelope and diffs it with
// the committed ground truth, and writes its section of docs/conformance-live.md. The binaries run
// inside `unshare -n` (only loopback exists) when the kernel allows it.
const docs = join(import.meta.dirname, '..', '..', '..', 'docs', 'conformance-live.md');
const baselineFile = join(import.meta.dirname, 'baseline.json');

interface Baseline {
  note: string;
  versions: { claude: string; codex: string };
  rows: Record<string, { lionagi: FacetValues; claude: FacetValues; codex: FacetValues }>;
}

/** The matrix row a live row reproduces (none for a skill-line row or one with its own cell). */
const matrixOf = (row: LiveRow) =>
  row.skillLine === undefined && row.claudeCell === undefined
    ? rowById(row.matrixRow ?? row.id)
    : undefined;

describe('live conformance: the real harness binaries on loopback', () => {
  const { versions, mode } = liveVersions(process.env);

  it(`runs the live rows under li-agent, Claude Code ${versions.claude} and Codex ${versions.codex} (${mode})`, async () => {
    const cache = cacheDir();
    const installed = ensureInstalled(cache, versions);
    // Never a skip: a harness that cannot be installed or does not run fails the suite.
    if ('error' in installed) throw new Error(`live conformance cannot run: ${installed.error}`);
    const root = join(cache, 'runs', mode);
    rmSync(root, { recursive: true, force: true });
    mkdirSync(root, { recursive: true });
    const agentBin = inject('agentBin');
    const filter = process.env.LIONAGI_LIVE_ROWS?.split(',').filter(Boolean);
    const liveRows = filter ? LIVE_ROWS.filter((r) => filter.includes(r.id)) : LIVE_ROWS;
    const bins = { ...installed, agentBin, liBin: inject('liBin'), sdkHooks: inject('sdkHooks') };
    const cases = buildCases(root, liveRows, bins);
    const envelopeCases =
      filter && !filter.includes('envelopes') ? [] : buildEnvelopeCases(root, bins);
    const netns = netnsAvailable();
    // The events the build lists itself: a new or removed event shows even if no row fires it.
    const listed = claudeEventList(installed.claude, join(root, 'claude-events'), netns);
    if ('error' in listed) throw new Error(`live conformance: ${listed.error}`);
    const output = runLiveJob(
      root,
      netns,
      {
        concurrency: 2,
        cases: [...cases, ...envelopeCases],
        versions: {
          claude: [installed.claude, '--version'],
          codex: [process.execPath, installed.codexJs, '--version'],
          lionagi: [process.execPath, agentBin, '--version'],
        },
      },
      40 * 60_000,
    );
    const baseline = JSON.parse(readFileSync(baselineFile, 'utf8')) as Baseline;

    const byId = new Map(cases.map((c) => [c.id, c]));
    const facetsOf = (c: LiveCase) =>
      observe(c.row, {
        project: c.project,
        requests: readRequests(c.requestLog),
        prompt: c.prompt,
        exitCode: output.results.find((x) => x.id === c.id)?.code,
        stdout: output.results.find((x) => x.id === c.id)?.stdout,
      });
    const failure = (id: string) => {
      const r = output.results.find((x) => x.id === id);
      if (!r) return `no result for ${id}`;
      if (r.timedOut) return 'timed out after 120 s';
      if (r.code === null) return `killed by ${r.signal}`;
      return undefined;
    };
    const rows: LiveReportRow[] = liveRows.map((row) => {
      const cells = liveCells(row, versions.claude);
      const lionagi = facetsOf(byId.get(`${row.id}/lionagi`) as LiveCase);
      const recorded = baseline.rows[row.id];
      const side = (harness: 'claude' | 'codex', cell: HarnessCell) => {
        const id = `${row.id}/${harness}`;
        if ((row.pty || row.codexNotRun) && harness === 'codex') {
          // Not run (Codex has no Notification event, or the row says why): nothing observed, as the cell's n/a.
          const none: FacetValues = {};
          return { values: none, comparison: classifyExact(cell, lionagi, none, recorded?.codex) };
        }
        const broken = failure(id);
        if (broken) return { error: broken };
        const values = facetsOf(byId.get(id) as LiveCase);
        // A skill-line row's pinned record predates the event: newer builds answer to the cell.
        const record =
          row.skillLine && harness === 'claude' && mode !== 'pinned'
            ? undefined
            : recorded?.[harness];
        const comparison = classifyExact(cell, lionagi, values, record);
        return { values, comparison };
      };
      return {
        row,
        lionagi,
        claudeCode: side('claude', cells.claudeCode),
        codex: row.skillLine ? { notApplicable: cells.codex.observed } : side('codex', cells.codex),
      };
    });
    const envelopes = envelopeCases.flatMap((c) =>
      envelopeDrift(c.harness as 'claude' | 'codex', recordedEnvelopes(c.project)),
    );
    const isolation = netns
      ? `every binary ran inside \`unshare -n\` (a private network namespace; interfaces: ${output.interfaces.join(', ')})`
      : 'env-only: `unshare -n` was not available, so the binaries could reach the network; only their base URLs and the disabled-traffic variables pointed them at 127.0.0.1';
    const report: LiveReport = {
      mode,
      generatedAt: new Date().toISOString(),
      isolation,
      versions: {
        claudeCode: output.versions.claude ?? 'unknown',
        codex: output.versions.codex ?? 'unknown',
        lionagi: output.versions.lionagi ?? 'unknown',
      },
      builds: versions,
      rows,
      envelopes,
      claudeEvents: listed.events,
    };
    // A run of a row subset (LIONAGI_LIVE_ROWS) is for development: it writes no report.
    if (filter === undefined) {
      const existing = existsSync(docs) ? readFileSync(docs, 'utf8') : undefined;
      const sections =
        mode === 'latest'
          ? { latest: renderLiveSection(report), drift: renderDriftSection(report, PINNED) }
          : { [mode]: renderLiveSection(report) };
      writeFileSync(docs, mergeLiveDoc(existing, sections));
    }
    // Rows the record does not have yet are recorded by their first pinned run.
    if (mode === 'pinned') {
      let added = 0;
      for (const r of rows) {
        if (baseline.rows[r.row.id] !== undefined) continue;
        if ('error' in r.claudeCode || 'error' in r.codex) continue;
        baseline.rows[r.row.id] = {
          lionagi: r.lionagi,
          claude: 'values' in r.claudeCode ? r.claudeCode.values : {},
          codex: 'values' in r.codex ? r.codex.values : {},
        };
        added += 1;
      }
      if (added > 0) writeFileSync(baselineFile, `${JSON.stringify(baseline, null, 2)}\n`);
    }
    process.stderr.write(
      `live conformance (${mode}): Claude Code ${JSON.stringify(liveCounts(rows, 'claudeCode'))}, Codex ${JSON.stringify(liveCounts(rows, 'codex'))}; envelopes: ${envelopes.map((d) => `${d.harness} ${d.event} ${d.status}`).join(', ')}\n`,
    );

    // A subset run writes no report: its rows go to stderr instead.
    if (filter !== undefined) {
      const brief = (side: LiveReportRow['codex']) =>
        'comparison' in side
          ? `${JSON.stringify(side.values)} ${side.comparison.classification} ${side.comparison.note}`
          : JSON.stringify(side);
      for (const r of rows)
        process.stderr.write(
          `  ${r.row.id}: li-agent ${JSON.stringify(r.lionagi)}\n    claude ${brief(r.claudeCode)}\n    codex ${brief(r.codex)}\n`,
        );
    }
    // li-agent must do live what the matrix asserts (the guarded tool ran or not).
    for (const r of rows) {
      const files = matrixOf(r.row)?.expect.files ?? {};
      if (r.lionagi.tool !== undefined && 'ran.marker' in files && !r.row.bridge) {
        expect(r.lionagi.tool === 'ran', `${r.row.id}: li-agent tool ${r.lionagi.tool}`).toBe(
          files['ran.marker'],
        );
      }
    }
    // Every harness run finished, in every mode.
    const broken = rows.flatMap((r) =>
      (['claudeCode', 'codex'] as const).flatMap((h) =>
        'error' in r[h] ? [`${r.row.id} ${h}: ${(r[h] as { error: string }).error}`] : [],
      ),
    );
    expect(broken).toEqual([]);
    if (mode !== 'pinned') return; // a newer build's differences are the drift report, not a failure
    // Pinned: every difference is a named divergence and no facet moved since the recorded run;
    // an unexpected one means the ground truth or the profile moved, and must be named or fixed.
    const unexpected = rows.flatMap((r) =>
      (['claudeCode', 'codex'] as const).flatMap((h) => {
        const side = r[h];
        return 'comparison' in side && side.comparison.classification === 'unexpected'
          ? [`${r.row.id} (${h}): ${side.comparison.note}`]
          : [];
      }),
    );
    expect(unexpected).toEqual([]);
    expect(listed.events).toEqual(CLAUDE_CODE_EVENT_NAMES[versions.claude]);
    const drifted = envelopes.filter((d) => d.status !== 'same');
    expect(drifted).toEqual([]);
  });
});
