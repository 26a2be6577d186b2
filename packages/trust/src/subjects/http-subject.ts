import { resolve } from 'node:path';
import { EVENT_CATALOGUE, HookError } from '@lionagi/hooks-profile/core';
import {
  describeHttpChanges,
  type HttpTrustRecord,
  type HttpTrustSubject,
  httpRecordFor,
} from '../http-trust.js';
import { httpApprovalWarnings } from '../http-warnings.js';
import type { PendingCommand } from '../pending.js';
import { type ParsedTrustRecords, parseTrustRecords } from '../records.js';
import { readTrustList, TRUST_KEY } from '../trust-list.js';
import {
  AGAIN,
  APPROVE,
  effectiveTier,
  needsNoRecord,
  type TrustEvaluation,
  type TrustOptions,
  type TrustSubject,
} from '../trust-types.js';
import { closestWired, describeWiringChanges, sameWiring, wiringOf } from '../wiring.js';
import type { ApprovalWrite, TrustSubjectModule } from './subject-types.js';

function requestOf(entry: TrustSubject): HttpTrustSubject {
  // A JS caller's entry is not held to the union: an http one without a request is refused too.
  if (entry.type !== 'http' || entry.http === undefined)
    throw new HookError('USAGE', 'not an http handler: it has no url');
  return entry.http;
}

/**
 * The D7 rule for an http handler: tiers `project` and `user` need no record; others run only
 * with an http record of this project whose URL, header names and allowed variables all match
 * (none: `pending`; one with this URL that differs: `changed`, saying what).
 */
async function evaluateHttpTrust(
  entry: TrustSubject,
  parsed: ParsedTrustRecords,
  options: TrustOptions,
): Promise<TrustEvaluation> {
  const http = requestOf(entry);
  const tier = effectiveTier(entry);
  if (needsNoRecord(tier)) return { trusted: true, status: 'not-needed', tier };
  const wiring = wiringOf(entry);
  const record = httpRecordFor(http, options.projectDir, wiring);
  const here = new Set([record.project, resolve(options.projectDir)]);
  const mine = parsed.byType.http.map((r) => r.record).filter((r) => here.has(r.project));
  const what = `${tier} http hook POST ${http.url}${entry.origin ? ` (${entry.origin.file}:${entry.origin.line})` : ''}`;
  const base = { tier, hash: record.http_hash, httpRecord: record, ...(wiring && { wiring }) };
  const samePins = mine.filter((r) => r.http_hash === record.http_hash);
  if (samePins.some((r) => r.wiring !== undefined && sameWiring(r.wiring, wiring))) {
    return { ...base, trusted: true, status: 'trusted' };
  }
  const sameUrl = mine.filter((r) => r.url === http.url);
  const previous = closestWired(samePins.length > 0 ? samePins : sameUrl, wiring);
  if (previous === undefined) {
    return {
      ...base,
      trusted: false,
      status: 'pending',
      reason: `${what} is not trusted: no http record of its url in trusted_hook_commands for this project; ${APPROVE}`,
    };
  }
  const changes = [
    ...describeHttpChanges(http, previous),
    ...describeWiringChanges(previous.wiring, wiring),
  ];
  return {
    ...base,
    trusted: false,
    status: 'changed',
    previousHttp: previous,
    changes,
    reason: `${what} changed since it was approved: ${changes.join('; ')}; ${AGAIN}`,
  };
}

function sameHttpRecord(a: HttpTrustRecord, b: HttpTrustRecord): boolean {
  return a.http_hash === b.http_hash && a.project === b.project && sameWiring(a.wiring, b.wiring);
}

/** Writes http records: an identical one is left alone; a changed handler's old one replaced. */
function writeRecords(
  wanted: ReadonlyArray<{ record: HttpTrustRecord; replaces: HttpTrustRecord | undefined }>,
  { doc, userFile, fresh, out, result }: ApprovalWrite,
): void {
  for (const { record, replaces } of wanted) {
    const current = parseTrustRecords(readTrustList(doc, userFile) ?? []).byType.http;
    if (current.some((h) => sameHttpRecord(h.record, record))) {
      result.unchanged++;
      continue;
    }
    // A changed handler's old record (the one it was compared with) is replaced; the same
    // url wired elsewhere keeps its own.
    const old = current.find((h) => replaces !== undefined && sameHttpRecord(h.record, replaces));
    if (old !== undefined && !fresh) {
      doc.setIn([TRUST_KEY, old.index], doc.createNode(record));
      result.replaced++;
    } else {
      if (fresh) out.push(record);
      else doc.addIn([TRUST_KEY], doc.createNode(record));
      result.added++;
    }
  }
}

function pendingHttp(command: PendingCommand): NonNullable<PendingCommand['http']> {
  if (command.http === undefined)
    throw new HookError('USAGE', 'not an http handler: it has no url');
  return command.http;
}

/** A `type: http` handler: its URL, header names and allowed variables, its wiring (never a header value). */
export const httpSubject: TrustSubjectModule = {
  evaluate: evaluateHttpTrust,
  projectPin: (entry) => ({
    command: entry.command,
    http: entry.type === 'http' ? entry.http : null,
  }),
  pendingItem(common, result, entry) {
    const record = result.httpRecord!;
    return {
      ...common,
      hash: record.http_hash,
      executable: undefined,
      project: record.project,
      files: [],
      absent: [],
      unpinned: [],
      problems: [],
      record: undefined,
      replaces: undefined,
      http: {
        record,
        replaces: result.previousHttp,
        warnings: httpApprovalWarnings({
          url: record.url,
          allowedEnvVars: record.allowed_env_vars,
          blocking: EVENT_CATALOGUE[common.event].blocking,
          failClosed: entry.failClosed,
        }),
      },
    };
  },
  approvable: () => true,
  replaces: (command) => pendingHttp(command).replaces,
  approve(commands) {
    const wanted = commands.map((c) => ({
      record: pendingHttp(c).record,
      replaces: pendingHttp(c).replaces,
    }));
    return (write) => writeRecords(wanted, write);
  },
};
