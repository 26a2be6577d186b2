import { verifiedRunGaps } from '@lionagi/hooks-exec';
import { shellLaunchWarning } from '@lionagi/hooks-import';
import { missingProgramMeanwhile } from '@lionagi/hooks-profile';
import { SHOWN_HASH_DIGITS } from '@lionagi/hooks-trust';
import type { HandlerReview } from './trust-review-types.js';
import { neverLine, shown } from './trust-shown.js';

/**
 * A command's review: the executable and every file its approval pins (digests), what it does not
 * pin, what still runs from PATH, what changed and why it cannot be approved.
 */
export const commandReview: HandlerReview = {
  disclose(command, never, paint, home) {
    const lines: string[] = [];
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
  },
  data: () => ({ http: null }),
};
