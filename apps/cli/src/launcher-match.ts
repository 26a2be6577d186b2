import type { HooksStarting } from './context.js';

/**
 * Why the launcher (li.cjs) cannot run a firing's hooks itself, or `undefined` when it can (issue
 * 38). It runs them with the full program's own code (host, trust gate, process adapter, output)
 * bundled in, so what it cannot run is what that bundle leaves to the full program after the
 * hooks ran: the LionAGI report (`--emit lionagi`), the Stop continuation counter, async hooks'
 * background hand-off, and http hooks (kept on the full program's path). The answer is the
 * module that would be needed, as `fullPathNeeded` records it.
 */
export function launcherCannotRun(firing: HooksStarting): string | undefined {
  if (firing.emit === 'lionagi') return '../hooks-run-report.js';
  if (firing.event === 'Stop' || firing.event === 'SubagentStop') return '../stop-continuations.js';
  for (const entry of firing.entries) {
    if (entry.type !== 'command') return `a ${entry.type} hook`;
    if (entry.async) return '../async-handoff.js';
  }
  return undefined;
}
