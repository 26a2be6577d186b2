import { loadSettings } from '@lionagi/hooks-config';
import type { ForeignHarness } from '@lionagi/hooks-import';
import { BRIDGED_AS, bridgeConfigFile, bridgeEvents, writeBridge } from './bridge-config.js';
import { type CommandContext, EXIT, writeLine } from './context.js';
import { writeReport } from './contract/report.js';

/**
 * `li hooks export claude|codex --bridge`: wires the harness to `li hooks run --emit` (the
 * docs/cli-recipes.md recipe), merged into its project config (`out`, default
 * `.claude/settings.json` / `.codex/hooks.json`).
 */
export async function exportBridge(
  ctx: CommandContext,
  harness: ForeignHarness,
  projectDir: string,
  out: string | undefined,
  json: boolean,
): Promise<number> {
  const settings = await loadSettings({ projectDir, env: ctx.env });
  const file = out ?? bridgeConfigFile(harness, settings.projectDir);
  const config = await writeBridge(harness, settings, file);
  const events = [...bridgeEvents(harness, settings), ...Object.keys(BRIDGED_AS[harness])];
  if (json) {
    writeReport(ctx, {
      target: harness,
      bridge: true,
      out: file,
      config,
      rows: [],
      notes: [],
      events,
    });
    return EXIT.ok;
  }
  writeLine(ctx.stderr, `wrote the li bridge to ${file}: ${events.join(', ')}`);
  writeLine(
    ctx.stderr,
    `${harness === 'claude' ? 'Claude Code' : 'Codex'} must find "li" on its PATH; run "li hooks doctor" to check the wiring.`,
  );
  if (harness === 'codex')
    writeLine(ctx.stderr, 'Codex runs it only after you trust it: /hooks in the Codex TUI.');
  return EXIT.ok;
}
