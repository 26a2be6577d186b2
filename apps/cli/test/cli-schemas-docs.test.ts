import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  type ReportingVerb,
  reportJsonSchema,
  reportSchemaFile,
  VERB_REPORT_SCHEMAS,
} from '../src/contract/schemas.js';
import { HOOK_VERBS } from '../src/registry.js';

// docs/schemas/cli/ is generated from the zod schemas of the `--json` reports; `UPDATE_DOCS=1`
// rewrites it, otherwise this test fails when a committed schema is stale or missing.
const dir = join(import.meta.dirname, '..', '..', '..', 'docs', 'schemas', 'cli');
const verbs = Object.keys(VERB_REPORT_SCHEMAS) as ReportingVerb[];

describe('docs/schemas/cli', () => {
  it('has a report schema for every registered verb', () => {
    expect(verbs.sort()).toEqual(HOOK_VERBS.map((v) => v.name).sort());
  });

  it('holds exactly the generated schema of every verb', () => {
    if (process.env.UPDATE_DOCS === '1') {
      mkdirSync(dir, { recursive: true });
      for (const verb of verbs)
        writeFileSync(
          join(dir, reportSchemaFile(verb)),
          `${JSON.stringify(reportJsonSchema(verb), null, 2)}\n`,
        );
    }
    expect(existsSync(dir), 'docs/schemas/cli is missing: run pnpm docs:update').toBe(true);
    expect(readdirSync(dir).sort()).toEqual(verbs.map(reportSchemaFile).sort());
    for (const verb of verbs) {
      const committed = readFileSync(join(dir, reportSchemaFile(verb)), 'utf8');
      expect(committed, `${reportSchemaFile(verb)} is stale: run pnpm docs:update`).toBe(
        `${JSON.stringify(reportJsonSchema(verb), null, 2)}\n`,
      );
    }
  });
});
