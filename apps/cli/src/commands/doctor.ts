import { relative } from 'node:path';
import type { LoadedSettings } from '@lionagi/hooks-config';
import { escapeTerminalText, isHookError, PROFILE_EVENTS } from '@lionagi/hooks-profile';
import { type CommandContext, EXIT, writeLine } from '../context.js';
import { writeReport } from '../contract/report.js';
import { plural } from '../hooks-describe.js';
import { loadProjectSettings, projectDirOf } from '../hooks-settings.js';
import type { GuardedConfig } from '../inspect/bridge-checks.js';
import { configLoadFindings, diagnoseSettings } from '../inspect/doctor-checks.js';
import {
  FINDING_WRAP_COLUMNS,
  type Finding,
  type FindingStyle,
  formatFinding,
} from '../inspect/findings.js';
import { processTrackingCheck } from '../inspect/process-tracking-check.js';
import { projectApprovalLine, projectApprovalReport } from '../inspect/project-approval-check.js';
import { palette, terminalColumns } from '../paint.js';
import { parseVerb, type VerbDefinition } from '../verb.js';

/** Usage, options and examples of the verb: `--help` and docs/cli.md come from it. */
export const DEFINITION: VerbDefinition = {
  name: 'li hooks doctor',
  usage: '[--project-dir DIR] [--json]',
  summary:
    'Check that every configured guard can work: its command resolves, its scripts exist, it is trusted, its matcher names a real tool, the config loads, and no Claude Code or Codex hooks were left unimported.',
  options: [
    ['--project-dir <dir>', 'Project whose .lionagi/settings.yaml is checked (default: the cwd)'],
  ],
  examples: [
    'li hooks doctor',
    'li hooks doctor --project-dir ~/src/app',
    'li hooks doctor --json | jq ".findings[] | select(.severity == \\"error\\")"',
  ],
  notes: [
    'Errors: argv[0] not resolvable, a script argument that does not exist, pending or changed trust,',
    'a config that fails to load, a matcher naming an unknown tool, an unimported .claude/ or .codex/',
    'hook config, a program not installed on an event where it denies (PreToolUse, UserPromptSubmit,',
    'PermissionRequest). Warnings: timeouts above 60 s, matchers on UserPromptSubmit, legacy "hooks:"',
    'entries, a program not installed where it is only skipped, handlers an import rejected',
    '(not_imported:), and what changed upstream since the import (a handler added, changed or removed',
    'in the imported .claude/ or .codex/ file: re-import).',
    'A .claude/ or .codex/ config running "li hooks run --emit" (the bridge) is guarded through li, not',
    'unimported; its wiring is checked: li must start (absolute path, or on PATH), each entry must',
    "answer its own event in its harness's form, with a timeout of at least the sum of the chain's;",
    "a tool event's bridge matcher that no longer covers its entries (a stale export: those tool",
    'calls skip their guards) is a warning: export again.',
    "A line says whether the project's own hooks and MCP servers are approved on this machine (approved,",
    'not approved, changed since the approval; C-9) with the fix, li hooks trust --project; not approved',
    'is an error when LIONAGI_REQUIRE_PROJECT_APPROVAL=1 (sessions there refuse to start).',
    'A line names the process tracking that finds and stops what a hook starts: proc (Linux /proc) or',
    'posix (process groups and ps: macOS, the BSDs), detected or forced by LIONAGI_PROCESS_TRACKING,',
    'with what it finds and cannot find; an invalid LIONAGI_PROCESS_TRACKING is an error.',
    'Exit codes: 0 no errors (warnings allowed), 1 at least one error.',
  ],
};

/** `li hooks doctor [--project-dir DIR] [--json]`. */
export async function run(ctx: CommandContext, argv: string[]): Promise<number> {
  const parsed = parseVerb(ctx, DEFINITION, argv);
  if (parsed.help) return EXIT.ok;
  const projectDir = projectDirOf(ctx, parsed.options.projectDir);

  let settings: LoadedSettings | undefined;
  let findings: Finding[];
  const guarded: GuardedConfig[] = [];
  try {
    settings = await loadProjectSettings(ctx, projectDir);
    findings = await diagnoseSettings(settings, ctx.env, guarded);
  } catch (error) {
    if (!isHookError(error) || settings !== undefined) throw error;
    findings = configLoadFindings(error);
  }
  const tracking = processTrackingCheck();
  if (!tracking.ok) findings.push(tracking.finding);
  findings.sort((a, b) => (a.severity === b.severity ? 0 : a.severity === 'error' ? -1 : 1));
  const errors = findings.filter((f) => f.severity === 'error').length;
  const warnings = findings.length - errors;
  const hooks = settings ? PROFILE_EVENTS.reduce((n, e) => n + settings.hooks[e].length, 0) : 0;

  if (parsed.options.json === true) {
    writeReport(ctx, {
      project_dir: settings?.projectDir ?? projectDir,
      config_loaded: settings !== undefined,
      checked: { hooks, legacy_hooks: settings?.legacyHooks.length ?? 0 },
      errors,
      warnings,
      findings,
      guarded_through_li: guarded,
      project_approval: settings ? projectApprovalReport(settings) : null,
      process_tracking: tracking.ok ? tracking.tracking : null,
    });
  } else {
    const paint = palette(ctx.color);
    const style: FindingStyle = {
      width: Math.min(terminalColumns(ctx.stdout) ?? FINDING_WRAP_COLUMNS, 120),
      severity: (severity, label) => (severity === 'error' ? paint.bad(label) : paint.warn(label)),
      label: paint.bold,
    };
    for (const f of findings)
      for (const line of formatFinding(f, style)) writeLine(ctx.stdout, line);
    for (const g of guarded)
      writeLine(
        ctx.stdout,
        `${relative(projectDir, g.file) || g.file}: guarded through li (${g.events.join(', ')} run "li hooks run --emit ${g.harness}")`,
      );
    // Named as the guarded-through-li lines name files: relative to the project.
    const shown = (file: string) => relative(projectDir, file) || file;
    const approval = settings ? projectApprovalLine(settings, shown) : undefined;
    if (approval !== undefined) writeLine(ctx.stdout, escapeTerminalText(approval));
    if (tracking.ok) writeLine(ctx.stdout, tracking.line);
    const checked = settings
      ? `${plural(hooks, 'hook')} checked`
      : 'the configuration did not load';
    const summary =
      findings.length === 0
        ? `no problems found (${checked})`
        : `${plural(errors, 'error')}, ${plural(warnings, 'warning')} (${checked})`;
    writeLine(ctx.stdout, `li hooks doctor: ${summary}`);
  }
  return errors > 0 ? EXIT.error : EXIT.ok;
}
