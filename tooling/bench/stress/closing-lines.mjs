#!/usr/bin/env node
// `node tooling/bench/stress/closing-lines.mjs [report.json]`: the closing lines `.ci/run` prints
// after the test run: `tests: N passed, N failed`, then one `failed:` line per failing test.
import { join } from 'node:path';
import { closingLines, readReport } from './vitest-failures.mjs';

const root = join(import.meta.dirname, '..', '..', '..');
const path = process.argv[2] ?? join(root, '.cache', 'vitest-results.json');
const report = readReport(path);
if (report === undefined) {
  process.stdout.write(`tests: no report: vitest wrote no readable ${path}\n`);
  process.exit(1);
}
process.stdout.write(`${closingLines(report, root).join('\n')}\n`);
