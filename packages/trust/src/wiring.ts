import { pythonJsonString } from './command-hash.js';

/**
 * Where a hook is wired, as its approval pins it (`wiring:` of a trust record): the event it fires
 * on, its matcher as written (`null` when none), whether it is `async`, and the tool vocabulary
 * its matcher and `tool_name` speak. The same command at another event is another hook: an audit
 * POST moved to PreToolUse may rewrite the tool's input, moved to UserPromptSubmit it reads every
 * prompt. A record without `wiring` (written before it was pinned) trusts nothing any more.
 */
export interface HookWiring {
  event: string;
  matcher: string | null;
  async: boolean;
  tool_vocabulary: string;
}

/** What the gate knows of an entry's wiring (`ResolvedHookEntry` fits). */
export interface WiredSubject {
  readonly event?: string | undefined;
  readonly matcher?: string | undefined;
  readonly async?: boolean | undefined;
  readonly toolVocabulary?: string | undefined;
}

/** The wiring of `entry`, or `undefined` when it does not say its event (nothing to pin). */
export function wiringOf(entry: WiredSubject): HookWiring | undefined {
  if (entry.event === undefined) return undefined;
  return {
    event: entry.event,
    matcher: entry.matcher ?? null,
    async: entry.async === true,
    tool_vocabulary: entry.toolVocabulary ?? 'lionagi',
  };
}

/** Reads a record's raw `wiring:` value: the wiring, `undefined` when absent, or its problems. */
export function parseWiring(raw: unknown): HookWiring | undefined | string[] {
  if (raw === undefined || raw === null) return undefined;
  if (typeof raw !== 'object' || Array.isArray(raw)) return ['wiring must be a mapping'];
  const item = raw as Record<string, unknown>;
  const problems: string[] = [];
  if (typeof item.event !== 'string') problems.push('wiring.event must be a string');
  const matcher = item.matcher ?? null;
  if (matcher !== null && typeof matcher !== 'string')
    problems.push('wiring.matcher must be a string or null');
  if (typeof item.async !== 'boolean') problems.push('wiring.async must be true or false');
  if (typeof item.tool_vocabulary !== 'string')
    problems.push('wiring.tool_vocabulary must be a string');
  if (problems.length > 0) return problems;
  return {
    event: item.event as string,
    matcher: matcher as string | null,
    async: item.async as boolean,
    tool_vocabulary: item.tool_vocabulary as string,
  };
}

/** Whether two wirings are the same (both absent counts as the same). */
export function sameWiring(a: HookWiring | undefined, b: HookWiring | undefined): boolean {
  if (a === undefined || b === undefined) return a === b;
  return (
    a.event === b.event &&
    a.matcher === b.matcher &&
    a.async === b.async &&
    a.tool_vocabulary === b.tool_vocabulary
  );
}

const matcherText = (m: string | null) => (m === null ? '(none)' : pythonJsonString(m));

/** The wiring in words, as the review shows it. */
export function describeWiring(wiring: HookWiring): string {
  return `${wiring.event}, matcher ${matcherText(wiring.matcher)}, async ${wiring.async}, tool_vocabulary ${wiring.tool_vocabulary}`;
}

/**
 * Every way the wiring `now` differs from the `approved` one, in words. A record without wiring
 * (approved before wiring was pinned) and an entry that does not say its event each give one
 * line saying so.
 */
export function describeWiringChanges(
  approved: HookWiring | undefined,
  now: HookWiring | undefined,
): string[] {
  if (approved === undefined) {
    const where = now === undefined ? '' : `; it is now wired at ${describeWiring(now)}`;
    return [
      `approved before li pinned where a hook is wired (event, matcher, async, tool_vocabulary)${where}`,
    ];
  }
  if (now === undefined) {
    return [
      `its approval pins where it is wired (${describeWiring(approved)}), but this entry does not say its event`,
    ];
  }
  const changes: string[] = [];
  if (approved.event !== now.event)
    changes.push(`event was ${approved.event}, is now ${now.event}`);
  if (approved.matcher !== now.matcher)
    changes.push(
      `matcher was ${matcherText(approved.matcher)}, is now ${matcherText(now.matcher)}`,
    );
  if (approved.async !== now.async)
    changes.push(`async was ${approved.async}, is now ${now.async}`);
  if (approved.tool_vocabulary !== now.tool_vocabulary)
    changes.push(`tool_vocabulary was ${approved.tool_vocabulary}, is now ${now.tool_vocabulary}`);
  return changes;
}

/**
 * Of `records` (all about the same command or url), the one a changed entry is compared with and
 * its approval replaces: the closest wiring (same event, then same matcher), else the first.
 */
export function closestWired<R extends { wiring?: HookWiring | undefined }>(
  records: readonly R[],
  now: HookWiring | undefined,
): R | undefined {
  if (now === undefined) return records[0];
  return (
    records.find((r) => r.wiring?.event === now.event && r.wiring.matcher === now.matcher) ??
    records.find((r) => r.wiring?.event === now.event) ??
    records[0]
  );
}
