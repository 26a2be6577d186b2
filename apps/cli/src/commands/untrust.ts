import { findSettingsFiles } from '@lionagi/hooks-config';
import { revokeTrust } from '@lionagi/hooks-trust';
import { type CommandContext, EXIT, writeLine } from '../context.js';
import { writeReport } from '../contract/report.js';
import { resolveHashPrefix, trustedHashes } from '../hash-prefix.js';
import { usageError } from '../usage-error.js';
import { parseVerb, type VerbDefinition } from '../verb.js';

/** Usage, options and examples of `li hooks untrust`. */
export const DEFINITION: VerbDefinition = {
  name: 'li hooks untrust',
  usage: '<HASH> | --all [--json]',
  summary:
    'Revoke every trust record of a command hash (in every project), or every record with --all. HASH may be a unique prefix of at least 8 digits, as "li hooks import" prints it. A running session re-reads the records at its next hook call.',
  options: [['--all', 'Revoke every record in trusted_hook_commands']],
  examples: [
    'li hooks untrust f6e3b744922b51273f3d5aad4274ea880b105651d41324499da902422c4a971c',
    'li hooks untrust f6e3b744922b   # a unique prefix (at least 8 digits)',
    'li hooks untrust --all          # revoke every hook-command trust record',
  ],
};

/** `li hooks untrust <hash> | --all [--json]`: revoke trust records from the user settings file. */
export async function run(ctx: CommandContext, argv: string[]): Promise<number> {
  const parsed = parseVerb(ctx, DEFINITION, argv);
  if (parsed.help) return EXIT.ok;
  const all = parsed.options.all === true;
  const hash = parsed.args[0] as string | undefined;
  if (parsed.args.length > 1)
    throw usageError(`expected one hash, got ${parsed.args.length} arguments`);
  if (all === (hash !== undefined)) {
    throw usageError('give either a command hash (as "li hooks trust --json" prints it) or --all');
  }
  const json = ctx.json || parsed.options.json === true;
  const { userFile } = findSettingsFiles({ projectDir: ctx.cwd, env: ctx.env });
  const full =
    hash === undefined ? undefined : resolveHashPrefix(hash, await trustedHashes(userFile));
  if (hash !== undefined && full === undefined) {
    if (json) writeReport(ctx, { user_file: userFile, hash: null, removed: 0, changed: false });
    writeLine(ctx.stderr, `No trust record of ${hash} in ${userFile}: nothing revoked.`);
    return EXIT.error;
  }
  const result = await revokeTrust(userFile, full === undefined ? { all: true } : full);
  if (json)
    writeReport(ctx, {
      user_file: result.file,
      hash: full ?? null,
      removed: result.removed,
      changed: result.changed,
    });
  if (hash !== undefined && result.removed === 0) {
    writeLine(ctx.stderr, `No trust record of ${hash} in ${userFile}: nothing revoked.`);
    return EXIT.error;
  }
  if (!json) {
    const what = hash === undefined ? 'every trust record' : `the trust of ${full}`;
    writeLine(
      ctx.stdout,
      `Revoked ${what} from ${userFile} (${result.removed} record(s) removed, in every project); running sessions stop running it at their next hook call.`,
    );
  }
  return EXIT.ok;
}
