import { execFileSync, spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, readFile, realpath, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { importHooks } from '../src/import-hooks.js';
import { translateEntry } from '../src/translate.js';
import type { ForeignEntry, ForeignHarness } from '../src/types.js';
import { namesFor, TOOLS } from './tools.js';

const P = '${LIONAGI_PROJECT_DIR}';

function entry(
  harness: ForeignHarness,
  event: string,
  handler: Record<string, unknown>,
  matcher?: string,
): ForeignEntry {
  return {
    harness,
    event,
    matcher,
    handler,
    origin: { file: `/p/.${harness}/settings.json`, event, groupIndex: 0, hookIndex: 0 },
    fileNotes: [],
  };
}

const translate = (e: ForeignEntry, allowShell = false) =>
  translateEntry(e, { tools: namesFor(e.harness), allowShell });

describe('exact defaults and forms (each found by the real-world judge)', () => {
  it('a Claude Code SessionEnd hook gets 1.5 s without a timeout, and at most 60 s with one', () => {
    const none = translate(entry('claude', 'SessionEnd', { type: 'command', command: 'log-end' }));
    expect(none.hook?.timeout).toBe(1.5);
    expect(none.row.warnings).toContain(
      'no timeout in the source: Claude Code gives SessionEnd hooks 1.5 s, written out as timeout: 1.5 (the profile default is 60 s)',
    );
    const own = translate(
      entry('claude', 'SessionEnd', { type: 'command', command: 'log-end', timeout: 10 }),
    );
    expect(own.hook?.timeout).toBe(10);
    const long = translate(
      entry('claude', 'SessionEnd', { type: 'command', command: 'log-end', timeout: 300 }),
    );
    expect(long.hook?.timeout).toBe(60);
    expect(long.row.warnings).toContain(
      'timeout 300 s on SessionEnd: Claude Code raises its SessionEnd budget to at most 60 s, written as timeout: 60',
    );
    // Codex keeps its own (1 s) default.
    const codex = translate(entry('codex', 'SessionEnd', { type: 'command', command: 'log-end' }));
    expect(codex.hook?.timeout).toBe(1);
  });

  it("an http hook without a timeout gets Claude Code's default for its event, not the profile's 60 s", () => {
    const http = (event: string) =>
      translate(entry('claude', event, { type: 'http', url: 'http://127.0.0.1:9/hook' })).hook;
    expect(http('PreToolUse')?.timeout).toBe(600);
    expect(http('UserPromptSubmit')?.timeout).toBe(30);
    expect(http('SessionEnd')?.timeout).toBe(1.5);
    const row = translate(
      entry('claude', 'PreToolUse', { type: 'http', url: 'http://127.0.0.1:9/hook' }),
    ).row;
    expect(row.warnings).toContain(
      'no timeout in the source: Claude Code gives PreToolUse hooks 600 s, written out as timeout: 600 (the profile default is 60 s); a blocking hook that times out denies the action here (Dv1-4)',
    );
    const own = translate(
      entry('claude', 'PreToolUse', { type: 'http', url: 'http://127.0.0.1:9/h', timeout: 5 }),
    );
    expect(own.hook?.timeout).toBe(5);
  });

  it('`cd -- "${CLAUDE_PROJECT_DIR:-.}" && cmd` is stripped like the same prefix without --', () => {
    for (const command of [
      'cd -- "${CLAUDE_PROJECT_DIR:-.}" && node hooks/check.js',
      'cd "${CLAUDE_PROJECT_DIR:-.}" && node hooks/check.js',
      'cd -- "$CLAUDE_PROJECT_DIR" && node hooks/check.js',
    ]) {
      const { row } = translate(entry('claude', 'PreToolUse', { type: 'command', command }));
      expect({ command, status: row.status, argv: row.argv }).toEqual({
        command,
        status: 'imported',
        argv: ['node', 'hooks/check.js'],
      });
    }
  });

  it('--allow-shell refuses a script whose placeholder text the shell would not expand as LionAGI substitutes it', () => {
    const single = translate(
      entry('claude', 'SessionStart', { type: 'command', command: "echo '${HOME}' | tee -a log" }),
      true,
    ).row;
    expect(single.status).toBe('rejected');
    expect(single.reason).toBe(
      'the command needs a shell, and its script contains the literal text ${HOME} (in single quotes), which the shell keeps as text but LionAGI would substitute at spawn; --allow-shell cannot import it as ["/bin/sh", "-c", text] (C-4)',
    );
    const project = translate(
      entry('claude', 'SessionStart', {
        type: 'command',
        command: 'echo "${LIONAGI_PROJECT_DIR}" | tee -a log',
      }),
      true,
    ).row;
    expect(project.reason).toContain(
      'the literal text ${LIONAGI_PROJECT_DIR}, which no harness sets (its shell expands it to nothing) but LionAGI would substitute at spawn',
    );
    // Expanded by the shell to the same HOME: imported as the harness ran it.
    const expanded = translate(
      entry('claude', 'SessionStart', {
        type: 'command',
        command: 'echo "${HOME}/x" | tee -a log',
      }),
      true,
    ).row;
    expect(expanded.argv).toEqual(['/bin/sh', '-c', 'echo "${HOME}/x" | tee -a log']);
  });

  it('Codex Notification and PostToolUseFailure entries are rejected naming Codex, which never ran them', () => {
    const notification = translate(
      entry('codex', 'Notification', { type: 'command', command: 'notify-send done' }),
    ).row;
    expect(notification.status).toBe('rejected');
    expect(notification.reason).toBe(
      'Codex has no Notification event: it never ran this hook there, so it is not imported (move it to an event Codex fires)',
    );
    const failure = translate(
      entry('codex', 'PostToolUseFailure', { type: 'command', command: 'log-fail' }, 'Bash'),
    ).row;
    expect(failure.reason).toMatch(/^Codex has no PostToolUseFailure event \(its PostToolUse/);
    // Claude Code has both.
    expect(
      translate(entry('claude', 'Notification', { type: 'command', command: 'notify-send done' }))
        .row.status,
    ).toBe('imported');
  });

  it('a bare $CLAUDE_PROJECT_DIR in a Codex file is rejected (Codex leaves it empty); ${CLAUDE_PROJECT_DIR:-.} is ".", said so', () => {
    for (const command of [
      '"$CLAUDE_PROJECT_DIR"/hooks/x.sh',
      '${CLAUDE_PROJECT_DIR}/hooks/x.sh',
    ]) {
      const { row } = translate(entry('codex', 'PreToolUse', { type: 'command', command }, 'Bash'));
      expect(row.status).toBe('rejected');
      expect(row.reason).toContain(
        'which Codex does not set: under Codex it expands to an empty string',
      );
    }
    const dot = translate(
      entry(
        'codex',
        'PreToolUse',
        { type: 'command', command: '"${CLAUDE_PROJECT_DIR:-.}"/hooks/x.sh' },
        'Bash',
      ),
    ).row;
    expect(dot.argv).toEqual([`${P}/hooks/x.sh`]);
    expect(dot.warnings).toContain(
      'Codex does not set CLAUDE_PROJECT_DIR, so under Codex ${CLAUDE_PROJECT_DIR:-.} is ".", the session\'s directory; imported as the project root, where LionAGI starts every hook (C-3)',
    );
    const elsewhere = translate(
      entry('codex', 'PreToolUse', { type: 'command', command: '${CLAUDE_PROJECT_DIR:-/srv}/x' }),
    ).row;
    expect(elsewhere.reason).toContain('under Codex it is "/srv", not the project root');
  });
});

describe('the written settings read the same in a YAML 1.1 reader (PyYAML)', {
  timeout: 30_000,
}, () => {
  let root: string;
  beforeEach(async () => {
    root = await realpath(await mkdtemp(join(tmpdir(), 'lionagi-yaml11-')));
  });
  afterEach(async () => {
    await rm(root, { recursive: true, force: true });
  });

  const pyyaml = spawnSync('python3', ['-c', 'import yaml'], { stdio: 'ignore' }).status === 0;

  it.runIf(pyyaml)('a TAB, on / no, 12:30, 1_000 and a date stay strings', async () => {
    const project = join(root, 'proj');
    await mkdir(join(project, '.claude'), { recursive: true });
    const args = ['a\tb', 'on', 'no', '12:30', '1_000', '2024-01-01', 'Yes', '0777', '~'];
    await writeFile(
      join(project, '.claude', 'settings.json'),
      JSON.stringify({
        hooks: {
          SessionStart: [{ hooks: [{ type: 'command', command: 'printf', args }] }],
        },
      }),
    );
    const env = { HOME: join(root, 'home'), LIONAGI_HOME: join(root, 'lh') };
    const result = await importHooks({ harness: 'claude', projectDir: project, tools: TOOLS, env });
    expect(result.summary.imported).toBe(1);
    const file = join(project, '.lionagi', 'settings.yaml');
    const read = execFileSync(
      'python3',
      [
        '-c',
        'import json,sys,yaml; d=yaml.safe_load(open(sys.argv[1])); print(json.dumps(d["hooks_external"]["SessionStart"][0]["hooks"][0]["command"]))',
        file,
      ],
      { encoding: 'utf8' },
    );
    expect(JSON.parse(read)).toEqual(['printf', ...args]);
    expect(await readFile(file, 'utf8')).toContain('"a\\tb"');
  });
});

describe('async: true on a blocking event (C-8)', () => {
  it('imports a Claude Code background hook as async, saying it cannot gate', () => {
    const { row, hook } = translate(
      entry('claude', 'PreToolUse', { type: 'command', command: 'log-call', async: true }, 'Bash'),
    );
    expect(row.status).toBe('imported');
    expect(hook?.async).toBe(true);
    expect(row.warnings).toContain(
      'async: true on PreToolUse, a blocking event: Claude Code runs it in the background, where it cannot block; imported as a background hook whose decision is ignored, so it guards nothing (C-8)',
    );
  });
});
