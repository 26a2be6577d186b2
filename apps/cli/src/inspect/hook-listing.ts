import {
  type HandlerJson,
  handlerArgvLabel,
  handlerJson,
  type LoadedSettings,
  type ResolvedHookEntry,
  vocabularyOf,
} from '@lionagi/hooks-config/load';
import type { HookAuditRecord } from '@lionagi/hooks-exec';
import type { ProfileEvent } from '@lionagi/hooks-profile/core';
import { EVENT_CATALOGUE, escapeControlChars } from '@lionagi/hooks-profile/core';
import {
  commandHash,
  createProgramCheck,
  SHOWN_HASH_DIGITS,
  type TrustCheck,
  trustStatus,
  type UnsafeHook,
} from '@lionagi/hooks-trust/status';
import { type CommandContext, writeLine } from '../context.js';
import { auditKey } from '../hooks-audit.js';
import { argvLabel, firstLine, originLabel, plural, trustLabel } from '../hooks-describe.js';
import { type Palette, palette } from '../paint.js';
import { neverFires } from './known-tools.js';

/** A legacy `hooks:` entry as `li hooks list` shows it. */
export interface ListedLegacyHook {
  phase: string;
  tool_name: string;
  command: string[];
  origin: { file: string; line: number };
}

/**
 * One hook as `li hooks list --json` prints it: its handler (`type`, `command` or `http`, `async`,
 * `status_message`: the config package's handler JSON) and what the listing adds.
 */
export interface ListedHook extends HandlerJson {
  index: number;
  /** The first digits of the command hash: what `li hooks disable|enable|untrust` take. */
  id: string;
  /** `false` for an entry turned off (`enabled: false`, `li hooks disable`). */
  enabled: boolean;
  /** Why its program cannot start here, the fix first, else null. */
  missing_program: string | null;
  matcher: string | null;
  timeout_sec: number;
  fail_closed: boolean;
  source: string | null;
  /** The vocabulary the matcher and `tool_name` speak (profile v1.1). */
  tool_vocabulary: string;
  /** Why the hook can never fire (its matcher matches no tool in its vocabulary), else null. */
  never_fires: string | null;
  tier: string;
  origin: { file: string; line: number; column: number; scope: string };
  /** `unpinned`: what the command loads that an approval does not pin, in words. */
  trust: {
    status: TrustCheck['status'];
    trusted: boolean;
    reason: string | null;
    unpinned: string[];
  };
  last_failures: Array<Omit<HookAuditRecord, 'command' | 'event' | 'origin' | 'source' | 'tier'>>;
}

/**
 * One configured hook with its trust status and its recent failures from the audit log. A hook
 * in `unsafe` (a project or user hook whose files another user can change) is `unsafe`, as the
 * gate answers: it does not run.
 */
export async function listHook(
  ctx: CommandContext,
  settings: LoadedSettings,
  entry: ResolvedHookEntry,
  index: number,
  failures: Map<string, HookAuditRecord[]>,
  unsafe: ReadonlyMap<ResolvedHookEntry, UnsafeHook> = new Map(),
): Promise<ListedHook> {
  const hit = unsafe.get(entry);
  const trust: TrustCheck =
    hit !== undefined
      ? { trusted: false, status: 'unsafe', reason: hit.reason }
      : await trustStatus(entry, settings.trustedHookCommands, {
          projectDir: settings.projectDir,
          env: ctx.env,
          withSnapshot: true,
        });
  const recent = failures.get(auditKey(entry.event, entry.command)) ?? [];
  return {
    index,
    id: commandHash(entry.command).slice(0, SHOWN_HASH_DIGITS),
    enabled: entry.enabled !== false,
    missing_program: createProgramCheck(settings.projectDir, ctx.env)(entry) ?? null,
    ...handlerJson(entry),
    matcher: entry.matcher ?? null,
    timeout_sec: entry.timeoutSec,
    fail_closed: entry.failClosed,
    source: entry.source ?? null,
    tool_vocabulary: vocabularyOf(entry),
    never_fires: neverFires(entry, settings)?.message ?? null,
    tier: entry.tier,
    origin: {
      file: entry.origin.file,
      line: entry.origin.line,
      column: entry.origin.column,
      scope: entry.origin.scope,
    },
    trust: {
      status: trust.status,
      trusted: trust.trusted,
      reason: trust.reason ?? null,
      unpinned: trust.unpinned ?? [],
    },
    last_failures: recent.map(({ command, event, origin, source, tier, ...rest }) => rest),
  };
}

