import type { LoadedSettings } from '@lionagi/hooks-config';
import { type ForeignEntry, importedFromFile } from '@lionagi/hooks-import';
import { PROFILE_EVENTS } from '@lionagi/hooks-profile';
import type { Finding } from './findings.js';

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Hooks a harness config runs twice: natively (`native`, its entries that are not the bridge) and
 * through the bridge, because `li hooks import` copied them into `hooks_external` (their
 * `imported_from` names this file, event, matcher and command) and the file bridges that event.
 * Each doubles a formatter, an audit line, a test gate and its latency.
 */
export function hooksRunTwice(
  file: string,
  settings: LoadedSettings,
  native: readonly ForeignEntry[],
  bridged: ReadonlySet<string>,
  harnessName: string,
): Finding[] {
  const self = importedFromFile(settings.projectDir, file);
  const findings: Finding[] = [];
  for (const event of PROFILE_EVENTS) {
    for (const entry of settings.hooks[event]) {
      const from = entry.importedFrom;
      if (from === undefined || from.file !== self || !bridged.has(from.event)) continue;
      const twin = native.find(
        (n) =>
          n.event === from.event &&
          (n.matcher ?? undefined) === from.matcher &&
          isObject(n.handler) &&
          n.handler.command === from.command &&
          JSON.stringify(n.handler.args ?? null) === JSON.stringify(from.args ?? null),
      );
      if (twin === undefined) continue;
      findings.push({
        severity: 'warning',
        code: 'bridge-runs-twice',
        event: from.event,
        command: [...entry.command],
        file,
        line: null,
        message: `${from.event} hook ${JSON.stringify(from.command)} runs twice under ${harnessName}: natively from this file and through the bridge (imported into ${entry.origin.file}:${entry.origin.line})`,
        fix: `remove the native entry from ${file} (its copy in hooks_external runs through li), or the imported copy from hooks_external`,
      });
    }
  }
  return findings;
}

/**
 * Codex bridge events wired in both the project's `.codex/hooks.json` (`project`) and the user's
 * `$CODEX_HOME/hooks.json` (`user`): Codex runs both copies, with no dedup across files (Dv1-20;
 * live row `bridge-in-user-and-project`: two `li` starts per tool call), so every hook of the event
 * runs twice. Claude Code starts an identical bridge once (same live row), so it is never flagged.
 */
export function codexBridgedTwice(
  project: { file: string; events: readonly string[] },
  user: { file: string; events: readonly string[] },
): Finding[] {
  return project.events
    .filter((event) => user.events.includes(event))
    .map((event) => ({
      severity: 'warning' as const,
      code: 'bridge-runs-twice',
      event,
      command: null,
      file: user.file,
      line: null,
      message: `${event}: Codex runs li twice for each firing, from this file and from ${project.file} (Codex does not deduplicate identical hooks across files, Dv1-20): every ${event} hook of hooks_external runs twice`,
      fix: `remove the ${event} bridge from ${user.file}: in this project li runs your user hooks through the project file's bridge ("li hooks export codex --bridge" writes no user-file bridge of such an event)`,
    }));
}
