import { createInterface } from 'node:readline';
import type { LoadedSettings } from '@lionagi/hooks-config';
import { escapeTerminalText } from '@lionagi/hooks-profile';
import { approveProjectSettings, projectApproval } from '@lionagi/hooks-trust';
import { type CommandContext, EXIT, writeLine } from '../context.js';
import { usageError } from '../usage-error.js';

async function askYes(ctx: CommandContext, question: string): Promise<boolean> {
  const rl = createInterface({ input: ctx.stdin, terminal: false });
  ctx.stderr.write(question);
  const answer = await new Promise<string>((resolve) => {
    rl.once('line', resolve);
    rl.once('close', () => resolve(''));
  });
  rl.close();
  return /^\s*y(es)?\s*$/i.test(answer);
}

/**
 * `li hooks trust --project [--yes]`: the first-run approval li-agent asks for on a terminal
 * (profile clarification C-9), for a run without one (`LIONAGI_REQUIRE_PROJECT_APPROVAL=1` in CI,
 * say): lists the project file's own hooks and MCP servers and records their approval in the user
 * file. Exit 0 approved (or nothing to approve), 1 not approved.
 */
export async function trustProject(
  ctx: CommandContext,
  settings: LoadedSettings,
  options: { yes: boolean; json: boolean },
): Promise<number> {
  if (options.json) throw usageError('--project does not take --json');
  const approval = projectApproval(settings);
  if (approval.status === 'not-needed') {
    writeLine(ctx.stdout, `${approval.project} defines no hooks or MCP servers of its own.`);
    return EXIT.ok;
  }
  if (approval.status === 'approved') {
    writeLine(
      ctx.stdout,
      `The hooks and MCP servers of ${approval.project} are approved (${settings.userFile}).`,
    );
    return EXIT.ok;
  }
  const why = approval.status === 'changed' ? 'changed since they were approved' : 'not approved';
  writeLine(
    ctx.stdout,
    `The hooks and MCP servers of ${approval.project} (${settings.projectFile ?? ''}) are ${why}:`,
  );
  for (const line of approval.lines) writeLine(ctx.stdout, `  ${escapeTerminalText(line)}`);
  if (!options.yes) {
    if (!ctx.interactive) {
      writeLine(
        ctx.stderr,
        'No prompt is possible (stdin is not a terminal): re-run with --yes to approve them.',
      );
      return EXIT.error;
    }
    if (!(await askYes(ctx, `Approve them for ${approval.project}? [y/N] `))) {
      writeLine(ctx.stderr, 'Not approved.');
      return EXIT.error;
    }
  }
  await approveProjectSettings(settings.userFile, approval);
  writeLine(ctx.stdout, `Approved in ${settings.userFile} (trusted_project_settings).`);
  return EXIT.ok;
}
