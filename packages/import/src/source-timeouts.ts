import { isBlockingEvent, type ProfileEvent } from '@lionagi/hooks-profile';
import type { ForeignHarness } from './types.js';

const HARNESS_NAMES: Record<ForeignHarness, string> = { claude: 'Claude Code', codex: 'Codex' };

/**
 * Claude Code's SessionEnd budget: its SessionEnd hooks get 1.5 s, which a hook's own timeout
 * raises to at most 60 s (hooks reference; 2.1.74 release notes).
 */
export const CLAUDE_SESSION_END = { defaultSec: 1.5, maxSec: 60 } as const;

/**
 * The timeout, in seconds, a command or http hook without one gets from its harness (ground
 * truth: Claude Code 2.1.328 REPORT "Timeouts", `slow01`/`slow02` and its hooks reference, "600
 * for command, http": 600 s, but 30 s for UserPromptSubmit and 1.5 s for SessionEnd; Codex 0.169
 * REPORT "Default timeout": `timeout_sec.unwrap_or(600)`, but 1 s for SessionEnd).
 */
export function sourceDefaultTimeout(harness: ForeignHarness, event: ProfileEvent): number {
  if (harness === 'claude') {
    if (event === 'SessionEnd') return CLAUDE_SESSION_END.defaultSec;
    return event === 'UserPromptSubmit' ? 30 : 600;
  }
  return event === 'SessionEnd' ? 1 : 600;
}

/**
 * The timeout an imported entry is written with, and what the report says about it. An entry
 * with a timeout keeps it. One without gets its harness's default written out when that differs
 * from the profile default, so a guard that passed there is not cut short here, where a blocking
 * hook that times out denies (Dv1-4).
 */
export function importedTimeout(
  harness: ForeignHarness,
  event: ProfileEvent,
  written: number | undefined,
  profileDefault: number,
): { timeout?: number; warnings: string[] } {
  if (written !== undefined && harness === 'claude' && event === 'SessionEnd') {
    const cap = CLAUDE_SESSION_END.maxSec;
    if (written <= cap) return { timeout: written, warnings: [] };
    return {
      timeout: cap,
      warnings: [
        `timeout ${written} s on SessionEnd: Claude Code raises its SessionEnd budget to at most ${cap} s, written as timeout: ${cap}`,
      ],
    };
  }
  if (written !== undefined) return { timeout: written, warnings: [] };
  const inherited = sourceDefaultTimeout(harness, event);
  if (inherited === profileDefault) return { warnings: [] };
  const denies = isBlockingEvent(event)
    ? '; a blocking hook that times out denies the action here (Dv1-4)'
    : '';
  return {
    timeout: inherited,
    warnings: [
      `no timeout in the source: ${HARNESS_NAMES[harness]} gives ${event} hooks ${inherited} s, written out as timeout: ${inherited} (the profile default is ${profileDefault} s)${denies}`,
    ],
  };
}
