import { runHookCommand } from '@lionagi/hooks-exec';
import { claudeCode, codex } from '@lionagi/hooks-harness';
import { interpretHookResult, PROFILE_NAME } from '@lionagi/hooks-profile';
import { type CommandContext, EXIT, writeJson } from '../context.js';
import { harnessEnvelope } from '../harness-envelope.js';
import { argvLabel } from '../hooks-describe.js';
import type { EmitHarness } from '../hooks-emit.js';
import { buildEnvelope, inputOption, readInputObject } from '../hooks-envelope.js';
import { eventArgument, projectDirOf } from '../hooks-settings.js';
import { hookTestReport, printHookTest } from '../inspect/hook-test-report.js';
import { SAMPLE_FIELDS } from '../samples/sample-envelopes.js';
import { usageError } from '../usage-error.js';
import { parseVerb, type VerbDefinition } from '../verb.js';

/** Usage, options and examples of the verb: `--help` and docs/cli.md come from it. */
export const DEFINITION: VerbDefinition = {
  name: 'li hooks test',
  usage:
    '[EVENT | --event EVENT] [--input FILE|-] [--harness lionagi|claude|codex] [--timeout SEC] [--fail-closed] [--json] -- ARGV...',
  summary: `Run one command as a hook against a sample envelope and show its raw result next to ${PROFILE_NAME}'s interpretation and what Claude Code and Codex would do with the same output.`,
  options: [
    ['--event <event>', 'Event to test as (default PreToolUse)'],
    [
      '--input <file>',
      'Envelope or per-event fields as JSON ("-" for stdin) instead of the sample',
    ],
    [
      '--harness <harness>',
      'Send the envelope as this harness does: lionagi (default, harness: "lionagi" added), or claude / codex (no harness field; the sample in that harness\'s terms, e.g. tool Bash)',
    ],
    ['--project-dir <dir>', "The hook's cwd and ${LIONAGI_PROJECT_DIR} (default: the cwd)"],
    ['--timeout <sec>', 'Timeout in seconds (default 60)'],
    ['--fail-closed', 'Interpret as an entry with fail_closed: true'],
    ['--verbose', `Show what ${PROFILE_NAME}, Claude Code and Codex each do for every divergence`],
  ],
  examples: [
    'li hooks test -- ./guards/check_cmd.py',
    'li hooks test UserPromptSubmit -- node hooks/prompt-hygiene.mjs --strict',
    'li hooks test --input pre-rm.json --json -- uv run guards/check_cmd.py',
    'li hooks test --harness codex --input codex-pre.json -- node sdk/guard.mjs',
  ],
  notes: [
    'Everything after -- is the argv, run without a shell. Built-in samples call the "bash" tool.',
    "Claude Code's and Codex's readings come from @lionagi/hooks-harness, the same as the SDK's testHook(); the ground-truth rows they follow are in brackets (--json: effect, reason, updated_input, context, source, summary).",
    'Exit codes: 0 the hook ran (whatever it decided), 1 usage error or the command could not start.',
  ],
};

/** `li hooks test [--event E] [--input FILE] [--json] -- ARGV...`. */
export async function run(ctx: CommandContext, argv: string[]): Promise<number> {
  const parsed = parseVerb(ctx, DEFINITION, argv);
  if (parsed.help) return EXIT.ok;
  const afterDashes = (parsed.options['--'] as string[] | undefined) ?? [];
  // Before `--`, one word is the EVENT (`li hooks test UserPromptSubmit -- ARGV`); without `--`,
  // the words are the command, as they always were.
  const named = afterDashes.length > 0 ? parsed.args[0] : undefined;
  if (afterDashes.length > 0 && parsed.args.length > 1)
    throw usageError(`unexpected argument "${parsed.args[1]}" before --; expected one EVENT`);
  const command = (afterDashes.length > 0 ? afterDashes : parsed.args).map(String);
  if (command.length === 0)
    throw usageError('missing the command to test: li hooks test -- ARGV...');
  const event = eventArgument(named, parsed.options.event) ?? 'PreToolUse';
  const timeoutSec = Number(parsed.options.timeout ?? 60);
  if (!Number.isFinite(timeoutSec) || timeoutSec <= 0) {
    throw usageError(
      `--timeout must be a positive number of seconds, got ${JSON.stringify(parsed.options.timeout)}`,
    );
  }
  const failClosed = parsed.options.failClosed === true;
  const projectDir = projectDirOf(ctx, parsed.options.projectDir);
  const input = inputOption(parsed.options.input);
  const fields =
    input === undefined ? { ...SAMPLE_FIELDS[event] } : await readInputObject(ctx, input);
  const harness = harnessOption(parsed.options.harness);
  const envelope =
    harness === 'lionagi'
      ? await buildEnvelope(event, fields, projectDir)
      : harnessEnvelope(event, fields, projectDir, harness, input === undefined);

  const result = await runHookCommand(command, envelope, {
    timeoutMs: timeoutSec * 1000,
    cwd: projectDir,
    projectDir,
    env: ctx.env,
    ...(ctx.signal === undefined ? {} : { signal: ctx.signal }),
  });
  const toolName = typeof envelope.tool_name === 'string' ? envelope.tool_name : undefined;
  const verdict = interpretHookResult(event, result, { failClosed, hookLabel: argvLabel(command) });
  const run = {
    event,
    command,
    input,
    envelope,
    result,
    verdict,
    harnesses: {
      claude: claudeCode.read(event, result),
      codex: codex.read(event, result, toolName === undefined ? {} : { toolName }),
    },
  };
  if (parsed.options.json === true) writeJson(ctx, hookTestReport(run));
  else printHookTest(ctx, run, parsed.options.verbose === true);
  return result.spawnError === undefined ? EXIT.ok : EXIT.error;
}

/** `--harness`: `lionagi` (default), `claude` or `codex`. */
function harnessOption(value: unknown): 'lionagi' | EmitHarness {
  if (value === undefined) return 'lionagi';
  if (value === 'lionagi' || value === 'claude' || value === 'codex') return value;
  throw usageError(`--harness must be lionagi, claude or codex, got ${JSON.stringify(value)}`);
}
