import { constants } from 'node:fs';
import { access } from 'node:fs/promises';
import { isAbsolute } from 'node:path';
import type { LoadedSettings } from '@lionagi/hooks-config';
import {
  type BridgeInvocation,
  bridgeOfEntry,
  type ForeignEntry,
  type ForeignHarness,
  readForeignConfig,
} from '@lionagi/hooks-import';
import { isProfileEvent } from '@lionagi/hooks-profile';
import { resolveExecutable } from '@lionagi/hooks-trust';
import { chainTimeoutSec, harnessDefaultTimeoutSec } from '../bridge-config.js';
import {
  claudeHasSkillLines,
  installedClaudeVersion,
  SKILL_LINE_SINCE,
} from '../claude-version.js';
import { HARNESS_EVENTS } from '../hooks-emit.js';
import { SKILL_LINE_EVENT } from '../hooks-skill-line.js';
import { staleBridgeMatcher } from './bridge-matcher-check.js';
import { hooksRunTwice } from './bridge-twice.js';
import type { Finding } from './findings.js';

/** A Claude Code or Codex config that runs the bridge: guarded through li. */
export interface GuardedConfig {
  harness: ForeignHarness;
  file: string;
  /** The events it runs `li hooks run` for. */
  events: string[];
}

/** What the bridge check found in one harness config. */
export interface BridgeCheck {
  guarded: GuardedConfig | undefined;
  /** Entries that are not the bridge: they still need importing to guard LionAGI. */
  others: number;
  findings: Finding[];
}

const NAME = { claude: 'Claude Code', codex: 'Codex' } as const;

/** The skill-line bridge: `li hooks run PreToolUse --emit claude --as-tool TOOL`. */
function isSkillLineBridge(bridge: BridgeInvocation): boolean {
  return (
    bridge.event === 'PreToolUse' &&
    bridge.emit === 'claude' &&
    bridge.argv.some((word) => word === '--as-tool' || word.startsWith('--as-tool='))
  );
}

function finding(
  code: string,
  severity: Finding['severity'],
  file: string,
  event: string | null,
  message: string,
  fix: string,
): Finding {
  return { severity, code, event, command: null, file, line: null, message, fix };
}

async function programProblem(
  bridge: BridgeInvocation,
  projectDir: string,
  env: NodeJS.ProcessEnv,
): Promise<string | undefined> {
  const { program } = bridge;
  if (isAbsolute(program)) {
    const ok = await access(program, constants.X_OK).then(
      () => true,
      () => false,
    );
    return ok ? undefined : `${program} does not exist or is not executable`;
  }
  if (program.includes('/'))
    return `${program} is a relative path: the harness resolves it against its own working directory`;
  if ((await resolveExecutable(program, { projectDir, env })) === undefined)
    return `"${program}" is not on PATH (${env.PATH ?? 'PATH is unset'})`;
  return undefined;
}

/**
 * Recognises the bridge (`li hooks run EVENT --emit HARNESS`) in one harness config and checks
 * its wiring: the harness must be able to start `li` (an absolute path, or `li` on PATH: else it
 * fails open), each entry must answer for its own event in its own harness's form, its timeout
 * must cover the whole LionAGI chain of that event (a harness that kills li first fails open),
 * a tool event's matcher must still cover the entries it guards ({@link staleBridgeMatcher}),
 * and every configured LionAGI event the harness has should be bridged (the profile v2 and v3 events
 * too; an entry for an event the harness does not have, Codex's Notification, never runs).
 */
