import type { DispatchEntry } from '../dispatch-entry.js';
import type { HookRunResult, RunHookOptions } from '../run-hook.js';

/** Where the entries of one dispatcher run: what their placeholders and environment become. */
export interface SpawnContext {
  projectDir: string;
  env: NodeJS.ProcessEnv;
}

/** How one handler type's entries are checked, named and run by the dispatcher. */
export interface HandlerRunner {
  /** Refuses an entry this type cannot run, naming `where` (at dispatcher creation). */
  check(entry: DispatchEntry, where: string, context: SpawnContext): void;
  /** Identity for de-duplication within one firing: two entries with one key are one hook. */
  key(entry: DispatchEntry): string;
  /** How the hook is named in argv-shaped places (reasons, records): its argv, or `POST <url>`. */
  label(entry: DispatchEntry): readonly string[];
  /** Runs the hook once with `envelope`; never throws for a hook that fails. */
  run(entry: DispatchEntry, envelope: unknown, options: RunHookOptions): Promise<HookRunResult>;
}
