import { stat } from 'node:fs/promises';
import { resolve } from 'node:path';
import { isExecutableFile } from '@lionagi/hooks-config';
import { argvSizeProblem } from '@lionagi/hooks-exec';
import {
  MISSING_PROGRAM_DENIES,
  missingProgramMeanwhile,
  type ProfileEvent,
} from '@lionagi/hooks-profile/core';
import {
  commandHash,
  resolveExecutable,
  SHOWN_HASH_DIGITS,
  substituteProjectDir,
} from '@lionagi/hooks-trust';
import { type Finding, type HookRef, hookFinding } from './findings.js';

/** Extensions that make a bare argv element look like a script file. */
const SCRIPT_EXTENSION =
  /\.(?:py|sh|bash|zsh|js|mjs|cjs|ts|mts|cts|rb|pl|php|lua|ps1|R|jl|exs?|tcl|awk|sed)$/;

/** Where commands resolve: hooks run with cwd = the project directory and this environment. */
export interface CommandCheckOptions {
  projectDir: string;
  env: NodeJS.ProcessEnv;
}

async function kindOf(path: string): Promise<'file' | 'directory' | 'other' | 'missing'> {
  try {
    const s = await stat(path);
    return s.isFile() ? 'file' : s.isDirectory() ? 'directory' : 'other';
  } catch {
    return 'missing';
  }
}

/**
 * An argv element (after argv[0]) that names a file: it contains a slash or ends in a script
 * extension. Options (`-x`, `--config=a/b`), URLs and elements holding whitespace (inline code
 * such as `sh -c "cd a/b && make"`) are not taken for paths.
 */
export function looksLikePath(element: string): boolean {
  if (element.startsWith('-') || element.includes('://') || /\s/.test(element)) return false;
  return element.includes('/') || SCRIPT_EXTENSION.test(element);
}

/**
 * Whether a hook's command can start: argv[0] must resolve like execvp would (after
 * `${LIONAGI_PROJECT_DIR}` substitution; a name with a slash relative to the project directory and
 * executable; a bare name on PATH), and every argument that looks like a path must exist.
 */
export async function checkCommand(
  hook: HookRef,
  options: CommandCheckOptions,
): Promise<Finding[]> {
  const findings: Finding[] = [];
  const [argv0, ...rest] = hook.command;
  if (argv0 === undefined) return findings;
  const substituted = hook.command.map((a) => substituteProjectDir(a, options.projectDir));
  const tooLarge = argvSizeProblem(substituted, options.env);
  if (tooLarge !== undefined) {
    findings.push(
      hookFinding(
        hook,
        'error',
        'argv-too-large',
        tooLarge,
        'move the data into a file the hook reads, or pass it on stdin; hooks get the envelope there',
      ),
    );
  }
  const name = substituteProjectDir(argv0, options.projectDir);
  if (name.includes('/')) {
    const path = resolve(options.projectDir, name);
    const kind = await kindOf(path);
    if (kind === 'missing') {
      findings.push(
        hookFinding(
          hook,
          'error',
          'executable-not-found',
          `executable ${JSON.stringify(argv0)} does not exist (resolved to ${path})`,
          'create it or correct the path; relative paths are resolved against the project directory',
        ),
      );
    } else if (kind !== 'file') {
      findings.push(
        hookFinding(
          hook,
          'error',
          'executable-not-a-file',
          `executable ${JSON.stringify(argv0)} is a ${kind}, not a file (${path})`,
          'point argv[0] at the program to run',
        ),
      );
    } else if (!isExecutableFile(path)) {
      findings.push(
        hookFinding(
          hook,
          'error',
          'executable-not-executable',
          `executable ${path} is not executable`,
          `run "chmod +x ${path}" or put its interpreter first, e.g. ["node", "${argv0}"]`,
        ),
      );
    }
  } else if ((await resolveExecutable(argv0, options)) === undefined) {
    // The dispatcher's rule: a missing program denies where it decides an action, else is skipped.
    const denies = MISSING_PROGRAM_DENIES.has(hook.event as ProfileEvent);
    const meanwhile = missingProgramMeanwhile(hook.event as ProfileEvent);
    const id = commandHash(hook.command).slice(0, SHOWN_HASH_DIGITS);
    // Where it is only skipped it never fails a turn: a warning, not an error.
    findings.push(
      hookFinding(
        hook,
        denies ? 'error' : 'warning',
        'program-not-installed',
        `program ${JSON.stringify(argv0)} is not installed (not found on PATH); ${meanwhile}`,
        `install it (or fix PATH for the agent, or give its absolute path), or turn the hook off with "li hooks disable ${id}"`,
      ),
    );
    // Its arguments mean nothing until the program is there: the one fix comes first.
    return findings;
  }
  for (const [i, element] of rest.entries()) {
    const value = substituteProjectDir(element, options.projectDir);
    if (!looksLikePath(value)) continue;
    const path = resolve(options.projectDir, value);
    if ((await kindOf(path)) !== 'missing') continue;
    findings.push(
      hookFinding(
        hook,
        'error',
        'script-not-found',
        `argument ${i + 1} ${JSON.stringify(element)} looks like a file but does not exist (resolved to ${path})`,
        'create the script or correct the path; relative paths are resolved against the project directory',
      ),
    );
  }
  return findings;
}