export async function checkBridge(
  config: { harness: ForeignHarness; file: string },
  settings: LoadedSettings,
  env: NodeJS.ProcessEnv,
): Promise<BridgeCheck> {
  const { harness, file } = config;
  let entries: ForeignEntry[];
  try {
    const foreign = await readForeignConfig({
      harness,
      projectDir: settings.projectDir,
      path: file,
      user: false,
      env,
    });
    entries = foreign.entries.filter((e) => e.origin.file === file);
  } catch {
    return { guarded: undefined, others: 1, findings: [] }; // unreadable: reported elsewhere
  }
  const findings: Finding[] = [];
  const events = new Set<string>();
  let others = 0;
  const native: ForeignEntry[] = [];
  for (const entry of entries) {
    const bridge = bridgeOfEntry(entry);
    if (bridge === undefined) {
      others += 1;
      native.push(entry);
      continue;
    }
    events.add(entry.event);
    const at = `${entry.event} hook ${bridge.argv.join(' ')}`;
    if (isProfileEvent(entry.event) && !HARNESS_EVENTS[harness].includes(entry.event)) {
      findings.push(
        finding(
          'bridge-event-absent',
          'warning',
          file,
          entry.event,
          `${at}: ${NAME[harness]} has no ${entry.event} event, so it never runs this entry: the ${entry.event} hooks of hooks_external run under li-agent only`,
          `remove the entry (${NAME[harness]} ignores it)`,
        ),
      );
      continue;
    }
    const problem = await programProblem(bridge, settings.projectDir, env);
    if (problem !== undefined) {
      findings.push(
        finding(
          'bridge-not-found',
          'error',
          file,
          entry.event,
          `${at}: ${problem}; ${NAME[harness]} cannot start it and lets the action proceed`,
          `put li on the PATH ${NAME[harness]} runs with, or give its absolute path`,
        ),
      );
    }
    const skillLine = harness === 'claude' && entry.event === SKILL_LINE_EVENT;
    const miswired = skillLine
      ? isSkillLineBridge(bridge)
        ? undefined
        : {
            why: 'Claude Code fires it before each shell line of a skill or slash command, which li answers only as "li hooks run PreToolUse --emit claude --as-tool Bash"; as it is, every skill shell line is blocked',
            fix: 'run "li hooks run PreToolUse --emit claude --as-tool Bash" there (docs/cli-recipes.md)',
          }
      : bridge.emit === harness && bridge.event === entry.event
        ? undefined
        : {
            why: `${NAME[harness]} fires it for ${entry.event}, but it answers ${bridge.event ?? 'no event'} in the ${bridge.emit === undefined ? 'LionAGI report' : `${bridge.emit}`} form`,
            fix: `run "li hooks run ${entry.event} --emit ${harness}" there ("li hooks export ${harness} --bridge" writes it)`,
          };
    if (miswired !== undefined) {
      findings.push(
        finding(
          'bridge-miswired',
          'error',
          file,
          entry.event,
          `${at}: ${miswired.why}`,
          miswired.fix,
        ),
      );
    }
    const stale = skillLine
      ? undefined
      : staleBridgeMatcher(harness, file, entry.event, entry.matcher, settings, env);
    if (stale !== undefined) findings.push(stale);
    const handler = entry.handler as Record<string, unknown>;
    const timeout =
      typeof handler.timeout === 'number'
        ? handler.timeout
        : harnessDefaultTimeoutSec(harness, entry.event);
    const guarded = skillLine ? 'PreToolUse' : entry.event;
    const chain = isProfileEvent(guarded) ? chainTimeoutSec(settings, guarded) : 0;
    if (timeout < chain) {
      findings.push(
        finding(
          'bridge-timeout-short',
          'error',
          file,
          entry.event,
          `${at}: timeout ${timeout} s is below the ${chain} s the ${guarded} chain may take (the sum of its hooks' timeouts); a harness that kills li first lets the action proceed`,
          `set "timeout" to at least ${chain} ("li hooks export ${harness} --bridge" does)`,
        ),
      );
    }
  }
  if (events.size === 0) return { guarded: undefined, others, findings };
  findings.push(...hooksRunTwice(file, settings, native, events, NAME[harness]));
  for (const event of HARNESS_EVENTS[harness]) {
    if (events.has(event) || settings.hooks[event].length === 0) continue;
    findings.push(
      finding(
        'bridge-event-missing',
        'warning',
        file,
        event,
        `hooks_external configures ${event} hooks, but this ${NAME[harness]} config does not run li for ${event}: they do not guard ${NAME[harness]}`,
        `add the bridge for ${event} ("li hooks export ${harness} --bridge")`,
      ),
    );
  }
  const claude = harness === 'claude' ? installedClaudeVersion(env) : undefined;
  if (harness === 'claude' && events.has(SKILL_LINE_EVENT) && !claudeHasSkillLines(claude)) {
    findings.push(
      finding(
        'bridge-skill-line-old-claude',
        'error',
        file,
        SKILL_LINE_EVENT,
        `Claude Code ${claude} (claude --version) is older than ${SKILL_LINE_SINCE} and does not know ${SKILL_LINE_EVENT}: an interactive session stops at a "Settings Warning" dialog before the first prompt`,
        `remove the ${SKILL_LINE_EVENT} entry ("li hooks export claude --bridge --force" leaves it out for this build), or upgrade Claude Code`,
      ),
    );
  }
  if (
    harness === 'claude' &&
    claudeHasSkillLines(claude) &&
    events.has('PreToolUse') &&
    !events.has(SKILL_LINE_EVENT) &&
    settings.hooks.PreToolUse.length > 0
  ) {
    findings.push(
      finding(
        'bridge-skill-lines-unguarded',
        'warning',
        file,
        SKILL_LINE_EVENT,
        `Claude Code (2.1.332 and later) runs the !\`cmd\` shell lines of skills and slash commands without PreToolUse: the PreToolUse hooks of hooks_external do not guard them`,
        `add a ${SKILL_LINE_EVENT} hook running "li hooks run PreToolUse --emit claude --as-tool Bash --project-dir \${CLAUDE_PROJECT_DIR}" (docs/cli-recipes.md)`,
      ),
    );
  }
  return { guarded: { harness, file, events: [...events] }, others, findings };
}
