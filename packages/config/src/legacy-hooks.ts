import { isProfileEvent } from '@lionagi/hooks-profile/core';
import { isMap, isSeq } from 'yaml';
import { readArgv } from './argv.js';
import { type FileContext, reportError } from './diagnostics.js';
import type { LegacyHookEntry } from './types.js';
import { checkKeys, deref, isNullish, scalarValue } from './yaml-node.js';

/** The phases of the legacy `hooks:` block. */
export const LEGACY_PHASES = ['pre', 'post', 'on_error'] as const;

type LegacyPhase = (typeof LEGACY_PHASES)[number];

function readSpec(ctx: FileContext, node: unknown, entry: string): string[] | undefined {
  const scope = { entry };
  const spec = deref(ctx, node);
  if (isMap(spec)) {
    checkKeys(ctx, spec, ['command'], 'a legacy hook spec', scope);
    return readArgv(ctx, spec.get('command', true), spec, scope);
  }
  return readArgv(ctx, node, node, scope);
}

function readTool(
  ctx: FileContext,
  phase: LegacyPhase,
  toolName: string,
  node: unknown,
  groupIndex: number,
  out: LegacyHookEntry[],
): void {
  const entry = `hooks.${phase}.${toolName}`;
  if (isNullish(ctx, node)) return;
  const specs = deref(ctx, node);
  if (!isSeq(specs)) {
    const message =
      'must be a list of hook specs, each an argv list or { command: [...] }, e.g. [["./guards/check.sh"]]';
    reportError(ctx, node, message, { entry });
    return;
  }
  specs.items.forEach((specNode, hookIndex) => {
    const command = readSpec(ctx, specNode, `${entry}[${hookIndex}]`);
    if (!command) return;
    const target = deref(ctx, specNode) as { range?: [number, number, number] | null };
    const { line, col } = ctx.lineCounter.linePos(target.range?.[0] ?? 0);
    out.push({
      phase,
      toolName,
      command,
      origin: { file: ctx.file, line, column: col, scope: ctx.scope, groupIndex, hookIndex },
    });
  });
}

/**
 * Parses the legacy `hooks: {pre,post,on_error}: {tool_name: [spec, ...]}` block, where each spec is
 * an argv list or `{ command: argv }`. It coexists with `hooks_external` and is validated as strictly.
 */
export function readLegacyHooks(ctx: FileContext, node: unknown): LegacyHookEntry[] {
  const out: LegacyHookEntry[] = [];
  if (isNullish(ctx, node)) return out;
  const map = deref(ctx, node);
  if (!isMap(map)) {
    const message =
      'hooks (legacy) must be a mapping of phases (pre, post, on_error) to tool names';
    reportError(ctx, node, message, { entry: 'hooks' });
    return out;
  }
  for (const pair of map.items) {
    const phase = String(scalarValue(ctx, pair.key));
    if (!(LEGACY_PHASES as readonly string[]).includes(phase)) {
      const hint = isProfileEvent(phase)
        ? `; event-shaped hooks go under hooks_external.${phase}`
        : '';
      const message = `unknown legacy hook phase "${phase}"; allowed phases: ${LEGACY_PHASES.join(', ')}${hint}`;
      reportError(ctx, pair, message, { entry: `hooks.${phase}` });
      continue;
    }
    if (isNullish(ctx, pair.value)) continue;
    const tools = deref(ctx, pair.value);
    if (!isMap(tools)) {
      const message = 'must be a mapping of tool names to lists of hook specs';
      reportError(ctx, pair.value, message, { entry: `hooks.${phase}` });
      continue;
    }
    tools.items.forEach((toolPair, index) => {
      const toolName = String(scalarValue(ctx, toolPair.key));
      readTool(ctx, phase as LegacyPhase, toolName, toolPair.value, index, out);
    });
  }
  return out;
}
