import { resolve } from 'node:path';
import { loadSettings } from '@lionagi/hooks-config';
import {
  type ExportResult,
  exportHooks,
  formatExportReport,
  importedFromFile,
  mergeExport,
  stillInSource,
} from '@lionagi/hooks-import';
import { PROFILE_EVENTS } from '@lionagi/hooks-profile';
import { isBridge } from '../bridge-config.js';
import { exportBridge } from '../bridge-export.js';
import { applyConfigChange } from '../config-change.js';
import { type CommandContext, EXIT, writeJson, writeLine } from '../context.js';
import { writeReport } from '../contract/report.js';
import { parseScope, scopeFile, scopeOfFile, settingsOfScope } from '../export-scope.js';
import { leftOutNotes } from '../export-scope-notes.js';
import { readHarnessConfig } from '../harness-config-file.js';
import { KNOWN_TOOLS } from '../inspect/known-tools.js';
import { usageError } from '../usage-error.js';
import { parseVerb, type VerbDefinition } from '../verb.js';
import { parseHarness } from './import.js';

/** Usage, options and examples of `li hooks export`. */
export const DEFINITION: VerbDefinition = {
  name: 'li hooks export',
  usage:
    'claude|codex [--out FILE] [--scope project|user|local] [--bridge [--remove-native]] [--dry-run] [--force] [--project-dir DIR]',
  summary:
    "Write the hooks_external entries of the loaded settings as a Claude Code (.claude/settings.json) or Codex (hooks.json) hooks block, matchers in the target's tool names (bash -> Bash), with a report of what cannot travel (fail_closed, sequential order, fail-closed timeouts, trust).",
  options: [
    [
      '--out <file>',
      'Merge the hooks into FILE: its other keys and hooks (a Stop hook, hooks never imported) stay; a hook it already has is not added again',
    ],
    ['--dry-run', 'With --out or --bridge: print the diff the file would get; write nothing'],
    [
      '--force',
      'With --out or --bridge: overwrite an existing file that would change (the old one is kept as FILE.bak)',
    ],
    ['--project-dir <dir>', 'The LionAGI project (default: the current directory)'],
    [
      '--scope <scope>',
      "project, user or local: only that scope's entries, and the hooks imported from the other harness (with --bridge: into that scope's file). Default: each entry keeps the scope it came from (imported_from; a hook written by hand is project scope unless it is in the user settings file): a scope's own file (--out .claude/settings.json) gets only its entries, the block and any other FILE every entry",
    ],
    [
      '--bridge',
      'Instead, wire the harness to "li hooks run --emit" (docs/cli-recipes.md) in the file of each scope that has entries (Claude Code: .claude/settings.json, .claude/settings.local.json, ~/.claude/settings.json; Codex: .codex/hooks.json, $CODEX_HOME/hooks.json), each with the events of its own entries; or in FILE',
    ],
    [
      '--remove-native',
      'With --bridge: remove from each file the native hooks the bridge now runs (imported into hooks_external and trusted), so each runs once; asked on a terminal with --force',
    ],
  ],
  examples: [
    'li hooks export claude > hooks.json',
    'li hooks export claude --out .claude/settings.json --dry-run',
    'li hooks export claude --out .claude/settings.json --force',
    'li hooks export codex --out .codex/hooks.json',
    'li hooks export claude --bridge   # Claude Code runs the hooks_external chain through li',
    'li hooks export claude --bridge --dry-run   # the diff .claude/settings.json would get',
    'li hooks export claude --bridge --remove-native --force   # after li hooks import: each hook runs once, through li',
    'li hooks export claude --scope user --out ~/.claude/settings.json   # your own hooks, not the team file',
  ],
  notes: [
    'Without --json the block (or the diff) goes to stdout and the report to stderr.',
    "An existing file that would change (--out FILE, or the bridge's .claude/settings.json / .codex/hooks.json) is not written without --force (exit 1); --dry-run never writes.",
    'Codex does not set CLAUDE_PROJECT_DIR: ${LIONAGI_PROJECT_DIR} is written as the absolute project path.',
    'An entry on an event the target never fires (Codex: PostToolUseFailure, Notification, PostToolBatch, StopFailure) is skipped, naming the event.',
    'A type: http entry is written for Claude Code as its own type: http handler (url, headers, allowedEnvVars, timeout in seconds); Codex has no http handlers, so there its row is skipped with that reason.',
    'Personal hooks (user-level ~/.claude, settings.local.json, hooks imported from the other harness) never go into the committed project file unless --scope says so; the report names what was left out.',
  ],
};

/** The fields of every non-bridge `li hooks export --json` report. */
function exportReport(
  result: ExportResult,
  out: string | null,
  leftOut: readonly string[],
): Record<string, unknown> {
  return {
    target: result.target,
    bridge: false,
    out,
    config: result.config,
    rows: result.rows.map((r) => ({
      event: r.event,
      matcher: r.matcher ?? null,
      argv: r.argv,
      status: r.status,
      handler: r.handler ?? null,
      notes: r.notes,
      origin: r.origin,
    })),
    notes: [...result.notes, ...leftOut],
  };
}

