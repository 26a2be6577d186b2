import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { readSettingsFile } from '@lionagi/hooks-config';
import { isHookError } from '@lionagi/hooks-profile';
import { commandHash } from '@lionagi/hooks-trust';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { run as trust } from '../src/commands/trust.js';
import { run as untrust } from '../src/commands/untrust.js';
import type { CommandContext } from '../src/context.js';

const GUARD = ['sh', '${LIONAGI_PROJECT_DIR}/guards/check.sh'];
const HASH = commandHash(GUARD);

let root: string;
let project: string;
let home: string;
let userFile: string;

function context(
  options: { interactive?: boolean; input?: string; json?: boolean; cwd?: string } = {},
) {
  const out: string[] = [];
  const err: string[] = [];
  const stdout = new PassThrough();
  const stderr = new PassThrough();
  stdout.on('data', (d: Buffer) => out.push(d.toString()));
  stderr.on('data', (d: Buffer) => err.push(d.toString()));
  const ctx: CommandContext = {
    stdout,
    stderr,
    stdin: Readable.from([options.input ?? '']),
    env: { PATH: process.env.PATH, LIONAGI_HOME: home },
    cwd: options.cwd ?? project,
    json: options.json ?? false,
    color: false,
    interactive: options.interactive ?? false,
  };
  return { ctx, out: () => out.join(''), err: () => err.join('') };
}

async function failure(promise: Promise<number>): Promise<{ code: string; message: string }> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!isHookError(error)) throw new Error(`expected a HookError, got ${String(error)}`);
  return { code: error.code, message: error.message };
}

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'lionagi-'));
  project = join(root, 'project');
  home = join(root, 'home');
  userFile = join(home, 'settings.yaml');
  await mkdir(join(project, '.lionagi'), { recursive: true });
  await mkdir(join(project, 'guards'), { recursive: true });
  await mkdir(home, { recursive: true });
  await writeFile(join(project, 'guards/check.sh'), 'echo ok\n');
  await writeGuard(GUARD);
});

/** The project settings with one imported PreToolUse command. */
async function writeGuard(command: readonly string[]): Promise<void> {
  await writeFile(
    join(project, '.lionagi/settings.yaml'),
    [
      'hooks_external:',
      '  PreToolUse:',
      '    - matcher: Bash',
      '      hooks:',
      '        - type: command',
      `          command: ${JSON.stringify(command)}`,
      '          source: imported:claude',
      '',
    ].join('\n'),
  );
}

afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('li hooks trust', () => {
  it('lists with full disclosure and, without a terminal or --yes, approves nothing (exit 1)', async () => {
    const { ctx, out, err } = context();
    expect(await trust(ctx, [])).toBe(1);
    const text = out();
    expect(text).toContain('1 hook command(s) may not run until approved:');
    expect(text).toContain('[1] PreToolUse  matcher "Bash"  imported (imported:claude)  PENDING');
    expect(text).toContain(`from:       ${join(project, '.lionagi/settings.yaml')}:5:11`);
    expect(text).toContain('argv:       ["sh", "${LIONAGI_PROJECT_DIR}/guards/check.sh"]');
    // The real path, as Python LionAGI records it (sh is dash on Debian).
    expect(text).toMatch(/executable: \/.*\/(sh|dash|bash)\n {16}sha256 [0-9a-f]{64}\n/);
    expect(text).toContain(`project:    ${project} (the approval holds here only)`);
    expect(text).toContain(`pins file:  ${join(project, 'guards/check.sh')}`);
    expect(text).toContain(`hash:       ${HASH}`);
    expect(err()).toContain('re-run with --yes to approve them');
    await expect(stat(userFile)).rejects.toThrow(/ENOENT/);
  });

  it('says an interpreter under the home (~/.nvm, ~/.pyenv) can be swapped by the same user (issue 31 item 5)', async () => {
    const userHome = join(root, 'user-home');
    const interp = join(userHome, '.local/bin/mysh');
    await mkdir(join(userHome, '.local/bin'), { recursive: true });
    await writeFile(interp, await readFile('/bin/sh'), { mode: 0o755 });
    await writeFile(join(project, 'guards/check.sh'), `#!${interp}\necho ok\n`, { mode: 0o755 });
    await writeGuard(['${LIONAGI_PROJECT_DIR}/guards/check.sh']);
    const { ctx, out } = context();
    const swap = `RUNS FROM PATH: interpreter ${interp} is pinned, but it is under your home directory: a process of the same user can replace it between the check and the start (a root-owned interpreter outside your home cannot be)`;
    expect(await trust({ ...ctx, env: { ...ctx.env, HOME: userHome } }, [])).toBe(1);
    expect(out()).toContain(`runs with:  ${interp}`);
    expect(out()).toContain(swap);
    // The same review with another home: the interpreter is no longer the user's to swap.
    const other = context();
    expect(
      await trust({ ...other.ctx, env: { ...other.ctx.env, HOME: join(root, 'nobody') } }, []),
    ).toBe(1);
    expect(other.out()).toContain(`runs with:  ${interp}`);
    expect(other.out()).not.toContain('RUNS FROM PATH: interpreter');
  });

  it('says in words that a shell runs an inline script, and shows the text', async () => {
    await writeGuard(['/bin/sh', '-c', 'jq . | grep -q rm && exit 2']);
    const { ctx, out } = context();
    expect(await trust(ctx, [])).toBe(1);
    expect(out()).toContain(
      '    SHELL:      the command starts a shell (`sh -c`): the script "jq . | grep -q rm && exit 2" is shell code LionAGI runs as given and does not check; review it as shell code',
    );
  });

  it('asks on a terminal: "n" keeps the command blocked, "y" approves it', async () => {
    const no = context({ interactive: true, input: 'n\n' });
    expect(await trust(no.ctx, [])).toBe(1);
    expect(no.err()).toContain(
      'Approve [1/1]? y = yes, n = no, a = this and all after, q = quit: ',
    );
    expect(no.err()).toContain('Not approved');
    await expect(stat(userFile)).rejects.toThrow(/ENOENT/);

    const yes = context({ interactive: true, input: 'y\n' });
    expect(await trust(yes.ctx, [])).toBe(0);
    expect(yes.out()).toContain(
      `Approved 1 command(s) in ${userFile} (1 added, 0 replaced, 0 already approved).`,
    );
    expect(await readFile(userFile, 'utf8')).toContain(`argv_hash: ${HASH}`);
  });

  it('approves with --yes; re-running finds nothing pending', async () => {
    expect(await trust(context().ctx, ['--yes'])).toBe(0);
    const again = context();
    expect(await trust(again.ctx, [])).toBe(0);
    expect(again.out()).toBe('No hook command is waiting for approval.\n');
  });

  it('lists as JSON without approving, and approves with --json --yes', async () => {
    const list = context();
    expect(await trust(list.ctx, ['--json'])).toBe(0);
    const data = JSON.parse(list.out());
    expect(data).toMatchObject({
      user_file: userFile,
      approved: null,
      pending: [
        {
          event: 'PreToolUse',
          matcher: 'Bash',
          argv: GUARD,
          hash: HASH,
          status: 'pending',
          approvable: true,
          files: [{ path: join(project, 'guards/check.sh') }],
        },
      ],
    });
    await expect(stat(userFile)).rejects.toThrow(/ENOENT/);
    const both = context({ json: true });
    expect(await trust(both.ctx, ['--yes'])).toBe(0);
    expect(JSON.parse(both.out()).approved).toMatchObject({ added: 1, changed: true });
  });

  it('shows a changed command with what changed after its script is edited', async () => {
    await trust(context().ctx, ['--yes']);
    await writeFile(join(project, 'guards/check.sh'), 'echo pwned\n');
    const { ctx, out } = context();
    expect(await trust(ctx, [])).toBe(1);
    expect(out()).toContain('CHANGED');
    expect(out()).toMatch(
      new RegExp(
        `changed: {4}file ${join(project, 'guards/check.sh')} changed \\(sha256 now [0-9a-f]{12}\\.\\.\\., approved [0-9a-f]{12}\\.\\.\\.\\)\n`,
      ),
    );
  });

  it('shows where a command is wired, and a move to another event as a change (issue 31 item 4)', async () => {
    const first = context();
    await trust(first.ctx, ['--yes']);
    expect(first.out()).toContain(
      'wired:      PreToolUse, matcher "Bash", async false, tool_vocabulary lionagi (the approval holds wired so only)',
    );
    await writeFile(
      join(project, '.lionagi/settings.yaml'),
      (await readFile(join(project, '.lionagi/settings.yaml'), 'utf8')).replace(
        'PreToolUse',
        'UserPromptSubmit',
      ),
    );
    const { ctx, out } = context();
    expect(await trust(ctx, [])).toBe(1);
    expect(out()).toContain('UserPromptSubmit  matcher any');
    expect(out()).toContain('CHANGED');
    expect(out()).toContain('changed:    event was PreToolUse, is now UserPromptSubmit\n');
  });

  it('reads --project-dir and has no bypass flag', async () => {
    const elsewhere = context({ cwd: root });
    expect(await trust(elsewhere.ctx, ['--project-dir', 'project', '--json'])).toBe(0);
    expect(JSON.parse(elsewhere.out()).pending).toHaveLength(1);
    expect(await failure(trust(context().ctx, ['--dangerously-bypass-hook-trust']))).toEqual({
      code: 'USAGE',
      message: 'unknown option --dangerously-bypass-hook-trust. Run "li hooks trust --help".',
    });
  });
});

