import { execFileSync } from 'node:child_process';
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type HooksSpec, type LiveRow, settingsYaml } from '../src/index.js';
import { FIXTURES } from '../test/support/run-row.js';
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
}

const TIMEOUT_MS = 120_000;
const PATH = process.env.PATH ?? '/usr/local/bin:/usr/bin:/bin';

const commandOf = (row: LiveRow) => row.command ?? 'touch ran.marker';

/** The prompt: the row's note line (if any), then the scripted tool call and final answer. */
const promptOf = (row: LiveRow, toolLine: string) =>
  [...(row.promptNote === undefined ? [] : [row.promptNote]), toolLine, '@final done'].join('\n');

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
  hook: (argv: string[]) => H,
): Array<{ matcher?: string; hooks: H[] }> {
  const hooks = rowArgvs(row).map(hook);
  const first = { ...(event === row.event && matcher ? { matcher } : {}), hooks };
  return row.dedup && event === row.event ? [first, { matcher: dedupMatcher, hooks }] : [first];
}

/** Every event the row's hook is registered on; the matcher applies to the row's own event. */
function eventsOf(row: LiveRow): Array<LiveRow['event']> {
  return [row.event, ...(row.alsoOn ?? [])];
}

/** One Claude Code / Codex command hook (they run command strings through a shell). */
const harnessHook = (row: LiveRow) => (argv: string[]) => ({
  type: 'command',
  command: argv.join(' '),
  ...(row.timeout === undefined ? {} : { timeout: row.timeout }),
});

/**
 * The Claude Code / Codex `hooks` tree for the row (same shape in settings.json and hooks.json).
 * With `bridge`, one hook per event: `li hooks run EVENT --emit HARNESS`, no matcher (the row's
 * hooks and matcher are in `.lionagi/settings.yaml`).
 */
function harnessHooks(row: LiveRow, bridge?: { li: string; emit: 'claude' | 'codex' }) {
  const hooks: Record<string, unknown[]> = {};
  for (const event of eventsOf(row)) {
    hooks[event] =
      bridge === undefined
        ? groupsOf(row, event, row.matcher?.harness, 'Bash', harnessHook(row))
        : [
            {
              hooks: [
                {
                  type: 'command',
                  command: `${JSON.stringify(process.execPath)} ${JSON.stringify(bridge.li)} hooks run ${event} --emit ${bridge.emit}`,
                },
              ],
            },
          ];
  }
  return { hooks };
}

/** The user-level hooks tree of a harness for a row with `userHook`. */
function userHooks(row: LiveRow) {
  if (row.userHook === undefined) return undefined;
  const argv = argvOf(row.userHook.hook, row.userHook.args);
  // The user layer runs in the project too: its path is relative to the project.
  return { hooks: { [row.event]: [{ hooks: [harnessHook(row)(argv)] }] } };
}

