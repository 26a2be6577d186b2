import type { LoadedSettings } from '@lionagi/hooks-config';
import type { ForeignHarness } from '@lionagi/hooks-import';
import { BRIDGED_AS, bridgeEvents, planBridge } from './bridge-config.js';
import { catchAllNotes } from './bridge-matcher.js';
import { type NativeTwin, nativeTwins, withoutTwins } from './bridge-natives.js';
import {
  EXPORT_SCOPES,
  type ExportScope,
  entryScope,
  scopeFile,
  scopeOfFile,
  settingsOfScope,
} from './export-scope.js';
import type { HarnessConfigJson } from './harness-config-file.js';
import { KNOWN_TOOLS } from './inspect/known-tools.js';

/** The bridge planned for one harness file. */
export interface BridgeFilePlan {
  scope: ExportScope;
  file: string;
  /** The file's text as it is (`undefined`: it does not exist). */
  before: string | undefined;
  /** The harness events bridged in this file. */
  events: string[];
  /** The file with the bridge merged in, before any native handler is removed. */
  merged: HarnessConfigJson;
  /** Native handlers of the file the bridge now runs as well (trusted copies only are removable). */
  twins: NativeTwin[];
  /** Why a tool event of the file starts li for every tool although its entries name tools. */
  catchAll: string[];
}

/** Where `li hooks export --bridge` writes, and how. */
export interface BridgeTargets {
  /** `--scope`, if given. */
  scope: ExportScope | undefined;
  /** `--out FILE` (resolved), if given. */
  out: string | undefined;
  /** Claude Code's skill-line bridge (PreSkillShellCommand) goes into the project file. */
  skillLines: boolean;
  env: NodeJS.ProcessEnv;
}

/**
 * The files the bridge goes into: `--out FILE` (its scope is `--scope`, else the scope FILE is,
 * else project); `--scope S` (S's file); by default the project file, and the local and user
 * files of the target when an entry of that scope exists: each scope's events come from its own
 * entries, so a personal hook never adds a bridge to the committed file (the local file, read
 * by Claude Code for this project only, gets no second bridge of an event the project file has).
 */
export function bridgeFiles(
  harness: ForeignHarness,
  settings: LoadedSettings,
  targets: BridgeTargets,
): Array<{ scope: ExportScope; file: string }> {
  const { projectDir } = settings;
  if (targets.out !== undefined) {
    const scope = targets.scope ?? scopeOfFile(harness, targets.out, projectDir, targets.env);
    return [{ scope: scope ?? 'project', file: targets.out }];
  }
  const fileOf = (scope: ExportScope) => ({
    scope,
    file: scopeFile(harness, scope, projectDir, targets.env),
  });
  if (targets.scope !== undefined) return [fileOf(targets.scope)];
  const used = new Set(
    Object.values(settings.hooks).flatMap((entries) =>
      entries.map((entry) => entryScope(entry, harness, projectDir, targets.env)),
    ),
  );
  return EXPORT_SCOPES.filter((s) => s === 'project' || used.has(s)).map(fileOf);
}

/** Plans the bridge of every file of {@link bridgeFiles}; nothing is written. */
export async function planBridgeFiles(
  harness: ForeignHarness,
  settings: LoadedSettings,
  targets: BridgeTargets,
): Promise<BridgeFilePlan[]> {
  const plans: BridgeFilePlan[] = [];
  // Events the project file bridges in this export. The local file (this project only) needs no
  // second bridge of them; nor does Codex's user file: Codex runs both (no dedup, Dv1-20).
  let projectEvents: readonly string[] = [];
  for (const { scope, file } of bridgeFiles(harness, settings, targets)) {
    const chosen = targets.scope !== undefined;
    const own = settingsOfScope(settings, harness, scope, { env: targets.env, chosen }).hooks;
    const shared = scope === 'local' || (scope === 'user' && harness === 'codex');
    const entries = shared
      ? (Object.fromEntries(
          Object.entries(own).map(([e, list]) => [e, projectEvents.includes(e) ? [] : list]),
        ) as LoadedSettings['hooks'])
      : own;
    const base = scope === 'project';
    const plan = await planBridge(harness, settings, file, {
      skillLines: targets.skillLines,
      entries,
      baseEvents: base,
    });
    const bridged = bridgeEvents(harness, entries, base);
    const events: string[] = [
      ...bridged,
      ...(base && targets.skillLines ? Object.keys(BRIDGED_AS[harness]) : []),
    ];
    if (base) projectEvents = events;
    const runs = scope === 'local' ? [...projectEvents, ...events] : events;
    const twins = await nativeTwins(plan.merged, file, runs, settings, targets.env);
    // A personal file with nothing to bridge and nothing to remove is left as it is.
    if (!base && events.length === 0 && twins.length === 0) continue;
    const catchAll = catchAllNotes(harness, file, bridged, entries, KNOWN_TOOLS);
    plans.push({ scope, file, before: plan.before, events, merged: plan.merged, twins, catchAll });
  }
  return plans;
}

/** The text a planned file gets: the bridge, and without the removable twins when `remove`. */
export function bridgeFileText(plan: BridgeFilePlan, remove: boolean): string {
  const json = remove
    ? withoutTwins(
        plan.merged,
        plan.twins.filter((t) => t.trusted),
      )
    : plan.merged;
  return `${JSON.stringify(json, null, 2)}\n`;
}
