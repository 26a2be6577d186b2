import {
  type CompiledMatcher,
  compileMatcher,
  DEFAULT_TOOL_VOCABULARY,
  EVENT_CATALOGUE,
  isHookError,
  matcherKind,
  PROFILE_EVENTS,
  type ProfileEvent,
  resolveEvent,
} from '@lionagi/hooks-profile/core';
import { isMap, isSeq, type Pair } from 'yaml';
import { type FileContext, reportError, reportWarning } from './diagnostics.js';
import { readToolVocabulary } from './entry-provenance.js';
import { readHookEntry } from './hook-entry.js';
import type { ResolvedHookEntry } from './types.js';
import { checkKeys, deref, isNullish, scalarValue } from './yaml-node.js';

/** Keys a `hooks_external` matcher group may have. */
export const MATCHER_GROUP_KEYS = ['matcher', 'tool_vocabulary', 'hooks'] as const;

function groupKeyHint(key: string): string {
  return [
    'type',
    'command',
    'url',
    'timeout',
    'fail_closed',
    'async',
    'source',
    'imported_from',
    'enabled',
  ].includes(key)
    ? ' (hook entry fields go inside the group, under hooks:)'
    : '';
}

interface GroupMatcher {
  matcher: string | undefined;
  compiled: CompiledMatcher;
}

/**
 * True when a `hooks_external` node holds a matcher that compiles to a regex, so its reader needs
 * the regex engine loaded first (`loadMatcherEngine`): a file of exact matchers never loads it.
 */
export function needsRegexEngine(ctx: FileContext, node: unknown): boolean {
  const events = deref(ctx, node);
  if (!isMap(events)) return false;
  return events.items.some((pair) => {
    const groups = deref(ctx, pair.value);
    return (
      isSeq(groups) &&
      groups.items.some((item) => {
        const group = deref(ctx, item);
        const value = isMap(group) ? scalarValue(ctx, group.get('matcher', true)) : undefined;
        return typeof value === 'string' && matcherKind(value) === 'regex';
      })
    );
  });
}

function readMatcher(
  ctx: FileContext,
  node: unknown,
  event: ProfileEvent,
  entry: string,
): GroupMatcher | undefined {
  const scope = { event, entry };
  if (isNullish(ctx, node)) return { matcher: undefined, compiled: compileMatcher(undefined) };
  const value = scalarValue(ctx, node);
  if (typeof value !== 'string') {
    const message = `matcher must be a string ("*", an exact name list like "bash|write_file", or a regex); got ${JSON.stringify(value ?? 'a collection')}`;
    reportError(ctx, node, message, scope);
    return undefined;
  }
  let compiled: CompiledMatcher;
  try {
    compiled = compileMatcher(value);
  } catch (error) {
    if (!isHookError(error)) throw error;
    reportError(ctx, node, error.message, scope);
    return undefined;
  }
  if (EVENT_CATALOGUE[event].matcherTarget === null) {
    if (compiled.kind !== 'all') {
      const message = `matcher ${JSON.stringify(value)} is ignored: ${event} has no matcher target, so its hooks run on every ${event}`;
      reportWarning(ctx, node, message, scope);
    }
    return { matcher: undefined, compiled: compileMatcher(undefined) };
  }
  return { matcher: value, compiled };
}

