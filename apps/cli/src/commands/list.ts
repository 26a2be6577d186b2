import { notImportedNotices } from '@lionagi/hooks-config/load';
import { defaultHookAuditPath, readHookAuditLog } from '@lionagi/hooks-exec/audit';
import type { ProfileEvent } from '@lionagi/hooks-profile';
import { escapeTerminalText } from '@lionagi/hooks-profile/core';
import { unsafeHooks } from '@lionagi/hooks-trust/status';
import { type CommandContext, EXIT, writeLine } from '../context.js';
import { recentFailures } from '../hooks-audit.js';
import { plural } from '../hooks-describe.js';
import { eventsOf, loadProjectSettings, projectDirOf } from '../hooks-settings.js';
import { type ListedHook, listHook, printListing } from '../inspect/hook-listing.js';
import { projectApprovalLine, projectApprovalReport } from '../inspect/project-approval-check.js';
import { usageError } from '../usage-error.js';
import { parseVerb, type VerbDefinition } from '../verb.js';

/** Usage, options and examples of the verb: `--help` and docs/cli.md come from it. */
export const DEFINITION: VerbDefinition = {
  name: 'li hooks list',
  usage: '[EVENT | --event EVENT] [--project-dir DIR] [--json]',
  summary:
    'List every configured external hook by event: its handler (type, argv or url, async, status_message), matcher, timeout, fail_closed, where it is defined, its tier, its trust status and its last five failures.',
  options: [
    ['--event <event>', 'Only hooks of this event (e.g. PreToolUse)'],
    ['--project-dir <dir>', 'Project whose .lionagi/settings.yaml is read (default: the cwd)'],
  ],
  examples: [
    'li hooks list',
    'li hooks list PreToolUse                # or --event PreToolUse',
    'li hooks list --project-dir ~/src/app --json | jq ".hooks.PreToolUse[].trust"',
  ],
  notes: [
    'With --json each hook says its "type" (command or http), "async" and "status_message"; an http',
    'hook shows its request under "http" (url, header names, allowed_env_vars) and an empty "command".',
    'Trust: imported and plugin hooks are "trusted", "pending" or "changed"; project and user hooks',
    'need no record ("not needed"), unless a file they execute is owned by another user or writable',
    'by group or others ("unsafe": it does not run). Failures (outcome error or timeout) come from the audit log',
    '$LIONAGI_HOME/logs/hooks.jsonl, matched to a hook by its event and argv.',
    'A tool hook whose matcher, in its tool_vocabulary, matches no tool (the built-in tools and the',
    'MCP servers of the settings) shows "never fires: …".',
    'A hook whose program is not installed shows "cannot run: …" with the fix; handlers an import',
    'rejected follow the listing ("N hooks from .claude/settings.json did not come across: …").',
    "The last line says whether the project's own hooks and MCP servers are approved on this machine",
    '(approved, not approved, changed since the approval; C-9), with the fix: li hooks trust --project.',
  ],
};

/** How many recent failures each hook shows. */
const FAILURES_SHOWN = 5;

/** `li hooks list [--event E] [--project-dir DIR] [--json]`. */
export async function run(ctx: CommandContext, argv: string[]): Promise<number> {
  const parsed = parseVerb(ctx, DEFINITION, argv);
  if (parsed.help) return EXIT.ok;
  if (parsed.args.length > 1) throw usageError(`unexpected argument "${parsed.args[1]}"`);
  const events = eventsOf(parsed.args[0], parsed.options.event);
  const settings = await loadProjectSettings(ctx, projectDirOf(ctx, parsed.options.projectDir));
  const auditPath = defaultHookAuditPath(ctx.env);
  const audit = await readAudit(ctx, auditPath);
  const failures = recentFailures(audit.records, FAILURES_SHOWN);

  // The gate's ownership and mode rule for project and user hooks (as `doctor` reports it).
  const unsafe = new Map((await unsafeHooks(settings, { env: ctx.env })).map((u) => [u.entry, u]));
  const hooks = {} as Record<ProfileEvent, ListedHook[]>;
  for (const event of events) {
    // Turned-off entries are listed after the running ones, marked, so a guard left off stays visible.
    const entries = [
      ...settings.hooks[event],
      ...settings.disabled.filter((e) => e.event === event),
    ];
    hooks[event] = await Promise.all(
      entries.map((entry, index) => listHook(ctx, settings, entry, index, failures, unsafe)),
    );
  }
  const legacy = settings.legacyHooks.map((l) => ({
    phase: l.phase,
    tool_name: l.toolName,
    command: l.command,
    origin: { file: l.origin.file, line: l.origin.line },
  }));

  if (audit.skipped > 0) {
    writeLine(
      ctx.stderr,
      `li hooks list: skipped ${plural(audit.skipped, 'unreadable line')} in ${auditPath}`,
    );
  }
  if (parsed.options.json === true) {
    // Only --json writes the report: the human listing does not load its writer.
    const { writeReport } = await import('../contract/report.js');
    writeReport(ctx, {
      project_dir: settings.projectDir,
      settings_files: { user: settings.userFile, project: settings.projectFile ?? null },
      project_approval: projectApprovalReport(settings),
      audit_log: auditPath,
      hooks,
      legacy_hooks: legacy,
      not_imported: settings.notImported.map((r) => ({
        imported_from: r.importedFrom,
        reason: r.reason,
        opt_in: r.optIn ?? null,
        origin: { file: r.origin.file, line: r.origin.line },
      })),
      warnings: settings.warnings,
    });
    return EXIT.ok;
  }
  for (const w of settings.warnings) {
    writeLine(ctx.stderr, `warning: ${w.file}:${w.line}:${w.column}: ${w.message}`);
  }
  printListing(ctx, events, hooks, legacy, events.length === 1);
  const approval = projectApprovalLine(settings);
  if (approval !== undefined) writeLine(ctx.stdout, escapeTerminalText(approval));
  // A guard import rejected stays visible here after the import report has scrolled away.
  for (const n of notImportedNotices(settings.notImported)) {
    writeLine(ctx.stdout, `${n.text} (recorded at ${n.file}:${n.line})`);
  }
  return EXIT.ok;
}

/** The audit log's failures; an unreadable log is a warning, not a reason to list nothing. */
async function readAudit(ctx: CommandContext, path: string) {
  try {
    return await readHookAuditLog(path, { failuresOnly: true });
  } catch (error) {
    const why = (error as Error).message;
    writeLine(
      ctx.stderr,
      `li hooks list: warning: cannot read the audit log ${path} (${why}); failures are not shown`,
    );
    return { records: [], skipped: 0 };
  }
}
