import type { LiveRow } from './live-rows.js';

/**
 * Profile v2's Stop through the bridge: Claude Code and Codex run `li hooks run Stop --emit
 * claude|codex` as their single Stop hook and must end up where li-agent does (the matrix rows
 * `stop-*`). `count:stop` counts the Stop firings (a marker hook in the same firing), `probe:`
 * whether the hook's reason reached the model.
 */
export const BRIDGE_V2_LIVE_ROWS: readonly LiveRow[] = [
  {
    // Blocks once (exit 2 under li): one continuation, the reason reaches the model, then the
    // gate passes and the marker hook after it in the chain runs once.
    id: 'bridge-stop-block-once',
    matrixRow: 'stop-block-once',
    bridge: true,
    event: 'Stop',
    hook: 'stop-block-once.sh',
    chain: [{ hook: 'touch-marker.sh', args: ['stop'] }],
    facets: ['tool', 'probe:STOP-FEEDBACK-MSG', 'count:stop'],
  },
  {
    // A gate that never lets go: the cap (5 continuations, Dv2-2) ends the turn, where the
    // harnesses on their own have none. The marker hook sits in the user layer, outside li, so it
    // counts every firing the harness makes: 6.
    id: 'bridge-stop-limit',
    matrixRow: 'stop-limit',
    bridge: true,
    event: 'Stop',
    hook: 'exit2-stderr.sh',
    userHook: { hook: 'touch-marker.sh', args: ['stop'] },
    facets: ['tool', 'probe:EXIT2-STDERR-MSG', 'count:stop'],
  },
  {
    // A gate that cannot answer (li's timeout of 1 s, Dv2-1) ends the turn: never a continuation
    // (exit 2 would be one), never a silent pass. One firing.
    id: 'bridge-stop-timeout',
    matrixRow: 'stop-cannot-answer',
    bridge: true,
    event: 'Stop',
    hook: 'sleep-then-deny.sh',
    timeout: 1,
    userHook: { hook: 'touch-marker.sh', args: ['stop'] },
    facets: ['tool', 'count:stop'],
  },
  {
    // continue:false ends the turn at once (stop_hook_prevented): one firing.
    id: 'bridge-stop-continue-false',
    matrixRow: 'stop-continue-false',
    bridge: true,
    event: 'Stop',
    hook: 'continue-false.sh',
    userHook: { hook: 'touch-marker.sh', args: ['stop'] },
    facets: ['tool', 'count:stop'],
  },
];
