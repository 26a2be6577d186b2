import type { ExportWriter } from './export-writers.js';

/**
 * A `type: http` entry is not exported: Codex has no http handlers, and Claude Code's own
 * `type: http` is not written yet, so the row is skipped saying so (it was once exported as a
 * command running a program named `POST`).
 */
export const httpExport: ExportWriter = {
  write: {
    claude(_entry, _projectDir, notes) {
      notes.push(
        'an http handler is not exported: li hooks export writes command handlers only (add it to .claude/settings.json as type: http by hand)',
      );
      return undefined;
    },
    codex(_entry, _projectDir, notes) {
      notes.push('an http handler is not exported: Codex has no http handlers');
      return undefined;
    },
  },
};
