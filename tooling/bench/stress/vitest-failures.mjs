// The failing tests of one vitest run, read from its JSON report (`--reporter=json`): shared by
// `.ci/run` (its closing lines) and `pnpm test:stress` (failures per test over many runs).
import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';

/**
 * Reads a vitest JSON report, or returns undefined when the run wrote none (it was killed, or
 * vitest could not start).
 * @param {string} path
 */
export function readReport(path) {
  if (!existsSync(path)) return undefined;
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return undefined;
  }
}

/**
 * One entry per failing test: `file > describe > test`, with the first line of its first failure.
 * A file that failed outside any test (it did not load, or a hook threw) counts as one entry
 * named by the file alone.
 * @param {any} report a vitest JSON report
 * @param {string} root paths are shown relative to it
 * @returns {{ name: string, message: string }[]}
 */
export function failures(report, root) {
  const out = [];
  for (const file of report.testResults ?? []) {
    const path = relative(root, file.name);
    const failed = (file.assertionResults ?? []).filter((t) => t.status === 'failed');
    for (const t of failed) {
      out.push({
        name: [path, ...(t.ancestorTitles ?? []), t.title].join(' > '),
        message: firstLine(t.failureMessages?.[0]),
      });
    }
    if (failed.length === 0 && file.status === 'failed') {
      out.push({ name: path, message: firstLine(file.message) });
    }
  }
  return out;
}

/**
 * The closing lines of a run: the `tests: N passed, N failed` line CI reads, then each failing
 * test on a `failed:` line, and a note when vitest failed the run with no failing test (an error
 * outside every test, which the log above names).
 * @param {any} report
 * @param {string} root
 */
export function closingLines(report, root) {
  const lines = [`tests: ${report.numPassedTests} passed, ${report.numFailedTests} failed`];
  const failing = failures(report, root);
  for (const f of failing) lines.push(`failed: ${f.name}${f.message ? ` -- ${f.message}` : ''}`);
  if (failing.length === 0 && report.success === false) {
    lines.push('failed: the run, outside every test (an unhandled error: see "Unhandled" above)');
  }
  return lines;
}

/** @param {string | undefined} text */
function firstLine(text) {
  if (!text) return '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: strip ANSI colours from messages
  const plain = text.replace(/\u001b\[[0-9;]*m/g, '');
  return plain.split('\n').find((l) => l.trim() !== '') ?? '';
}
