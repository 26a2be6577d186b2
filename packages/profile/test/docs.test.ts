import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  eventJsonSchema,
  PROFILE_EVENTS,
  PROFILE_V1_EVENTS,
  PROFILE_V3_EVENTS,
  renderProfileDoc,
  type SchemaKind,
  schemaFileName,
} from '../src/index.js';

// docs/profile-v3.md, docs/profile-v2.md, docs/profile-v1.md and docs/schemas/*.json are generated from this package. `pnpm docs:update`
// rewrites them (UPDATE_DOCS=1); otherwise this test fails when a committed file is stale.
const docs = join(import.meta.dirname, '..', '..', '..', 'docs');
const update = process.env.UPDATE_DOCS === '1';

function check(file: string, expected: string) {
  if (update) {
    mkdirSync(join(file, '..'), { recursive: true });
    writeFileSync(file, expected);
  }
  expect(existsSync(file), `${file} is missing: run pnpm docs:update`).toBe(true);
  expect(readFileSync(file, 'utf8'), `${file} is stale: run pnpm docs:update`).toBe(expected);
}

describe('generated documentation', () => {
  it('docs/profile-v3.md (the current statement) matches the profile data', () => {
    check(join(docs, 'profile-v3.md'), renderProfileDoc('3'));
  });

  it('docs/profile-v2.md stays the v2 statement: nine events, no v3 divergence or revision', () => {
    const v2 = renderProfileDoc('2');
    check(join(docs, 'profile-v2.md'), v2);
    expect(v2).toContain('# LionAGI external-hook compatibility profile v2');
    for (const event of PROFILE_V3_EVENTS) expect(v2).not.toContain(`| ${event} |`);
    expect(v2).toContain(
      '`SubagentStop` (subagents run (the agent tool) but profile v2 gives them no hook point yet)',
    );
    expect(v2).not.toMatch(/\| Dv3-\d/);
    expect(v2).not.toContain('C-10');
    expect(v2).not.toMatch(/^\| 3 \|/m);
    const v3 = renderProfileDoc('3');
    expect(v3).toContain('# LionAGI external-hook compatibility profile v3');
    for (const event of PROFILE_EVENTS) expect(v3).toContain(`| ${event} |`);
    expect(v3).toMatch(/^\| 3 \| /m);
    expect(v3).toContain('| Dv3-1 |');
    expect(v3).toContain('**C-10 What a PreCompact block does.**');
  });

  it('docs/profile-v1.md stays the v1.1 statement: the six v1 events, the v1 divergences', () => {
    const v1 = renderProfileDoc('1');
    check(join(docs, 'profile-v1.md'), v1);
    expect(v1).toContain('# LionAGI external-hook compatibility profile v1.1');
    for (const event of PROFILE_V1_EVENTS) expect(v1).toContain(`| ${event} |`);
    for (const event of ['Stop', 'PermissionRequest', 'Notification', ...PROFILE_V3_EVENTS])
      expect(v1).not.toContain(`| ${event} |`);
    expect(v1).not.toMatch(/\| Dv2-\d/);
    expect(v1).not.toMatch(/^\| 2 \|/m);
    const v2 = renderProfileDoc('2');
    expect(v2).toContain('# LionAGI external-hook compatibility profile v2');
    for (const event of PROFILE_EVENTS.filter(
      (e) => !(PROFILE_V3_EVENTS as readonly string[]).includes(e),
    ))
      expect(v2).toContain(`| ${event} |`);
    expect(v2).toMatch(/^\| 2 \| /m);
  });

  it('explains every ADR-0048 decision id it cites (D1…D7), and cites none it does not explain', () => {
    const doc = renderProfileDoc();
    const [body, glossary = ''] = doc.split('## ADR-0048 decisions cited here');
    const cited = new Set(body?.match(/\bD[0-9]+\b/g) ?? []);
    const explained = new Set(
      glossary.match(/^- \*\*(D[0-9]+)\.\*\*/gm)?.map((l) => l.slice(4, -3)),
    );
    expect(cited.size).toBeGreaterThan(0);
    for (const id of cited) expect(explained, `${id} is cited but not explained`).toContain(id);
  });

  it.each(
    PROFILE_EVENTS.flatMap((e) =>
      (['input', 'output'] as SchemaKind[]).map((k) => [e, k] as const),
    ),
  )('docs/schemas has the current %s %s schema', (event, kind) => {
    check(
      join(docs, 'schemas', schemaFileName(event, kind)),
      `${JSON.stringify(eventJsonSchema(event, kind), null, 2)}\n`,
    );
  });

  it('the profile doc names every divergence and clarification', () => {
    const doc = renderProfileDoc();
    for (const id of ['Dv1-1', 'Dv1-2', 'Dv1-3', 'Dv1-4', 'C-1', 'C-2', 'C-3', 'C-4', 'C-5'])
      expect(doc).toContain(id);
    for (const id of ['Dv2-1', 'Dv2-2', 'Dv2-3', 'Dv2-4', 'Dv2-5']) expect(doc).toContain(id);
    for (const id of ['Dv3-1', 'C-10', 'C-11']) expect(doc).toContain(id);
  });
});
