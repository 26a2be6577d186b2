import { handlerLacked } from '@lionagi/hooks-harness';
import type { ExportedHttpHandler } from './export-hooks.js';
import type { ExportWriter } from './export-writers.js';

/**
 * A `type: http` entry is written as Claude Code's own `type: http` handler (`url`, `headers`,
 * `allowedEnvVars`, `timeout` in seconds; the empty lists left out, as an import reads them
 * back). Codex has no http handlers (`HANDLERS_RUN`, @lionagi/hooks-harness), so there the row
 * is skipped saying so (it was once exported as a command running a program named `POST`).
 */
export const httpExport: ExportWriter = {
  write: {
    claude(entry) {
      if (entry.type !== 'http' || entry.http === undefined) return undefined;
      const http = entry.http;
      const handler: ExportedHttpHandler = {
        type: 'http',
        url: http.url,
        timeout: entry.timeoutSec,
      };
      const { headers = {}, allowedEnvVars = [] } = http;
      if (Object.keys(headers).length > 0) handler.headers = { ...headers };
      if (allowedEnvVars.length > 0) handler.allowedEnvVars = [...allowedEnvVars];
      return handler;
    },
    codex(_entry, _projectDir, notes) {
      notes.push(`an http handler is not exported: ${handlerLacked('codex', 'http')}`);
      return undefined;
    },
  },
};
