import { HTTP_ENTRY_KEYS, readHttpHandler } from '../http-handler.js';
import { COMMON_ENTRY_KEYS, type HandlerReader } from './reader-types.js';

/** Reads a `type: http` entry: `url`, `headers`, `allowed_env_vars` in place of `command`. */
export const httpReader: HandlerReader = {
  keys: ['type', ...COMMON_ENTRY_KEYS, ...HTTP_ENTRY_KEYS],
  what: 'an http hook entry',
  hint: () => '',
  read(ctx, map, scope) {
    const http = readHttpHandler(ctx, map, scope);
    return http && { command: ['POST', http.url], http };
  },
};