function readGroup(
  ctx: FileContext,
  node: unknown,
  event: ProfileEvent,
  groupIndex: number,
  out: ResolvedHookEntry[],
): void {
  const entry = `hooks_external.${event}[${groupIndex}]`;
  const scope = { event, entry };
  const group = deref(ctx, node);
  if (!isMap(group)) {
    reportError(
      ctx,
      node,
      'a matcher group must be a mapping like { matcher: "...", hooks: [...] }',
      scope,
    );
    return;
  }
  checkKeys(ctx, group, MATCHER_GROUP_KEYS, 'a matcher group', scope, groupKeyHint);
  const matcher = readMatcher(ctx, group.get('matcher', true), event, entry);
  const groupVocabulary = readToolVocabulary(ctx, group, scope);
  const hooksNode = group.get('hooks', true);
  const hooks = deref(ctx, hooksNode);
  if (hooksNode === undefined || isNullish(ctx, hooksNode)) {
    reportError(
      ctx,
      hooksNode ?? group,
      'hooks is required: a list of hook entries like { type: command, command: [...] }',
      scope,
    );
    return;
  }
  if (!isSeq(hooks)) {
    reportError(
      ctx,
      hooksNode,
      'hooks must be a list of hook entries like { type: command, command: [...] }',
      scope,
    );
    return;
  }
  if (hooks.items.length === 0)
    reportWarning(ctx, hooksNode, 'hooks is empty; this group runs nothing', scope);
  hooks.items.forEach((hookNode, hookIndex) => {
    const hookScope = { event, entry: `${entry}.hooks[${hookIndex}]` };
    const fields = readHookEntry(ctx, hookNode, hookScope);
    if (!fields || !matcher || groupVocabulary === null) return;
    const target = deref(ctx, hookNode) as { range?: [number, number, number] | null };
    const { line, col } = ctx.lineCounter.linePos(target.range?.[0] ?? 0);
    out.push({
      event,
      matcher: matcher.matcher,
      compiledMatcher: matcher.compiled,
      ...fields.handler,
      async: fields.async,
      timeoutSec: fields.timeoutSec,
      failClosed: fields.failClosed,
      source: fields.source,
      toolVocabulary: fields.toolVocabulary ?? groupVocabulary ?? DEFAULT_TOOL_VOCABULARY,
      importedFrom: fields.importedFrom,
      ...(fields.statusMessage === undefined ? {} : { statusMessage: fields.statusMessage }),
      ...(fields.enabled ? {} : { enabled: false }),
      tier: fields.source !== undefined ? 'imported' : ctx.scope,
      origin: { file: ctx.file, line, column: col, scope: ctx.scope, groupIndex, hookIndex },
    });
  });
}

function readEvent(
  ctx: FileContext,
  pair: Pair,
  out: ResolvedHookEntry[],
  hostEvents: readonly ProfileEvent[],
): void {
  const name = String(scalarValue(ctx, pair.key));
  const entry = `hooks_external.${name}`;
  try {
    resolveEvent(name, hostEvents);
  } catch (error) {
    if (!isHookError(error)) throw error;
    reportError(ctx, pair, error.message, { event: name, entry });
    return;
  }
  const event = name as ProfileEvent;
  const scope = { event, entry };
  if (isNullish(ctx, pair.value)) {
    reportWarning(ctx, pair, `${event} lists no matcher groups`, scope);
    return;
  }
  const groups = deref(ctx, pair.value);
  if (!isSeq(groups)) {
    reportError(
      ctx,
      pair.value,
      'must be a list of matcher groups like - { matcher: "...", hooks: [...] }',
      scope,
    );
    return;
  }
  groups.items.forEach((group, index) => {
    readGroup(ctx, group, event, index, out);
  });
}

/**
 * Validates a file's `hooks_external` block (ADR-0048 D2, D4, D6): event names (only those the
 * host emits, `hostEvents`), matcher groups and hook entries, reporting every problem with its
 * position. Returns the valid entries in file order, each with its origin and its D7 tier
 * (`imported` when it has a `source`, else the file's scope).
 */
export function readHooksExternal(
  ctx: FileContext,
  node: unknown,
  hostEvents: readonly ProfileEvent[] = PROFILE_EVENTS,
): ResolvedHookEntry[] {
  const out: ResolvedHookEntry[] = [];
  if (isNullish(ctx, node)) return out;
  const map = deref(ctx, node);
  if (!isMap(map)) {
    const message = `hooks_external must be a mapping of event names (${hostEvents.join(', ')}) to lists of matcher groups`;
    reportError(ctx, node, message, { entry: 'hooks_external' });
    return out;
  }
  for (const pair of map.items) readEvent(ctx, pair, out, hostEvents);
  return out;
}
