import { signalHookTree } from './process-group.js';
import { type HookProcessTree, liveTrees as live } from './process-tree.js';

/** Registers a running hook's tree; the returned function unregisters it once it is gone. */
export function trackLiveHook(tree: HookProcessTree): () => void {
  live.add(tree);
  return () => {
    live.delete(tree);
  };
}

/** Number of hook trees started by this process that are still being supervised. */
export function liveHookCount(): number {
  return live.size;
}

/**
 * SIGKILLs every hook tree still running in this process, synchronously: the last resort of an
 * owner that must exit now (a second Ctrl-C, or a shutdown that overran its bound). The graceful
 * path is an abort signal, which gives each hook the SIGTERM grace first. Returns how many trees
 * were signalled.
 */
export function killLiveHooksNow(): number {
  let killed = 0;
  for (const tree of live) {
    tree.record();
    if (signalHookTree(tree.leader, 'SIGKILL', tree) === 'sent') killed += 1;
  }
  return killed;
}
