import { join } from 'node:path';
import type { LoadedSettings } from '@lionagi/hooks-config';
import { bridgeOfEntry, type ForeignHarness } from '@lionagi/hooks-import';
import { EVENT_CATALOGUE, type ProfileEvent } from '@lionagi/hooks-profile';
import { bridgeMatcher } from './bridge-matcher.js';
import { readHarnessConfig } from './harness-config-file.js';
import { HARNESS_EVENTS } from './hooks-emit.js';
import { SKILL_LINE_EVENT } from './hooks-skill-line.js';
import { KNOWN_TOOLS } from './inspect/known-tools.js';

/** The bridge's harness timeout when the LionAGI chain is shorter (docs/cli-recipes.md). */
export const BRIDGE_MIN_TIMEOUT_SEC = 300;

/** The events the recipe always bridges; the others only when `hooks_external` configures them. */
const BASE_EVENTS: readonly ProfileEvent[] = ['PreToolUse', 'UserPromptSubmit', 'PostToolUse'];

/** The file each harness reads project hooks from, where the bridge is written. */
export function bridgeConfigFile(harness: ForeignHarness, projectDir: string): string {
  return join(projectDir, harness === 'claude' ? '.claude/settings.json' : '.codex/hooks.json');
}

/**
 * What a harness waits for a hook without a `timeout` (ground truth: Claude Code 30 s for
 * UserPromptSubmit, 600 s otherwise; Codex 600 s, 1 s for SessionEnd).
 */
export function harnessDefaultTimeoutSec(harness: ForeignHarness, event: string): number {
  if (harness === 'claude') return event === 'UserPromptSubmit' ? 30 : 600;
  return event === 'SessionEnd' ? 1 : 600;
}

/** The longest one firing of `event` can take: its hooks run one after another, each to its timeout. */
export function chainTimeoutSec(settings: LoadedSettings, event: ProfileEvent): number {
  return settings.hooks[event].reduce((sum, entry) => sum + entry.timeoutSec, 0);
}

/**
 * The events the bridge is wired for: the recipe's three (with `base`, the project file's), plus
 * any other the harness has that an entry of `hooks` (the scope written) configures.
 */
export function bridgeEvents(
  harness: ForeignHarness,
  hooks: LoadedSettings['hooks'],
  base = true,
): ProfileEvent[] {
  const first = base ? BASE_EVENTS : [];
  const more = HARNESS_EVENTS[harness].filter(
    (event) => !first.includes(event) && hooks[event].length > 0,
  );
  return [...first, ...more];
}

/**
 * The harness events the bridge answers as another event: Claude Code's skill shell lines
 * (`PreSkillShellCommand`) as a PreToolUse on `Bash` (`--as-tool`).
 */
export const BRIDGED_AS: Readonly<
  Record<ForeignHarness, Readonly<Record<string, { event: ProfileEvent; tool: string }>>>
> = {
  claude: { [SKILL_LINE_EVENT]: { event: 'PreToolUse', tool: 'Bash' } },
  codex: {},
};

/** One bridge handler, exactly in the recipe's form (Claude Code exec form; Codex shell string). */
export function bridgeHandler(
  harness: ForeignHarness,
  event: ProfileEvent,
  timeoutSec: number,
  asTool?: string,
): Record<string, unknown> {
  if (harness === 'claude') {
    const as = asTool === undefined ? [] : ['--as-tool', asTool];
    return {
      type: 'command',
      command: 'li',
      timeout: timeoutSec,
      args: [
        'hooks',
        'run',
        event,
        '--emit',
        'claude',
        ...as,
        '--project-dir',
        '${CLAUDE_PROJECT_DIR}',
      ],
    };
  }
  return { type: 'command', command: `li hooks run ${event} --emit codex`, timeout: timeoutSec };
}

type Group = { hooks?: unknown[] } & Record<string, unknown>;

