import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { chmodSync, mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type GroupSpec, type HooksSpec, type LiveRow, settingsYaml } from '../src/index.js';
import { FIXTURES } from '../test/support/run-row.js';
import {
  claudeMcp,
  codexMcp,
  codexTrustRecords,
  harnessCommand,
  lionagiExtra,
  MCP_CALL,
  skillLineCase,
  trustImported,
} from './case-extras.js';
import type { HarnessBins } from './install.js';

/** The three things every live row runs under. */
export const HARNESSES = ['lionagi', 'claude', 'codex'] as const;

/** One of {@link HARNESSES}. */
export type Harness = (typeof HARNESSES)[number];

/** One process the runner starts (see runner.mjs); `{{BASE_URL}}` is filled in by the runner. */
export interface LiveCase {
  id: string;
  harness: Harness;
  row: LiveRow;
  project: string;
  cwd: string;
  argv: string[];
  env: Record<string, string>;
  files: Record<string, string>;
  api: 'anthropic' | 'responses';
  requestLog: string;
  resultFile: string;
  timeoutMs: number;
  /** The prompt it submits. */
  prompt: string;
  /** Wait this long after the binary exits before ending its process group. */
  settleMs?: number;
  /**
   * Run on a pseudo-terminal (`script`): `input` is typed first; the run is ended (a success)
   * once `doneFile` (in the project) contains `doneText`.
   */
  pty?: { input: string; doneFile: string; doneText: string };
  /** Written to the process's stdin (a pipe), which is then closed (a REPL fed line by line). */
  input?: string;
}

/** A pty row's end: the first Notification envelope the recorder wrote. */
const PTY_DONE = { doneFile: 'hook-record.jsonl', doneText: '"hook_event_name":"Notification"' };

const TIMEOUT_MS = 120_000;
const PATH = process.env.PATH ?? '/usr/local/bin:/usr/bin:/bin';

const commandOf = (row: LiveRow) => row.command ?? 'touch ran.marker';

/** A compaction row's first session: one scripted answer (then `/compact` on that session). */
const COMPACT_FIRST_PROMPT = '@final FIRST-ANSWER';

/** The `/compact` line of a compaction row. */
const compactLine = (row: LiveRow) =>
  ['/compact', ...(row.compact?.instructions === undefined ? [] : [row.compact.instructions])].join(
    ' ',
  );

/**
 * The model's first step: the subagent call of a `subagent` row (the harness's agent tool, here
 * `agentTool`, with the harness's `extra` input fields), else the shell call `shell` builds.
 */
const firstCall = (
  row: LiveRow,
  agentTool: string,
  shell: () => string,
  extra: Record<string, unknown> = {},
) =>
  row.subagent === undefined
    ? shell()
    : `@tool ${agentTool} ${JSON.stringify({ description: 'sub task', prompt: row.subagent.prompt, subagent_type: 'general-purpose', ...extra })}`;

/** A shell call in a harness's vocabulary: the tool's name and its input for `command`. */
type ShellCall = (command: string) => { name: string; input: Record<string, unknown> };

const LIONAGI_SHELL: ShellCall = (command) => ({ name: 'bash', input: { command } });
const CLAUDE_SHELL: ShellCall = (command) => ({ name: 'Bash', input: { command } });
const CODEX_SHELL: ShellCall = (cmd) => ({ name: 'exec_command', input: { cmd } });

/** The message the fake API's error body carries for a `fail` row. */
export const FAIL_MESSAGE = 'LIVE-API-FAILURE';

/** One model round of shell calls as a directive line: `@tool` for one call, `@tools` for more. */
function roundLine(commands: readonly string[], shell: ShellCall): string {
  const calls = commands.map(shell);
  const [one] = calls;
  return calls.length === 1 && one
    ? `@tool ${one.name} ${JSON.stringify(one.input)}`
    : `@tools ${JSON.stringify(calls)}`;
}

/**
 * The prompt: the row's note line (if any), then the scripted tool call (a `rounds` row: one line
 * per round, in the harness's `shell` vocabulary; and the MCP tool call of an `mcp` row), then the
 * final answer, or the failing request of a `fail` row.
 */
