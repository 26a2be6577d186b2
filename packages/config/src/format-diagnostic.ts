import type { ConfigDiagnostic } from './types.js';

/** Renders a diagnostic the way every message of this package lists it: `file:line:column: message`. */
export function formatDiagnostic(diagnostic: ConfigDiagnostic): string {
  return `${diagnostic.file}:${diagnostic.line}:${diagnostic.column}: ${diagnostic.message}`;
}
