import { randomBytes } from 'node:crypto';
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { loadSettings } from '@lionagi/hooks-config';
import { type ExportResult, exportHooks, formatExportReport } from '@lionagi/hooks-import';
import { HookError } from '@lionagi/hooks-profile';
import { exportBridge } from '../bridge-export.js';
import { type CommandContext, EXIT, writeJson, writeLine } from '../context.js';
import { usageError } from '../usage-error.js';
import { parseVerb, type VerbDefinition } from '../verb.js';
import { parseHarness } from './import.js';

/** Usage, options and examples of `li hooks export`. */
export const DEFINITION: VerbDefinition = {
  name: 'li hooks export',
  usage: 'claude|codex [--out FILE] [--project-dir DIR] [--bridge]',
  summary:
    'Write the hooks_external entries of the loaded settings as a Claude Code (.claude/settings.json) or Codex (hooks.json) hooks block, with a report of what cannot travel (fail_closed, sequential order, fail-closed timeouts, trust).',
  options: [
    [
      '--out <file>',
      "Write the block into FILE's `hooks` key (other keys are kept) instead of stdout",
    ],
    ['--project-dir <dir>', 'The LionAGI project (default: the current directory)'],
    [
      '--bridge',
      'Instead, wire the harness to "li hooks run --emit" (docs/cli-recipes.md), merged into .claude/settings.json or .codex/hooks.json (or FILE)',
    ],
  ],
  examples: [
    'li hooks export claude > hooks.json',
    'li hooks export claude --out .claude/settings.json',
    'li hooks export codex --out .codex/hooks.json',
    'li hooks export claude --bridge   # Claude Code runs the hooks_external chain through li',
  ],
  notes: [
    'Without --json the block goes to stdout (or FILE) and the report to stderr.',
    'Codex does not set CLAUDE_PROJECT_DIR: ${LIONAGI_PROJECT_DIR} is written as the absolute project path.',
  ],
};

/** Replaces the `hooks` key of FILE (a JSON object, or absent), keeping its other keys. */
async function writeHooksKey(file: string, config: ExportResult['config']): Promise<void> {
  let existing: Record<string, unknown> = {};
  let text: string | undefined;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  if (text !== undefined && text.trim() !== '') {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch (cause) {
      throw new HookError(
        'CONFIG_WRITE_REFUSED',
        `${file}: not valid JSON (${(cause as Error).message}); refusing to overwrite it`,
        {
          cause,
          details: { file },
        },
      );
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
      throw new HookError(
        'CONFIG_WRITE_REFUSED',
        `${file}: the top level is not a JSON object; refusing to overwrite it`,
        {
          details: { file },
        },
      );
    }
    existing = parsed as Record<string, unknown>;
  }
  const temp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    await writeFile(temp, `${JSON.stringify({ ...existing, hooks: config.hooks }, null, 2)}\n`);
    await rename(temp, file);
  } finally {
    await rm(temp, { force: true });
  }
}

/** `li hooks export claude|codex [--out FILE] [--json] [--project-dir DIR]`. */
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
  if (parsed.options.bridge === true) return exportBridge(ctx, target, projectDir, out, json);

  const settings = await loadSettings({ projectDir, env: ctx.env });
  const result = exportHooks(settings, target);
  if (out !== undefined) await writeHooksKey(out, result.config);

  if (json) {
    writeJson(ctx, {
      target,
      out: out ?? null,
      config: result.config,
      rows: result.rows,
      notes: result.notes,
    });
    return EXIT.ok;
  }
  if (out === undefined) writeJson(ctx, result.config);
  for (const line of formatExportReport(result)) writeLine(ctx.stderr, line);
  if (out !== undefined) writeLine(ctx.stderr, `wrote the hooks block to ${out}`);
  return EXIT.ok;
}
