import { readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PROFILE_EVENTS, PROFILE_VERSION } from '@lionagi/hooks-profile';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { makeProject } from './fixtures/inspect/project.js';

// Every verb's `--json` output, across its main outcomes, against the committed JSON Schema in
// docs/schemas/cli/ (which cli-schemas-docs.test.ts keeps equal to the zod schemas).
const SCHEMAS = join(import.meta.dirname, '..', '..', '..', 'docs', 'schemas', 'cli');
const LI_VERSION = JSON.parse(readFileSync(join(import.meta.dirname, '..', 'package.json'), 'utf8'))
  .version as string;
const ajv = new Ajv2020({ allErrors: true, strict: false });
const validators = new Map<string, ReturnType<typeof ajv.compile>>();
function validatorOf(verb: string) {
  let validate = validators.get(verb);
  if (validate === undefined) {
    validate = ajv.compile(JSON.parse(readFileSync(join(SCHEMAS, `${verb}.schema.json`), 'utf8')));
    validators.set(verb, validate);
  }
  return validate;
}

function expectReport(verb: string, stdout: string): Record<string, unknown> {
  const report = JSON.parse(stdout) as Record<string, unknown>;
  const validate = validatorOf(verb);
  expect(validate(report), `${verb}: ${ajv.errorsText(validate.errors)}`).toBe(true);
  expect(report).toMatchObject({ profile: PROFILE_VERSION, li: LI_VERSION });
  const camel = JSON.stringify(Object.keys(report)).match(/"[a-z]+[A-Z]\w*"/);
  expect(camel, `${verb}: camelCase top-level field`).toBeNull();
  return report;
}

const SETTINGS = `hooks_external:
  PreToolUse:
    - matcher: bash
      hooks:
        - type: command
          command: ["./guards/policy.mjs"]
    - matcher: read_file
      hooks:
        - type: command
          command: ["./guards/fail.sh"]
          source: imported:claude
`;
const pre = (command: string) => JSON.stringify({ tool_name: 'bash', tool_input: { command } });
const CLAUDE = {
  hooks: {
    PreToolUse: [{ matcher: 'Bash', hooks: [{ type: 'command', command: './guards/fail.sh' }] }],
  },
};

