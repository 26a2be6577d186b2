import { mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import { loadSettings } from '@lionagi/hooks-config';
import type { ForeignHarness } from '@lionagi/hooks-import';
import { describeTwin } from './bridge-natives.js';
import { type BridgeFilePlan, bridgeFileText, planBridgeFiles } from './bridge-scopes.js';
import { claudeHasSkillLines, installedClaudeVersion, SKILL_LINE_SINCE } from './claude-version.js';
import { applyConfigChange, type ConfigChange } from './config-change.js';
import { confirm } from './confirm.js';
import { type CommandContext, EXIT, writeLine } from './context.js';
import { writeReport } from './contract/report.js';
import type { ExportScope } from './export-scope.js';
import { leftOutNotes } from './export-scope-notes.js';
import { SKILL_LINE_EVENT } from './hooks-skill-line.js';

/** The flags of `li hooks export --bridge`. */
export interface BridgeExportOptions {
  json: boolean;
  dryRun: boolean;
  force: boolean;
  /** `--scope`: only this scope's file; default: each scope that has entries. */
  scope?: ExportScope | undefined;
  /** `--remove-native`: remove the native handlers the bridge now runs (else asked on a terminal). */
  removeNative?: boolean;
}

/**
 * Whether to remove the native twins the bridge now runs: `--remove-native`, else one y on a
 * terminal (with `--force`, the only way the files are written) after the list of them.
 */
async function removesTwins(
  ctx: CommandContext,
  plans: readonly BridgeFilePlan[],
  options: BridgeExportOptions,
): Promise<boolean> {
  const removable = plans.filter((plan) => plan.twins.some((t) => t.trusted));
  if (removable.length === 0) return false;
  if (options.removeNative === true) return true;
  if (!ctx.interactive || options.json || options.dryRun || !options.force) return false;
  writeLine(ctx.stderr, 'The bridge now runs these native hooks through li as well:');
  for (const plan of removable) {
    for (const twin of plan.twins.filter((t) => t.trusted))
      writeLine(ctx.stderr, `  ${plan.file}: ${describeTwin(twin)}`);
  }
  const files = removable.map((plan) => plan.file).join(', ');
  return confirm(ctx, `Remove them from ${files} (each old file is kept as FILE.bak)?`);
}

/** The report lines about a file's native twins: removed, kept twice, or kept untrusted. */
function twinLines(plan: BridgeFilePlan, removed: boolean, dryRun: boolean): string[] {
  const removable = plan.twins.filter((t) => t.trusted).map(describeTwin);
  const untrusted = plan.twins.filter((t) => !t.trusted).map(describeTwin);
  const lines: string[] = [];
  if (removable.length > 0 && removed) {
    const verb = dryRun ? 'would remove' : 'removed';
    lines.push(
      `${plan.file}: ${verb} the native hooks the bridge now runs: ${removable.join('; ')}`,
    );
  } else if (removable.length > 0) {
    lines.push(
      `${plan.file}: these native hooks also run through the bridge (twice): ${removable.join('; ')}; --remove-native removes them (the old file is kept as ${plan.file}.bak)`,
    );
  }
  if (untrusted.length > 0) {
    lines.push(
      `${plan.file}: kept ${untrusted.join('; ')}: its copy in hooks_external is not trusted, so the bridge does not run it yet (li hooks trust)`,
    );
  }
  return lines;
}

/**
 * `li hooks export claude|codex --bridge`: wires the harness to `li hooks run --emit` (the
 * docs/cli-recipes.md recipe) in the file of each scope (project, local, user; or `--scope`, or
 * `--out FILE`), each file's events from its own entries, optionally without the native handlers
 * the bridge now runs (`--remove-native`). The `--out` rules hold for every file: `--dry-run`
 * prints the diffs and writes nothing; an existing file that would change is written only with
 * `--force`, the old one kept as FILE.bak; when one file is refused, none is written.
 */
export async function exportBridge(
  ctx: CommandContext,
  harness: ForeignHarness,
  projectDir: string,
  out: string | undefined,
  options: BridgeExportOptions,
): Promise<number> {
  const settings = await loadSettings({ projectDir, env: ctx.env });
  const claude = harness === 'claude' ? installedClaudeVersion(ctx.env) : undefined;
  const skillLines = claudeHasSkillLines(claude);
  const targets = { scope: options.scope, out, skillLines, env: ctx.env };
  const plans = await planBridgeFiles(harness, settings, targets);
  const notes = [
    ...(skillLines
      ? []
      : [
          `Claude Code ${claude} (claude --version) is older than ${SKILL_LINE_SINCE}: ${SKILL_LINE_EVENT} is not written (such a build stops an interactive session at a "Settings Warning" dialog for it); skill shell lines are not guarded until you upgrade and export again`,
        ]),
    ...leftOutNotes(
      harness,
      settings,
      plans.map((p) => p.scope),
      {
        env: ctx.env,
        chosen: options.scope !== undefined,
        verb: `li hooks export ${harness} --bridge`,
      },
    ),

    ...plans.flatMap((plan) => plan.catchAll),
  ];
  const remove = await removesTwins(ctx, plans, options);
  const removed = plans.map((plan) => remove && plan.twins.some((t) => t.trusted));
  // A personal file kept only for its twins, none removed, is left byte-identical.
  const texts = plans.map((plan, i) =>
    plan.events.length === 0 && removed[i] !== true && plan.before !== undefined
      ? plan.before
      : bridgeFileText(plan, removed[i] === true),
  );
  const trial = await Promise.all(
    plans.map((p, i) =>
      applyConfigChange(p.file, p.before, texts[i] as string, { ...options, dryRun: true }),
    ),
  );
  const refused = plans.map(
    (p, i) => !options.force && trial[i]?.changed === true && (p.before ?? '').trim() !== '',
  );
  const write = !options.dryRun && !refused.some(Boolean);
  const changes: ConfigChange[] = [];
  for (const [i, plan] of plans.entries()) {
    if (!write) {
      changes.push(trial[i] as ConfigChange);
      continue;
    }
    await mkdir(dirname(plan.file), { recursive: true });
    changes.push(await applyConfigChange(plan.file, plan.before, texts[i] as string, options));
  }
  if (options.json) {
    const files = plans.map((plan, i) => ({
      scope: plan.scope,
      out: plan.file,
      events: plan.events,
      changed: changes[i]?.changed === true,
      written: changes[i]?.written === true,
      backup: changes[i]?.backup ?? null,
      removed_native: removed[i] ? plan.twins.filter((t) => t.trusted).map(describeTwin) : [],
      native_twins: plan.twins.map(describeTwin),
      ...(options.dryRun ? { diff: changes[i]?.diff ?? '' } : {}),
    }));
    const first = plans[0] as BridgeFilePlan;
    writeReport(ctx, {
      target: harness,
      bridge: true,
      out: first.file,
      config: JSON.parse(texts[0] as string),
      rows: [],
      notes,
      events: first.events,
      files,
      ...(options.dryRun ? { diff: changes[0]?.diff ?? '' } : {}),
    });
    return refused.some(Boolean) && !options.dryRun ? EXIT.error : EXIT.ok;
  }
  for (const note of notes) writeLine(ctx.stderr, note);
  for (const [i, plan] of plans.entries()) {
    const change = changes[i] as ConfigChange;
    if (options.dryRun) {
      ctx.stdout.write(change.changed ? change.diff : '');
      writeLine(
        ctx.stderr,
        change.changed
          ? `dry run: ${plan.file} would get the li bridge (${plan.events.join(', ')}); nothing written`
          : `${plan.file} already has the li bridge; nothing written`,
      );
    } else if (refused[i]) {
      writeLine(
        ctx.stderr,
        `li hooks export: ${plan.file} exists and would change; not written. Re-run with --dry-run to see the diff, or --force to write it (the old file is kept as ${plan.file}.bak)`,
      );
    } else if (!write) {
      writeLine(ctx.stderr, `${plan.file}: not written either (another file was refused)`);
    } else if (!change.changed) {
      writeLine(ctx.stderr, `${plan.file} already has the li bridge; nothing written`);
    } else {
      const kept = change.backup === undefined ? '' : `; the old file is kept as ${change.backup}`;
      writeLine(
        ctx.stderr,
        `wrote the li bridge to ${plan.file}: ${plan.events.join(', ')}${kept}`,
      );
    }
    for (const line of twinLines(plan, removed[i] === true, options.dryRun))
      writeLine(ctx.stderr, line);
  }
  if (options.dryRun) return EXIT.ok;
  if (!write) return EXIT.error;
  writeLine(
    ctx.stderr,
    `${harness === 'claude' ? 'Claude Code' : 'Codex'} must find "li" on its PATH; run "li hooks doctor" to check the wiring.`,
  );
  if (harness === 'codex')
    writeLine(ctx.stderr, 'Codex runs it only after you trust it: /hooks in the Codex TUI.');
  return EXIT.ok;
}
