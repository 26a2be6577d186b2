import type { HandlerJsonModule } from './handler-types.js';

/**
 * An http handler's part of the handler JSON: its url, the names of its headers (a value may be a
 * secret written out) and the variables the headers may read. No argv: `command` is empty. It is
 * named `POST <url>`.
 */
export const httpJson: HandlerJsonModule = {
  spawns: false,
  part(source) {
    const http = source.http;
    if (http === undefined) return { command: [], http: null };
    return {
      command: [],
      http: {
        url: http.url,
        header_names: Object.keys(http.headers ?? {}),
        allowed_env_vars: [...(http.allowedEnvVars ?? [])],
      },
    };
  },
  label: (json) => (json.http === null ? [] : ['POST', json.http.url]),
};
