import { readFileSync, statSync } from 'node:fs';
import { isPathInside } from '@lionagi/hooks-profile/core';
import { substituteProjectDir } from './argv.js';
import { planLaunch, type VerifiedBytes } from './launch-plan.js';
import type { VerifiedFile } from './trust-gate.js';
import { codePaths, MODULE, verifiedAt } from './verified-run.js';

/**
 * A file the trust review shows as pinned: `tree` for a directory's digest, `interpreter` for a
 * shebang's interpreter, `program` for the resolved argv[0].
 */
export interface PinnedForReview extends VerifiedFile {
  kind?: string | undefined;
}

/**
 * What the trust review says about how an approved command will be started, in words; empty
 * when its own code runs from the verified bytes (see {@link prepareVerifiedRun}). Otherwise why
 * it runs as configured, and what a process of the same user can then still do: replace the file
 * between the check and the interpreter's read. Pinned directories always load from their paths.
 */
export function verifiedRunGaps(
  command: readonly string[],
  pinned: readonly PinnedForReview[],
  projectDir: string,
  home: string | undefined,
): string[] {
  const argv = substituteProjectDir(command, projectDir, home);
  const files = pinned.filter((file) => file.kind !== 'tree');
  const read = new Map<number, VerifiedBytes>();
  for (const { index, path } of codePaths(argv, projectDir)) {
    const file = verifiedAt(path, files);
    if (file === undefined) continue;
    try {
      const bytes = readFileSync(file.path);
      read.set(index, {
        real: file.path,
        digest: file.digest,
        bytes,
        mode: statSync(file.path).mode,
      });
    } catch {
      // The review reports an unreadable file as a problem of its own.
    }
  }
  const gaps: string[] = [];
  const plan = planLaunch(argv, (i) => read.get(i), read.get(MODULE));
  // With no pinned file of its own code in the argv there is nothing such a run would read.
  if (!plan.verified && read.size > 0) {
    gaps.push(
      `runs as configured, not from the verified bytes (${plan.why}): a process of the same user can replace what runs between the check and the start`,
    );
  }
  for (const tree of pinned.filter((file) => file.kind === 'tree')) {
    gaps.push(
      `directory ${tree.path} is pinned, but its files are loaded from their paths: a process of the same user can replace one between the check and the load`,
    );
  }
  gaps.push(...swappableInterpreters(argv, pinned, home));
  return gaps;
}

/**
 * The pinned interpreters (a shebang's, or the program a bare argv[0] names on PATH) that the
 * user running li can rewrite: under their home (`~/.nvm`, `~/.pyenv`) or owned by them (not
 * root). Li checks their digest, then the kernel execs them from their path, so a process of the
 * same user can swap one in between; a root-owned interpreter outside the home cannot be.
 */
function swappableInterpreters(
  argv: readonly string[],
  pinned: readonly PinnedForReview[],
  home: string | undefined,
): string[] {
  const bare = argv[0] !== undefined && !argv[0].includes('/');
  const uid = process.getuid?.();
  const gaps: string[] = [];
  for (const file of pinned) {
    if (file.kind !== 'interpreter' && !(file.kind === 'program' && bare)) continue;
    let why: string | undefined;
    if (home !== undefined && isPathInside(file.path, home))
      why = 'it is under your home directory';
    else {
      try {
        const owner = statSync(file.path).uid;
        if (uid !== undefined && uid !== 0 && owner === uid) why = 'you own it';
      } catch {
        // An interpreter that is gone is the review's problem, reported on its own.
      }
    }
    if (why !== undefined)
      gaps.push(
        `interpreter ${file.path} is pinned, but ${why}: a process of the same user can replace it between the check and the start (a root-owned interpreter outside your home cannot be)`,
      );
  }
  return gaps;
}
