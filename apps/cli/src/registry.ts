import type { CommandContext } from './context.js';
import type { VerbDefinition } from './verb.js';

/** A loaded `li hooks <verb>` implementation. */
export interface VerbModule {
  /** Runs the verb with its own arguments (after `li hooks <verb>`); resolves to the exit code. */
  run(ctx: CommandContext, argv: string[]): Promise<number>;
  /** Usage, options and examples: `--help` and docs/cli.md are rendered from it. */
  DEFINITION: VerbDefinition;
}

/** A registered verb: its help line and a lazy loader, so `li` only loads what it runs. */
export interface VerbSpec {
  readonly name: string;
  readonly summary: string;
  readonly load: () => Promise<VerbModule>;
}

/** Every `li hooks` verb. Each module is imported only when its verb runs (cold start). */
export const HOOK_VERBS: readonly VerbSpec[] = [
  {
    name: 'schema',
    summary: 'Print or write the JSON Schema of an event envelope or output',
    load: () => import('./commands/schema.js'),
  },
];