const promptOf = (row: LiveRow, toolLine: string, shell: ShellCall) =>
  [
    ...(row.promptNote === undefined ? [] : [row.promptNote]),
    ...(row.rounds === undefined ? [toolLine] : row.rounds.map((r) => roundLine(r, shell))),
    ...(row.mcp ? [MCP_CALL] : []),
    row.fail === undefined ? '@final done' : `@fail ${row.fail} ${FAIL_MESSAGE}`,
  ].join('\n');

/** A hook's argv relative to the project (a fixture under `hooks/` or an SDK bundle under `sdk/`). */
function argvOf(hook: string, args: readonly string[] = [], sdk = false): string[] {
  const path = `${sdk ? 'sdk' : 'hooks'}/${hook}`;
  return [...(hook.endsWith('.mjs') ? ['node', path] : [path]), ...args];
}

/** The row's hook, then its chain, in config order. */
function rowArgvs(row: LiveRow): string[][] {
  return [
    argvOf(row.hook, row.args, row.sdk),
    ...(row.chain ?? []).map((h) => argvOf(h.hook, h.args)),
  ];
}

/**
 * The matcher groups of one event: the row's hooks behind the row's matcher (on its own event);
 * with `dedup`, a second group with the same hooks and the matcher `make(...)` builds for `bash`.
 */
function groupsOf<H>(
  row: LiveRow,
  event: string,
  matcher: string | undefined,
  dedupMatcher: string,
  hook: (argv: string[], index: number) => H,
): Array<{ matcher?: string; hooks: H[] }> {
  const hooks = rowArgvs(row).map(hook);
  const first = { ...(event === row.event && matcher ? { matcher } : {}), hooks };
  return row.dedup && event === row.event ? [first, { matcher: dedupMatcher, hooks }] : [first];
}

/** Every event the row's hook is registered on; the matcher applies to the row's own event. */
function eventsOf(row: LiveRow): Array<LiveRow['event']> {
  return [row.event, ...(row.alsoOn ?? [])];
}

/**
 * One Claude Code / Codex command hook (see {@link harnessCommand}); the row's own hook (index 0)
 * carries the row's `async`, or is its `type: http` handler.
 */
const harnessHook =
  (row: LiveRow, harness: 'claude' | 'codex') => (argv: string[], index: number) => ({
    ...(index === 0 && row.http !== undefined
      ? { type: 'http', url: row.http.url }
      : { type: 'command', ...harnessCommand(argv, harness) }),
    ...(index === 0 && row.async ? { async: true } : {}),
    ...(row.timeout === undefined ? {} : { timeout: row.timeout }),
  });

/**
 * The Claude Code / Codex `hooks` tree for the row (same shape in settings.json and hooks.json).
 * With `bridge`, one hook per event: `li hooks run EVENT --emit HARNESS`, no matcher (the row's
 * hooks and matcher are in `.lionagi/settings.yaml`).
 */
function harnessHooks(
  row: LiveRow,
  harness: 'claude' | 'codex',
  bridge?: { li: string; emit: 'claude' | 'codex' },
) {
  const hooks: Record<string, unknown[]> = {};
  for (const event of eventsOf(row)) {
    hooks[event] =
      bridge === undefined
        ? groupsOf(row, event, row.matcher?.harness, 'Bash', harnessHook(row, harness))
        : [{ hooks: [bridgeHook(row, event, bridge)] }];
  }
  return { hooks };
}

/**
 * One bridge handler: the li entry point run by node, or for a `bridgeInUserFile` row exactly
 * what `li hooks export --bridge` writes (apps/cli bridge-config.ts), `li` found on PATH.
 */
function bridgeHook(row: LiveRow, event: string, bridge: { li: string; emit: 'claude' | 'codex' }) {
  if (!row.bridgeInUserFile) {
    const command = `${JSON.stringify(process.execPath)} ${JSON.stringify(bridge.li)} hooks run ${event} --emit ${bridge.emit}`;
    return { type: 'command', command };
  }
  if (bridge.emit === 'codex')
    return { type: 'command', command: `li hooks run ${event} --emit codex`, timeout: 300 };
  const args = [
    'hooks',
    'run',
    event,
    '--emit',
    'claude',
    '--project-dir',
    '${CLAUDE_PROJECT_DIR}',
  ];
  return { type: 'command', command: 'li', timeout: 300, args };
}

