import { AsyncLocalStorage } from 'node:async_hooks';
import { lstat, mkdir } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { FileLockError, withFileLock } from '@lionagi/hooks-file-lock';
import { HookError } from '@lionagi/hooks-profile/core';
import { Document } from 'yaml';
import { writeFileAtomic } from './atomic-write.js';
import { formatDiagnostic } from './diagnostics.js';
import { snapshotFormat } from './format-snapshot.js';
import { SETTINGS_LIMITS } from './limits.js';
import { renderPreservingFormat } from './preserve-format.js';
import { parseSettingsText, readSettingsFile } from './settings-document.js';

/** Options of {@link editSettingsFile}. */
export interface EditSettingsOptions {
  /** Create the file (mode 0600) and its directory (0700) when absent; default true. */
  create?: boolean;
  /** How long to wait for another writer's lock; default 30 s. */
  lockTimeoutMs?: number;
  /** Age after which an unrefreshed lock is treated as abandoned; default 10 s. */
  staleLockMs?: number;
}

/** What {@link editSettingsFile} did. */
export interface EditSettingsResult {
  /** False when the edit left the text identical (nothing was written). */
  changed: boolean;
}

function refused(file: string, why: string, details: Record<string, unknown> = {}): HookError {
  return new HookError('CONFIG_WRITE_REFUSED', `refusing to write ${file}: ${why}`, {
    details: { file, ...details },
  });
}

/** Refuses a settings path that is a symlink or not a regular file; reports whether it exists. */
async function checkPath(file: string): Promise<{ exists: boolean; mode: number }> {
  try {
    const stat = await lstat(file);
    if (stat.isSymbolicLink()) {
      throw refused(
        file,
        'it is a symbolic link; settings are only edited in place, not through links',
      );
    }
    if (!stat.isFile()) throw refused(file, 'it is not a regular file');
    return { exists: true, mode: stat.mode & 0o7777 };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { exists: false, mode: 0o600 };
    throw error;
  }
}

// The files being edited in the current async context: a nested edit of the same file from inside
// `mutate` would wait for itself forever.
const editing = new AsyncLocalStorage<ReadonlySet<string>>();

// Writers in this process queue per file before taking the cross-process lock.
const queues = new Map<string, Promise<unknown>>();

function serialize<T>(key: string, task: () => Promise<T>): Promise<T> {
  const run = (queues.get(key) ?? Promise.resolve()).then(task, task);
  const tail = run.then(
    () => undefined,
    () => undefined,
  );
  queues.set(key, tail);
  void tail.then(() => {
    if (queues.get(key) === tail) queues.delete(key);
  });
  return run;
}

async function editLocked(
  file: string,
  mutate: (doc: Document) => void | Promise<void>,
  assertHeld: () => Promise<void>,
  create: boolean,
): Promise<EditSettingsResult> {
  const { exists, mode } = await checkPath(file);
  if (!exists && !create) throw refused(file, 'it does not exist (create: false)');
  let text = '';
  let doc: Document = new Document();
  if (exists) {
    const read = await readSettingsFile(file, SETTINGS_LIMITS);
    if (read.status === 'invalid') {
      const list = read.errors.map(formatDiagnostic).join('\n');
      throw refused(file, `it could not be parsed, and its bytes are left untouched:\n${list}`, {
        diagnostics: read.errors,
      });
    }
    if (read.status === 'parsed') {
      text = read.document.text;
      doc = read.document.doc;
    }
  }
  const snapshot = snapshotFormat(doc);
  await mutate(doc);
  const output = renderPreservingFormat(doc, text, snapshot);
  if (output === text) return { changed: false };
  const check = parseSettingsText(file, output);
  if (check.status === 'invalid') {
    const list = check.errors.map(formatDiagnostic).join('\n');
    throw refused(file, `the edited document would not parse back:\n${list}`, {
      diagnostics: check.errors,
    });
  }
  await assertHeld();
  await writeFileAtomic(file, output, exists ? mode : 0o600);
  return { changed: true };
}

async function editQueued(
  file: string,
  mutate: (doc: Document) => void | Promise<void>,
  options: EditSettingsOptions,
): Promise<EditSettingsResult> {
  const { exists } = await checkPath(file);
  if (!exists) {
    if (options.create === false) throw refused(file, 'it does not exist (create: false)');
    await mkdir(dirname(file), { recursive: true, mode: 0o700 });
  }
  try {
    return await withFileLock(
      file,
      (lock) => editLocked(file, mutate, () => lock.assertHeld(), options.create !== false),
      { timeoutMs: options.lockTimeoutMs, staleMs: options.staleLockMs },
    );
  } catch (error) {
    if (error instanceof FileLockError) {
      throw refused(file, error.message, { lockPath: error.lockPath, holder: error.holder });
    }
    throw error;
  }
}

/**
 * The one way settings are written. Under an exclusive lock (in-process queue plus the
 * cross-process `<file>.lock` protocol of `withFileLock`) it reads and parses `path`, lets `mutate`
 * edit the `yaml` Document, and writes the result atomically (temp file, fsync, rename), keeping the
 * bytes of everything the edit did not touch. It never writes when the text is unchanged, creates
 * an absent file with mode 0600 (directory 0700) unless `create: false`, and refuses
 * (`CONFIG_WRITE_REFUSED`, file untouched) symlinks, non-regular files, files it cannot parse,
 * lock waits that time out, and a nested call for the same file from inside `mutate`. If `mutate`
 * throws, nothing is written and the error propagates.
 */
export async function editSettingsFile(
  path: string,
  mutate: (doc: Document) => void | Promise<void>,
  options: EditSettingsOptions = {},
): Promise<EditSettingsResult> {
  const file = resolve(path);
  const outer = editing.getStore() ?? new Set<string>();
  if (outer.has(file)) {
    throw refused(file, 'editSettingsFile was called from inside its own mutate for this file');
  }
  return serialize(file, () =>
    editing.run(new Set([...outer, file]), () => editQueued(file, mutate, options)),
  );
}
