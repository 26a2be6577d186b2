import { chmod, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { makeProject, type TempProject } from './fixtures/inspect/project.js';
import { loadedBy } from './helpers/loaded-by.js';
import { type LiResult, runLi } from './helpers/run-li.js';

// The launcher (dist/li.cjs, the bin) answers a bridge call no entry matches, one whose matching
// command hooks it runs itself (with dist/li-hooks.cjs, loaded only then), `li hooks list`,
// `--version` and the help itself, and hands every other call to the full program
// (dist/li-main.js). Each case runs through both, from the same state of $LIONAGI_HOME, and must
// give the same stdout, stderr, exit code and files; and the launcher must have answered alone,
// and loaded its match path, exactly where the case says (else this proves nothing).

const SETTINGS = `hooks_external:
  PreToolUse:
    - matcher: bash
      hooks:
        - type: command
          command: ["/bin/echo", "{}"]
  PostToolUse:
    - matcher: bash
      hooks:
        - type: command
          command: ["/bin/echo", "{}"]
`;

const REGEX = `${SETTINGS}    - matcher: "^mcp__.*"
      hooks:
        - type: command
          command: ["/bin/echo", "{}"]
`;

/** Settings whose one PreToolUse entry (for `matcher`) runs `command`, a YAML flow list. */
const guard = (command: string, { matcher = 'Grep', fields = '' } = {}) => `hooks_external:
  PreToolUse:
    - matcher: ${JSON.stringify(matcher)}
      hooks:
        - type: command
          command: ${command}
${fields}`;

const DENY_JSON = JSON.stringify({
  hookSpecificOutput: {
    hookEventName: 'PreToolUse',
    permissionDecision: 'deny',
    permissionDecisionReason: 'no grep here',
  },
});

/** An imported entry running the project's guards/ok.sh, which a case writes and trusts. */
const IMPORTED_SCRIPT = guard(`["/bin/sh", "\${LIONAGI_PROJECT_DIR}/guards/ok.sh"]`, {
  fields: '          source: imported:claude\n',
});

const call = (event: string, tool: string, extra: Record<string, unknown> = {}) =>
  JSON.stringify({
    hook_event_name: event,
    session_id: 'launcher-test',
    tool_name: tool,
    tool_input: { file_path: 'a.txt' },
    ...extra,
  });

interface Case {
  name: string;
  args: string[];
  input: string;
  /** Whether the launcher answers without the full program. */
  alone: boolean;
  /** Whether the launcher loads its match path (li-hooks.cjs) to run the hooks. */
  hooks?: true;
  settings?: string;
  env?: Record<string, string>;
  /** `false`: the parsed-settings cache starts empty. */
  prime?: boolean;
  /** Prime the cache again before the loaded-module run (its hooks edit a settings file). */
  reprime?: true;
  /** Done after the cache is primed, before both runs. */
  after?: (project: TempProject) => Promise<void>;
}

const BRIDGE = ['hooks', 'run', 'PreToolUse', '--emit', 'claude'];

const CASES: Case[] = [
  {
    name: 'no entry matches (claude)',
    args: BRIDGE,
    input: call('PreToolUse', 'Read'),
    alone: true,
  },
  {
    name: 'no entry matches (codex)',
    args: ['hooks', 'run', 'PreToolUse', '--emit', 'codex'],
    input: call('PreToolUse', 'apply_patch'),
    alone: true,
  },
  {
    name: 'PostToolUse, no entry matches',
    args: ['hooks', 'run', 'PostToolUse', '--emit', 'claude'],
    input: call('PostToolUse', 'Read', { tool_response: {} }),
    alone: true,
  },
  {
    name: 'no entry matches, no session_id (li makes one)',
    args: BRIDGE,
    input: JSON.stringify({ hook_event_name: 'PreToolUse', tool_name: 'Read', tool_input: {} }),
    alone: true,
  },
  { name: 'li hooks run --help', args: ['hooks', 'run', '--help'], input: '', alone: true },
  {
    name: 'an entry matches',
    args: BRIDGE,
    input: call('PreToolUse', 'Bash'),
    alone: true,
    hooks: true,
  },
  {
    name: 'a matching hook denies with exit 2',
    args: BRIDGE,
    input: call('PreToolUse', 'Grep'),
    settings: guard(`["/bin/sh", "-c", "echo no grep >&2; exit 2"]`),
    alone: true,
    hooks: true,
  },
  {
    name: 'a matching hook denies with its decision JSON',
    args: BRIDGE,
    input: call('PreToolUse', 'Grep'),
    settings: guard(`["/bin/echo", ${JSON.stringify(DENY_JSON)}]`),
    alone: true,
    hooks: true,
  },
  {
    name: 'a matching hook fails (exit 1)',
    args: BRIDGE,
    input: call('PreToolUse', 'Grep'),
    settings: guard(`["/bin/sh", "\${LIONAGI_PROJECT_DIR}/guards/fail.sh"]`),
    alone: true,
    hooks: true,
  },
  {
    name: 'a matching hook times out',
    args: BRIDGE,
    input: call('PreToolUse', 'Grep'),
    settings: guard(`["/bin/sleep", "5"]`, { fields: '          timeout: 1\n' }),
    alone: true,
    hooks: true,
  },
  {
    name: 'an imported entry with no trust record',
    args: BRIDGE,
    input: call('PreToolUse', 'Grep'),
    settings: guard(`["/bin/echo", "{}"]`, { fields: '          source: imported:claude\n' }),
    alone: true,
    hooks: true,
  },
  {
    name: 'a trusted imported script changed since it was trusted',
    args: BRIDGE,
    input: call('PreToolUse', 'Grep'),
    settings: IMPORTED_SCRIPT,
    after: async (p) => {
      await writeFile(join(p.dir, 'guards', 'ok.sh'), 'echo "{}"\n');
      expect((await p.li(['hooks', 'trust', '--yes'])).code).toBe(0);
      expect((await p.li(BRIDGE, call('PreToolUse', 'Read'))).code).toBe(0); // cached again
      await writeFile(join(p.dir, 'guards', 'ok.sh'), 'echo "{}"; touch /tmp/pwned\n');
    },
    alone: true,
    hooks: true,
  },
  {
    name: 'the same script, unchanged since it was trusted',
    args: BRIDGE,
    input: call('PreToolUse', 'Grep'),
    settings: IMPORTED_SCRIPT,
    after: async (p) => {
      await writeFile(join(p.dir, 'guards', 'ok.sh'), `echo '${DENY_JSON}'\n`);
      expect((await p.li(['hooks', 'trust', '--yes'])).code).toBe(0);
      expect((await p.li(BRIDGE, call('PreToolUse', 'Read'))).code).toBe(0); // cached again
    },
    alone: true,
    hooks: true,
  },
  {
    // Its first hook edits the user settings file: the gate reads the records again for the second
    // (yaml, which the launcher loads from the full program's build): once, never handed off.
    name: 'the user settings file changes during the firing',
    args: BRIDGE,
    input: call('PreToolUse', 'Grep'),
    settings: `${guard(`["/bin/sh", "\${LIONAGI_PROJECT_DIR}/guards/edit.sh"]`, {
      fields: '          source: imported:claude\n',
    })}        - type: command
          command: ["/bin/sh", "\${LIONAGI_PROJECT_DIR}/guards/ok.sh"]
          source: imported:claude
`,
    after: async (p) => {
      await writeFile(join(p.dir, 'guards', 'ok.sh'), `echo '${DENY_JSON}'\n`);
      await writeFile(
        join(p.dir, 'guards', 'edit.sh'),
        `printf '# edited\\n' >> "$LIONAGI_HOME/settings.yaml"; echo "{}"\n`,
      );
      expect((await p.li(['hooks', 'trust', '--yes'])).code).toBe(0);
      expect((await p.li(BRIDGE, call('PreToolUse', 'Read'))).code).toBe(0); // cached again
    },
    reprime: true,
    alone: true,
    hooks: true,
  },
  {
    name: 'a regex matcher matches (RE2: the full program)',
    args: BRIDGE,
    input: call('PreToolUse', 'Grep'),
    settings: guard(`["/bin/echo", ${JSON.stringify(DENY_JSON)}]`, { matcher: '^Gr.*' }),
    alone: false,
  },
  {
    name: 'an http hook matches (the full program)',
    args: BRIDGE,
    input: call('PreToolUse', 'Grep'),
    settings: `hooks_external:
  PreToolUse:
    - matcher: Grep
      hooks:
        - type: http
          url: http://127.0.0.1:9/hook
`,
    alone: false,
  },
  {
    name: 'cache miss',
    args: BRIDGE,
    input: call('PreToolUse', 'Read'),
    prime: false,
    alone: false,
  },
  {
    name: 'settings changed since they were cached (the same size)',
    args: BRIDGE,
    input: call('PreToolUse', 'Read'),
    after: (p) => writeFile(p.projectFile, SETTINGS.replace('matcher: bash', 'matcher: Read')),
    alone: false,
  },
  {
    name: 'a regex matcher (RE2 needed)',
    args: BRIDGE,
    input: call('PreToolUse', 'Read'),
    settings: REGEX,
    alone: false,
  },
  { name: 'malformed envelope', args: BRIDGE, input: '{not json', alone: false },
  {
    name: 'envelope the schema refuses',
    args: BRIDGE,
    input: JSON.stringify({ tool_name: 'Read', tool_input: 'ls' }),
    alone: false,
  },
  {
    name: 'unknown event',
    args: ['hooks', 'run', 'PreToolUsage', '--emit', 'claude'],
    input: call('PreToolUse', 'Read'),
    alone: false,
  },
  {
    name: 'unknown flag',
    args: [...BRIDGE, '--bogus'],
    input: call('PreToolUse', 'Read'),
    alone: false,
  },
  {
    name: 'Stop (continuation state)',
    args: ['hooks', 'run', 'Stop', '--emit', 'claude'],
    input: JSON.stringify({ hook_event_name: 'Stop', session_id: 's', stop_hook_active: false }),
    alone: false,
  },
  {
    name: 'a settings file others can write (fails closed)',
    args: BRIDGE,
    input: call('PreToolUse', 'Read'),
    after: (p) => chmod(p.projectFile, 0o666),
    alone: false,
  },
  {
    name: 'started inside a LionAGI hook',
    args: BRIDGE,
    input: call('PreToolUse', 'Read'),
    env: { LIONAGI_IN_HOOK: '1' },
    alone: false,
  },
  {
    name: 'no --emit (the LionAGI report)',
    args: ['hooks', 'run', 'PreToolUse'],
    input: call('PreToolUse', 'read_file'),
    alone: false,
  },
  { name: 'li hooks list', args: ['hooks', 'list'], input: '', alone: true },
  { name: 'li hooks list EVENT', args: ['hooks', 'list', 'PostToolUse'], input: '', alone: true },
  { name: 'li hooks list --json', args: ['hooks', 'list', '--json'], input: '', alone: false },
  {
    name: 'li hooks list with a settings warning',
    args: ['hooks', 'list'],
    input: '',
    settings: `${SETTINGS}trusted_hook_commands: []\n`,
    alone: false,
  },
  { name: 'li --version', args: ['--version'], input: '', alone: true },
  { name: 'li hooks --help', args: ['hooks', '--help'], input: '', alone: true },
  { name: 'li (no command)', args: [], input: '', alone: false },
  { name: 'an unknown verb', args: ['hooks', 'lsit'], input: '', alone: false },
  { name: 'another verb (doctor)', args: ['hooks', 'doctor'], input: '', alone: false },
];

/** Every file under `dir` with its text; an audit log's times (which differ per run) blanked. */
async function filesOf(dir: string): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  const walk = async (at: string) => {
    for (const entry of await readdir(at, { withFileTypes: true }).catch(() => [])) {
      const path = join(at, entry.name);
      // The bin's V8 code cache: kept by li.cjs whatever it answers, never by li-main.js.
      if (relative(dir, path) === join('cache', 'v8-code')) continue;
      if (entry.isDirectory()) await walk(path);
      else {
        const text = await readFile(path, 'latin1');
        // A settings cache entry names its file's mtime: a file a hook edits is put back (restore)
        // with another one between the two runs, though both programs cached the same bytes.
        out[relative(dir, path)] = path.endsWith('.jsonl')
          ? text.replace(/"(ts|duration_ms)":("[^"]*"|\d+)/g, '"$1":_')
          : relative(dir, path).startsWith(join('cache', 'settings'))
            ? text.replace(/\\?"mtimeNs\\?":\\?"\d+\\?"/g, '"mtimeNs":_')
            : text;
      }
    }
  };
  await walk(dir);
  return out;
}

/**
 * Puts `dir` back as `files` were: what the run added is deleted, what it changed rewritten, and
 * the rest left untouched, so a settings file keeps the identity its parsed-settings cache names.
 */
async function restore(dir: string, files: Record<string, string>): Promise<void> {
  const now = await filesOf(dir);
  for (const path of Object.keys(now)) if (!(path in files)) await rm(join(dir, path));
  for (const [path, text] of Object.entries(files)) {
    if (now[path] === text) continue;
    await mkdir(dirname(join(dir, path)), { recursive: true });
    await writeFile(join(dir, path), text, { encoding: 'latin1', mode: 0o600 });
  }
}

describe('the launcher answers as the full program', { timeout: 180_000 }, () => {
  const full = join(dirname(inject('liBin')), 'li-main.js');

  it.each(CASES)('$name', async (c) => {
    const project = await makeProject(c.settings ?? SETTINGS);
    const env = { ...project.env, ...c.env };
    const run = (bin: string | undefined): Promise<LiResult> =>
      runLi(c.args, { cwd: project.dir, env, input: c.input, ...(bin ? { bin } : {}) });
    // The cache is primed as a bridge call would find it; for `reprime`, again before the
    // loaded-module run, as restore() rewrote a file a hook edited (a new mtime: the cache misses).
    const prime = async () => {
      if (c.prime === false) return;
      const primed = await runLi(BRIDGE, {
        bin: full,
        cwd: project.dir,
        env: project.env,
        input: call('PreToolUse', 'Read'),
      });
      expect(primed.code).toBe(0);
    };
    await prime();
    await c.after?.(project);
    const before = await filesOf(project.lionagiHome);

    const launcher = await run(undefined);
    const launcherFiles = await filesOf(project.lionagiHome);
    await restore(project.lionagiHome, before);
    const direct = await run(full);
    const directFiles = await filesOf(project.lionagiHome);

    expect(launcher).toEqual(direct);
    expect(launcherFiles).toEqual(directFiles);

    await restore(project.lionagiHome, before);
    if (c.reprime === true) await prime();
    const loaded = await loadedBy(c.args, project.dir, env, c.input);
    expect(loaded.code).toBe(direct.code);
    expect(loaded.files.some((f) => f.endsWith('/li-main.js'))).toBe(!c.alone);
    expect(loaded.files.some((f) => f.endsWith('/li-hooks.cjs'))).toBe(c.hooks === true);
  });
});
