import type { ResolvedHookEntry } from '@lionagi/hooks-config';
import type { ApproveResult } from '../approve.js';
import type { PendingCommand } from '../pending.js';
import type { ParsedTrustRecords } from '../records.js';
import type { SettingsDocument } from '../trust-list.js';
import type { TrustEvaluation, TrustOptions, TrustSubject } from '../trust-types.js';

/** What every pending item says, whatever the handler type. */
export type PendingCommon = Pick<
  PendingCommand,
  | 'type'
  | 'event'
  | 'matcher'
  | 'argv'
  | 'tier'
  | 'source'
  | 'origin'
  | 'status'
  | 'reason'
  | 'changes'
  | 'wiring'
>;

/** Where a handler type's approvals are written: the user file's trust list, being edited. */
export interface ApprovalWrite {
  doc: SettingsDocument;
  userFile: string;
  /** The list was missing or empty: every record goes to `fresh`, written anew in block style. */
  fresh: boolean;
  /** The records for a fresh list, in order (command records first, as the table lists types). */
  out: unknown[];
  /** Counts of what was added, replaced and left unchanged. */
  result: Pick<ApproveResult, 'added' | 'replaced' | 'unchanged'>;
}

/** How one handler type is trusted (ADR-0048 D7): what is hashed, pinned, listed and approved. */
export interface TrustSubjectModule {
  /** The D7 rule for such an entry, with what the decision was based on. */
  evaluate(
    entry: TrustSubject,
    parsed: ParsedTrustRecords,
    options: TrustOptions & { withSnapshot?: boolean },
  ): Promise<TrustEvaluation>;
  /** What a project approval pins of the handler (beside its event, matcher and policy). */
  projectPin(entry: ResolvedHookEntry): { command: readonly string[]; http: unknown };
  /** The pending item of an entry its evaluation found pending or changed. */
  pendingItem(
    common: PendingCommon,
    result: TrustEvaluation,
    entry: ResolvedHookEntry,
  ): PendingCommand;
  /** Whether approving the pending item writes a record (it has no problems). */
  approvable(command: PendingCommand): boolean;
  /** The outdated record approving the pending item replaces, if any. */
  replaces(command: PendingCommand): unknown;
  /**
   * Checks that every one of `commands` can be approved (throws `INVALID_ARGV` or
   * `UNTRUSTED_HOOK` before anything is written) and returns the writer of their records.
   */
  approve(commands: readonly PendingCommand[]): (write: ApprovalWrite) => void;
}
