import { isAbsolute, join } from 'node:path';
import { type LoadedSettings, notImportedNotices } from '@lionagi/hooks-config';
import {
  bridgeInvocation,
  type ForeignHarness,
  type ImportResult,
  type ImportRow,
  importedFromFile,
  importedFromKey,
  importHooks,
} from '@lionagi/hooks-import';
import { PROFILE_EVENTS } from '@lionagi/hooks-profile/core';
import type { GuardedConfig } from './bridge-checks.js';
import type { Finding } from './findings.js';
import { KNOWN_TOOLS } from './known-tools.js';

const HARNESSES: readonly ForeignHarness[] = ['claude', 'codex'];

/** A finding about a foreign file (no configured hook): where it is, what, and the fix. */
function foreignFinding(file: string, code: string, message: string, fix: string): Finding {
  return { severity: 'warning', code, event: null, command: null, file, line: null, message, fix };
}

/** `li hooks import <harness>` as this project's imports were run (`--user` for user-level ones). */
function reimport(harness: ForeignHarness, user: boolean): string {
  return `li hooks import ${harness}${user ? ' --user' : ''}`;
}

/**
 * Each handler an import rejected (`not_imported:`), grouped by the file it came from: the guard
 * exists upstream and does not run here, with the opt-in that would bring it across.
 */
export function notImportedFindings(settings: LoadedSettings): Finding[] {
  return notImportedNotices(settings.notImported).map((n) => ({
    severity: 'warning',
    code: 'import-rejected',
    event: null,
    command: null,
    file: n.file,
    line: n.line,
    message: n.text,
    fix: 'bring it across as its line says, or leave it: it does not guard this runtime',
  }));
}

function rowLabel(row: ImportRow): string {
  return `${row.event} [${row.matcher ?? '*'}] ${JSON.stringify(row.command)}`;
}

/**
 * What changed upstream since the import, found by the import itself run as a dry run over the
 * same sources (one owner of the comparison): a handler added upstream, one whose matcher,
 * command or timeout changed there, one that import would now reject and that is not recorded,
 * and one removed upstream (unless the file now runs the bridge). Edited-here entries are the
 * user's and are not drift.
 */
export async function upstreamDriftFindings(
  settings: LoadedSettings,
  env: NodeJS.ProcessEnv,
  guarded: readonly GuardedConfig[] = [],
): Promise<Finding[]> {
  // A config rewired to the bridge replaced its handlers on purpose: their absence is no drift.
  const bridged = new Set(guarded.map((g) => g.file));
  const entries = [...PROFILE_EVENTS.flatMap((e) => settings.hooks[e]), ...settings.disabled];
  const findings: Finding[] = [];
  for (const harness of HARNESSES) {
    const mine = entries.filter((e) => e.importedFrom && e.source === `imported:${harness}`);
    if (mine.length === 0) continue;
    const user = mine.some((e) => e.origin.scope === 'user');
    let result: ImportResult;
    try {
      result = await importHooks({
        harness,
        projectDir: settings.projectDir,
        user,
        dryRun: true,
        tools: KNOWN_TOOLS,
        mcpServers: Object.keys(settings.mcpServers),
        env,
      });
    } catch (error) {
      const why = (error as Error).message;
      const fix = `fix the ${harness} config, then run "li hooks doctor" again`;
      findings.push(foreignFinding(settings.projectDir, 'upstream-unreadable', why, fix));
      continue;
    }
    const recorded = new Set(settings.notImported.map((r) => importedFromKey(r.importedFrom)));
    const fix = `re-import with "${reimport(harness, user)}", review the report, then "li hooks trust"`;
    const absolute = (file: string) => (isAbsolute(file) ? file : join(settings.projectDir, file));
    for (const row of result.rows) {
      const what = rowLabel(row);
      if (row.status === 'imported') {
        const message = `${what} was added upstream since the import: it does not run here`;
        findings.push(foreignFinding(row.origin.file, 'upstream-added', message, fix));
      } else if (row.status === 'updated') {
        const timeout = /^timeout changed upstream \(([^)]*)\)/.exec(row.reason ?? '')?.[1];
        const where = /at (\S+:\d+)/.exec(row.reason ?? '')?.[1] ?? 'here';
        const change = timeout === undefined ? '' : ` (timeout ${timeout})`;
        const message = `${what} changed upstream since the import${change}: the entry at ${where} runs the earlier version`;
        findings.push(foreignFinding(row.origin.file, 'upstream-changed', message, fix));
      } else if (row.status === 'rejected') {
        // The bridge itself (written by `li hooks export --bridge`) is the wiring, not a guard.
        const argv = row.args === undefined ? row.command.split(/\s+/) : [row.command, ...row.args];
        if (bridgeInvocation(argv) !== undefined) continue;
        const from = {
          file: importedFromFile(settings.projectDir, row.origin.file),
          event: row.event,
          command: row.command,
          ...(row.matcher === undefined ? {} : { matcher: row.matcher }),
          ...(row.args === undefined ? {} : { args: row.args }),
        };
        if (recorded.has(importedFromKey(from))) continue;
        const message = `${what} was added or changed upstream since the import, and import would reject it: ${row.reason ?? 'rejected'}`;
        findings.push(foreignFinding(row.origin.file, 'upstream-rejected', message, fix));
      }
    }
    for (const gone of result.removedUpstream) {
      if (bridged.has(absolute(gone.importedFrom.file))) continue;
      const { event, matcher, command } = gone.importedFrom;
      const message = `${event} [${matcher ?? '*'}] ${JSON.stringify(command)} is no longer in ${gone.importedFrom.file}, but its entry at ${gone.where} still runs`;
      const prune = `run "${reimport(harness, user)} --prune" to delete it, or delete its source: line to keep it as your own`;
      findings.push(
        foreignFinding(absolute(gone.importedFrom.file), 'upstream-removed', message, prune),
      );
    }
  }
  return findings;
}