/** Whether `handler` (of `event` in the harness file `file`) is the li bridge (`li hooks run … --emit`). */
export function isBridge(
  harness: ForeignHarness,
  event: string,
  file: string,
  handler: unknown,
): boolean {
  const origin = { file, event, groupIndex: 0, hookIndex: 0 };
  return (
    bridgeOfEntry({ harness, event, matcher: undefined, handler, origin, fileNotes: [] }) !==
    undefined
  );
}

/**
 * `existing` (the harness's parsed config file) with one bridge group per bridged event, each
 * timeout at least {@link BRIDGE_MIN_TIMEOUT_SEC} and the sum of the chain; on a tool event its
 * matcher is what the event's entries of the scope written (`options.entries`) can match, in the harness's names ({@link bridgeMatcher}). A bridge already there
 * is replaced, never doubled; every other key, event and hook is kept as it was.
 */
export function mergeBridge(
  existing: Record<string, unknown>,
  harness: ForeignHarness,
  settings: LoadedSettings,
  file: string,
  options: BridgeOptions = {},
): Record<string, unknown> {
  const hooks = { ...((existing.hooks as Record<string, unknown> | undefined) ?? {}) };
  // The event's groups without the bridge (a bridge already there is replaced, never doubled).
  const others = (key: string) => {
    const groups = (Array.isArray(hooks[key]) ? hooks[key] : []) as Group[];
    return groups.flatMap((group) => {
      if (!Array.isArray(group?.hooks)) return [group];
      const rest = group.hooks.filter((h) => !isBridge(harness, key, file, h));
      if (rest.length === group.hooks.length) return [group];
      return rest.length === 0 ? [] : [{ ...group, hooks: rest }];
    });
  };
  const unwire = (key: string) => {
    const kept = others(key);
    if (kept.length > 0) hooks[key] = kept;
    else delete hooks[key];
  };
  const wire = (key: string, event: ProfileEvent, asTool?: string) => {
    const kept = others(key);
    const timeout = Math.max(BRIDGE_MIN_TIMEOUT_SEC, Math.ceil(chainTimeoutSec(settings, event)));
    const handler = bridgeHandler(harness, event, timeout, asTool);
    // Skill shell lines carry no tool name to match; tool events only start li where an entry can fire.
    const matcher =
      asTool === undefined && EVENT_CATALOGUE[event].matcherTarget === 'tool_name'
        ? bridgeMatcher(harness, scoped[event], KNOWN_TOOLS)
        : undefined;
    hooks[key] = [...kept, { ...(matcher === undefined ? {} : { matcher }), hooks: [handler] }];
  };
  const scoped = options.entries ?? settings.hooks;
  const base = options.baseEvents !== false;
  for (const event of bridgeEvents(harness, scoped, base)) wire(event, event);
  // The skill-line bridge belongs to the project file (a user or local file keeps what it has).
  for (const [key, as] of base ? Object.entries(BRIDGED_AS[harness]) : []) {
    if (options.skillLines !== false) wire(key, as.event, as.tool);
    else unwire(key);
  }
  return { ...existing, hooks };
}

/** What the bridge wires besides the profile events. */
export interface BridgeOptions {
  /**
   * Claude Code's skill shell lines (`PreSkillShellCommand`); false for a build before 2.1.332,
   * which stops an interactive session at a "Settings Warning" dialog for the key (a bridge entry
   * already there is removed). Default true.
   */
  skillLines?: boolean;
  /**
   * The entries of the scope written (default: every entry loaded): the events bridged beyond the
   * recipe's and the matchers come from them; timeouts from every entry (li runs the whole chain).
   */
  entries?: LoadedSettings['hooks'] | undefined;
  /** The recipe's events and the skill-line bridge (the project file's); default true. */
  baseEvents?: boolean;
}

/** The harness config as it is and as the bridge would leave it (nothing written). */
export async function planBridge(
  harness: ForeignHarness,
  settings: LoadedSettings,
  file: string,
  options: BridgeOptions = {},
): Promise<{ before: string | undefined; merged: Record<string, unknown>; text: string }> {
  const { text: before, json: existing } = await readHarnessConfig(file);
  const merged = mergeBridge(existing, harness, settings, file, options);
  return { before, merged, text: `${JSON.stringify(merged, null, 2)}\n` };
}
