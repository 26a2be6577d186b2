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
