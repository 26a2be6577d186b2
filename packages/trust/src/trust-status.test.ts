import { createHash } from 'node:crypto';
import { readFileSync, realpathSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { HookTier, ResolvedHookEntry } from '@lionagi/hooks-config';
import { compileMatcher, isHookError } from '@lionagi/hooks-profile';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commandHash } from './command-hash.js';
import type { FullTrustRecord } from './subjects/command-records.js';
import { effectiveTier, trustStatus } from './trust-status.js';

const sha = (text: string) => createHash('sha256').update(text).digest('hex');
let root: string;
let project: string;
let bin: string;
let env: NodeJS.ProcessEnv;

function entry(command: string[], tier: HookTier, source?: 'imported:claude'): ResolvedHookEntry {
  return {
    event: 'PreToolUse',
    matcher: 'Bash',
    compiledMatcher: compileMatcher('Bash'),
    type: 'command',
    command,
    timeoutSec: 60,
    failClosed: false,
    source,
    tier,
    origin: {
      file: join(project, '.lionagi/settings.yaml'),
      line: 9,
      column: 11,
      scope: 'project',
      groupIndex: 0,
      hookIndex: 0,
    },
  };
}

const ARGV = ['runner', 'guards/check.py'];

const WIRED = { event: 'PreToolUse', matcher: 'Bash', async: false, tool_vocabulary: 'lionagi' };

const SH = realpathSync('/bin/sh');
const SH_DIGEST = createHash('sha256').update(readFileSync(SH)).digest('hex');

function approved(overrides: Partial<FullTrustRecord> = {}): FullTrustRecord {
  return {
    argv_hash: commandHash(ARGV),
    resolved_path: join(bin, 'runner'),
    content_digest: sha('#!/bin/sh\n'),
    project,
    files: { [SH]: SH_DIGEST, [join(project, 'guards/check.py')]: sha('v1\n') },
    wiring: WIRED,
    ...overrides,
  };
}

