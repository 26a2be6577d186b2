import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import {
  eventJsonSchema,
  PROFILE_EVENTS,
  type ProfileEvent,
  resolveEvent,
  type SchemaKind,
  schemaFileName,
} from '@lionagi/hooks-profile';
import { cac } from 'cac';
import { type CommandContext, EXIT, writeLine } from '../context.js';
import { usageError } from '../usage-error.js';

const HELP_EXAMPLES = [
  'li hooks schema PreToolUse --kind output',
  'li hooks schema --out docs/schemas        # every event, input and output',
];

/** `li hooks schema [EVENT] [--kind input|output] [--out DIR]`. */
export async function run(ctx: CommandContext, argv: string[]): Promise<number> {
  const cli = cac('li hooks schema');
  cli
    .command('[event]', 'Print or write the JSON Schema of an event envelope (input) or output')
    .option('--kind <kind>', 'input (stdin envelope) or output (stdout JSON)')
    .option('--out <dir>', 'Write <event>.<kind>.schema.json files into DIR instead of printing')
    .option('--json', 'Accepted for consistency; output is always JSON');
  for (const example of HELP_EXAMPLES) cli.example(example);
  cli.help();
  const parsed = cli.parse(['node', 'li', ...argv], { run: false });
  if (parsed.options.help) return EXIT.ok;

  const kindOption = parsed.options.kind as string | undefined;
  if (kindOption !== undefined && kindOption !== 'input' && kindOption !== 'output') {
    throw usageError(`--kind must be "input" or "output", got "${kindOption}"`);
  }
  const eventArg = parsed.args[0] as string | undefined;
  const events: ProfileEvent[] = eventArg === undefined ? [...PROFILE_EVENTS] : [resolveEvent(eventArg).name];
  const kinds: SchemaKind[] = kindOption === undefined ? ['input', 'output'] : [kindOption];
  const out = parsed.options.out as string | undefined;

  if (out === undefined) {
    if (events.length !== 1 || kinds.length !== 1) {
      throw usageError('printing needs one EVENT and --kind; use --out DIR to write every schema');
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
  if (ctx.json) ctx.stdout.write(`${JSON.stringify({ written }, null, 2)}\n`);
  else writeLine(ctx.stderr, `wrote ${written.length} schema file(s) to ${dir}`);
  return EXIT.ok;
}
