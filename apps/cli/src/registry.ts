import { PROFILE_NAME } from '@lionagi/hooks-profile/core';
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
  {
    name: 'import',
    summary:
      'Import Claude Code or Codex hooks into .lionagi/settings.yaml, with a per-entry report',
    load: () => import('./commands/import.js'),
  },
  {
    name: 'export',
    summary: 'Export hooks_external entries as a Claude Code or Codex hooks block',
    load: () => import('./commands/export.js'),
  },
  {
    name: 'trust',
    summary: 'Review and approve imported or plugin hook commands (hash-pinned)',
    load: () => import('./commands/trust.js'),
  },
  {
    name: 'untrust',
    summary: 'Revoke hook-command trust records',
    load: () => import('./commands/untrust.js'),
  },
  {
    name: 'disable',
    summary: 'Turn off a hook entry (enabled: false), kept off by re-import',
    load: () => import('./commands/disable.js'),
  },
  {
    name: 'enable',
    summary: 'Turn a disabled hook entry back on',
    load: () => import('./commands/enable.js'),
  },
  {
    name: 'list',
    summary: 'List configured hooks with their origin, tier, trust status and recent failures',
    load: () => import('./commands/list.js'),
  },
  {
    name: 'doctor',
    summary: 'Check that every configured guard can run; exit 1 when one cannot',
    load: () => import('./commands/doctor.js'),
  },
  {
    name: 'run',
    summary: 'Fire the configured hooks of one event for an envelope, as the runtime would',
    load: () => import('./commands/run.js'),
  },
  {
    name: 'test',
    summary: `Run one command as a hook and compare ${PROFILE_NAME}, Claude Code and Codex`,
    load: () => import('./commands/test.js'),
  },
];
