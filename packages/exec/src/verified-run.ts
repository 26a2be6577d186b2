import {
  closeSync,
  constants,
  fstatSync,
  openSync,
  readFile,
  readFileSync,
  realpathSync,
} from 'node:fs';
import { basename, resolve } from 'node:path';
import { promisify } from 'node:util';
import { substituteProjectDir } from './argv.js';
import {
  isLaunchInterpreter,
  type LaunchPlan,
  planLaunch,
  pythonModule,
  type VerifiedBytes,
} from './launch-plan.js';
import type { VerifiedFile } from './trust-gate.js';

/** What {@link prepareVerifiedRun} decided: what to spawn (and hand over on descriptor 3), or a refusal. */
export type VerifiedRun =
  | {
      ok: true;
      /** The argv as configured, after `${LIONAGI_PROJECT_DIR}` substitution (what records show). */
      argv: string[];
      /** How it is started. */
      plan: LaunchPlan;
    }
  | { ok: false; reason: string };

const short = (digest: string) => `${digest.slice(0, 12)}...`;

/**
 * Files up to this size are read synchronously (hook scripts: a few KiB, where a promise cost
 * more than the read); larger ones (a compiled hook binary) through the thread pool, so a tool
 * call running beside them is not held up.
 */
export const SYNC_READ_MAX_BYTES = 1024 * 1024;

/** Which verified file a path names, if any (by the path the gate hashed, or its real path). */
export function verifiedAt(
  path: string,
  verified: readonly VerifiedFile[],
): VerifiedFile | undefined {
  const direct = verified.find((v) => v.path === path);
  if (direct !== undefined) return direct;
  let real: string;
  try {
    real = realpathSync.native(path);
  } catch {
    return undefined;
  }
  return verified.find((v) => v.path === real);
}

/** Reads `file` through one descriptor and returns its bytes only if they hash to its digest. */
async function readVerified(file: VerifiedFile): Promise<VerifiedBytes | { why: string }> {
  let fd: number;
  try {
    fd = openSync(file.path, constants.O_RDONLY);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return { why: `cannot be read (${code ?? (error as Error).message})` };
  }
  try {
    const stats = fstatSync(fd);
    if (!stats.isFile()) return { why: 'is no longer a regular file' };
    const bytes =
      stats.size <= SYNC_READ_MAX_BYTES ? readFileSync(fd) : await promisify(readFile)(fd);
    const now = sha256().update(bytes).digest('hex');
    if (now !== file.digest) {
      return {
        why: `changed after it was verified (sha256 now ${short(now)}, verified ${short(file.digest)})`,
      };
    }
    return { real: file.path, digest: file.digest, bytes, mode: stats.mode & 0o7777 };
  } finally {
    closeSync(fd);
  }
}

/**
 * Runs what was verified, not what a path names a moment later (the check-to-exec race), and
 * without a copy anywhere (issue 31: a copy in `$TMPDIR` resolved its `node_modules`, its
 * `package.json` and its `..` there, and a watcher could rewrite it). Every argv element that
 * names a file the trust gate verified (argv[0] given as a path, unless it is the interpreter,
 * and script arguments), and the file of a `python -m NAME` module, is read once through one
 * descriptor and hashed: bytes that no longer match refuse the run (`ok: false`, nothing is
 * spawned). The plan ({@link planLaunch}) then starts the interpreter on the bytes just read, as
 * if it ran the original path: Node and Python get them on descriptor 3 and check their digest
 * again; a shell gets the text in its argv. A form no launcher covers runs as configured, and the
 * plan says why (`verified: false`), as the trust review does.
 */
export async function prepareVerifiedRun(
  command: readonly string[],
  verified: readonly VerifiedFile[],
  projectDir: string,
  home: string | undefined,
): Promise<VerifiedRun> {
  const argv = substituteProjectDir(command, projectDir, home);
  const read = new Map<number, VerifiedBytes>();
  const byPath = new Map<string, VerifiedBytes>();
  for (const { index, path } of codePaths(argv, projectDir)) {
    const file = verifiedAt(path, verified);
    if (file === undefined) continue;
    let bytes = byPath.get(file.path);
    if (bytes === undefined) {
      const result = await readVerified(file);
      if ('why' in result) return { ok: false, reason: `file ${path} ${result.why}; not started` };
      bytes = result;
      byPath.set(file.path, bytes);
    }
    read.set(index, bytes);
  }
  return { ok: true, argv, plan: planLaunch(argv, (i) => read.get(i), read.get(MODULE)) };
}

/** The index {@link codePaths} gives the file of a `python -m NAME` module. */
export const MODULE = -1;

/**
 * The paths a verified run reads, by argv index: every element that may name a file (argv[0]
 * only when it is a path and not an interpreter: a bare name is searched on PATH, and the gate
 * hashed the interpreter, which runs from its path; reading a 100 MB binary per firing would buy
 * nothing), and `NAME.py` in the project for `python -m NAME` (index {@link MODULE}).
 */
export function codePaths(
  argv: readonly string[],
  projectDir: string,
): Array<{ index: number; path: string }> {
  const out: Array<{ index: number; path: string }> = [];
  for (const [index, element] of argv.entries()) {
    if (index === 0 && (!element.includes('/') || isLaunchInterpreter(basename(element)))) continue;
    out.push({ index, path: resolve(projectDir, element) });
  }
  const name = pythonModule(argv);
  if (name !== undefined && !name.includes('.'))
    out.push({ index: MODULE, path: resolve(projectDir, `${name}.py`) });
  return out;
}

/**
 * A SHA-256 hash, with `node:crypto` loaded at the first one: loading it at start costs Node 20
 * about 5 ms, which a bridge call whose hooks need no hash would pay (issue 38; trust's
 * `sha256()` is the same: exec does not depend on trust).
 */
function sha256(): import('node:crypto').Hash {
  return process.getBuiltinModule('node:crypto').createHash('sha256');
}
