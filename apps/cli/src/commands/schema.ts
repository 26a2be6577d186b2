import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import {
  eventJsonSchema,
  type ProfileEvent,
  type SchemaKind,
  schemaFileName,
} from '@lionagi/hooks-profile';
import { type CommandContext, EXIT, writeLine } from '../context.js';
import { writeReport } from '../contract/report.js';
import { eventsOf } from '../hooks-settings.js';
import { usageError } from '../usage-error.js';
import { parseVerb, type VerbDefinition } from '../verb.js';

/** Usage, options and examples of `li hooks schema`. */
export const DEFINITION: VerbDefinition = {
  name: 'li hooks schema',
  usage: '[EVENT | --event EVENT] [--kind input|output] [--out DIR] [--json]',
  summary:
    "Print the JSON Schema of one event's stdin envelope (input) or stdout JSON (output), or write them all.",
  options: [
    ['--event <event>', 'The event (instead of the EVENT argument)'],
    ['--kind <kind>', 'input (stdin envelope) or output (stdout JSON)'],
    ['--out <dir>', 'Write <event>.<kind>.schema.json files into DIR instead of printing'],
  ],
  examples: [
    'li hooks schema PreToolUse --kind output',
    'li hooks schema UserPromptSubmit --kind input > ups.schema.json',
    'li hooks schema --out docs/schemas        # every event, input and output',
    'li hooks schema PreToolUse --json         # both schemas of one event in a report',
  ],
};

/** `li hooks schema [EVENT] [--kind input|output] [--out DIR]`. */
export async function run(ctx: CommandContext, argv: string[]): Promise<number> {
  const parsed = parseVerb(ctx, DEFINITION, argv);
  if (parsed.help) return EXIT.ok;

  const kindOption = parsed.options.kind as string | undefined;
  if (kindOption !== undefined && kindOption !== 'input' && kindOption !== 'output') {
    throw usageError(`--kind must be "input" or "output", got "${kindOption}"`);
  }
  if (parsed.args.length > 1) throw usageError(`unexpected argument "${parsed.args[1]}"`);
  const events: ProfileEvent[] = eventsOf(parsed.args[0], parsed.options.event);
  const kinds: SchemaKind[] = kindOption === undefined ? ['input', 'output'] : [kindOption];
  const out = parsed.options.out as string | undefined;

  const json = parsed.options.json === true;
  if (out === undefined && json) {
    const schemas = events.flatMap((event) =>
      kinds.map((kind) => ({ event, kind, schema: eventJsonSchema(event, kind) })),
    );
    writeReport(ctx, { schemas, written: [] });
    return EXIT.ok;
  }
  if (out === undefined) {
    if (events.length !== 1 || kinds.length !== 1) {
      throw usageError(
        'printing one schema needs EVENT and --kind; use --json for several, or --out DIR to write them',
      );
    }
    ctx.stdout.write(`${JSON.stringify(eventJsonSchema(events[0]!, kinds[0]!), null, 2)}\n`);
    return EXIT.ok;
  }
  const dir = resolve(ctx.cwd, out);
  await mkdir(dir, { recursive: true });
  const written: string[] = [];
  for (const event of events) {
    for (const kind of kinds) {
      const file = join(dir, schemaFileName(event, kind));
      await writeFile(file, `${JSON.stringify(eventJsonSchema(event, kind), null, 2)}\n`);
      written.push(file);
    }
  }
  if (json) writeReport(ctx, { schemas: [], written });
  else writeLine(ctx.stderr, `wrote ${written.length} schema file(s) to ${dir}`);
  return EXIT.ok;
}