beforeAll(async () => {
  root = realpathSync(await mkdtemp(join(tmpdir(), 'lionagi-')));
  project = join(root, 'project');
  bin = join(root, 'bin');
  await mkdir(join(project, 'guards'), { recursive: true });
  await mkdir(bin);
  await writeFile(join(bin, 'runner'), '#!/bin/sh\n', { mode: 0o755 });
  await writeFile(join(project, 'guards/check.py'), 'v1\n');
  env = { PATH: bin };
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('effectiveTier (D7 loader rule)', () => {
  it('lets no location upgrade an imported or plugin entry', () => {
    expect(effectiveTier({ tier: 'project', source: 'imported:codex' })).toBe('imported');
    expect(effectiveTier({ tier: 'user', source: 'imported:claude' })).toBe('imported');
    expect(effectiveTier({ tier: 'plugin' })).toBe('plugin');
    expect(effectiveTier({ tier: 'project' })).toBe('project');
    expect(effectiveTier({})).toBe('unknown');
  });
});

describe('trustStatus', () => {
  it('runs project and user entries without a record', async () => {
    for (const tier of ['project', 'user'] as const) {
      expect(await trustStatus(entry(ARGV, tier), [], { projectDir: project, env })).toEqual({
        trusted: true,
        status: 'not-needed',
      });
    }
  });

  it('keeps an imported entry pending without a record, naming the command, origin and hash', async () => {
    const check = await trustStatus(entry(ARGV, 'project', 'imported:claude'), [], {
      projectDir: project,
      env,
    });
    expect(check).toEqual({
      trusted: false,
      status: 'pending',
      reason: `imported hook command ["runner", "guards/check.py"] (PreToolUse, from ${project}/.lionagi/settings.yaml:9) is not trusted: no record of sha256 ${commandHash(ARGV)} in trusted_hook_commands of the user settings file; review and approve it with "li hooks trust"`,
    });
  });

  it('treats plugin entries and entries of unknown provenance like imported ones', async () => {
    expect(
      (await trustStatus(entry(ARGV, 'plugin'), [], { projectDir: project, env })).status,
    ).toBe('pending');
    const unknown = await trustStatus({ type: 'command', command: ARGV }, [], {
      projectDir: project,
      env,
    });
    expect(unknown.status).toBe('pending');
    expect(unknown.reason).toContain(
      'hook command of unknown provenance ["runner", "guards/check.py"]',
    );
  });

  it('trusts a matching full record and says nothing more', async () => {
    expect(
      await trustStatus(entry(ARGV, 'imported'), [approved()], { projectDir: project, env }),
    ).toEqual({
      trusted: true,
      status: 'trusted',
    });
  });

  it('no longer trusts a plain hash (it pins neither project nor code) and says why', async () => {
    const check = await trustStatus(entry(ARGV, 'imported'), [commandHash(ARGV).toUpperCase()], {
      projectDir: project,
      env,
    });
    expect(check).toEqual({
      trusted: false,
      status: 'pending',
      reason: `imported hook command ["runner", "guards/check.py"] (PreToolUse, from ${project}/.lionagi/settings.yaml:9) is not trusted: trusted_hook_commands holds only a plain argv-hash record of sha256 ${commandHash(ARGV)} (the ADR's form), which pins neither the project nor the code that runs and no longer suffices; approving replaces it with a full record; review and approve it with "li hooks trust"`,
    });
  });

  it('trusts a Python-style record (no project, no files) when the executable is the hook itself', async () => {
    const { files: _files, project: _project, ...python } = approved();
    const check = await trustStatus(entry(ARGV, 'imported'), [python], {
      projectDir: project,
      env,
    });
    expect(check.status).toBe('trusted');
    expect(check.reason).toContain(
      `is trusted by a record without a project (Python LionAGI's form), which pins its executable ${bin}/runner only`,
    );
  });

  it('does not carry an approval to another project (issue 16 item 1)', async () => {
    const other = join(root, 'other');
    await mkdir(join(other, 'guards'), { recursive: true });
    await writeFile(join(other, 'guards/check.py'), 'v1\n');
    const check = await trustStatus(entry(ARGV, 'imported'), [approved()], {
      projectDir: other,
      env,
    });
    expect(check.status).toBe('pending');
    expect(check.reason).toContain(
      `is not trusted: it was approved in ${project}, not in this project (${other}); an approval holds only in the project it was given in`,
    );
  });

  it('reports changed, naming the file, when a pinned file differs', async () => {
    const record = approved({ files: { [join(project, 'guards/check.py')]: sha('v0\n') } });
    const check = await trustStatus(entry(ARGV, 'imported'), [record], {
      projectDir: project,
      env,
    });
    expect(check.trusted).toBe(false);
    expect(check.status).toBe('changed');
    expect(check.reason).toContain(
      `changed since it was approved: file ${project}/guards/check.py changed (sha256 now ${sha('v1\n').slice(0, 12)}..., approved ${sha('v0\n').slice(0, 12)}...)`,
    );
  });

  it('reports changed when the executable resolves elsewhere or its bytes differ', async () => {
    const moved = await trustStatus(
      entry(ARGV, 'imported'),
      [approved({ resolved_path: '/usr/bin/runner' })],
      {
        projectDir: project,
        env,
      },
    );
    expect(moved.reason).toContain(
      `executable now resolves to ${bin}/runner (approved: /usr/bin/runner)`,
    );
    const edited = await trustStatus(
      entry(ARGV, 'imported'),
      [approved({ content_digest: sha('old') })],
      {
        projectDir: project,
        env,
      },
    );
    expect(edited.status).toBe('changed');
    expect(edited.reason).toContain(`executable ${bin}/runner changed (sha256 now`);
    const gone = await trustStatus(entry(ARGV, 'imported'), [approved()], {
      projectDir: project,
      env: { PATH: root },
    });
    expect(gone.reason).toContain('executable "runner" was not found on PATH');
  });

  it('reports a file that appeared after approval and a pinned file that is gone', async () => {
    const extra = await trustStatus(
      entry(ARGV, 'imported'),
      [approved({ files: { [SH]: SH_DIGEST } })],
      {
        projectDir: project,
        env,
      },
    );
    expect(extra.reason).toContain(
      `file ${project}/guards/check.py is loaded by the command but was not pinned when approved`,
    );
    const gone = approved({ files: { ...approved().files, [join(project, 'gone.py')]: sha('x') } });
    const missing = await trustStatus(
      entry([...ARGV, 'gone.py'], 'imported'),
      [{ ...gone, argv_hash: commandHash([...ARGV, 'gone.py']) }],
      {
        projectDir: project,
        env,
      },
    );
    expect(missing.reason).toContain(`file ${project}/gone.py is missing or no longer named`);
  });

  it('ignores records of other commands and invalid items', async () => {
    const other = approved({ argv_hash: commandHash(['runner']) });
    const check = await trustStatus(entry(ARGV, 'imported'), [other, 'junk', 7], {
      projectDir: project,
      env,
    });
    expect(check.status).toBe('pending');
  });

  it('refuses a malformed argv at this gate for every tier (INVALID_ARGV)', async () => {
    for (const tier of ['project', 'imported'] as const) {
      const error = await trustStatus(entry(['ok', ' '], tier), [], {
        projectDir: project,
        env,
      }).catch((e) => e);
      expect(isHookError(error) && error.code).toBe('INVALID_ARGV');
      expect((error as Error).message).toContain(
        `${project}/.lionagi/settings.yaml:9: PreToolUse hook command`,
      );
    }
  });
});