/** `li hooks export claude|codex [--out FILE [--dry-run] [--force]] [--json] [--project-dir DIR]`. */
export async function run(ctx: CommandContext, argv: string[]): Promise<number> {
  const parsed = parseVerb(ctx, DEFINITION, argv);
  if (parsed.help) return EXIT.ok;

  const target = parseHarness(parsed.args[0]);
  if (parsed.args.length > 1)
    throw usageError(`unexpected argument "${parsed.args[1]}"; expected HARNESS`);
  const projectDir = resolve(ctx.cwd, (parsed.options.projectDir as string | undefined) ?? '.');
  const outOption = parsed.options.out as string | undefined;
  const out = outOption === undefined ? undefined : resolve(ctx.cwd, outOption);
  const json = ctx.json || parsed.options.json === true;
  const dryRun = parsed.options.dryRun === true;
  const force = parsed.options.force === true;
  const scopeOption = parseScope(parsed.options.scope);
  if (scopeOption !== undefined) scopeFile(target, scopeOption, projectDir, ctx.env);
  const removeNative = parsed.options.removeNative === true;
  if (parsed.options.bridge === true) {
    const options = { json, dryRun, force, scope: scopeOption, removeNative };
    return exportBridge(ctx, target, projectDir, out, options);
  }
  if (removeNative) throw usageError('--remove-native needs --bridge');
  if (out === undefined && (dryRun || force)) {
    throw usageError(`${dryRun ? '--dry-run' : '--force'} needs --out FILE or --bridge`);
  }

  const loaded = await loadSettings({ projectDir, env: ctx.env });
  // A harness's own scope file (or --scope) gets only its scope's entries; the block, or any other
  // FILE, gets every entry.
  const scope =
    scopeOption ??
    (out === undefined ? undefined : scopeOfFile(target, out, loaded.projectDir, ctx.env));
  const chosen = scopeOption !== undefined;
  const settings =
    scope === undefined ? loaded : settingsOfScope(loaded, target, scope, { env: ctx.env, chosen });
  const result = exportHooks(settings, target, { tools: KNOWN_TOOLS });
  const verb = `li hooks export ${target}`;
  const leftOut =
    scope === undefined
      ? []
      : leftOutNotes(target, loaded, [scope], { env: ctx.env, chosen, verb });
  const report = (lines: string[]) => {
    for (const line of [...lines, ...leftOut]) writeLine(ctx.stderr, line);
  };
  if (out === undefined) {
    if (json) writeReport(ctx, exportReport(result, null, leftOut));
    else {
      writeJson(ctx, result.config);
      report(formatExportReport(result));
    }
    return EXIT.ok;
  }

  const before = await readHarnessConfig(out);
  const entries = PROFILE_EVENTS.flatMap((event) => settings.hooks[event]);
  const self = importedFromFile(settings.projectDir, out);
  // An entry imported from this file is not written back: it is still there, or the file's li
  // bridge runs it (--bridge --remove-native took the native out).
  const bridged = (event: string, groups: readonly unknown[]) =>
    groups.some((g) =>
      ((g as { hooks?: unknown[] })?.hooks ?? []).some((h) => isBridge(target, event, out, h)),
    );
  const merge = mergeExport(before.json, result, (index, groups) => {
    const entry = entries[index];
    const from = entry?.importedFrom;
    if (entry === undefined || from?.file !== self) return false;
    return stillInSource(from, groups) || bridged(entry.event, groups);
  });
  const text = `${JSON.stringify(merge.merged, null, 2)}\n`;
  const { changed, refused, written, backup, diff } = await applyConfigChange(
    out,
    before.text,
    text,
    { dryRun, force },
  );

  if (json) {
    writeReport(ctx, {
      ...exportReport(result, out, leftOut),
      merge: {
        added: merge.added,
        already_there: merge.alreadyThere,
        changed,
        written,
        backup: backup ?? null,
      },
      ...(dryRun ? { diff } : {}),
    });
  } else {
    if (dryRun) ctx.stdout.write(changed ? diff : '');
    report(formatExportReport(result));
  }
  const summary = `${merge.added} added, ${merge.alreadyThere} already there`;
  if (json && !refused) return EXIT.ok;
  if (!changed) writeLine(ctx.stderr, `${out} is up to date (${summary}); nothing written`);
  else if (dryRun)
    writeLine(ctx.stderr, `dry run: ${out} would change (${summary}); nothing written`);
  else if (refused) {
    writeLine(
      ctx.stderr,
      `li hooks export: ${out} exists and would change (${summary}); not written. Re-run with --dry-run to see the diff, or --force to write it (the old file is kept as ${out}.bak)`,
    );
    return EXIT.error;
  } else {
    const kept = backup === undefined ? '' : `; the old file is kept as ${backup}`;
    writeLine(ctx.stderr, `merged the hooks into ${out} (${summary})${kept}`);
  }
  return EXIT.ok;
}
