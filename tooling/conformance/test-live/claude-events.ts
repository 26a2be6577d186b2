import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { isolated } from './isolation.js';

const PROBE_EVENT = 'LionagiProbeEvent';

/**
 * The hook events a Claude Code build accepts, as it lists them itself: `claude doctor` in a
 * project whose settings name an unknown event prints `Unknown hook event "…" was ignored. Valid
 * events: A, B, …`. Runs in a fresh HOME under `dir`, inside `unshare -n` when `netns`. A build
 * that prints no such list is an error (the drift check must not go blind silently).
 */
export function claudeEventList(
  claude: string,
  dir: string,
  netns: boolean,
): { events: string[] } | { error: string } {
  const project = join(dir, 'project');
  const home = join(dir, 'home');
  mkdirSync(join(project, '.claude'), { recursive: true });
  mkdirSync(home, { recursive: true });
  const hooks = { hooks: { [PROBE_EVENT]: [{ hooks: [{ type: 'command', command: 'true' }] }] } };
  writeFileSync(join(project, '.claude', 'settings.json'), JSON.stringify(hooks));
  const command = isolated([claude, 'doctor'], netns);
  const r = spawnSync(command[0] as string, command.slice(1), {
    cwd: project,
    env: {
      HOME: home,
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      TERM: 'dumb',
      CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: '1',
      DISABLE_AUTOUPDATER: '1',
      DISABLE_TELEMETRY: '1',
    },
    encoding: 'utf8',
    timeout: 60_000,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const out = `${r.stdout ?? ''}${r.stderr ?? ''}`;
  const line = out.split('\n').find((l) => l.includes(PROBE_EVENT) && l.includes('Valid events:'));
  if (line === undefined)
    return {
      error: `\`claude doctor\` listed no valid hook events (exit ${r.status ?? r.signal}): ${JSON.stringify(out.slice(0, 300))}`,
    };
  const list = line.slice(line.indexOf('Valid events:') + 'Valid events:'.length);
  return {
    events: list
      .split(',')
      .map((e) => e.trim())
      .filter(Boolean),
  };
}