/**
 * The user file's copy of the bridge: the same handler, with what export writes differently per
 * file (the matcher of that file's entries, the timeout of its chain), so a harness that keys its
 * dedup on the handler's command (and `args`) alone runs it once.
 */
function userFileBridge(row: LiveRow, bridge: { li: string; emit: 'claude' | 'codex' }) {
  const hooks: Record<string, unknown[]> = {};
  for (const event of eventsOf(row)) {
    const handler = { ...bridgeHook(row, event, bridge), timeout: 600 };
    hooks[event] = [{ matcher: 'Bash|Edit|Write', hooks: [handler] }];
  }
  return { hooks };
}

/** A bin directory (beside the project) holding `li`: a shim that runs the li entry point. */
function liOnPath(project: string, li: string): string {
  const bin = join(project, '..', 'bin');
  mkdirSync(bin, { recursive: true });
  const shim = join(bin, 'li');
  writeFileSync(
    shim,
    `#!/bin/sh\nexec ${JSON.stringify(process.execPath)} ${JSON.stringify(li)} "$@"\n`,
  );
  chmodSync(shim, 0o755);
  return bin;
}

/** The user-level hooks tree of a harness for a row with `userHook`. */
function userHooks(row: LiveRow, harness: 'claude' | 'codex') {
  if (row.userHook === undefined) return undefined;
  const argv = argvOf(row.userHook.hook, row.userHook.args);
  // The user layer runs in the project too: its path is relative to the project.
  // Index -1: not the row's own hook (no `async`, never its http handler).
  return { hooks: { [row.event]: [{ hooks: [harnessHook(row, harness)(argv, -1)] }] } };
}

/** The row's `.lionagi/settings.yaml` hooks (also what the bridge runs). */
function lionagiHooks(row: LiveRow): HooksSpec {
  // Keyed by the row's event, which may be one LionAGI refuses (TeammateIdle): the point of the row.
  const hooks: Record<string, GroupSpec[]> = {};
  for (const event of eventsOf(row)) {
    hooks[event] = groupsOf(row, event, row.matcher?.lionagi, 'bash', (command, index) => ({
      command: row.stringCommand ? command.join(' ') : command,
      ...(index === 0 && row.async ? { async: true } : {}),
      ...(row.timeout === undefined ? {} : { timeout: row.timeout }),
      ...(row.imported ? { source: `imported:${row.imported}` as const } : {}),
      ...row.lionagiOnly,
    }));
  }
  return hooks;
}

/** The row's `.lionagi/settings.yaml`: its hooks (and the MCP server of an `mcp` row), or its one `type: http` handler. */
function lionagiSettings(row: LiveRow): string {
  if (row.http === undefined) return settingsYaml(lionagiHooks(row), lionagiExtra(row));
  const failClosed = row.http.failClosed ? ', fail_closed: true' : '';
  return `hooks_external:\n  ${row.event}:\n    - hooks:\n        - { type: http, url: ${JSON.stringify(row.http.url)}${failClosed} }\n`;
}

/** li-agent's environment in a live case: a private HOME (and LIONAGI_HOME), the fake API. */
export function agentEnv(home: string): Record<string, string> {
  return {
    PATH,
    HOME: home,
    LIONAGI_HOME: home,
    NO_COLOR: '1',
    ANTHROPIC_BASE_URL: '{{BASE_URL}}',
    ANTHROPIC_API_KEY: 'conformance',
  };
}

/**
 * Claude Code's environment in a live case: the ground-truth recipe's (claude-code REPORT §13),
 * nothing inherited.
 */
export function claudeEnv(home: string): Record<string, string> {
  return {
    HOME: home,
    PATH,
    TERM: 'dumb',
    LANG: 'C.UTF-8',
    SHELL: '/bin/bash',
    USER: 'root',
    ANTHROPIC_BASE_URL: '{{BASE_URL}}',
    ANTHROPIC_API_KEY: 'dummy',
    CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: '1',
    DISABLE_TELEMETRY: '1',
    DISABLE_AUTOUPDATER: '1',
    DISABLE_ERROR_REPORTING: '1',
    DISABLE_BUG_COMMAND: '1',
    CLAUDE_CODE_DISABLE_FEEDBACK_SURVEY: '1',
  };
}

