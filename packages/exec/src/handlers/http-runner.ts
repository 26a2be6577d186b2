import { HookError } from '@lionagi/hooks-profile/core';
import type { DispatchEntry } from '../dispatch-entry.js';
import type { HttpHandlerSpec } from '../http-headers.js';
import { assertHttpUrl, httpCommand, runHttpHook } from '../run-http.js';
import type { HandlerRunner } from './runner-types.js';

function requestOf(entry: DispatchEntry): HttpHandlerSpec {
  // A JS caller's entry is not held to the union: an http one without a request is refused too.
  if (entry.type !== 'http' || entry.http === undefined)
    throw new HookError('USAGE', 'not an http handler: it has no url');
  return entry.http;
}

/** A `type: http` handler: the envelope is POSTed to its URL (see `runHttpHook`). */
export const httpRunner: HandlerRunner = {
  check: (entry, where) => assertHttpUrl(requestOf(entry).url, where),
  // Two http entries are the same hook only when they would send the same request.
  key: (entry) => JSON.stringify(['http', requestOf(entry)]),
  label: (entry) => httpCommand(requestOf(entry)),
  run: (entry, envelope, options) => runHttpHook(requestOf(entry), envelope, options),
};
