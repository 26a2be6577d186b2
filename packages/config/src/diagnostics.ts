import { type Document, isNode, isPair, type LineCounter } from 'yaml';
import type { ConfigDiagnostic, SettingsScope } from './types.js';

export { formatDiagnostic } from './format-diagnostic.js';

/** A parsed settings file being validated: where diagnostics go and how offsets become positions. */
export interface FileContext {
  readonly file: string;
  readonly scope: SettingsScope;
  readonly doc: Document;
  readonly lineCounter: LineCounter;
  readonly errors: ConfigDiagnostic[];
  readonly warnings: ConfigDiagnostic[];
}

/** Where a diagnostic points: a node, a pair (its key), or nothing (the top of the file). */
export type DiagnosticTarget = unknown;

/** Names the entry a diagnostic is about. */
export interface DiagnosticScope {
  event?: string;
  entry?: string;
}

function offsetOf(target: DiagnosticTarget): number {
  if (isPair(target)) return offsetOf(target.key);
  if (isNode(target) && target.range) return target.range[0];
  return 0;
}

/** Builds a diagnostic at `target`, prefixing the message with the entry path. */
export function diagnosticAt(
  ctx: FileContext,
  target: DiagnosticTarget,
  message: string,
  scope: DiagnosticScope = {},
): ConfigDiagnostic {
  const { line, col } = ctx.lineCounter.linePos(offsetOf(target));
  const diagnostic: ConfigDiagnostic = {
    file: ctx.file,
    line,
    column: col,
    message: scope.entry ? `${scope.entry}: ${message}` : message,
  };
  if (scope.event !== undefined) diagnostic.event = scope.event;
  if (scope.entry !== undefined) diagnostic.entry = scope.entry;
  return diagnostic;
}

/** Records an error (load fails) at `target`. */
export function reportError(
  ctx: FileContext,
  target: DiagnosticTarget,
  message: string,
  scope?: DiagnosticScope,
): void {
  ctx.errors.push(diagnosticAt(ctx, target, message, scope));
}

/** Records a warning (load continues) at `target`. */
export function reportWarning(
  ctx: FileContext,
  target: DiagnosticTarget,
  message: string,
  scope?: DiagnosticScope,
): void {
  ctx.warnings.push(diagnosticAt(ctx, target, message, scope));
}