function lionagiCase(base: CaseBase, home: string, agentBin: string, liBin: string): LiveCase {
  const { row } = base;
  if (row.trusted) trustImported(base.project, home, liBin, lionagiSettings(row));
  // On a terminal, a fresh home's REPL first asks to approve the project's hooks (C-9): approved
  // beforehand, as the user would once, so the typed line is the tool call.
  if (row.pty) trustImported(base.project, home, liBin, lionagiSettings(row), ['--project']);
  const user =
    row.userHook === undefined
      ? {}
      : {
          [join(home, 'settings.yaml')]: settingsYaml({
            [row.event]: [{ hooks: [{ command: argvOf(row.userHook.hook, row.userHook.args) }] }],
          }),
        };
  const toolLine = firstCall(
    row,
    'agent',
    () => `@tool bash ${JSON.stringify({ command: commandOf(row) })}`,
  );
  const prompt = row.compact ? COMPACT_FIRST_PROMPT : promptOf(row, toolLine, LIONAGI_SHELL);
  const model = ['--provider', 'anthropic', '--model', 'fake-model'];
  const files = {
    [join(base.project, '.lionagi', 'settings.yaml')]: lionagiSettings(row),
    ...user,
  };
  // Compaction: the REPL, fed through a pipe: the session's prompt, then `/compact`.
  if (row.compact) {
    return {
      ...base,
      harness: 'lionagi',
      api: 'anthropic',
      prompt,
      argv: [process.execPath, agentBin, ...model],
      input: `${prompt}\n${compactLine(row)}\n`,
      env: agentEnv(home),
      files,
    };
  }
  return {
    ...base,
    harness: 'lionagi',
    api: 'anthropic',
    prompt,
    // On a pty the REPL reads one prompt line (the tool call; the run ends before an answer).
    argv: row.pty
      ? [process.execPath, agentBin, ...model]
      : [process.execPath, agentBin, '-p', prompt, '--output-format', 'json', ...model],
    ...(row.pty ? { pty: { input: `${toolLine}\n`, ...PTY_DONE } } : {}),
    env: agentEnv(home),
    files,
  };
}

/** What an envelope case changes in a harness case: its hooks tree, prompt and extra files. */
export interface CaseOverride {
  hooks: { hooks: Record<string, unknown[]> };
  prompt: string;
  files?: Record<string, string>;
}

type CaseBase = Omit<LiveCase, 'harness' | 'argv' | 'env' | 'files' | 'api' | 'prompt'>;

export function claudeCase(
  base: CaseBase,
  home: string,
  claude: string,
  override?: CaseOverride,
  li?: string,
): LiveCase {
  const { row } = base;
  const bridge = row.bridge && li !== undefined ? { li, emit: 'claude' as const } : undefined;
  const user =
    row.bridgeInUserFile && bridge ? userFileBridge(row, bridge) : userHooks(row, 'claude');
  const path: Record<string, string> =
    row.bridgeInUserFile && li !== undefined
      ? { PATH: `${liOnPath(base.project, li)}:${PATH}` }
      : {};
  const mcp = claudeMcp(row, base.project);
  const skill =
    row.skillLine && li !== undefined ? skillLineCase(base.project, commandOf(row), li) : undefined;
  const prompt =
    override?.prompt ??
    skill?.prompt ??
    (row.compact
      ? COMPACT_FIRST_PROMPT
      : promptOf(
          base.row,
          // In the foreground, as the ground truth called it: Claude Code 2.1.328 otherwise runs
          // the subagent in the background and answers the call before it returns.
          firstCall(
            row,
            'Agent',
            () => `@tool Bash ${JSON.stringify({ command: commandOf(base.row) })}`,
            { run_in_background: false },
          ),
          CLAUDE_SHELL,
        ));
  const print = [
    '--output-format',
    'stream-json',
    '--verbose',
    '--include-hook-events',
    ...(row.approval ? [] : ['--allowedTools', ['Bash', 'Agent', ...mcp.allowed].join(',')]),
    ...mcp.argv,
  ];
  return {
    ...base,
    harness: 'claude',
    api: 'anthropic',
    prompt,
    argv: row.pty
      ? [claude, '--permission-mode', 'default', prompt]
      : row.compact
        ? compactRuns(claude, prompt, compactLine(row), print)
        : [claude, '-p', prompt, ...print],
    ...(row.pty ? { pty: { input: '', ...PTY_DONE } } : {}),
    env: {
      ...claudeEnv(home),
      ...(row.pty ? { TERM: 'xterm-256color' } : {}),
      // A failing request answers at once: Claude Code's own retries (with backoff) turned off.
      ...(row.fail === undefined ? {} : { CLAUDE_CODE_MAX_RETRIES: '0' }),
      ...path,
    },
    files: {
      ...(row.pty ? interactiveClaudeState(home, base.project) : {}),
      [join(base.project, '.claude', 'settings.json')]: JSON.stringify(
        override?.hooks ?? skill?.hooks ?? harnessHooks(row, 'claude', bridge),
        null,
        2,
      ),
      ...(user === undefined
        ? {}
        : { [join(home, '.claude', 'settings.json')]: JSON.stringify(user) }),
      ...(bridge === undefined && skill === undefined ? {} : bridgeSettings(base.project, row)),
      ...mcp.files,
      ...skill?.files,
      ...override?.files,
    },
  };
}