describe('li hooks untrust', () => {
  it('revokes one hash, then reports an unknown one (exit 1)', async () => {
    await trust(context().ctx, ['--yes']);
    const one = context();
    expect(await untrust(one.ctx, [HASH])).toBe(0);
    expect(one.out()).toBe(
      `Revoked the trust of ${HASH} from ${userFile} (1 record(s) removed, in every project); running sessions stop running it at their next hook call.\n`,
    );
    const pending = context();
    expect(await trust(pending.ctx, [])).toBe(1);
    const none = context();
    expect(await untrust(none.ctx, [HASH])).toBe(1);
    expect(none.err()).toBe(`No trust record of ${HASH} in ${userFile}: nothing revoked.\n`);
  });

  it('revokes everything with --all and prints JSON with --json', async () => {
    await trust(context().ctx, ['--yes']);
    const all = context();
    expect(await untrust(all.ctx, ['--all', '--json'])).toBe(0);
    expect(JSON.parse(all.out())).toMatchObject({
      user_file: userFile,
      hash: null,
      removed: 1,
      changed: true,
    });
  });

  it('needs exactly one of a hash (or a prefix of 8 digits or more) or --all', async () => {
    expect((await failure(untrust(context().ctx, []))).message).toBe(
      'give either a command hash (as "li hooks trust --json" prints it) or --all',
    );
    expect((await failure(untrust(context().ctx, [HASH, '--all']))).code).toBe('USAGE');
    expect((await failure(untrust(context().ctx, ['f6e3b74']))).message).toContain(
      'is too short: give at least 8 hexadecimal digits',
    );
    expect((await failure(untrust(context().ctx, ['not-a-hash']))).message).toContain(
      'is not a command hash',
    );
    const digits = context();
    expect(await untrust(digits.ctx, ['1'.repeat(64)])).toBe(1);
    expect(digits.err()).toContain(`No trust record of ${'1'.repeat(64)}`);
  });
});

