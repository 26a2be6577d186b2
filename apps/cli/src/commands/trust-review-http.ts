import type { PendingCommand } from '@lionagi/hooks-trust';
import type { HandlerReview } from './trust-review-types.js';
import { neverLine, shown } from './trust-shown.js';

function pendingHttp(command: PendingCommand): NonNullable<PendingCommand['http']> | undefined {
  return command.http;
}

/** An http handler's review: what its approval pins (URL, header names, variables), never header values. */
export const httpReview: HandlerReview = {
  disclose(command, never, paint) {
    const http = pendingHttp(command);
    const pins = http?.record;
    const list = (names: readonly string[] = []) =>
      names.length === 0 ? '(none)' : names.map(shown).join(', ');
    const lines = [
      `    url:        ${shown(pins?.url ?? '')}`,
      `    headers:    ${list(pins?.header_names)} (names only; values are not pinned)`,
      `    reads env:  ${list(pins?.allowed_env_vars)}`,
      `    project:    ${shown(command.project)} (the approval holds here only)`,
    ];
    for (const change of command.changes)
      lines.push(`    ${paint.warn('changed:')}    ${shown(change)}`);
    for (const warning of http?.warnings ?? [])
      lines.push(`    ${paint.warn('WARNING:')}    ${shown(warning)}`);
    if (never !== undefined) lines.push(neverLine(never, paint));
    return lines;
  },
  data(command) {
    const http = pendingHttp(command);
    return {
      http: http
        ? {
            url: http.record.url,
            header_names: http.record.header_names,
            allowed_env_vars: http.record.allowed_env_vars,
            warnings: http.warnings,
          }
        : null,
    };
  },
};
