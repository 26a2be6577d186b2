import { cac } from 'cac';
import { type CommandContext, writeLine } from './context.js';
import { didYouMean } from './did-you-mean.js';
import { usageError } from './usage-error.js';

/** How a `li hooks <verb>` describes itself: parsing and `--help` come from this. */
export interface VerbDefinition {
  /** e.g. `li hooks schema` */
  readonly name: string;
  /** Arguments after the name, e.g. `[EVENT] [--kind input|output] [--out DIR]`. */
  readonly usage: string;
  readonly summary: string;
  /** cac option specs (`--kind <kind>`, `--yes`) with their descriptions. `--json` and `--help` are implied. */
  readonly options: ReadonlyArray<readonly [flags: string, description: string]>;
  readonly examples: readonly string[];
  /** Lines appended to the help (exit codes, notes). */
  readonly notes?: readonly string[];
}

/** Parsed verb arguments. `help` is true when help was printed and the verb should exit 0. */
export interface ParsedVerb {
  args: string[];
  options: Record<string, unknown>;
  help: boolean;
}

const camel = (flag: string) => flag.replace(/-([a-z])/g, (_m, c: string) => c.toUpperCase());

/** Renders the verb's help text. */
export function verbHelp(def: VerbDefinition): string {
  const rows: Array<readonly [string, string]> = [
    ...def.options,
    ['--json', 'Print results as JSON on stdout'],
    ['-h, --help', 'Show this help'],
  ];
  const width = Math.max(...rows.map(([f]) => f.length));
  return [
    `Usage: ${def.name} ${def.usage}`,
    '',
    def.summary,
    '',
    'Options:',
    ...rows.map(([f, d]) => `  ${f.padEnd(width)}  ${d}`),
    '',
    'Examples:',
    ...def.examples.map((e) => `  ${e}`),
    ...(def.notes && def.notes.length > 0 ? ['', ...def.notes] : []),
  ].join('\n');
}

/**
 * Parses a verb's argv with cac (after `--`, arguments are kept verbatim in `options['--']`),
 * prints help on `--help`, and refuses options the verb does not declare.
 */
export function parseVerb(ctx: CommandContext, def: VerbDefinition, argv: string[]): ParsedVerb {
  const cli = cac(def.name);
  for (const [flags, description] of def.options) cli.option(flags, description);
  cli.option('--json', 'json').option('-h, --help', 'help');
  const parsed = cli.parse(['node', def.name, ...argv], { run: false });
  if (parsed.options.help) {
    writeLine(ctx.stdout, verbHelp(def));
    return { args: [], options: parsed.options, help: true };
  }
  const known = new Set(['--', 'json', 'help', 'h']);
  const flagNames = ['--json', '--help'];
  for (const [flags] of def.options) {
    for (const part of flags.split(/[ ,]+/)) {
      const m = /^--?(?:no-)?([a-zA-Z][\w-]*)/.exec(part);
      if (m?.[1]) {
        known.add(m[1]);
        known.add(camel(m[1]));
        if (part.startsWith('--')) flagNames.push(`--${m[1]}`);
      }
    }
  }
  const unknown = Object.keys(parsed.options).filter((k) => !known.has(k));
  if (unknown.length > 0) {
    // cac camel-cases option keys; name the flag as the user typed it.
    const end = argv.indexOf('--');
    const typed = (end === -1 ? argv : argv.slice(0, end))
      .filter((a) => a.startsWith('-'))
      .map((a) => a.split('=')[0] ?? a)
      .filter((a) => unknown.includes(camel(a.replace(/^--?(no-)?/, ''))));
    const shown =
      typed.length > 0 ? [...new Set(typed)].join(', ') : unknown.map((k) => `--${k}`).join(', ');
    const hint = typed.length === 1 ? didYouMean(typed[0]!, flagNames) : '';
    throw usageError(`unknown option ${shown}.${hint} Run "${def.name} --help".`);
  }
  return { args: parsed.args.map(String), options: parsed.options, help: false };
}