/**
 * Claude Code's compaction, as the ground truth drove it (claude-code REPORT §3.1): a session
 * (`-p PROMPT --session-id ID`), then `-p "/compact …" --resume ID`. One `sh` runs both (the
 * values as its arguments, never spliced into the script); its exit code is the second run's.
 */
function compactRuns(claude: string, prompt: string, line: string, print: string[]): string[] {
  const script =
    'c=$1 p=$2 l=$3 id=$4; shift 4; "$c" -p "$p" --session-id "$id" "$@" && "$c" -p "$l" --resume "$id" "$@"';
  return ['/bin/sh', '-c', script, 'sh', claude, prompt, line, randomUUID(), ...print];
}

/**
 * The `~/.claude.json` an interactive Claude Code needs to go straight to the prompt: onboarding
 * done, the project's trust dialog accepted, the API key (`dummy`, its last 20 characters)
 * approved.
 */
function interactiveClaudeState(home: string, project: string): Record<string, string> {
  const state = {
    hasCompletedOnboarding: true,
    theme: 'dark',
    customApiKeyResponses: { approved: ['dummy'], rejected: [] },
    projects: { [project]: { hasTrustDialogAccepted: true, hasCompletedProjectOnboarding: true } },
  };
  return { [join(home, '.claude.json')]: JSON.stringify(state) };
}

/** The project's `.lionagi/settings.yaml` for a bridged row: the hooks li runs. */
function bridgeSettings(project: string, row: LiveRow): Record<string, string> {
  return { [join(project, '.lionagi', 'settings.yaml')]: lionagiSettings(row) };
}

export function codexCase(
  base: CaseBase,
  home: string,
  codexJs: string,
  override?: CaseOverride,
  li?: string,
): LiveCase {
  const { row } = base;
  const bridge = row.bridge && li !== undefined ? { li, emit: 'codex' as const } : undefined;
  const user =
    row.bridgeInUserFile && bridge ? userFileBridge(row, bridge) : userHooks(row, 'codex');
  const path =
    row.bridgeInUserFile && li !== undefined ? `${liOnPath(base.project, li)}:${PATH}` : PATH;
  const codexHome = join(base.project, '..', 'codex-home');
  mkdirSync(codexHome, { recursive: true });
  const hooksFile = join(codexHome, 'hooks.json');
  const prompt =
    override?.prompt ??
    promptOf(
      base.row,
      `@tool exec_command ${JSON.stringify({ cmd: commandOf(base.row) })}`,
      CODEX_SHELL,
    );
  // The config of the ground-truth recipe (codex REPORT §7): a fake provider on loopback.
  const config = [
    'model = "fake-model"',
    'model_provider = "fake"',
    'approval_policy = "never"',
    'sandbox_mode = "danger-full-access"',
    '[model_providers.fake]',
    'name = "fake"',
    'base_url = "{{BASE_URL}}"',
    'wire_api = "responses"',
    'env_key = "FAKE_API_KEY"',
    'request_max_retries = 0',
    'stream_max_retries = 0',
    // Analytics off: with it on each Codex run spends about 5 s trying to report (0.4 s off).
    '[analytics]',
    'enabled = false',
    `[projects.${JSON.stringify(base.project)}]`,
    'trust_level = "trusted"',
    ...codexMcp(row, base.project),
    // A `trusted` row: the hooks the user approved, recorded as Codex records them.
    ...(row.trusted ? codexTrustRecords(hooksFile, harnessHooks(row, 'codex')) : []),
    '',
  ].join('\n');
  const trust = row.imported ? [] : ['--dangerously-bypass-hook-trust'];
  return {
    ...base,
    harness: 'codex',
    api: 'responses',
    prompt,
    argv: [process.execPath, codexJs, 'exec', '--json', '--skip-git-repo-check', ...trust, prompt],
    env: {
      HOME: home,
      PATH: path,
      LANG: 'C.UTF-8',
      CODEX_HOME: codexHome,
      FAKE_API_KEY: 'conformance',
    },
    files: {
      [join(codexHome, 'config.toml')]: config,
      // With a user layer, CODEX_HOME/hooks.json holds it and the row's hooks go to the project's
      // .codex/hooks.json.
      [hooksFile]: JSON.stringify(
        override?.hooks ?? user ?? harnessHooks(row, 'codex', bridge),
        null,
        2,
      ),
      ...(user === undefined
        ? {}
        : {
            [join(base.project, '.codex', 'hooks.json')]: JSON.stringify(
              harnessHooks(row, 'codex', bridge),
            ),
          }),
      ...(bridge === undefined ? {} : bridgeSettings(base.project, row)),
      ...override?.files,
    },
  };
}

