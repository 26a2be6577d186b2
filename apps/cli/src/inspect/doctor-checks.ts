import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import {
  type ConfigDiagnostic,
  type LoadedSettings,
  type ResolvedHookEntry,
  SAFE_DIRECTORIES_ENV,
  vocabularyOf,
} from '@lionagi/hooks-config';
import { codexHomeDir } from '@lionagi/hooks-import';
import { EVENT_CATALOGUE, type HookError, PROFILE_EVENTS } from '@lionagi/hooks-profile';
import { unsafeHooks } from '@lionagi/hooks-trust';
import { checkBridge, type GuardedConfig } from './bridge-checks.js';
import { codexBridgedTwice } from './bridge-twice.js';
import { checkEntry, checkMatcher, warningFinding } from './entry-checks.js';
import { type Finding, hookFinding } from './findings.js';
import { findForeignHookConfigs } from './foreign-configs.js';
import { projectApprovalFinding } from './project-approval-check.js';
import { notImportedFindings, upstreamDriftFindings } from './upstream-checks.js';

/** The events legacy `hooks:` phases correspond to. */
const LEGACY_EVENT = {
  pre: 'PreToolUse',
  post: 'PostToolUse',
  on_error: 'PostToolUseFailure',
} as const;

function fileFinding(
  severity: Finding['severity'],
  code: string,
  file: string | null,
  line: number | null,
  message: string,
  fix: string,
): Finding {
  return { severity, code, event: null, command: null, file, line, message, fix };
}

/** The loader's diagnostics of a config that failed to load, one error finding each. */
export function configLoadFindings(error: HookError): Finding[] {
  const diagnostics = error.details.diagnostics as ConfigDiagnostic[] | undefined;
  const fix = 'correct the settings file; none of the hooks it configures run until it loads';
  if (!Array.isArray(diagnostics) || diagnostics.length === 0) {
    const file = typeof error.details.file === 'string' ? error.details.file : null;
    const line = typeof error.details.line === 'number' ? error.details.line : null;
    return [fileFinding('error', 'config-invalid', file, line, error.message, fix)];
  }
  return diagnostics.map((d) => ({
    ...fileFinding('error', 'config-invalid', d.file, d.line, d.message, fix),
    event: d.event ?? null,
  }));
}

/**
 * Every problem of a loaded configuration: each hook's command, trust, timeout and matcher, the
 * loader's warnings, legacy `hooks:` entries, Claude Code or Codex hook configs in the project
 * that were never imported, handlers an import rejected, and what changed upstream since the import.
 */
export async function diagnoseSettings(
  settings: LoadedSettings,
  env: NodeJS.ProcessEnv,
  guarded: GuardedConfig[] = [],
): Promise<Finding[]> {
  const entries = PROFILE_EVENTS.flatMap((event) => settings.hooks[event]);
  const perEntry = await Promise.all(entries.map((e) => checkEntry(e, settings, env)));
  const findings = perEntry.flat();
  // Project and user hooks run without a record: another user's writable file would run as code.
  for (const { entry, problem } of await unsafeHooks(settings, { env })) {
    const until = EVENT_CATALOGUE[entry.event].blocking
      ? 'it denies every'
      : 'it is skipped on every';
    const message = `${entry.tier} hook does not run: ${problem}; whoever can write it chooses what this hook does`;
    const fix = `make it yours or root's and not writable by group or others (chmod go-w), or allow its directory with ${SAFE_DIRECTORIES_ENV}; until then ${until} ${entry.event}`;
    findings.push(hookFinding(entry, 'error', 'hook-file-unsafe', message, fix));
  }
  // The project's own hooks and MCP servers, approved once per machine (C-9).
  const approval = projectApprovalFinding(settings, env);
  if (approval !== undefined) findings.push(approval);
  const groups = new Set<string>();
  for (const entry of entries) {
    const group = `${entry.origin.file}\0${entry.event}\0${entry.origin.groupIndex}\0${vocabularyOf(entry)}`;
    if (groups.has(group)) continue;
    groups.add(group);
    const finding = checkMatcher(entry, settings);
    if (finding !== undefined) findings.push(finding);
  }
  findings.push(...settings.warnings.map((w) => warningFinding(w, entries)));
  for (const legacy of settings.legacyHooks) {
    const event = LEGACY_EVENT[legacy.phase];
    const hook = { event: '', command: legacy.command, origin: legacy.origin };
    const message = `legacy "hooks:" entry (${legacy.phase} ${legacy.toolName}): no stdout decisions, no matcher grammar, no trust tier`;
    const fix = `move it to hooks_external.${event} with matcher ${JSON.stringify(legacy.toolName)}`;
    findings.push({ ...hookFinding(hook, 'warning', 'legacy-hook', message, fix), event: null });
  }
  findings.push(...(await foreignConfigFindings(settings, entries, env, guarded)));
  findings.push(
    ...notImportedFindings(settings),
    ...(await upstreamDriftFindings(settings, env, guarded)),
  );
  return findings;
}

/** The user's Codex bridge of an event the project's Codex file also bridges ({@link codexBridgedTwice}). */
async function codexUserBridgeFindings(
  dir: string,
  settings: LoadedSettings,
  env: NodeJS.ProcessEnv,
  guarded: readonly GuardedConfig[],
): Promise<Finding[]> {
  const project = guarded.find(
    (g) => g.harness === 'codex' && resolve(g.file) === resolve(dir, '.codex', 'hooks.json'),
  );
  const file = join(codexHomeDir(env), 'hooks.json');
  if (project === undefined || !existsSync(file) || resolve(file) === resolve(project.file))
    return [];
  const user = await checkBridge({ harness: 'codex', file }, settings, env);
  return user.guarded === undefined ? [] : codexBridgedTwice(project, user.guarded);
}

async function foreignConfigFindings(
  settings: LoadedSettings,
  entries: readonly ResolvedHookEntry[],
  env: NodeJS.ProcessEnv,
  guarded: GuardedConfig[],
): Promise<Finding[]> {
  const dirs = new Set([settings.projectDir]);
  if (settings.projectFile !== undefined) dirs.add(dirname(dirname(settings.projectFile)));
  const imported = new Set(entries.map((e) => e.source).filter((s) => s !== undefined));
  const findings: Finding[] = [];
  for (const dir of dirs) {
    const { found, unreadable } = await findForeignHookConfigs(dir);
    for (const config of found) {
      // A config wired to the bridge is guarded through li; only its other hooks need importing.
      const bridge = await checkBridge(config, settings, env);
      findings.push(...bridge.findings);
      if (bridge.guarded !== undefined) guarded.push(bridge.guarded);
      if (bridge.others === 0) continue;
      if (imported.has(`imported:${config.harness}`)) continue;
      const name = config.harness === 'claude' ? 'Claude Code' : 'Codex';
      const message = `${name} hooks configured here have not been imported: no hook has source imported:${config.harness}, so they do not guard this runtime`;
      const fix = `run "li hooks import ${config.harness}", review the report, then "li hooks trust"`;
      findings.push(fileFinding('error', 'not-imported', config.file, null, message, fix));
    }
    findings.push(...(await codexUserBridgeFindings(dir, settings, env, guarded)));
    for (const u of unreadable) {
      const message = `cannot tell whether it configures hooks: ${u.problem}`;
      const fix = 'fix the file, then run "li hooks doctor" again';
      findings.push(
        fileFinding('warning', 'foreign-config-unreadable', u.file, null, message, fix),
      );
    }
  }
  return findings;
}
