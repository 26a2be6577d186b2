import { resolve } from 'node:path';
import { findProjectRoot, loadSettings } from '@lionagi/hooks-config';
import { type ForeignHarness, formatImportReport, importHooks } from '@lionagi/hooks-import';
import {
  createProgramCheck,
  listPending,
  type PendingCommand,
  serializeArgv,
} from '@lionagi/hooks-trust';
import { type CommandContext, EXIT, writeLine } from '../context.js';
import { snakeKeys, writeReport } from '../contract/report.js';
import { KNOWN_TOOLS } from '../inspect/known-tools.js';
import { usageError } from '../usage-error.js';
import { parseVerb, type VerbDefinition } from '../verb.js';

/** Usage, options and examples of `li hooks import`. */
export const DEFINITION: VerbDefinition = {
  name: 'li hooks import',
  usage:
    'claude|codex [PATH | --plugin DIR] [--user] [--prune] [--allow-shell] [--dry-run] [--project-dir DIR]',
  summary:
    'Import Claude Code or Codex hooks into the project .lionagi/settings.yaml (hooks_external, source: imported:<harness>). Each entry is imported, updated (replaces the entry an earlier import wrote, after an upstream change), unchanged (already there), edited locally (kept) or rejected with a reason; nothing read is executed. PATH is a settings file or a directory (default .claude/ or .codex/ of the project).',
  options: [
    [
      '--user',
      'Also read the user-level config (~/.claude/settings.json, $CODEX_HOME); its entries go into the user settings file (~/.lionagi/settings.yaml, $LIONAGI_HOME)',
    ],
    [
      '--plugin <dir>',
      'Import a plugin directory instead: DIR/hooks/hooks.json and the hooks its manifest (.claude-plugin/ or .codex-plugin/plugin.json) names; the plugin root variables become DIR (absolute)',
    ],
    [
      '--prune',
      'Delete entries this import wrote whose handler is gone upstream (default: report them)',
    ],
    [
      '--allow-shell',
      'Import a command the word splitter cannot translate as ["/bin/sh", "-c", "<text>"] (Codex: /bin/bash), exactly what the harness runs; reviewed like any command, never the default',
    ],
    ['--dry-run', 'Report what would be imported; write nothing'],
    ['--project-dir <dir>', 'The LionAGI project (default: the current directory)'],
  ],
  examples: [
    'li hooks import claude                  # .claude/settings.json + settings.local.json',
    'li hooks import claude --user --dry-run # also ~/.claude/settings.json; write nothing',
    'li hooks import codex                   # .codex/hooks.json + [hooks] of .codex/config.toml',
    'li hooks import codex ~/.codex/hooks.json --json',
    'li hooks import claude --plugin ~/.claude/plugins/cache/acme/guard/1.2.0',
  ],
  notes: [
    'Imported commands must be approved with `li hooks trust` before they run: importing never trusts.',
    'Rejected handlers are recorded under not_imported: of the settings file (with the flag that would bring',
    'them, e.g. --allow-shell), so list, doctor and li-agent keep saying they did not come across. An entry',
    'whose program is not installed here is imported with a warning saying what it does until it is.',
    'With --json each imported row says its "type", "async" and "status_message"; an http handler shows',
    'its request under "http" and an empty "argv" (the text report still names it POST <url>).',
    'Exit codes: 0 imported (rejections are reported, not errors), 1 usage error or unreadable config.',
  ],
};

/** Parses the HARNESS argument: `claude` or `codex`. */
export function parseHarness(value: unknown): ForeignHarness {
  if (value === 'claude' || value === 'codex') return value;
  if (value === undefined) throw usageError('missing HARNESS: expected "claude" or "codex"');
  throw usageError(`unknown harness "${String(value)}": expected "claude" or "codex"`);
}

function pendingLines(pending: readonly PendingCommand[]): string[] {
  if (pending.length === 0) return ['no hook commands are pending trust'];
  return [
    `${pending.length} hook command${pending.length === 1 ? ' is' : 's are'} pending trust and will not run until approved (blocking events deny, advisory events skip):`,
    ...pending.map(
      (p) =>
        `  ${p.hash.slice(0, 12)}  ${p.event}  [${p.matcher ?? '*'}]  ${serializeArgv(p.argv)}  ${p.status}`,
    ),
    'Run `li hooks trust` to review and approve them.',
  ];
}

/** The MCP servers of the current settings (none when they do not load: the import reports that). */
async function configuredMcpServers(projectDir: string, env: NodeJS.ProcessEnv): Promise<string[]> {
  try {
    return Object.keys((await loadSettings({ projectDir, env })).mcpServers);
  } catch {
    return [];
  }
}

/** `li hooks import claude|codex [PATH | --plugin DIR] [--user] [--prune] [--dry-run] [--json] [--project-dir DIR]`. */
export async function run(ctx: CommandContext, argv: string[]): Promise<number> {
  const parsed = parseVerb(ctx, DEFINITION, argv);
  if (parsed.help) return EXIT.ok;

  const harness = parseHarness(parsed.args[0]);
  if (parsed.args.length > 2)
    throw usageError(`unexpected argument "${parsed.args[2]}"; expected HARNESS [PATH]`);
  const path = parsed.args[1];
  const plugin = parsed.options.plugin as string | undefined;
  if (plugin !== undefined && typeof plugin !== 'string')
    throw usageError('--plugin needs a directory');
  if (plugin !== undefined && path !== undefined)
    throw usageError('give PATH or --plugin DIR, not both');
  if (plugin !== undefined && parsed.options.user === true)
    throw usageError('--plugin imports the plugin into the project settings; drop --user');
  const projectDir = findProjectRoot(
    resolve(ctx.cwd, (parsed.options.projectDir as string | undefined) ?? '.'),
    ctx.env,
  );
  const dryRun = parsed.options.dryRun === true;
  const json = ctx.json || parsed.options.json === true;

  const result = await importHooks({
    harness,
    projectDir,
    path: path === undefined ? undefined : resolve(ctx.cwd, path),
    plugin: plugin === undefined ? undefined : resolve(ctx.cwd, plugin),
    user: parsed.options.user === true,
    prune: parsed.options.prune === true,
    allowShell: parsed.options.allowShell === true,
    dryRun,
    // The reference agent's built-ins; MCP tool names cannot be known before their servers start.
    tools: KNOWN_TOOLS,
    mcpServers: await configuredMcpServers(projectDir, ctx.env),
    env: ctx.env,
    missingProgram: createProgramCheck(projectDir, ctx.env),
  });
  let pending: PendingCommand[] | undefined;
  if (!dryRun) {
    const settings = await loadSettings({ projectDir, env: ctx.env });
    pending = await listPending(settings, { env: ctx.env });
  }

  if (json) {
    const { profileVersion: _profile, ...fields } = result;
    writeReport(ctx, {
      ...(snakeKeys(fields) as Record<string, unknown>),
      pending:
        (pending ?? null)?.map((p) => ({
          hash: p.hash,
          event: p.event,
          matcher: p.matcher ?? null,
          argv: p.argv,
          status: p.status,
        })) ?? null,
    });
  } else {
    for (const line of formatImportReport(result)) writeLine(ctx.stdout, line);
  }
  if (pending !== undefined) for (const line of pendingLines(pending)) writeLine(ctx.stderr, line);
  return EXIT.ok;
}