/** The row's `.lionagi/settings.yaml` hooks (also what the bridge runs). */
function lionagiHooks(row: LiveRow): HooksSpec {
  const hooks: HooksSpec = {};
  for (const event of eventsOf(row)) {
    hooks[event] = groupsOf(row, event, row.matcher?.lionagi, 'bash', (command) => ({
      command,
      ...(row.timeout === undefined ? {} : { timeout: row.timeout }),
      ...(row.imported ? { source: 'imported:claude' as const } : {}),
    }));
  }
  return hooks;
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

function lionagiCase(base: CaseBase, home: string, agentBin: string): LiveCase {
  const { row } = base;
  const user =
    row.userHook === undefined
      ? {}
      : {
          [join(home, 'settings.yaml')]: settingsYaml({
            [row.event]: [{ hooks: [{ command: argvOf(row.userHook.hook, row.userHook.args) }] }],
          }),
        };
  const prompt = promptOf(row, `@tool bash ${JSON.stringify({ command: commandOf(row) })}`);
  return {
    ...base,
    harness: 'lionagi',
    api: 'anthropic',
    argv: [
      process.execPath,
      agentBin,
      '-p',
      prompt,
      '--output-format',
      'json',
      '--provider',
      'anthropic',
      '--model',
      'fake-model',
    ],
    env: agentEnv(home),
    files: {
      [join(base.project, '.lionagi', 'settings.yaml')]: settingsYaml(lionagiHooks(row)),
      ...user,
    },
  };
}

/** What an envelope case changes in a harness case: its hooks tree, prompt and extra files. */
export interface CaseOverride {
  hooks: { hooks: Record<string, unknown[]> };
  prompt: string;
  files?: Record<string, string>;
}

type CaseBase = Omit<LiveCase, 'harness' | 'argv' | 'env' | 'files' | 'api'>;

export function claudeCase(
  base: CaseBase,
  home: string,
  claude: string,
  override?: CaseOverride,
  li?: string,
): LiveCase {
  const { row } = base;
  const bridge = row.bridge && li !== undefined ? { li, emit: 'claude' as const } : undefined;
  const user = userHooks(row);
  const prompt =
    override?.prompt ??
    promptOf(base.row, `@tool Bash ${JSON.stringify({ command: commandOf(base.row) })}`);
  return {
    ...base,
    harness: 'claude',
    api: 'anthropic',
    argv: [
      claude,
      '-p',
      prompt,
      '--output-format',
      'stream-json',
      '--verbose',
      '--include-hook-events',
      '--allowedTools',
      'Bash',
    ],
    env: claudeEnv(home),
    files: {
      [join(base.project, '.claude', 'settings.json')]: JSON.stringify(
        override?.hooks ?? harnessHooks(row, bridge),
        null,
        2,
      ),
      ...(user === undefined
        ? {}
        : { [join(home, '.claude', 'settings.json')]: JSON.stringify(user) }),
      ...(bridge === undefined ? {} : bridgeSettings(base.project, row)),
      ...override?.files,
    },
  };
}

/** The project's `.lionagi/settings.yaml` for a bridged row: the hooks li runs. */
function bridgeSettings(project: string, row: LiveRow): Record<string, string> {
  return { [join(project, '.lionagi', 'settings.yaml')]: settingsYaml(lionagiHooks(row)) };
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
  const user = userHooks(row);
  const codexHome = join(base.project, '..', 'codex-home');
  mkdirSync(codexHome, { recursive: true });
  const prompt =
    override?.prompt ??
    promptOf(base.row, `@tool exec_command ${JSON.stringify({ cmd: commandOf(base.row) })}`);
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
    `[projects.${JSON.stringify(base.project)}]`,
    'trust_level = "trusted"',
    '',
  ].join('\n');
  const trust = row.imported ? [] : ['--dangerously-bypass-hook-trust'];
  return {
    ...base,
    harness: 'codex',
    api: 'responses',
    argv: [process.execPath, codexJs, 'exec', '--json', '--skip-git-repo-check', ...trust, prompt],
    env: { HOME: home, PATH, LANG: 'C.UTF-8', CODEX_HOME: codexHome, FAKE_API_KEY: 'conformance' },
    files: {
      [join(codexHome, 'config.toml')]: config,
      // With a user layer, CODEX_HOME/hooks.json holds it and the row's hooks go to the project's
      // .codex/hooks.json.
      [join(codexHome, 'hooks.json')]: JSON.stringify(
        override?.hooks ?? user ?? harnessHooks(row, bridge),
        null,
        2,
      ),
      ...(user === undefined
        ? {}
        : { [join(base.project, '.codex', 'hooks.json')]: JSON.stringify(harnessHooks(row)) }),
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
  const base = {
    id: `${row.id}/${harness}`,
    row,
    project,
    cwd: project,
    requestLog: join(dir, 'requests.jsonl'),
    resultFile: join(dir, 'result.json'),
    timeoutMs: TIMEOUT_MS,
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
    HARNESSES.map((harness) => {
      const { base, home } = caseBase(root, row, harness, bins.sdkHooks);
      if (row.userHook !== undefined) mkdirSync(join(home, '.claude'), { recursive: true });
      if (harness === 'codex' && row.userHook !== undefined)
        mkdirSync(join(base.project, '.codex'), { recursive: true });
      if (row.gitUntracked !== undefined) {
        execFileSync('git', ['init', '-q'], { cwd: base.project, stdio: 'ignore' });
        writeFileSync(join(base.project, row.gitUntracked), 'junk\n');
      }
      if (harness === 'lionagi') return lionagiCase(base, home, bins.agentBin);
      if (harness === 'claude') return claudeCase(base, home, bins.claude, undefined, bins.liBin);
      return codexCase(base, home, bins.codexJs, undefined, bins.liBin);
    }),
  );
}