describe.concurrent('the --json contract', { timeout: 120_000 }, () => {
  it('schema: one event without --kind, and --out', async () => {
    const project = await makeProject(SETTINGS);
    const one = await project.li(['hooks', 'schema', 'PreToolUse', '--json']);
    expect(one.code).toBe(0);
    const report = expectReport('schema', one.stdout);
    expect((report.schemas as Array<{ kind: string }>).map((s) => s.kind)).toEqual([
      'input',
      'output',
    ]);
    const out = await project.li(['hooks', 'schema', '--out', 'schemas', '--json']);
    // An input and an output schema per profile event.
    expect((expectReport('schema', out.stdout).written as string[]).length).toBe(
      PROFILE_EVENTS.length * 2,
    );
    expect(PROFILE_EVENTS.length * 2).toBe(30);
  });

  it('import: a dry run and a real import', async () => {
    const project = await makeProject('hooks_external: {}\n');
    await mkdir(join(project.dir, '.claude'));
    await writeFile(join(project.dir, '.claude', 'settings.json'), JSON.stringify(CLAUDE));
    const dry = await project.li(['hooks', 'import', 'claude', '--dry-run', '--json']);
    expect(dry.code).toBe(0);
    expect(expectReport('import', dry.stdout)).toMatchObject({ dry_run: true, pending: null });
    const real = await project.li(['hooks', 'import', 'claude', '--json']);
    const report = expectReport('import', real.stdout);
    expect(report).toMatchObject({ dry_run: false, written: true });
    expect((report.pending as unknown[]).length).toBe(1);
  });

  it('export: to stdout, a dry-run merge and the bridge', async () => {
    const project = await makeProject(SETTINGS);
    expectReport('export', (await project.li(['hooks', 'export', 'claude', '--json'])).stdout);
    const merge = await project.li([
      'hooks',
      'export',
      'claude',
      '--out',
      'out.json',
      '--dry-run',
      '--json',
    ]);
    expect(expectReport('export', merge.stdout)).toMatchObject({ bridge: false });
    const bridge = await project.li(['hooks', 'export', 'codex', '--bridge', '--json']);
    expect(expectReport('export', bridge.stdout)).toMatchObject({ bridge: true });
  });

  it('trust and untrust: pending, approved, nothing pending, revoked', async () => {
    const project = await makeProject(SETTINGS);
    const listing = expectReport('trust', (await project.li(['hooks', 'trust', '--json'])).stdout);
    expect(listing.approved).toBeNull();
    const pending = listing.pending as Array<{ hash: string; never_fires: string | null }>;
    expect(pending).toHaveLength(1);
    const yes = await project.li(['hooks', 'trust', '--yes', '--json']);
    expect(expectReport('trust', yes.stdout).approved).toMatchObject({ added: 1 });
    const none = await project.li(['hooks', 'trust', '--json']);
    expect(expectReport('trust', none.stdout).pending).toEqual([]);
    const gone = await project.li(['hooks', 'untrust', pending[0]!.hash, '--json']);
    expect(gone.code).toBe(0);
    expect(expectReport('untrust', gone.stdout)).toMatchObject({ removed: 1, changed: true });
    const all = await project.li(['hooks', 'untrust', '--all', '--json']);
    expect(expectReport('untrust', all.stdout)).toMatchObject({ hash: null, removed: 0 });
  });

  it('list and doctor: a config with problems, and one without', async () => {
    const project = await makeProject(SETTINGS);
    expectReport('list', (await project.li(['hooks', 'list', '--json'])).stdout);
    const bad = await project.li(['hooks', 'doctor', '--json']);
    expect(bad.code).toBe(1);
    expect(expectReport('doctor', bad.stdout).errors).toBeGreaterThan(0);
    const clean = await makeProject('hooks_external: {}\n');
    const good = await clean.li(['hooks', 'doctor', '--json']);
    expect(expectReport('doctor', good.stdout)).toMatchObject({ errors: 0, config_loaded: true });
  });

  it('run: allowed, denied, and the true trust of a hook that did not run', async () => {
    const project = await makeProject(SETTINGS);
    const allow = await project.li(['hooks', 'run', 'PreToolUse', '--json'], pre('ls'));
    expect(allow.code).toBe(0);
    const report = expectReport('run', allow.stdout);
    const hooks = report.hooks as Array<Record<string, unknown>>;
    expect(hooks[1]).toMatchObject({ ran: false, trusted: false, trust_status: 'pending' });
    expect(hooks[0]).toMatchObject({ ran: true, trusted: true, trust_status: 'not-needed' });
    await project.li(['hooks', 'trust', '--yes']);
    const trusted = await project.li(['hooks', 'run', 'PreToolUse', '--json'], pre('ls'));
    expect((expectReport('run', trusted.stdout).hooks as unknown[])[1]).toMatchObject({
      ran: false,
      trusted: true,
      trust_status: 'trusted',
    });
    const deny = await project.li(['hooks', 'run', 'PreToolUse', '--json'], pre('rm -rf /'));
    expect(deny.code).toBe(2);
    expect(expectReport('run', deny.stdout).decision).toBe('deny');
  });

  it('test: a hook that answers and a command that is not found', async () => {
    const project = await makeProject(SETTINGS);
    const ok = await project.li(['hooks', 'test', '--json', '--', './guards/policy.mjs']);
    expectReport('test', ok.stdout);
    const missing = await project.li(['hooks', 'test', '--json', '--', './guards/nope.sh']);
    expect(expectReport('test', missing.stdout).result).toMatchObject({ exit_code: null });
  });
});
