/**
 * Set (to `1`) in the environment of the background `li hooks run` that fires a firing's async
 * hooks after the bridge answered; never passed on to a hook. Its own file: `li hooks run` reads it
 * first, before it knows whether it needs the hand-off (which loads `node:child_process`).
 */
export const ASYNC_WORKER_ENV = 'LIONAGI_ASYNC_HOOKS_WORKER';
