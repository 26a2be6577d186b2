import { HANDLER_TYPES, handlerTypeOf } from '@lionagi/hooks-profile/core';
import type { PendingCommand } from './pending.js';
import { TRUST_SUBJECTS } from './subjects/trust-subjects.js';
import { readTrustList, TRUST_KEY } from './trust-list.js';

/** Options of {@link approveCommands}. */
export interface ApproveOptions {
  /** Create the user settings file (mode 0600) when it does not exist. Default true. */
  create?: boolean;
}

/** What {@link approveCommands} did to the user settings file. */
export interface ApproveResult {
  file: string;
  /** Records appended. */
  added: number;
  /** Outdated records (same command, older digests, or a plain hash) replaced in place. */
  replaced: number;
  /** Commands already approved exactly so (re-trusting is idempotent). */
  unchanged: number;
  /** Whether the file was written. */
  changed: boolean;
}

/**
 * Records approval of `commands` in the user settings file through config's locked,
 * comment-preserving `editSettingsFile`. Writes exactly the digests each command disclosed (if a
 * file changed since, the gate reports it as changed), bound to the project it was reviewed in.
 * Idempotent: an identical record is left alone; an outdated record of the same command in the
 * same project (or a plain hash of its argv) is replaced in place; records of other projects or
 * checkouts, records without a project (Python LionAGI's) and unparseable items are kept. Throws `INVALID_ARGV` or `UNTRUSTED_HOOK`
 * (nothing written) when any command cannot be approved.
 */
export async function approveCommands(
  userFile: string,
  commands: readonly PendingCommand[],
  options: ApproveOptions = {},
): Promise<ApproveResult> {
  // Each type checks its commands before anything is written (command order within a type).
  const writers = HANDLER_TYPES.map((type) =>
    TRUST_SUBJECTS[type].approve(commands.filter((c) => handlerTypeOf(c) === type)),
  );
  const result: ApproveResult = {
    file: userFile,
    added: 0,
    replaced: 0,
    unchanged: 0,
    changed: false,
  };
  const { editSettingsFile } = await import('@lionagi/hooks-config');
  const { changed } = await editSettingsFile(
    userFile,
    (doc) => {
      Object.assign(result, { added: 0, replaced: 0, unchanged: 0 });
      const fresh = (readTrustList(doc, userFile) ?? []).length === 0;
      // A missing, null or empty (often flow-style `[]`) list is written anew in block style.
      const out: unknown[] = [];
      for (const write of writers) write({ doc, userFile, fresh, out, result });
      if (fresh && out.length > 0) doc.set(TRUST_KEY, doc.createNode(out));
    },
    { create: options.create ?? true },
  );
  result.changed = changed;
  return result;
}
