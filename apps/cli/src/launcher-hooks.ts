// The launcher's second file (dist/li-hooks.cjs, issue 38): what `li hooks run` needs to run the
// hooks of a firing that matches, `require`d by the launcher (li.cjs) only then, so a call that
// starts no hook compiles none of it. It is the full program's own code (the hook host with its
// trust gate, dispatcher, process adapter and audit log; the async hand-off; exec's signal
// handling, which must be the copy that knows the running hooks), bundled again; its own lazily
// loaded modules escape to the full program as the launcher's do (launcher-escape.ts).

export { stopOnSignals } from '@lionagi/hooks-exec';
export { createHookHost } from '@lionagi/runtime/hook-host';
export { AsyncHandoff, handOff } from './async-handoff.js';