/** The human listing: hooks by event, then legacy `hooks:` entries, written at once. */
export function printListing(
  ctx: CommandContext,
  events: readonly ProfileEvent[],
  hooks: Record<ProfileEvent, ListedHook[]>,
  legacy: readonly ListedLegacyHook[],
  oneEvent: boolean,
): void {
  const paint = palette(ctx.color);
  writeLine(ctx.stdout, listingLines(events, hooks, legacy, oneEvent, paint).join('\n'));
}

/** Trust states that let the hook run; any other state blocks it (shown as a problem). */
const RUNNABLE_TRUST = new Set(['trusted', 'not-needed']);

function listingLines(
  events: readonly ProfileEvent[],
  hooks: Record<ProfileEvent, ListedHook[]>,
  legacy: readonly ListedLegacyHook[],
  oneEvent: boolean,
  paint: Palette,
): string[] {
  const lines: string[] = [];
  const out = (line: string) => lines.push(line);
  const total = events.reduce((n, e) => n + hooks[e].length, 0);
  if (total === 0 && legacy.length === 0) {
    return [oneEvent ? `${events[0]}: no hooks configured` : 'No external hooks configured.'];
  }
  for (const event of events) {
    const list = hooks[event];
    if (list.length === 0 && !oneEvent) continue;
    out(`${event}: ${list.length === 0 ? 'no hooks configured' : plural(list.length, 'hook')}`);
    for (const h of list) {
      const tier = h.source ? `${h.tier} (${h.source})` : h.tier;
      const off = h.enabled ? '' : `  ${paint.warn(`(disabled: li hooks enable ${h.id})`)}`;
      out(`  ${h.index + 1}. ${argvLabel(handlerArgvLabel(h))}${off}`);
      out(`     id: ${h.id}`);
      if (h.missing_program !== null) out(`     ${paint.bad('cannot run:')} ${h.missing_program}`);
      // Only a tool event's matcher reads tool names: a prompt or a session has none.
      const toolEvent = EVENT_CATALOGUE[event].matcherTarget === 'tool_name';
      const vocabulary =
        h.tool_vocabulary === 'lionagi' || !toolEvent ? '' : ` (${h.tool_vocabulary} tool names)`;
      out(
        `     matcher: ${h.matcher === null || h.matcher === undefined ? '(all)' : escapeControlChars(h.matcher)}${vocabulary}   timeout: ${h.timeout_sec}s   fail_closed: ${h.fail_closed ? 'yes' : 'no'}`,
      );
      if (h.never_fires !== null) out(`     ${paint.bad('never fires:')} ${h.never_fires}`);
      out(`     defined at: ${originLabel(h.origin)} (${h.origin.scope} settings)`);
      const trust = trustLabel(h.trust.status);
      out(
        `     tier: ${tier}   trust: ${RUNNABLE_TRUST.has(h.trust.status) ? paint.good(trust) : paint.bad(trust)}`,
      );
      for (const note of h.trust.unpinned) out(`     ${paint.warn('not pinned:')} ${note}`);
      if (h.last_failures.length === 0) out('     last failures: none');
      else {
        out(`     ${paint.warn(`last failures (${h.last_failures.length}, newest first):`)}`);
        for (const f of h.last_failures) {
          out(
            `       ${f.ts}  ${paint.warn(f.outcome)}  ${firstLine(f.reason ?? `exit ${f.exit_code}`)}`,
          );
        }
      }
    }
  }
  if (legacy.length > 0 && !oneEvent) {
    out(`Legacy hooks: (${plural(legacy.length, 'entry', 'entries')} in the "hooks:" shape)`);
    for (const l of legacy) {
      out(`  ${l.phase} ${l.tool_name}: ${argvLabel(l.command)}  (${originLabel(l.origin)})`);
    }
  }
  return lines;
}
