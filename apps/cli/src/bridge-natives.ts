import type { LoadedSettings, ResolvedHookEntry } from '@lionagi/hooks-config';
import { importedFromFile, sameMatcher } from '@lionagi/hooks-import';
import { PROFILE_EVENTS } from '@lionagi/hooks-profile';
import { trustStatus } from '@lionagi/hooks-trust';
import type { HarnessConfigJson } from './harness-config-file.js';

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** A native handler of a harness file whose imported copy in `hooks_external` the bridge runs. */
export interface NativeTwin {
  event: string;
  matcher: string | undefined;
  /** The handler's `command` as written (and `args`, exec form). */
  command: string;
  args?: unknown;
  /** Its copy, run by `li hooks run` through the bridge. */
  copy: ResolvedHookEntry;
  /** The copy is trusted: the bridge runs it (an untrusted copy is denied or skipped, so the native stays). */
  trusted: boolean;
}

function copyOf(
  copies: readonly ResolvedHookEntry[],
  event: string,
  matcher: unknown,
  handler: Json,
): ResolvedHookEntry | undefined {
  return copies.find((entry) => {
    const from = entry.importedFrom;
    return (
      from !== undefined &&
      from.event === event &&
      sameMatcher(matcher, from.matcher) &&
      handler.command === from.command &&
      JSON.stringify(handler.args ?? null) === JSON.stringify(from.args ?? null)
    );
  });
}

/**
 * The native handlers of `file` (its parsed JSON, bridge merged in) that the bridge now runs a
 * second time: an event `bridged` in this file, and an entry of `settings` imported from this
 * very handler (`imported_from`: this file, event, matcher, command and args).
 */
export async function nativeTwins(
  json: HarnessConfigJson,
  file: string,
  bridged: readonly string[],
  settings: LoadedSettings,
  env: NodeJS.ProcessEnv,
): Promise<NativeTwin[]> {
  const self = importedFromFile(settings.projectDir, file);
  const copies = PROFILE_EVENTS.flatMap((event) => settings.hooks[event]).filter(
    (entry) => entry.importedFrom?.file === self,
  );
  const hooks = isObject(json.hooks) ? json.hooks : {};
  const twins: NativeTwin[] = [];
  for (const event of bridged) {
    const groups = Array.isArray(hooks[event]) ? (hooks[event] as unknown[]) : [];
    for (const group of groups) {
      if (!isObject(group) || !Array.isArray(group.hooks)) continue;
      for (const handler of group.hooks) {
        if (!isObject(handler) || typeof handler.command !== 'string') continue;
        const copy = copyOf(copies, event, group.matcher, handler);
        if (copy === undefined) continue;
        const trust = await trustStatus(copy, settings.trustedHookCommands, {
          projectDir: settings.projectDir,
          env,
        });
        const matcher = typeof group.matcher === 'string' ? group.matcher : undefined;
        twins.push({
          event,
          matcher,
          command: handler.command,
          ...(handler.args === undefined ? {} : { args: handler.args }),
          copy,
          trusted: trust.trusted,
        });
      }
    }
  }
  return twins;
}

/** `json` without the handlers of `twins` (a group left empty is dropped, an event left empty too). */
export function withoutTwins(
  json: HarnessConfigJson,
  twins: readonly NativeTwin[],
): HarnessConfigJson {
  if (twins.length === 0 || !isObject(json.hooks)) return json;
  const hooks: Json = { ...json.hooks };
  for (const event of new Set(twins.map((t) => t.event))) {
    const groups = Array.isArray(hooks[event]) ? (hooks[event] as unknown[]) : [];
    const kept = groups.flatMap((group) => {
      if (!isObject(group) || !Array.isArray(group.hooks)) return [group];
      const rest = group.hooks.filter(
        (h) =>
          !twins.some(
            (t) =>
              t.event === event &&
              sameMatcher(group.matcher, t.matcher) &&
              isObject(h) &&
              h.command === t.command &&
              JSON.stringify(h.args ?? null) === JSON.stringify(t.args ?? null),
          ),
      );
      if (rest.length === group.hooks.length) return [group];
      return rest.length === 0 ? [] : [{ ...group, hooks: rest }];
    });
    if (kept.length > 0) hooks[event] = kept;
    else delete hooks[event];
  }
  return { ...json, hooks };
}

/** One twin as the report names it: `PostToolUse [Write] ./fmt.sh`. */
export function describeTwin(twin: NativeTwin): string {
  const args = Array.isArray(twin.args) ? ` ${twin.args.join(' ')}` : '';
  const matcher = twin.matcher === undefined ? '' : ` [${twin.matcher}]`;
  return `${twin.event}${matcher} ${twin.command}${args}`;
}
