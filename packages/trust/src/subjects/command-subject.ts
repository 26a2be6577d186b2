import { HookError } from '@lionagi/hooks-profile/core';
import { assertValidArgv } from '../argv.js';
import { commandHash, serializeArgv } from '../command-hash.js';
import type { PendingCommand } from '../pending.js';
import { parseTrustRecords } from '../records.js';
import type { CommandSnapshot } from '../resolve.js';
import { readTrustList, TRUST_KEY } from '../trust-list.js';
import { sameIdentity, sameRecord, sameResolution } from './command-record-identity.js';
import { type FullTrustRecord, recordToWire, type TrustRecord } from './command-records.js';
import { evaluateCommandTrust } from './command-trust.js';
import type { ApprovalWrite, TrustSubjectModule } from './subject-types.js';

/**
 * Whether Python LionAGI, honouring this record by its argv hash and its executable's path and
 * digest alone, would trust more than li does: always unless the hook is its own executable and
 * nothing but that executable's `#!` interpreter is pinned beside it, with no path pinned as
 * absent. Such records are written `li_only` (Python does not find them). Python pins neither the
 * project nor the wiring, in any case.
 */
export function pythonWouldWiden(snapshot: CommandSnapshot): boolean {
  return !(
    snapshot.executableIsCode &&
    snapshot.files.every((f) => f.kind === 'interpreter') &&
    snapshot.absent.length === 0
  );
}

function approvedRecord(command: PendingCommand): FullTrustRecord {
  const where = { file: command.origin.file, line: command.origin.line, event: command.event };
  assertValidArgv(command.argv, where);
  const shown = `${command.origin.file}:${command.origin.line}: ${command.event} hook ${serializeArgv(command.argv)}`;
  if (command.record === undefined || command.problems.length > 0) {
    throw new HookError(
      'UNTRUSTED_HOOK',
      `${shown} cannot be approved: ${command.problems.join('; ') || 'nothing to pin'}`,
      { details: { argv: command.argv, problems: command.problems } },
    );
  }
  if (command.record.argv_hash !== commandHash(command.argv)) {
    throw new HookError(
      'UNTRUSTED_HOOK',
      `${shown} cannot be approved: its record pins another argv`,
      {
        details: { argv: command.argv },
      },
    );
  }
  return command.record;
}

/**
 * Whether approving `record` replaces `item`: a plain hash of its argv, a record of the same
 * command resolved and wired the same way ({@link sameIdentity}), or `old` (the record a changed
 * command was compared with) when it pins the same resolution: a hook the repository moved to
 * another event, or a record approved before wiring was pinned. The approval of another
 * resolution in this checkout (another PATH order finding another `python3`) is kept beside it, so
 * each shell keeps its approval; each record still trusts only the exact state that was approved.
 */
function isReplaced(
  item: TrustRecord | undefined,
  record: FullTrustRecord,
  old?: FullTrustRecord,
): boolean {
  if (item === undefined) return false;
  if (typeof item === 'string') return item === record.argv_hash;
  // A record without a project (Python LionAGI's) is kept: Python still reads it.
  if (item.project === undefined && record.project !== undefined) return false;
  if (sameIdentity(item, record)) return true;
  return (
    old !== undefined &&
    item.argv_hash === record.argv_hash &&
    item.project === record.project &&
    sameRecord(item, old) &&
    sameResolution(old, record)
  );
}

/** Writes command records: an identical one is left alone, an outdated one replaced in place. */
function writeRecords(
  wanted: ReadonlyArray<{ record: FullTrustRecord; old: FullTrustRecord | undefined }>,
  { doc, userFile, fresh, out, result }: ApprovalWrite,
): void {
  const raw = readTrustList(doc, userFile) ?? [];
  const parsed = parseTrustRecords(raw);
  const items: Array<TrustRecord | undefined> = raw.map(() => undefined);
  for (const { index, record } of parsed.byType.command) items[index] = record;
  for (const { record, old } of wanted) {
    if (items.some((item) => item !== undefined && sameRecord(item, record))) {
      result.unchanged++;
      continue;
    }
    const hits = items.flatMap((item, i) => (isReplaced(item, record, old) ? [i] : []));
    if (hits.length === 0) {
      items.push(record);
      if (!fresh) doc.addIn([TRUST_KEY], doc.createNode(recordToWire(record)));
      result.added++;
      continue;
    }
    items[hits[0]!] = record;
    if (!fresh) doc.setIn([TRUST_KEY, hits[0]!], doc.createNode(recordToWire(record)));
    for (const i of hits.slice(1).reverse()) {
      items.splice(i, 1);
      if (!fresh) doc.deleteIn([TRUST_KEY, i]);
    }
    result.replaced++;
  }
  if (fresh) out.push(...items.filter(Boolean).map((r) => recordToWire(r!)));
}

/** A `type: command` handler: its argv hash, the code it resolves to and loads, its wiring. */
export const commandSubject: TrustSubjectModule = {
  evaluate: evaluateCommandTrust,
  projectPin: (entry) => ({ command: entry.command, http: null }),
  pendingItem(common, result) {
    const snapshot = result.snapshot!;
    const hash = result.hash!;
    const exe = snapshot.executable;
    const ok = snapshot.problems.length === 0 && exe !== undefined;
    return {
      ...common,
      hash,
      executable: exe,
      project: snapshot.project,
      files: snapshot.files,
      absent: snapshot.absent,
      unpinned: snapshot.unpinned,
      problems: snapshot.problems,
      record: ok
        ? {
            argv_hash: hash,
            resolved_path: exe.path,
            content_digest: exe.digest,
            project: snapshot.project,
            files: Object.fromEntries(snapshot.files.map((f) => [f.path, f.digest])),
            ...(snapshot.absent.length > 0 && { absent: snapshot.absent }),
            ...(common.wiring && { wiring: common.wiring }),
            ...(pythonWouldWiden(snapshot) && { li_only: true as const }),
          }
        : undefined,
      replaces: result.previous,
    };
  },
  approvable: (command) => command.record !== undefined,
  replaces: (command) => command.replaces,
  approve(commands) {
    const wanted = commands.map((c) => ({ record: approvedRecord(c), old: c.replaces }));
    return (write) => writeRecords(wanted, write);
  },
};