/**
 * The project of one case under `root/<row>/<harness>`: `.lionagi/`, `.claude/`, a private HOME,
 * the fixture hooks linked as `hooks/` and the bundled SDK examples as `sdk/`.
 */
export function caseBase(
  root: string,
  row: LiveRow,
  harness: Harness,
  sdkHooks: string,
): { base: CaseBase; home: string } {
  const dir = join(root, row.id, harness);
  const project = join(dir, 'project');
  const home = join(dir, 'home');
  mkdirSync(join(project, '.lionagi'), { recursive: true });
  mkdirSync(join(project, '.claude'), { recursive: true });
  mkdirSync(home, { recursive: true });
  symlinkSync(join(FIXTURES, 'hooks'), join(project, 'hooks'));
  symlinkSync(sdkHooks, join(project, 'sdk'));
  symlinkSync(join(FIXTURES, 'mcp-echo.mjs'), join(project, 'mcp-echo.mjs'));
  const base = {
    id: `${row.id}/${harness}`,
    row,
    project,
    cwd: project,
    requestLog: join(dir, 'requests.jsonl'),
    resultFile: join(dir, 'result.json'),
    timeoutMs: TIMEOUT_MS,
    ...(row.settleMs === undefined ? {} : { settleMs: row.settleMs }),
  };
  return { base, home };
}

/**
 * Creates a project per row and harness under `root` (fixture hooks linked as `hooks/`, the bundled
 * SDK examples as `sdk/`) and describes the process to run for each.
 */
export function buildCases(
  root: string,
  rows: readonly LiveRow[],
  bins: HarnessBins & { agentBin: string; liBin: string; sdkHooks: string },
): LiveCase[] {
  return rows.flatMap((row) =>
    // Codex has no skill shell lines, and no Notification event (a pty row); rows it cannot
    // exhibit say why (`codexNotRun`).
    HARNESSES.filter((h) => !((row.skillLine || row.pty || row.codexNotRun) && h === 'codex')).map(
      (harness) => {
        const { base, home } = caseBase(root, row, harness, bins.sdkHooks);
        const userLayer = row.userHook !== undefined || row.bridgeInUserFile;
        if (userLayer) mkdirSync(join(home, '.claude'), { recursive: true });
        if (harness === 'codex' && userLayer)
          mkdirSync(join(base.project, '.codex'), { recursive: true });
        if (row.gitUntracked !== undefined) {
          execFileSync('git', ['init', '-q'], { cwd: base.project, stdio: 'ignore' });
          writeFileSync(join(base.project, row.gitUntracked), 'junk\n');
        }
        if (harness === 'lionagi') return lionagiCase(base, home, bins.agentBin, bins.liBin);
        if (harness === 'claude') return claudeCase(base, home, bins.claude, undefined, bins.liBin);
        return codexCase(base, home, bins.codexJs, undefined, bins.liBin);
      },
    ),
  );
}
