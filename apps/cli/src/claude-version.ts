import { spawnSync } from 'node:child_process';
import { HARNESS_ONLY_EVENTS, versionAtLeast } from '@lionagi/hooks-profile';

/** The first Claude Code build with `PreSkillShellCommand` (the profile's harness-event record). */
export const SKILL_LINE_SINCE = HARNESS_ONLY_EVENTS.PreSkillShellCommand?.since ?? '2.1.332';

/**
 * The version of the `claude` on `env.PATH`, from `claude --version` (`2.1.328 (Claude Code)`:
 * the first word); `undefined` when it does not start or prints no version.
 */
export function installedClaudeVersion(env: NodeJS.ProcessEnv): string | undefined {
  const r = spawnSync('claude', ['--version'], {
    env,
    encoding: 'utf8',
    timeout: 15_000,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  if (r.error !== undefined || r.status !== 0) return undefined;
  return /^\s*(\d+\.\d+\.\d+)\b/.exec(r.stdout ?? '')?.[1];
}

/**
 * Whether the bridge may wire `PreSkillShellCommand` for this Claude Code: builds before 2.1.332
 * stop an interactive session at a "Settings Warning" dialog for a key they do not know (in `-p`
 * they ignore it). Unknown version (no `claude` on PATH): true, the newest builds need it.
 */
export function claudeHasSkillLines(version: string | undefined): boolean {
  return version === undefined || versionAtLeast(version, SKILL_LINE_SINCE);
}