describe('li hooks trust: an imported http handler', () => {
  beforeEach(async () => {
    await writeFile(
      join(project, '.lionagi/settings.yaml'),
      [
        'hooks_external:',
        '  PostToolUse:',
        '    - hooks:',
        '        - type: http',
        '          url: https://audit.example.com/hook',
        '          headers: { Authorization: "Bearer $HOOK_TOKEN sk-literal" }',
        '          allowed_env_vars: [HOOK_TOKEN]',
        '          source: imported:claude',
        '',
      ].join('\n'),
    );
  });

  it('shows the url, header names and variables it pins, never header values; --yes approves it', async () => {
    const list = context();
    expect(await trust(list.ctx, [])).toBe(1);
    const text = list.out();
    expect(text).toContain('[1] PostToolUse  matcher any  imported (imported:claude)  PENDING');
    expect(text).toContain('    argv:       ["POST", "https://audit.example.com/hook"]');
    expect(text).toContain('    url:        https://audit.example.com/hook');
    expect(text).toContain('    headers:    authorization (names only; values are not pinned)');
    expect(text).toContain('    reads env:  HOOK_TOKEN');
    expect(text).not.toContain('sk-literal');
    expect(text).not.toContain('executable:');

    const json = context();
    expect(await trust(json.ctx, ['--json'])).toBe(0);
    expect(JSON.parse(json.out()).pending[0]).toMatchObject({
      argv: ['POST', 'https://audit.example.com/hook'],
      approvable: true,
      executable: null,
      http: {
        url: 'https://audit.example.com/hook',
        header_names: ['authorization'],
        allowed_env_vars: ['HOOK_TOKEN'],
      },
    });
    expect(json.out()).not.toContain('sk-literal');

    expect(await trust(context().ctx, ['--yes'])).toBe(0);
    const written = await readFile(userFile, 'utf8');
    expect(written).toContain('url: https://audit.example.com/hook');
    expect(written).not.toContain('sk-literal');
    const again = context();
    expect(await trust(again.ctx, [])).toBe(0);
    expect(again.out()).toBe('No hook command is waiting for approval.\n');
    // Nothing to warn about: https, a public host, an advisory event.
    expect(JSON.parse(json.out()).pending[0].http.warnings).toEqual([]);
  });

  it('li hooks untrust takes a prefix of the http hash li hooks trust shows', async () => {
    const json = context();
    expect(await trust(json.ctx, ['--json'])).toBe(0);
    const hash: string = JSON.parse(json.out()).pending[0].hash;
    expect(await trust(context().ctx, ['--yes'])).toBe(0);
    const revoke = context();
    expect(await untrust(revoke.ctx, [hash.slice(0, 12)])).toBe(0);
    expect(revoke.out()).toBe(
      `Revoked the trust of ${hash} from ${userFile} (1 record(s) removed, in every project); running sessions stop running it at their next hook call.\n`,
    );
    expect(await readFile(userFile, 'utf8')).not.toContain('http_hash');
  });

  it('warns about an item written as both a command and an http record, and keeps the handler pending', async () => {
    expect(await trust(context().ctx, ['--yes'])).toBe(0);
    const read = await readSettingsFile(userFile);
    if (read.status !== 'parsed') throw new Error(`${userFile} not written`);
    const [approved] = (read.document.doc.toJS() as { trusted_hook_commands: object[] })
      .trusted_hook_commands;
    // Before records were keyed by handler type, the http_hash won and the handler stayed trusted.
    const both = JSON.stringify({ ...approved, argv_hash: HASH });
    await writeFile(userFile, `trusted_hook_commands:\n  - ${both}\n`);
    const list = context();
    expect(await trust(list.ctx, [])).toBe(1);
    expect(list.out()).toContain('PENDING');
    expect(list.err()).toContain(
      `warning: ${userFile}: trusted_hook_commands item 0 is ignored (it trusts nothing): written as a record of command and http at once (command: a sha256 hex string, or a mapping with argv_hash or li_argv_hash; http: a mapping with http_hash); a record approves one handler type\n`,
    );
  });

  it("--json carries the review's http warnings (issue 31 item 10)", async () => {
    await writeFile(
      join(project, '.lionagi/settings.yaml'),
      [
        'hooks_external:',
        '  PreToolUse:',
        '    - hooks:',
        '        - type: http',
        '          url: http://127.0.0.1:8080/hook',
        '          headers: { Authorization: "Bearer $HOOK_TOKEN" }',
        '          allowed_env_vars: [HOOK_TOKEN]',
        '          source: imported:claude',
        '',
      ].join('\n'),
    );
    const json = context();
    expect(await trust(json.ctx, ['--json'])).toBe(0);
    expect(JSON.parse(json.out()).pending[0].http.warnings).toEqual([
      'cleartext http:// URL: the headers reading HOOK_TOKEN are sent unencrypted; anyone on the path can read them',
      'host 127.0.0.1 is a loopback address: whatever listens there answers for this hook, and a repository can point the handler at a service of this machine or network',
      'on a blocking event without fail_closed: a connection error or a malformed answer lets the action go ahead (C-5); set fail_closed: true to deny instead',
    ]);
  });
});
