import { isBlockingEvent, type ProfileEvent } from '@lionagi/hooks-profile';
import type { ForeignHarness } from './types.js';

const HARNESS_NAMES: Record<ForeignHarness, string> = { claude: 'Claude Code', codex: 'Codex' };

/**
 * The timeout, in seconds, a command hook without one gets from its harness (ground truth:
 * Claude Code 2.1.328 REPORT "Timeouts", `slow01`/`slow02` and its docs: 600 s, but 30 s for
 * UserPromptSubmit; Codex 0.169 REPORT "Default timeout": `timeout_sec.unwrap_or(600)`, but 1 s for
 * SessionEnd).
 */
export function sourceDefaultTimeout(harness: ForeignHarness, event: ProfileEvent): number {
  if (harness === 'claude') return event === 'UserPromptSubmit' ? 30 : 600;
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
