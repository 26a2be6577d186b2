import { entryNeverFires, type LoadedSettings, neverFiresText } from '@lionagi/hooks-config/load';
import { type NamedTool, PROFILE_EVENTS } from '@lionagi/hooks-profile';

/**
 * Every configured tool-event hook that can never fire against the tools actually registered
 * (`tools`, e.g. `branch.actions.tools`), each as one line naming its file, line, event, argv and
 * matcher. A runtime prints these at start: a guard is either running or loudly absent.
 */
export function neverFiringHooks(settings: LoadedSettings, tools: readonly NamedTool[]): string[] {
  return PROFILE_EVENTS.flatMap((event) =>
    (settings.hooks[event] ?? []).flatMap((entry) => {
      const why = entryNeverFires(entry, tools);
      return why === undefined ? [] : [neverFiresText(entry, why)];
    }),
  );
}
