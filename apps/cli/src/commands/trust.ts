import { resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { type LoadedSettings, loadSettings } from '@lionagi/hooks-config';
import { shellLaunch } from '@lionagi/hooks-import';
import { PROFILE_EVENTS } from '@lionagi/hooks-profile';
import {
  approveCommands,
  describeWiring,
  isApprovable,
  listPending,
  type PendingCommand,
  parseTrustRecords,
  replacedRecord,
  serializeArgv,
} from '@lionagi/hooks-trust';
import { type CommandContext, EXIT, writeLine } from '../context.js';
import { snakeKeys, writeReport } from '../contract/report.js';
import { neverFires } from '../inspect/known-tools.js';
import { type Palette, palette } from '../paint.js';
import { usageError } from '../usage-error.js';
import { parseVerb, type VerbDefinition } from '../verb.js';
import { trustProject } from './trust-project.js';
import { reviewOf } from './trust-reviews.js';
import { shown } from './trust-shown.js';

/** Usage, options and examples of `li hooks trust`. */
export const DEFINITION: VerbDefinition = {
  name: 'li hooks trust',
  usage: '[--project] [--yes] [--json] [--project-dir DIR]',
  summary:
    'Review imported and plugin hook commands that may not run yet (the whole argv, the resolved executable and every pinned file), and approve them. There is no bypass flag.',
  options: [
    ['--yes', 'Approve every listed command without asking'],
    [
      '--project',
      "Review and approve the project file's own hooks and MCP servers instead (what li-agent asks about on its first run in a project; for runs without a terminal under LIONAGI_REQUIRE_PROJECT_APPROVAL=1)",
    ],
    ['--project-dir <dir>', 'The project whose settings are read (default: current directory)'],
  ],
  examples: [
    'li hooks trust                  # review each pending command: y, n, a (all after) or q',
    'li hooks trust --yes            # approve every listed command (scripts, CI)',
    'li hooks trust --json           # list pending commands as JSON, approve nothing',
    "li hooks trust --project --yes  # approve the project's own hooks and MCP servers (CI)",
  ],
  notes: [
    'On a terminal each command is shown in full and asked about in turn: y approves it, n leaves it',
    'blocked, a approves it and every one after, q stops. Any command left blocked exits 1.',
    'With --json and without --yes nothing is approved: the JSON is the review list.',
    'A command whose matcher can match no tool (in its tool_vocabulary) carries a "never fires" warning.',
  ],
};

/** Per `file:line` of a hook, why it can never fire (the shared rule), for the review screen. */
function neverFiring(settings: LoadedSettings): Map<string, string> {
  const out = new Map<string, string>();
  for (const event of PROFILE_EVENTS) {
    for (const entry of settings.hooks[event]) {
      const why = neverFires(entry, settings);
      if (why) out.set(`${entry.origin.file}:${entry.origin.line}`, why.message);
    }
  }
  return out;
}

function disclose(
  command: PendingCommand,
  n: number,
  never: string | undefined,
  paint: Palette,
  home: string | undefined,
): string[] {
  const matcher = command.matcher === undefined ? 'any' : `"${shown(command.matcher)}"`;
  const tier = command.source === undefined ? command.tier : `${command.tier} (${command.source})`;
  const lines = [
    `[${n}] ${command.event}  matcher ${matcher}  ${tier}  ${paint.warn(command.status.toUpperCase())}`,
    `    from:       ${shown(command.origin.file)}:${command.origin.line}:${command.origin.column}`,
    `    argv:       ${serializeArgv(command.argv)}`,
    `    hash:       ${command.hash}`,
  ];
  if (command.wiring !== undefined)
    lines.push(
      `    wired:      ${shown(describeWiring(command.wiring))} (the approval holds wired so only)`,
    );
  return [...lines, ...reviewOf(command).disclose(command, never, paint, home)];
}

function asData(command: PendingCommand, never: string | undefined): Record<string, unknown> {
  const { type: _type, record: _record, replaces: _replaces, http: _http, ...rest } = command;
  return {
    ...(snakeKeys(rest) as Record<string, unknown>),
    matcher: command.matcher ?? null,
    source: command.source ?? null,
    executable: command.executable ?? null,
    approvable: isApprovable(command),
    replaces: replacedRecord(command) ?? null,
    wiring: command.wiring ?? null,
    never_fires: never ?? null,
    shell: shellLaunch(command.argv)?.script ?? null,
    ...reviewOf(command).data(command),
  };
}

/** The lines typed on stdin, one at a time, through one reader (typed-ahead lines are kept). */
function lineReader(ctx: CommandContext): { next(): Promise<string>; close(): void } {
  const rl = createInterface({ input: ctx.stdin, terminal: false });
  const lines: string[] = [];
  const waiting: Array<(line: string) => void> = [];
  let closed = false;
  rl.on('line', (line) => {
    const take = waiting.shift();
    if (take) take(line);
    else lines.push(line);
  });
  rl.on('close', () => {
    closed = true;
    for (const take of waiting.splice(0)) take('');
  });
  return {
    next: () =>
      lines.length > 0 || closed
        ? Promise.resolve(lines.shift() ?? '')
        : new Promise<string>((take) => waiting.push(take)),
    close: () => rl.close(),
  };
}

/**
 * Asks about each approvable command in turn, its full review block first: y approves it, n
 * leaves it blocked, a approves it and every one after, q (or end of input) stops asking.
 */
async function review(
  ctx: CommandContext,
  pending: readonly PendingCommand[],
  neverOf: (p: PendingCommand) => string | undefined,
): Promise<PendingCommand[]> {
  const chosen: PendingCommand[] = [];
  const reader = lineReader(ctx);
  try {
    let all = false;
    for (const [i, command] of pending.entries()) {
      writeLine(ctx.stdout);
      for (const line of disclose(
        command,
        i + 1,
        neverOf(command),
        palette(ctx.color),
        ctx.env.HOME,
      ))
        writeLine(ctx.stdout, line);
      if (command.record === undefined) continue;
      if (all) {
        chosen.push(command);
        continue;
      }
      for (;;) {
        ctx.stderr.write(
          `Approve [${i + 1}/${pending.length}]? y = yes, n = no, a = this and all after, q = quit: `,
        );
        const answer = (await reader.next()).trim().toLowerCase();
        if (answer === 'y' || answer === 'yes') chosen.push(command);
        else if (answer === 'a' || answer === 'all') {
          chosen.push(command);
          all = true;
        } else if (answer === 'q' || answer === 'quit' || answer === '') return chosen;
        else if (answer !== 'n' && answer !== 'no') {
          writeLine(ctx.stderr, `"${answer}" is not an answer: type y, n, a or q`);
          continue;
        }
        break;
      }
    }
    return chosen;
  } finally {
    reader.close();
  }
}

function warnAboutSettings(ctx: CommandContext, settings: LoadedSettings): void {
  for (const w of settings.warnings)
    writeLine(ctx.stderr, `warning: ${w.file}:${w.line}:${w.column}: ${w.message}`);
  for (const { index, problem } of parseTrustRecords(settings.trustedHookCommands).invalid) {
    writeLine(
      ctx.stderr,
      `warning: ${settings.userFile}: trusted_hook_commands item ${index} is ignored (it trusts nothing): ${problem}`,
    );
  }
}

/** `li hooks trust [--yes] [--json] [--project-dir DIR]`. There is no bypass flag (ADR-0048 D7). */
export async function run(ctx: CommandContext, argv: string[]): Promise<number> {
  const parsed = parseVerb(ctx, DEFINITION, argv);
  if (parsed.help) return EXIT.ok;
  if (parsed.args.length > 0) throw usageError(`unexpected argument "${parsed.args[0]}"`);
  const projectOption = parsed.options.projectDir as string | boolean | undefined;
  if (projectOption === true || projectOption === '') {
    throw usageError('--project-dir needs a directory');
  }
  const json = ctx.json || parsed.options.json === true;
  const yes = parsed.options.yes === true;

  const projectDir = resolve(ctx.cwd, typeof projectOption === 'string' ? projectOption : '.');
  const settings = await loadSettings({ projectDir, env: ctx.env });
  warnAboutSettings(ctx, settings);
  if (parsed.options.project === true) return trustProject(ctx, settings, { yes, json });
  const pending = await listPending(settings, { env: ctx.env });
  const approvable = pending.filter(isApprovable);
  const blocked = pending.length - approvable.length;

  const never = neverFiring(settings);
  const neverOf = (p: PendingCommand) => never.get(`${p.origin.file}:${p.origin.line}`);
  const listing = {
    user_file: settings.userFile,
    pending: pending.map((p) => asData(p, neverOf(p))),
  };
  if (pending.length === 0) {
    if (json) writeReport(ctx, { ...listing, approved: null });
    else writeLine(ctx.stdout, 'No hook command is waiting for approval.');
    return EXIT.ok;
  }
  const asking = !json && !yes && ctx.interactive && approvable.length > 0;
  if (!json) writeLine(ctx.stdout, `${pending.length} hook command(s) may not run until approved:`);
  if (!json && !asking) {
    pending.forEach((p, i) => {
      writeLine(ctx.stdout);
      for (const line of disclose(p, i + 1, neverOf(p), palette(ctx.color), ctx.env.HOME))
        writeLine(ctx.stdout, line);
    });
    writeLine(ctx.stdout);
  }
  if (json && !yes) {
    writeReport(ctx, { ...listing, approved: null });
    return EXIT.ok;
  }
  if (approvable.length === 0) {
    if (json) writeReport(ctx, { ...listing, approved: null });
    writeLine(ctx.stderr, 'Nothing can be approved: fix the problems listed above first.');
    return EXIT.error;
  }
  if (!yes && !ctx.interactive) {
    writeLine(
      ctx.stderr,
      `${approvable.length} command(s) need approval and no prompt is possible (stdin is not a terminal): re-run with --yes to approve them.`,
    );
    return EXIT.error;
  }
  const chosen = asking ? await review(ctx, pending, neverOf) : approvable;
  const declined = approvable.length - chosen.length;
  if (chosen.length === 0) {
    writeLine(ctx.stderr, 'Not approved: these commands stay blocked.');
    return EXIT.error;
  }
  const result = await approveCommands(settings.userFile, chosen);
  if (json) writeReport(ctx, { ...listing, approved: result });
  else {
    writeLine(
      ctx.stdout,
      `Approved ${chosen.length} command(s) in ${settings.userFile} (${result.added} added, ${result.replaced} replaced, ${result.unchanged} already approved).`,
    );
  }
  if (declined > 0) {
    writeLine(ctx.stderr, `${declined} command(s) not approved: they stay blocked.`);
    return EXIT.error;
  }
  if (blocked > 0) {
    writeLine(
      ctx.stderr,
      `${blocked} command(s) could not be approved; see the problems listed above.`,
    );
    return EXIT.error;
  }
  return EXIT.ok;
}
