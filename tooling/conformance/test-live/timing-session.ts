import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { defaultHookAuditPath, readHookAudit } from '@lionagi/runtime';
import { expect } from 'vitest';
import { claudeEnv, type LiveCase } from './cases.js';
import { netnsAvailable, runLiveJob } from './isolation.js';

/** A timing session: a live case without a row, with the home it runs in. */
export type TimingCase<Side extends string> = Omit<
  LiveCase,
  'row' | 'harness' | 'project' | 'prompt'
> & {
  side: Side;
  home: string;
};

/** `calls` tool calls of `tool` (each fires the hook once), then a final answer. */
export const timingPrompt = (tool: string, calls: number) =>
  [
    ...Array.from({ length: calls }, () => `@tool ${tool} ${JSON.stringify({ command: 'true' })}`),
    '@final done',
  ].join('\n');

/**
 * The common part of a timing session `<root>/<id>/{project,home}` (the project holding
 * `settingsDir`), against the fake Anthropic API.
 */
export function timingBase<Side extends string>(
  root: string,
  id: string,
  side: Side,
  settingsDir: '.claude' | '.lionagi',
) {
  const dir = join(root, id);
  const project = join(dir, 'project');
  const home = join(dir, 'home');
  mkdirSync(join(project, settingsDir), { recursive: true });
  mkdirSync(home, { recursive: true });
  return {
    id,
    side,
    home,
    cwd: project,
    requestLog: join(dir, 'requests.jsonl'),
    resultFile: join(dir, 'result.json'),
    timeoutMs: 300_000,
    api: 'anthropic' as const,
    dir,
  };
}

/** A positive whole number from the environment variable `name`, else `fallback`. */
export function envCount(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name}: not a positive integer`);
  return value;
}

/** The successful PreToolUse runs in the hook audit log under `home`, their `duration_ms`. */
export async function auditedHookTimes(home: string): Promise<number[]> {
  const records = await readHookAudit(defaultHookAuditPath({ LIONAGI_HOME: home }));
  return records
    .filter((r) => r.event === 'PreToolUse' && r.ran && r.outcome === 'success')
    .map((r) => r.duration_ms);
}

/**
 * A Claude Code `-p` session of `calls` Bash calls whose PreToolUse hook (matcher `Bash`) is
 * `command`, with its debug log beside the project (`debug.log`, read by {@link claudeHookTimes}).
 */
export function claudeTimingCase<Side extends string>(
  root: string,
  id: string,
  side: Side,
  calls: number,
  claude: string,
  command: string,
  extra: { env?: Record<string, string>; files?: Record<string, string> } = {},
): TimingCase<Side> {
  const { dir, ...base } = timingBase(root, id, side, '.claude');
  return {
    ...base,
    argv: [
      claude,
      '-p',
      timingPrompt('Bash', calls),
      '--output-format',
      'json',
      '--allowedTools',
      'Bash',
      '--max-turns',
      String(calls + 2),
      '--debug-file',
      join(dir, 'debug.log'),
    ],
    env: { ...claudeEnv(base.home), ...extra.env },
    files: {
      [join(base.cwd, '.claude', 'settings.json')]: JSON.stringify({
        hooks: { PreToolUse: [{ matcher: 'Bash', hooks: [{ type: 'command', command }] }] },
      }),
      ...extra.files,
    },
  };
}

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The times Claude Code's debug log gives each run of the PreToolUse:Bash hook `command`, in
 * firing order (ground truth: claude-code REPORT §5, `Hooks: PreToolUse:Bash [<command>]
 * finished with status 0 (<ms>ms)`).
 */
export function claudeHookTimes(c: { cwd: string }, command: string): number[] {
  const log = join(c.cwd, '..', 'debug.log');
  const text = existsSync(log) ? readFileSync(log, 'utf8') : '';
  const line = new RegExp(
    `Hooks: PreToolUse:Bash \\[${literal(command)}\\] finished with status 0 \\((\\d+)ms\\)`,
    'g',
  );
  return [...text.matchAll(line)].map((m) => Number(m[1]));
}

/**
 * Runs the timing sessions one at a time (the sides never share the machine with each other),
 * requires each to have ended normally, and returns what the runner saw with the load average
 * before and after and how the fake API was isolated.
 */
export function runTimingSessions(
  root: string,
  cases: readonly TimingCase<string>[],
  versions: Record<string, string[]>,
) {
  const netns = netnsAvailable();
  const start = loadavg();
  const output = runLiveJob(
    root,
    netns,
    { concurrency: 1, cases: [...cases], versions },
    60 * 60_000,
  );
  const end = loadavg();
  for (const r of output.results) {
    expect(r.timedOut, `${r.id} timed out`).toBe(false);
    expect(r.code, `${r.id} exited ${r.code}: ${r.stderr.slice(-500)}`).toBe(0);
  }
  const isolation = netns
    ? `inside \`unshare -n\` (interfaces: ${output.interfaces.join(', ')})`
    : 'without `unshare -n` (not available here): the fake API was on 127.0.0.1';
  return { output, load: { start, end }, isolation };
}
