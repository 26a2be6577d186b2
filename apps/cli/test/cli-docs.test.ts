import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { HOOK_VERBS } from '../src/registry.js';
import { verbHelp } from '../src/verb.js';

// docs/cli.md is rendered from each verb's DEFINITION (the same data as `--help`);
// `UPDATE_DOCS=1` rewrites it, otherwise this test fails when it is stale.
const file = join(import.meta.dirname, '..', '..', '..', 'docs', 'cli.md');

async function render(): Promise<string> {
  const sections: string[] = [
    '# `li` command reference',
    '',
    '<!-- Generated from apps/cli verb definitions by `pnpm docs:update`. Do not edit by hand. -->',
    '',
    'Exit codes: 0 ok; 1 usage or config error, or a failed check; 2 hooks denied (`li hooks run`).',
    'Diagnostics go to stderr and results to stdout; every verb takes `--json`; `NO_COLOR` is honoured.',
    '',
    '## The `--json` contract',
    '',
    'With `--json`, a verb prints one JSON object on stdout. Every report opens with `profile` (the hook',
    'profile version) and `li` (the version of `li` that wrote it); its field names are snake_case, as on',
    "the wire. Each verb's report is described by a JSON Schema (draft 2020-12) in",
    '[docs/schemas/cli/](schemas/cli/), generated from the zod schemas in `apps/cli/src/contract/`.',
    '',
    'Compatibility: within a profile version, changes to a report are additive only. A field is never',
    'renamed, retyped or removed, and a value that was never null does not become null; new fields may',
    'appear, so read the fields you know and ignore the others. A change that breaks this comes with a',
    'new profile version. Harness configs (`export`) and envelopes (`test`) keep their own keys.',
    '',
  ];
  for (const verb of HOOK_VERBS) {
    const mod = await verb.load();
    sections.push(
      `## li hooks ${verb.name}`,
      '',
      verb.summary,
      '',
      `JSON report (\`--json\`): [schemas/cli/${verb.name}.schema.json](schemas/cli/${verb.name}.schema.json)`,
      '',
      '```text',
      verbHelp(mod.DEFINITION),
      '```',
      '',
    );
  }
  return sections.join('\n');
}

describe('docs/cli.md', () => {
  it('documents every registered verb exactly as --help prints it', async () => {
    const expected = await render();
    if (process.env.UPDATE_DOCS === '1') writeFileSync(file, expected);
    expect(existsSync(file), 'docs/cli.md is missing: run pnpm docs:update').toBe(true);
    expect(readFileSync(file, 'utf8'), 'docs/cli.md is stale: run pnpm docs:update').toBe(expected);
  });
});
