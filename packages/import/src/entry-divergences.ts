import { divergencesFor, isBlockingEvent, type ProfileEvent } from '@lionagi/hooks-profile';

const TOOL_EVENTS: readonly string[] = ['PreToolUse', 'PostToolUse', 'PostToolUseFailure'];

/** What about an imported entry makes a divergence worth naming on its report line. */
export interface EntryShape {
  event: ProfileEvent;
  /** The matcher written (undefined when it matches everything). */
  matcher: string | undefined;
  /** The command was a shell string (not Claude's exec form). */
  shellString: boolean;
}

/**
 * The divergences an imported entry's own contents make relevant, in id order: its event's
 * envelope (Dv1-1), a tool matcher (Dv1-2, Dv1-17 for a comma/space list), a shell string
 * (Dv1-3), and on blocking events the fail-closed timeout and trust gate (Dv1-4, Dv1-13). The
 * others apply to every entry of the event alike and stay in the JSON `divergences` list.
 */
export function entryDivergences(entry: EntryShape): string[] {
  const wanted = new Set<string>();
  if (entry.event === 'UserPromptSubmit') wanted.add('Dv1-1');
  const matcher = entry.matcher;
  if (TOOL_EVENTS.includes(entry.event) && matcher !== undefined && matcher !== '*') {
    wanted.add('Dv1-2');
    if (/^[A-Za-z0-9_\- ,|]+$/.test(matcher) && /[ ,]/.test(matcher)) wanted.add('Dv1-17');
  }
  if (entry.shellString) wanted.add('Dv1-3');
  if (isBlockingEvent(entry.event)) {
    wanted.add('Dv1-4');
    wanted.add('Dv1-13');
  }
  return divergencesFor(entry.event)
    .map((d) => d.id)
    .filter((id) => wanted.has(id));
}
