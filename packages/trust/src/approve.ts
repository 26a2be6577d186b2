import { HookError } from '@lionagi/hooks-profile/core';
import { assertValidArgv } from './argv.js';
import { commandHash, serializeArgv } from './command-hash.js';
import type { HttpTrustRecord } from './http-trust.js';
import type { PendingCommand } from './pending.js';
import {
  type FullTrustRecord,
  parseTrustRecords,
  recordToWire,
  sameIdentity,
  sameRecord,
  sameResolution,
  type TrustRecord,
} from './records.js';
import { readTrustList, TRUST_KEY } from './trust-list.js';
import { sameWiring } from './wiring.js';

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

function approvable(command: PendingCommand): FullTrustRecord | HttpTrustRecord {
  if (command.http !== undefined) return command.http.record;
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

function sameHttpRecord(a: HttpTrustRecord, b: HttpTrustRecord): boolean {
  return a.http_hash === b.http_hash && a.project === b.project && sameWiring(a.wiring, b.wiring);
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
  const all = commands.map((command) => ({ record: approvable(command), command }));
  const wanted = all.flatMap(({ record, command }) =>
    'http_hash' in record ? [] : [{ record, old: command.replaces }],
  );
  const wantedHttp = all.flatMap(({ record }) => ('http_hash' in record ? [record] : []));
  const replacedHttp = new Map(
    all.flatMap(({ record, command }) =>
      'http_hash' in record && command.http?.replaces ? [[record, command.http.replaces]] : [],
    ),
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
      const raw = readTrustList(doc, userFile) ?? [];
      const parsed = parseTrustRecords(raw);
      const items: Array<TrustRecord | undefined> = raw.map(() => undefined);
      for (const { index, record } of parsed.records) items[index] = record;
      const fresh = raw.length === 0;
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
      // A missing, null or empty (often flow-style `[]`) list is written anew in block style.
      const httpItems: unknown[] = [];
      for (const record of wantedHttp) {
        const current = parseTrustRecords(readTrustList(doc, userFile) ?? []).http;
        if (current.some((h) => sameHttpRecord(h.record, record))) {
          result.unchanged++;
          continue;
        }
        // A changed handler's old record (the one it was compared with) is replaced; the same
        // url wired elsewhere keeps its own.
        const replaces = replacedHttp.get(record);
        const old = current.find(
          (h) => replaces !== undefined && sameHttpRecord(h.record, replaces),
        );
        if (old !== undefined && !fresh) {
          doc.setIn([TRUST_KEY, old.index], doc.createNode(record));
          result.replaced++;
        } else {
          if (fresh) httpItems.push(record);
          else doc.addIn([TRUST_KEY], doc.createNode(record));
          result.added++;
        }
      }
      if (fresh && items.length + httpItems.length > 0)
        doc.set(
          TRUST_KEY,
          doc.createNode([...items.filter(Boolean).map((r) => recordToWire(r!)), ...httpItems]),
        );
    },
    { create: options.create ?? true },
  );
  result.changed = changed;
  return result;
}
