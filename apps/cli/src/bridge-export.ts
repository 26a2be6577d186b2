import { mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import { loadSettings } from '@lionagi/hooks-config';
import type { ForeignHarness } from '@lionagi/hooks-import';
import { BRIDGED_AS, bridgeConfigFile, bridgeEvents, planBridge } from './bridge-config.js';
import { claudeHasSkillLines, installedClaudeVersion, SKILL_LINE_SINCE } from './claude-version.js';
import { applyConfigChange } from './config-change.js';
import { type CommandContext, EXIT, writeLine } from './context.js';
import { writeReport } from './contract/report.js';
import { SKILL_LINE_EVENT } from './hooks-skill-line.js';

/** The flags of `li hooks export --bridge`. */
export interface BridgeExportOptions {
  json: boolean;
  dryRun: boolean;
  force: boolean;
}

/**
 * `li hooks export claude|codex --bridge`: wires the harness to `li hooks run --emit` (the
 * docs/cli-recipes.md recipe), merged into its project config (`out`, default
 * `.claude/settings.json` / `.codex/hooks.json`), under the same rules as `--out`: `--dry-run`
 * prints the diff and writes nothing; an existing file that would change is written only with
 * `--force`, the old one kept as FILE.bak.
 */
export async function exportBridge(
  ctx: CommandContext,
  harness: ForeignHarness,
  projectDir: string,
  out: string | undefined,
  options: BridgeExportOptions,
): Promise<number> {
  const settings = await loadSettings({ projectDir, env: ctx.env });
  const file = out ?? bridgeConfigFile(harness, settings.projectDir);
  const claude = harness === 'claude' ? installedClaudeVersion(ctx.env) : undefined;
  const skillLines = claudeHasSkillLines(claude);
  const plan = await planBridge(harness, settings, file, { skillLines });
  if (!options.dryRun) await mkdir(dirname(file), { recursive: true });
  const change = await applyConfigChange(file, plan.before, plan.text, options);
  const events = [
    ...bridgeEvents(harness, settings),
    ...(skillLines ? Object.keys(BRIDGED_AS[harness]) : []),
  ];
  const notes = skillLines
    ? []
    : [
        `Claude Code ${claude} (claude --version) is older than ${SKILL_LINE_SINCE}: ${SKILL_LINE_EVENT} is not written (such a build stops an interactive session at a "Settings Warning" dialog for it); skill shell lines are not guarded until you upgrade and export again`,
      ];
  if (options.json) {
    writeReport(ctx, {
      target: harness,
      bridge: true,
      out: file,
      config: plan.merged,
      rows: [],
      notes,
      events,
      ...(options.dryRun ? { diff: change.diff } : {}),
    });
    return change.refused ? EXIT.error : EXIT.ok;
  }
  for (const note of notes) writeLine(ctx.stderr, note);
  if (options.dryRun) {
    ctx.stdout.write(change.changed ? change.diff : '');
    writeLine(
      ctx.stderr,
      change.changed
        ? `dry run: ${file} would get the li bridge (${events.join(', ')}); nothing written`
        : `${file} already has the li bridge; nothing written`,
    );
    return EXIT.ok;
  }
  if (change.refused) {
    writeLine(
      ctx.stderr,
      `li hooks export: ${file} exists and would change; not written. Re-run with --dry-run to see the diff, or --force to write it (the old file is kept as ${file}.bak)`,
    );
    return EXIT.error;
  }
  if (!change.changed) writeLine(ctx.stderr, `${file} already has the li bridge; nothing written`);
  else {
    const kept = change.backup === undefined ? '' : `; the old file is kept as ${change.backup}`;
    writeLine(ctx.stderr, `wrote the li bridge to ${file}: ${events.join(', ')}${kept}`);
  }
  writeLine(
    ctx.stderr,
    `${harness === 'claude' ? 'Claude Code' : 'Codex'} must find "li" on its PATH; run "li hooks doctor" to check the wiring.`,
  );
  if (harness === 'codex')
    writeLine(ctx.stderr, 'Codex runs it only after you trust it: /hooks in the Codex TUI.');
  return EXIT.ok;
}
