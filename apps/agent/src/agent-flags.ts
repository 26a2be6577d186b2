import { parseArgs } from 'node:util';
import { cac } from 'cac';
import { didYouMean } from './did-you-mean.js';
import { directiveLines } from './scripted-directives.js';

/** One `li-agent` flag: its long name, short letter, value placeholder (absent: a switch), help. */
interface Flag {
  name: string;
  short?: string;
  value?: string;
  description: string;
  default?: string;
}

const FLAGS: readonly Flag[] = [
  {
    name: 'print',
    short: 'p',
    value: 'prompt',
    description: 'Run one prompt and exit ("-" reads it from stdin)',
  },
  {
    name: 'provider',
    value: 'name',
    description: 'scripted (offline, default), anthropic or openai',
    default: 'scripted',
  },
  { name: 'model', value: 'id', description: 'Model id for the provider' },
  {
    name: 'project-dir',
    value: 'dir',
    description:
      'Project root (default: the directory holding the .lionagi/ found from the current one)',
  },
  {
    name: 'output-format',
    value: 'format',
    description: 'text, json or stream-json',
    default: 'text',
  },
  {
    name: 'max-turns',
    value: 'n',
    description: 'Model rounds per user turn before a final answer is forced',
    default: '8',
  },
  {
    name: 'timeout',
    value: 'seconds',
    description: "API providers: seconds one model request may take (default: the SDK's, 600)",
  },
  {
    name: 'max-retries',
    value: 'n',
    description: "API providers: retries of a failed model request (default: the SDK's, 2)",
  },
  {
    name: 'max-stop-continuations',
    value: 'n',
    description:
      'Times Stop hooks may keep one prompt going before the turn ends (stop_hook_limit)',
    default: '5',
  },
  {
    name: 'context-budget',
    value: 'chars',
    description:
      'Compact the conversation (PreCompact trigger auto) when its context passes this many characters',
  },
  {
    name: 'notify-after',
    value: 'seconds',
    description: 'A turn longer than this fires Notification hooks (turn_finished)',
    default: '60',
  },
  { name: 'help', short: 'h', description: 'Display this message' },
  { name: 'version', short: 'v', description: 'Display version number' },
];

/** The parsed command line: flag values by long name (defaults applied), or a usage error. */
export type AgentFlags =
  | { ok: true; values: Record<string, string | undefined>; help: boolean; version: boolean }
  | { ok: false; error: string };

/**
 * Parses `li-agent`'s arguments strictly: an unknown flag, a stray positional or a flag without
 * its value is a usage error (with a did-you-mean), never silently ignored: a typo must not drop
 * into interactive mode or run unguarded. A value is taken as written (`-p -`, `-p 12`).
 */
export function parseAgentFlags(argv: string[]): AgentFlags {
  const options = Object.fromEntries(
    FLAGS.map((f) => [
      f.name,
      {
        type: f.value ? ('string' as const) : ('boolean' as const),
        ...(f.short ? { short: f.short } : {}),
      },
    ]),
  );
  const { tokens } = parseArgs({
    args: argv,
    options,
    strict: false,
    allowPositionals: true,
    tokens: true,
  });
  const values: Record<string, string | undefined> = Object.fromEntries(
    FLAGS.map((f) => [f.name, f.default]),
  );
  const seen = new Set<string>();
  for (const token of tokens) {
    if (token.kind === 'option-terminator') continue;
    if (token.kind === 'positional') {
      return usage(`unexpected argument "${token.value}" (a prompt goes after -p)`);
    }
    const flag = FLAGS.find((f) => f.name === token.name);
    if (flag === undefined) {
      const near = didYouMean(
        token.name,
        FLAGS.map((f) => f.name),
      );
      return usage(`unknown option "${token.rawName}"${near ? `; did you mean "--${near}"?` : ''}`);
    }
    if (flag.value && token.value === undefined) {
      return usage(`option "${token.rawName}" needs a value <${flag.value}>`);
    }
    if (!flag.value && token.inlineValue) {
      return usage(`option "${token.rawName}" takes no value`);
    }
    seen.add(flag.name);
    if (flag.value) values[flag.name] = token.value;
  }
  return { ok: true, values, help: seen.has('help'), version: seen.has('version') };
}

function usage(error: string): AgentFlags {
  return { ok: false, error: `${error}\nRun "li-agent --help" for the options.` };
}

/** Writes `li-agent --help` (or `--version`) to stdout, from the same flag table. */
export function printAgentHelp(what: 'help' | 'version', version: string): void {
  const cli = cac('li-agent');
  cli.usage('[-p PROMPT] [options]   (no -p: interactive)');
  for (const f of FLAGS) {
    if (f.name === 'help') continue;
    const name = `${f.short ? `-${f.short}, ` : ''}--${f.name}${f.value ? ` <${f.value}>` : ''}`;
    cli.option(name, f.description, f.default !== undefined ? { default: f.default } : undefined);
  }
  cli
    .example('li-agent -p $\'@tool bash {"command":"ls"}\\n@final listed\'')
    .example('li-agent -p "summarise README.md" --provider anthropic --output-format json')
    .example('git diff | li-agent -p - --output-format json');
  cli.help((sections) => [...sections, ...MORE_HELP]);
  if (what === 'version') {
    // One format with li: the bare version.
    process.stdout.write(`${version}\n`);
    return;
  }
  cli.parse(['node', 'li-agent', '--help'], { run: false });
}

/** What `li-agent --help` adds after the examples: the directives, the exit codes, the environment. */
const MORE_HELP = [
  {
    title: 'Scripted model (the default provider; no network)',
    body: [
      "A prompt line starting with a directive is the model's script for the turn:",
      ...directiveLines(),
    ].join('\n'),
  },
  {
    title: 'Exit codes',
    body: [
      '  0     completed (also stop_hook_prevented, hook_stopped)',
      '  1     error, usage error, stop_hook_failed, stop_hook_limit or batch_hook_failed',
      '  4     the prompt was blocked by a hook',
      '  130   stopped by SIGINT (Ctrl-C); 143 SIGTERM, 129 SIGHUP: hooks terminated, SessionEnd fired',
    ].join('\n'),
  },
  {
    title: 'Environment',
    body: [
      '  ANTHROPIC_API_KEY, ANTHROPIC_BASE_URL   --provider anthropic',
      '  OPENAI_API_KEY, OPENAI_BASE_URL         --provider openai (any OpenAI-compatible API)',
      '  LIONAGI_HOME                            user settings, trust records, logs, transcripts (default ~/.lionagi)',
      '  NO_COLOR                                no colour in the live status line',
    ].join('\n'),
  },
];
