import type { ExportableEntry, ExportedHandler } from './export-hooks.js';
import type { ExportWriter } from './export-writers.js';
import {
  CLAUDE_PROJECT_DIR_BRACED,
  HOME_PLACEHOLDER,
  PROJECT_DIR_PLACEHOLDER,
} from './placeholder.js';
import { quoteShellPiece, toShellCommand } from './shell-quote.js';

function claudeHandler(entry: ExportableEntry, notes: string[]): ExportedHandler {
  const [first = '', ...rest] = entry.command;
  const home = entry.command.some((part) => part.includes(HOME_PLACEHOLDER));
  if (first.includes(PROJECT_DIR_PLACEHOLDER) || home || rest.length === 0) {
    if (first.includes(PROJECT_DIR_PLACEHOLDER)) {
      notes.push(
        'written as a shell string with "$CLAUDE_PROJECT_DIR": Claude Code substitutes ${CLAUDE_PROJECT_DIR} only inside exec-form args',
      );
    }
    if (home) {
      notes.push(
        'written as a shell string with "$HOME": Claude Code\'s exec form passes $HOME literally (cmd02)',
      );
    }
    return {
      type: 'command',
      command: toShellCommand(entry.command, '"$CLAUDE_PROJECT_DIR"'),
      timeout: entry.timeoutSec,
    };
  }
  const args = rest.map((arg) =>
    arg.split(PROJECT_DIR_PLACEHOLDER).join(CLAUDE_PROJECT_DIR_BRACED),
  );
  return { type: 'command', command: first, args, timeout: entry.timeoutSec };
}

function codexHandler(
  entry: ExportableEntry,
  projectDir: string,
  notes: string[],
): ExportedHandler {
  if (entry.command.some((part) => part.includes(PROJECT_DIR_PLACEHOLDER))) {
    notes.push(
      `${PROJECT_DIR_PLACEHOLDER} written as the absolute project path ${projectDir}: Codex does not set CLAUDE_PROJECT_DIR`,
    );
  }
  return {
    type: 'command',
    command: toShellCommand(entry.command, quoteShellPiece(projectDir, false)),
    timeout: entry.timeoutSec,
  };
}

/**
 * A `type: command` entry exported: Claude Code's exec form where it substitutes the project dir
 * (else a shell string), Codex's single-quoted shell string with the project path written out.
 */
export const commandExport: ExportWriter = {
  write: {
    claude: (entry, _projectDir, notes) => claudeHandler(entry, notes),
    codex: (entry, projectDir, notes) => codexHandler(entry, projectDir, notes),
  },
};
