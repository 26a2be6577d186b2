import { HTTP_ENTRY_KEYS, readHttpHandler } from '../http-handler.js';
import { COMMON_ENTRY_KEYS, type HandlerReader } from './reader-types.js';

/** Keys a `type: http` entry may have: the common ones with `url`, `headers`, `allowed_env_vars` in place of `command`. */
export const HTTP_HOOK_ENTRY_KEYS = ['type', ...COMMON_ENTRY_KEYS, ...HTTP_ENTRY_KEYS] as const;

/** Reads a `type: http` entry: `url`, `headers`, `allowed_env_vars` in place of `command`. */
export const httpReader: HandlerReader<'http'> = {
  keys: HTTP_HOOK_ENTRY_KEYS,
  what: 'an http hook entry',
  runs: 'a url',
  hint: () => '',
  read(ctx, map, scope) {
    const http = readHttpHandler(ctx, map, scope);
    return http && { type: 'http', command: ['POST', http.url], http };
  },
};
