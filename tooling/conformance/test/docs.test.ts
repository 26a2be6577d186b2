import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { mergeLiveDoc, ROWS, renderConformanceDoc, renderNotLiveSection } from '../src/index.js';

// docs/conformance.md is generated from the rows. `pnpm docs:update` rewrites it (UPDATE_DOCS=1);
// otherwise this test fails when the committed file is stale.
const file = join(import.meta.dirname, '..', '..', '..', 'docs', 'conformance.md');
const liveFile = join(import.meta.dirname, '..', '..', '..', 'docs', 'conformance-live.md');

describe('generated documentation', () => {
  it('docs/conformance.md matches the conformance rows', () => {
    const expected = renderConformanceDoc(ROWS);
    if (process.env.UPDATE_DOCS === '1') writeFileSync(file, expected);
    expect(existsSync(file), `${file} is missing: run pnpm docs:update`).toBe(true);
    expect(readFileSync(file, 'utf8'), `${file} is stale: run pnpm docs:update`).toBe(expected);
  });

  it('docs/conformance-live.md has the current "Rows not run live" section', () => {
    const existing = existsSync(liveFile) ? readFileSync(liveFile, 'utf8') : undefined;
    if (process.env.UPDATE_DOCS === '1') writeFileSync(liveFile, mergeLiveDoc(existing, {}));
    const section = `<!-- live:not-live -->\n${renderNotLiveSection()}<!-- /live:not-live -->`;
    expect(readFileSync(liveFile, 'utf8'), `${liveFile} is stale: run pnpm docs:update`).toContain(
      section,
    );
  });

  it('the document has one table row per matrix row and names every divergence', () => {
    const doc = renderConformanceDoc(ROWS);
    for (const row of ROWS) expect(doc).toContain(`| **${row.id}**: `);
    for (let n = 1; n <= 13; n += 1) expect(doc).toContain(`| Dv1-${n} |`);
  });
});
