import { createInterface } from 'node:readline';
import { type LoadedSettings, loadSettings } from '@lionagi/hooks-config/load';
import { escapeTerminalText } from '@lionagi/hooks-profile';
import { AGENT_HOST_EVENTS, approveProjectSettings, projectApproval } from '@lionagi/runtime';

/** What {@link askProjectApproval} reads from and writes to. */
export interface ApprovalIo {
  stdin: NodeJS.ReadableStream;
  stderr: NodeJS.WritableStream;
  env: NodeJS.ProcessEnv;
}

/** Asks one yes/no question on the terminal; Ctrl-C, Ctrl-D and anything but y/yes are no. */
function askYes(io: ApprovalIo, question: string): Promise<boolean> {
  const rl = createInterface({ input: io.stdin, output: io.stderr, terminal: true });
  return new Promise((resolve) => {
    let answered = false;
    const done = (yes: boolean) => {
      if (answered) return;
      answered = true;
      rl.close();
      resolve(yes);
    };
    rl.on('SIGINT', () => {
      io.stderr.write('\n');
      done(false);
    });
    rl.on('close', () => done(false));
    rl.question(question, (answer) => done(/^\s*y(es)?\s*$/i.test(answer)));
  });
}

/** What {@link askProjectApproval} decided: the settings the session runs, or why it must not start. */
export type ApprovalOutcome = { settings: LoadedSettings } | { refused: string };

/**
 * On a terminal, before anything of the project starts: when the project settings define the
 * project's own hooks or MCP servers and the user file holds no approval of them for this
 * project's real path (or one of an earlier digest: they changed), shows them and asks once;
 * yes records the approval in the user file (C-9). Resolves to the settings the session must run
 * (the very ones shown and approved: the project file is not read again, so an edit made while
 * the question waits does not run; the next start asks about it), or to the error to end with
 * (not approved, or settings that do not load: nothing of the project ran).
 */
export async function askProjectApproval(
  projectDir: string,
  io: ApprovalIo,
): Promise<ApprovalOutcome> {
  let settings: LoadedSettings;
  try {
    settings = await loadSettings({ projectDir, env: io.env, hostEvents: AGENT_HOST_EVENTS });
  } catch (error) {
    return { refused: (error as Error).message };
  }
  const approval = projectApproval(settings);
  if (approval.status === 'approved' || approval.status === 'not-needed') return { settings };
  const why =
    approval.status === 'changed'
      ? 'they changed since you approved them on this machine'
      : 'you have not approved them on this machine';
  io.stderr.write(
    [
      `li-agent: ${settings.projectFile ?? approval.project} defines hooks and MCP servers that run as you, and ${why}:`,
      ...approval.lines.map((line) => `  ${escapeTerminalText(line)}`),
      'They start with the session (SessionStart hooks and MCP servers at once). Their scripts are not pinned: a later change to a script is not asked about (project hooks are trusted as code, ADR-0048 D7); a change to these entries is.',
      '',
    ].join('\n'),
  );
  const yes = await askYes(io, `Approve them for ${approval.project}? [y/N] `);
  if (!yes) {
    return {
      refused: `the hooks and MCP servers of ${approval.project} were not approved: nothing of the project was started; start li-agent there again to review them`,
    };
  }
  await approveProjectSettings(settings.userFile, approval);
  io.stderr.write(
    `li-agent: approved; recorded in ${settings.userFile} (trusted_project_settings)\n`,
  );
  const recorded = { project: approval.project, digest: approval.digest };
  return {
    settings: {
      ...settings,
      trustedProjectSettings: [...(settings.trustedProjectSettings ?? []), recorded],
    },
  };
}
