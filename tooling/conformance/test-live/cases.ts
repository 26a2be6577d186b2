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

/** The hook's argv relative to the project (a fixture under `hooks/` or an SDK bundle under `sdk/`). */
function hookArgv(row: LiveRow): string[] {
  const path = `${row.sdk ? 'sdk' : 'hooks'}/${row.hook}`;
  return [...(row.hook.endsWith('.mjs') ? ['node', path] : [path]), ...(row.args ?? [])];
}

/** Every event the row's hook is registered on; the matcher applies to the row's own event. */
function eventsOf(row: LiveRow): Array<LiveRow['event']> {
  return [row.event, ...(row.alsoOn ?? [])];
}

/** The Claude Code / Codex `hooks` tree for the row (same shape in settings.json and hooks.json). */
function harnessHooks(row: LiveRow) {
  const hook = {
    type: 'command',
    // Claude Code and Codex run command strings through a shell.
    command: hookArgv(row).join(' '),
    ...(row.timeout === undefined ? {} : { timeout: row.timeout }),
  };
  const hooks: Record<string, unknown[]> = {};
  for (const event of eventsOf(row)) {
    const matcher = event === row.event ? row.matcher?.harness : undefined;
    hooks[event] = [{ ...(matcher ? { matcher } : {}), hooks: [hook] }];
  }
  return { hooks };
}

function lionagiCase(
  base: Omit<LiveCase, 'harness' | 'argv' | 'env' | 'files' | 'api'>,
  home: string,
  agentBin: string,
): LiveCase {
  const { row } = base;
  const entry = {
    command: hookArgv(row),
    ...(row.timeout === undefined ? {} : { timeout: row.timeout }),
    ...(row.imported ? { source: 'imported:claude' as const } : {}),
  };
  const hooks: HooksSpec = {};
  for (const event of eventsOf(row)) {
    const matcher = event === row.event ? row.matcher?.lionagi : undefined;
    hooks[event] = [{ ...(matcher ? { matcher } : {}), hooks: [entry] }];
  }
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
    env: {
      PATH,
      HOME: home,
      LIONAGI_HOME: home,
      NO_COLOR: '1',
      ANTHROPIC_BASE_URL: '{{BASE_URL}}',
      ANTHROPIC_API_KEY: 'conformance',
    },
    files: {
      [join(base.project, '.lionagi', 'settings.yaml')]: settingsYaml(hooks),
    },
  };
}

function claudeCase(
  base: Omit<LiveCase, 'harness' | 'argv' | 'env' | 'files' | 'api'>,
  home: string,
  claude: string,
): LiveCase {
  const prompt = promptOf(
    base.row,
    `@tool Bash ${JSON.stringify({ command: commandOf(base.row) })}`,
  );
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
    // The environment of the ground-truth recipe (claude-code REPORT §13): nothing inherited.
    env: {
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
    },
    files: {
      [join(base.project, '.claude', 'settings.json')]: JSON.stringify(
        harnessHooks(base.row),
        null,
        2,
      ),
    },
  };
}

function codexCase(
  base: Omit<LiveCase, 'harness' | 'argv' | 'env' | 'files' | 'api'>,
  home: string,
  codexJs: string,
): LiveCase {
  const codexHome = join(base.project, '..', 'codex-home');
  mkdirSync(codexHome, { recursive: true });
  const prompt = promptOf(
    base.row,
    `@tool exec_command ${JSON.stringify({ cmd: commandOf(base.row) })}`,
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
    `[projects.${JSON.stringify(base.project)}]`,
    'trust_level = "trusted"',
    '',
  ].join('\n');
  const trust = base.row.imported ? [] : ['--dangerously-bypass-hook-trust'];
  return {
    ...base,
    harness: 'codex',
    api: 'responses',
    argv: [process.execPath, codexJs, 'exec', '--json', '--skip-git-repo-check', ...trust, prompt],
    env: { HOME: home, PATH, LANG: 'C.UTF-8', CODEX_HOME: codexHome, FAKE_API_KEY: 'conformance' },
    files: {
      [join(codexHome, 'config.toml')]: config,
      [join(codexHome, 'hooks.json')]: JSON.stringify(harnessHooks(base.row), null, 2),
    },
  };
}

/**
 * Creates a project per row and harness under `root` (fixture hooks linked as `hooks/`, the bundled
 * SDK examples as `sdk/`) and describes the process to run for each.
 */
export function buildCases(
  root: string,
  rows: readonly LiveRow[],
  bins: HarnessBins & { agentBin: string; sdkHooks: string },
): LiveCase[] {
  return rows.flatMap((row) =>
    HARNESSES.map((harness) => {
      const dir = join(root, row.id, harness);
      const project = join(dir, 'project');
      const home = join(dir, 'home');
      mkdirSync(join(project, '.lionagi'), { recursive: true });
      mkdirSync(join(project, '.claude'), { recursive: true });
      mkdirSync(home, { recursive: true });
      symlinkSync(join(FIXTURES, 'hooks'), join(project, 'hooks'));
      symlinkSync(bins.sdkHooks, join(project, 'sdk'));
      if (row.gitUntracked !== undefined) {
        execFileSync('git', ['init', '-q'], { cwd: project, stdio: 'ignore' });
        writeFileSync(join(project, row.gitUntracked), 'junk\n');
      }
      const base = {
        id: `${row.id}/${harness}`,
        row,
        project,
        cwd: project,
        requestLog: join(dir, 'requests.jsonl'),
        resultFile: join(dir, 'result.json'),
        timeoutMs: TIMEOUT_MS,
      };
      if (harness === 'lionagi') return lionagiCase(base, home, bins.agentBin);
      if (harness === 'claude') return claudeCase(base, home, bins.claude);
      return codexCase(base, home, bins.codexJs);
    }),
  );
}
