/**
 * Set to `1` in every hook's environment: a process that sees it runs inside a LionAGI hook.
 * `li hooks run` refuses to start under it, so the bridge (`li hooks run … --emit …`) imported
 * into the very settings it runs cannot recurse.
 */
export const IN_HOOK_ENV = 'LIONAGI_IN_HOOK';
