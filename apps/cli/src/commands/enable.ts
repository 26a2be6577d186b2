import { editSettingsFile, type ResolvedHookEntry } from '@lionagi/hooks-config';
import { commandHash } from '@lionagi/hooks-trust';
import { type CommandContext, EXIT, writeLine } from '../context.js';
import { writeReport } from '../contract/report.js';
import { resolveHashPrefix } from '../hash-prefix.js';
import { argvLabel, plural } from '../hooks-describe.js';
import { eventArgument, loadProjectSettings, projectDirOf } from '../hooks-settings.js';
import { usageError } from '../usage-error.js';
import { parseVerb, type VerbDefinition } from '../verb.js';

const OPTIONS = [
  ['--event <event>', 'Only the entries of this event (e.g. Stop)'],
  ['--project-dir <dir>', 'Project whose .lionagi/settings.yaml is read (default: the cwd)'],
] as const;

/** Usage, options and examples of `li hooks disable`. */
export const DISABLE: VerbDefinition = {
  name: 'li hooks disable',
  usage: '<HASH> [--event EVENT] [--project-dir DIR] [--json]',
  summary:
    'Turn off the entries whose command hash is HASH (a unique prefix of at least 8 digits, as "li hooks list" and "li hooks import" print it): each gets enabled: false in the settings file that defines it, so it never runs, and "li hooks import" keeps it off. A guard you turn off no longer guards: list and doctor show it as disabled.',
  options: OPTIONS,
  examples: [
    'li hooks disable 3f2a1b9c              # e.g. a Stop sound whose program this machine lacks',
    'li hooks disable 3f2a1b9c --event Stop  # only its Stop entry',
  ],
};

/** Usage, options and examples of `li hooks enable`. */
export const ENABLE: VerbDefinition = {
  name: 'li hooks enable',
  usage: '<HASH> [--event EVENT] [--project-dir DIR] [--json]',
  summary:
    'Turn back on the entries "li hooks disable" turned off (removes their enabled: false); an imported entry still runs only once approved with "li hooks trust".',
  options: OPTIONS,
  examples: ['li hooks enable 3f2a1b9c'],
};

/** `li hooks disable|enable HASH`: writes or removes `enabled: false` on the matching entries. */
export async function runToggle(
  ctx: CommandContext,
  argv: string[],
  enable: boolean,
): Promise<number> {
  const def = enable ? ENABLE : DISABLE;
  const parsed = parseVerb(ctx, def, argv);
  if (parsed.help) return EXIT.ok;
  const [id, extra] = parsed.args;
  if (id === undefined)
    throw usageError(`give the command hash of the entry (as "li hooks list" prints it)`);
  if (extra !== undefined) throw usageError(`unexpected argument "${extra}"`);
  const event = eventArgument(undefined, parsed.options.event);
  const settings = await loadProjectSettings(ctx, projectDirOf(ctx, parsed.options.projectDir));
  const all = [...Object.values(settings.hooks).flat(), ...settings.disabled].filter(
    (entry) => event === undefined || entry.event === event,
  );
  const hashes = all.map((entry) => commandHash(entry.command));
  const full = resolveHashPrefix(id, hashes);
  const chosen = all.filter((_e, i) => hashes[i] === full);
  const toChange = chosen.filter((entry) => (entry.enabled === false) === enable);
  const json = ctx.json || parsed.options.json === true;
  if (chosen.length === 0) {
    if (json) writeReport(ctx, { hash: null, enabled: enable, changed: [] });
    writeLine(
      ctx.stderr,
      `No configured hook has the command hash ${id}: run "li hooks list" to see each entry's hash.`,
    );
    return EXIT.error;
  }
  for (const [file, entries] of byFile(toChange)) {
    await editSettingsFile(
      file,
      (doc) => {
        for (const { event: name, origin } of entries) {
          const path = [
            'hooks_external',
            name,
            origin.groupIndex,
            'hooks',
            origin.hookIndex,
            'enabled',
          ];
          if (enable) doc.deleteIn(path);
          else doc.setIn(path, false);
        }
      },
      { create: false },
    );
  }
  const where = (e: ResolvedHookEntry) => `${e.event}, ${e.origin.file}:${e.origin.line}`;
  if (json) {
    writeReport(ctx, {
      hash: full,
      enabled: enable,
      changed: toChange.map((e) => ({ event: e.event, file: e.origin.file, line: e.origin.line })),
    });
    return EXIT.ok;
  }
  const verb = enable ? 'Enabled' : 'Disabled';
  const label = argvLabel(chosen[0]?.command ?? []);
  if (toChange.length === 0) {
    writeLine(
      ctx.stdout,
      `${label} is already ${enable ? 'enabled' : 'disabled'} (${chosen.map(where).join('; ')}).`,
    );
    return EXIT.ok;
  }
  const after = enable
    ? 'it runs again (an imported entry once approved with "li hooks trust")'
    : `it does not run until "li hooks enable ${full?.slice(0, 12)}"; "li hooks import" keeps it off`;
  writeLine(
    ctx.stdout,
    `${verb} ${plural(toChange.length, 'entry', 'entries')} of ${label} (${toChange.map(where).join('; ')}): ${after}.`,
  );
  return EXIT.ok;
}

function byFile(entries: readonly ResolvedHookEntry[]): Map<string, ResolvedHookEntry[]> {
  const out = new Map<string, ResolvedHookEntry[]>();
  for (const entry of entries)
    out.set(entry.origin.file, [...(out.get(entry.origin.file) ?? []), entry]);
  return out;
}

/** Usage, options and examples of the verb: `--help` and docs/cli.md come from it. */
export const DEFINITION = ENABLE;

/** `li hooks enable HASH [--event E]`: removes `enabled: false` from the matching entries. */
export function run(ctx: CommandContext, argv: string[]): Promise<number> {
  return runToggle(ctx, argv, true);
}
