import { isAlias, isScalar, type YAMLMap } from 'yaml';
import { type DiagnosticScope, type FileContext, reportError } from './diagnostics.js';

// The YAML node readers every settings reader shares (alias, scalar, null, unknown keys).

/** Resolves an alias to its node, so validation sees what the entry means. */
export function deref(ctx: FileContext, node: unknown): unknown {
  return isAlias(node) ? node.resolve(ctx.doc) : node;
}

/** The plain value of a scalar node (`undefined` for collections). */
export function scalarValue(ctx: FileContext, node: unknown): unknown {
  const target = deref(ctx, node);
  return isScalar(target) ? target.value : undefined;
}

/** True for an absent value or a YAML null (`key:` with nothing after it). */
export function isNullish(ctx: FileContext, node: unknown): boolean {
  const target = deref(ctx, node);
  return target === undefined || target === null || (isScalar(target) && target.value === null);
}

/** Reports each key of `map` not in `allowed`, listing the allowed keys. */
export function checkKeys(
  ctx: FileContext,
  map: YAMLMap,
  allowed: readonly string[],
  what: string,
  scope: DiagnosticScope,
  hint: (key: string) => string = () => '',
): void {
  for (const pair of map.items) {
    const key = String(scalarValue(ctx, pair.key));
    if (!allowed.includes(key)) {
      const message = `unknown key "${key}" in ${what}; allowed keys: ${allowed.join(', ')}${hint(key)}`;
      reportError(ctx, pair, message, scope);
    }
  }
}
