import { resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { type LoadedSettings, loadSettings } from '@lionagi/hooks-config';
import { verifiedRunGaps } from '@lionagi/hooks-exec';
import { shellLaunch, shellLaunchWarning } from '@lionagi/hooks-import';
import { missingProgramMeanwhile, PROFILE_EVENTS } from '@lionagi/hooks-profile';
import {
  approveCommands,
  describeWiring,
  listPending,
  type PendingCommand,
  parseTrustRecords,
  pythonJsonString,
  SHOWN_HASH_DIGITS,
  serializeArgv,
} from '@lionagi/hooks-trust';
import { type CommandContext, EXIT, writeLine } from '../context.js';
import { snakeKeys, writeReport } from '../contract/report.js';
import { neverFires } from '../inspect/known-tools.js';
import { type Palette, palette } from '../paint.js';
import { usageError } from '../usage-error.js';
import { parseVerb, type VerbDefinition } from '../verb.js';
import { trustProject } from './trust-project.js';

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

/** A string made safe for a terminal: printable ASCII as is, anything else Python-JSON-escaped. */
function shown(value: string): string {
  return /^[\x20-\x7e]*$/.test(value) ? value : pythonJsonString(value);
}

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
  if (command.http !== undefined) return [...lines, ...discloseHttp(command, never, paint)];
  if (command.executable === undefined) lines.push('    executable: (does not resolve)');
  else
    lines.push(
      `    executable: ${shown(command.executable.path)}`,
      `                sha256 ${command.executable.digest}`,
    );
  for (const file of command.files) {
    const [label, sum] =
      file.kind === 'tree'
        ? ['pins dir:', 'tree sha256']
        : file.kind === 'interpreter'
          ? ['runs with:', 'sha256']
          : ['pins file:', 'sha256'];
    lines.push(
      `    ${label.padEnd(12)}${shown(file.path)}`,
      `                ${sum} ${file.digest}`,
    );
  }
  for (const path of command.absent)
    lines.push(
      `    ${'absent:'.padEnd(12)}${shown(path)} (loaded before the pinned code if it appears)`,
    );
  if (!command.files.some((file) => file.kind !== 'interpreter'))
    lines.push('    pins file:  (no other argv element names a file)');
  lines.push(`    project:    ${shown(command.project)} (the approval holds here only)`);
  for (const note of command.unpinned)
    lines.push(`    ${paint.warn('NOT PINNED:')} ${shown(note)}`);
  // Whether the pinned bytes are what starts, or a same-user process can still swap them.
  const pinned = [
    ...(command.executable ? [{ ...command.executable, kind: 'program' }] : []),
    ...command.files,
  ];
  for (const gap of verifiedRunGaps(command.argv, pinned, command.project, home))
    lines.push(`    ${paint.warn('RUNS FROM PATH:')} ${shown(gap)}`);
  for (const change of command.changes)
    lines.push(`    ${paint.warn('changed:')}    ${shown(change)}`);
  for (const problem of command.problems)
    lines.push(`    ${paint.bad('CANNOT BE APPROVED:')} ${shown(problem)}`);
  // A program not installed here: approval cannot fix it, installing or turning it off does.
  const [program = ''] = command.argv;
  if (command.executable === undefined && !program.includes('/') && !program.includes('${')) {
    const id = command.hash.slice(0, SHOWN_HASH_DIGITS);
    const meanwhile = missingProgramMeanwhile(command.event);
    lines.push(
      `    ${paint.warn('FIX:')}        install ${shown(JSON.stringify(program))} or turn the hook off with "li hooks disable ${id}"; ${meanwhile}`,
    );
  }
  if (never !== undefined) lines.push(neverLine(never, paint));
  const shell = shellLaunchWarning(command.argv);
  if (shell !== undefined) lines.push(`    ${paint.warn('SHELL:')}      ${shown(shell)}`);
  return lines;
}

/** An http handler: what its approval pins (URL, header names, variables), never header values. */
function discloseHttp(
  command: PendingCommand,
  never: string | undefined,
  paint: Palette,
): string[] {
  const pins = command.http?.record;
  const list = (names: readonly string[] = []) =>
    names.length === 0 ? '(none)' : names.map(shown).join(', ');
  const lines = [
    `    url:        ${shown(pins?.url ?? '')}`,
    `    headers:    ${list(pins?.header_names)} (names only; values are not pinned)`,
    `    reads env:  ${list(pins?.allowed_env_vars)}`,
    `    project:    ${shown(command.project)} (the approval holds here only)`,
  ];
  for (const change of command.changes)
    lines.push(`    ${paint.warn('changed:')}    ${shown(change)}`);
  for (const warning of command.http?.warnings ?? [])
    lines.push(`    ${paint.warn('WARNING:')}    ${shown(warning)}`);
  if (never !== undefined) lines.push(neverLine(never, paint));
  return lines;
}

/** A matcher that can match no tool: the guard would be absent, so it is marked like an error. */
const neverLine = (never: string, paint: Palette) =>
  `    ${paint.bad('WARNING:')}    never fires: ${shown(never)}`;

function asData(command: PendingCommand, never: string | undefined): Record<string, unknown> {
  const { record: _record, replaces, http, ...rest } = command;
  return {
    ...(snakeKeys(rest) as Record<string, unknown>),
    matcher: command.matcher ?? null,
    source: command.source ?? null,
    executable: command.executable ?? null,
    approvable: command.record !== undefined || http !== undefined,
    replaces: (http ? http.replaces : replaces) ?? null,
    wiring: command.wiring ?? null,
    never_fires: never ?? null,
    shell: shellLaunch(command.argv)?.script ?? null,
    http: http
      ? {
          url: http.record.url,
          header_names: http.record.header_names,
          allowed_env_vars: http.record.allowed_env_vars,
          warnings: http.warnings,
        }
      : null,
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
  const approvable = pending.filter((p) => p.record !== undefined || p.http !== undefined);
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
