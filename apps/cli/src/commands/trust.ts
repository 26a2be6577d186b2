import { resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { type LoadedSettings, loadSettings } from '@lionagi/hooks-config';
import { shellLaunchWarning } from '@lionagi/hooks-import';
import { PROFILE_EVENTS } from '@lionagi/hooks-profile';
import {
  approveCommands,
  listPending,
  type PendingCommand,
  parseTrustRecords,
  pythonJsonString,
  serializeArgv,
} from '@lionagi/hooks-trust';
import { type CommandContext, EXIT, writeJson, writeLine } from '../context.js';
import { neverFires } from '../inspect/known-tools.js';
import { usageError } from '../usage-error.js';
import { parseVerb, type VerbDefinition } from '../verb.js';

/** Usage, options and examples of `li hooks trust`. */
export const DEFINITION: VerbDefinition = {
  name: 'li hooks trust',
  usage: '[--yes] [--json] [--project-dir DIR]',
  summary:
    'Review imported and plugin hook commands that may not run yet (the whole argv, the resolved executable and every pinned file), and approve them. There is no bypass flag.',
  options: [
    ['--yes', 'Approve every listed command without asking'],
    ['--project-dir <dir>', 'The project whose settings are read (default: current directory)'],
  ],
  examples: [
    'li hooks trust                  # review pending commands, then answer the prompt',
    'li hooks trust --yes            # approve every listed command (scripts, CI)',
    'li hooks trust --json           # list pending commands as JSON, approve nothing',
  ],
  notes: [
    'With --json and without --yes nothing is approved. Declining the prompt exits 1.',
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

function disclose(command: PendingCommand, n: number, never: string | undefined): string[] {
  const matcher = command.matcher === undefined ? 'any' : `"${shown(command.matcher)}"`;
  const tier = command.source === undefined ? command.tier : `${command.tier} (${command.source})`;
  const lines = [
    `[${n}] ${command.event}  matcher ${matcher}  ${tier}  ${command.status.toUpperCase()}`,
    `    from:       ${shown(command.origin.file)}:${command.origin.line}:${command.origin.column}`,
    `    argv:       ${serializeArgv(command.argv)}`,
    `    hash:       ${command.hash}`,
  ];
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
  if (!command.files.some((file) => file.kind !== 'interpreter'))
    lines.push('    pins file:  (no other argv element names a file)');
  lines.push(`    project:    ${shown(command.project)} (the approval holds here only)`);
  for (const note of command.unpinned) lines.push(`    NOT PINNED: ${shown(note)}`);
  for (const change of command.changes) lines.push(`    changed:    ${shown(change)}`);
  for (const problem of command.problems) lines.push(`    CANNOT BE APPROVED: ${shown(problem)}`);
  if (never !== undefined) lines.push(`    WARNING:    never fires: ${shown(never)}`);
  const shell = shellLaunchWarning(command.argv);
  if (shell !== undefined) lines.push(`    SHELL:      ${shown(shell)}`);
  return lines;
}

function asData(command: PendingCommand, never: string | undefined): Record<string, unknown> {
  const { record: _record, replaces, ...rest } = command;
  return {
    ...rest,
    approvable: command.record !== undefined,
    replaces: replaces ?? null,
    never_fires: never ?? null,
  };
}

async function readAnswer(ctx: CommandContext): Promise<string> {
  const rl = createInterface({ input: ctx.stdin, terminal: false });
  try {
    return await new Promise<string>((done) => {
      rl.once('line', done);
      rl.once('close', () => done(''));
    });
  } finally {
    rl.close();
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
  const pending = await listPending(settings, { env: ctx.env });
  const approvable = pending.filter((p) => p.record !== undefined);
  const blocked = pending.length - approvable.length;

  const never = neverFiring(settings);
  const neverOf = (p: PendingCommand) => never.get(`${p.origin.file}:${p.origin.line}`);
  const listing = {
    userFile: settings.userFile,
    pending: pending.map((p) => asData(p, neverOf(p))),
  };
  if (pending.length === 0) {
    if (json) writeJson(ctx, { ...listing, approved: null });
    else writeLine(ctx.stdout, 'No hook command is waiting for approval.');
    return EXIT.ok;
  }
  if (!json) {
    writeLine(ctx.stdout, `${pending.length} hook command(s) may not run until approved:`);
    pending.forEach((p, i) => {
      writeLine(ctx.stdout);
      for (const line of disclose(p, i + 1, neverOf(p))) writeLine(ctx.stdout, line);
    });
    writeLine(ctx.stdout);
  }
  if (json && !yes) {
    writeJson(ctx, { ...listing, approved: null });
    return EXIT.ok;
  }
  if (approvable.length === 0) {
    if (json) writeJson(ctx, { ...listing, approved: null });
    writeLine(ctx.stderr, 'Nothing can be approved: fix the problems listed above first.');
    return EXIT.error;
  }
  if (!yes) {
    if (!ctx.interactive) {
      writeLine(
        ctx.stderr,
        `${approvable.length} command(s) need approval and no prompt is possible (stdin is not a terminal): re-run with --yes to approve them.`,
      );
      return EXIT.error;
    }
    ctx.stderr.write(`Approve ${approvable.length} command(s)? [y/N] `);
    const answer = (await readAnswer(ctx)).trim().toLowerCase();
    if (answer !== 'y' && answer !== 'yes') {
      writeLine(ctx.stderr, 'Not approved: these commands stay blocked.');
      return EXIT.error;
    }
  }
  const result = await approveCommands(settings.userFile, approvable);
  if (json) writeJson(ctx, { ...listing, approved: result });
  else {
    writeLine(
      ctx.stdout,
      `Approved ${approvable.length} command(s) in ${settings.userFile} (${result.added} added, ${result.replaced} replaced, ${result.unchanged} already approved).`,
    );
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
