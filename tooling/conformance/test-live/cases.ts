import { mkdirSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { type LiveRow, settingsYaml } from '../src/index.js';
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

/** The hook as a shell command line (Claude Code and Codex run command strings through a shell). */
function shellCommand(row: LiveRow): string {
  const runner = row.hook.endsWith('.mjs') ? 'node ' : '';
  return [`${runner}hooks/${row.hook}`, ...(row.args ?? [])].join(' ');
}

/** The Claude Code / Codex `hooks` tree for the row (same shape in settings.json and hooks.json). */
function harnessHooks(row: LiveRow) {
  const hook = {
    type: 'command',
    command: shellCommand(row),
    ...(row.timeout === undefined ? {} : { timeout: row.timeout }),
  };
  const group = { ...(row.matcher ? { matcher: row.matcher.harness } : {}), hooks: [hook] };
  return { hooks: { [row.event]: [group] } };
}

function lionagiCase(
  base: Omit<LiveCase, 'harness' | 'argv' | 'env' | 'files' | 'api'>,
  home: string,
  agentBin: string,
): LiveCase {
  const { row } = base;
  const argv = row.hook.endsWith('.mjs') ? ['node', `hooks/${row.hook}`] : [`hooks/${row.hook}`];
  const entry = {
    command: [...argv, ...(row.args ?? [])],
    ...(row.timeout === undefined ? {} : { timeout: row.timeout }),
    ...(row.imported ? { source: 'imported:claude' as const } : {}),
  };
  const group = { ...(row.matcher ? { matcher: row.matcher.lionagi } : {}), hooks: [entry] };
  const prompt = `@tool bash ${JSON.stringify({ command: commandOf(row) })}\n@final done`;
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
      [join(base.project, '.lionagi', 'settings.yaml')]: settingsYaml({ [row.event]: [group] }),
    },
  };
}

function claudeCase(
  base: Omit<LiveCase, 'harness' | 'argv' | 'env' | 'files' | 'api'>,
  home: string,
  claude: string,
): LiveCase {
  const prompt = `@tool Bash ${JSON.stringify({ command: commandOf(base.row) })}\n@final done`;
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
  const prompt = `@tool exec_command ${JSON.stringify({ cmd: commandOf(base.row) })}\n@final done`;
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

/** Creates a project per row and harness under `root` and describes the process to run for each. */
export function buildCases(
  root: string,
  rows: readonly LiveRow[],
  bins: HarnessBins & { agentBin: string },
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
