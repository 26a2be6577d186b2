import { enableCompileCache } from '@lionagi/hooks-config/compile-cache';
import { PROFILE_NAME } from '@lionagi/hooks-profile/core';
import { type CommandContext, EXIT, writeLine } from './context.js';
import { programContext } from './program-context.js';
import { HOOK_VERBS } from './registry.js';
import { LI_VERSION as VERSION } from './version.js';

function topHelp(): string {
  return [
    `li ${VERSION}: external hooks for the LionAGI runtime (${PROFILE_NAME})`,
    '',
    'Usage:',
    '  li hooks <verb> [options]',
    '',
    'Commands:',
    '  hooks     Import, trust, inspect and run external hooks (li hooks --help)',
    '',
    'Options:',
    '  -h, --help     Show help',
    '  -v, --version  Show the version',
    '',
    'Exit codes: 0 ok, 1 usage/config error or failed check, 2 hooks denied (li hooks run).',
  ].join('\n');
}

function hooksHelp(): string {
  const width = Math.max(...HOOK_VERBS.map((v) => v.name.length));
  return [
    'Usage: li hooks <verb> [options]',
    '',
    'Verbs:',
    ...HOOK_VERBS.map((v) => `  ${v.name.padEnd(width)}  ${v.summary}`),
    '',
    'Every verb accepts --help and --json. Diagnostics go to stderr; results to stdout.',
  ].join('\n');
}

/** Runs `li` with the given arguments and resolves to the process exit code. */
export async function main(argv: string[], ctx: CommandContext): Promise<number> {
  const [group, verb, ...rest] = argv;
  if (group === undefined || group === '-h' || group === '--help' || group === 'help') {
    writeLine(ctx.stdout, topHelp());
    return group === undefined ? EXIT.error : EXIT.ok;
  }
  if (group === '-v' || group === '--version') {
    writeLine(ctx.stdout, VERSION);
    return EXIT.ok;
  }
  if (group !== 'hooks') {
    // Loaded on this path only: the edit distance lives in the profile, which `li --version` skips.
    const { didYouMean } = await import('./did-you-mean.js');
    const hint = didYouMean(group, ['hooks', '--version', '--help']);
    writeLine(ctx.stderr, `li: unknown command "${group}".${hint} Run "li --help".`);
    return EXIT.error;
  }
  if (verb === undefined || verb === '-h' || verb === '--help' || verb === 'help') {
    writeLine(ctx.stdout, hooksHelp());
    return verb === undefined ? EXIT.error : EXIT.ok;
  }
  const spec = HOOK_VERBS.find((v) => v.name === verb);
  if (!spec) {
    const { didYouMean } = await import('./did-you-mean.js');
    writeLine(
      ctx.stderr,
      `li hooks: unknown verb "${verb}".${didYouMean(
        verb,
        HOOK_VERBS.map((v) => v.name),
      )} Known verbs: ${HOOK_VERBS.map((v) => v.name).join(', ')}.`,
    );
    return EXIT.error;
  }
  try {
    const mod = await spec.load();
    return await mod.run(ctx, rest);
  } catch (error) {
    // Loaded here, not at the top: the verb has already loaded it, and `li --version` must not.
    const { isHookError } = await import('@lionagi/hooks-profile/core');
    // User errors are one line; anything else is a bug and keeps its stack for the report.
    if (isHookError(error)) writeLine(ctx.stderr, `li hooks ${verb}: ${error.message}`);
    else
      writeLine(
        ctx.stderr,
        `li hooks ${verb}: internal error: ${(error as Error)?.stack ?? String(error)}`,
      );
    return EXIT.error;
  }
}

/**
 * Makes `li` the owner of the hooks its verb starts (exec's `stopOnSignals`): at the first SIGINT,
 * SIGTERM or SIGHUP `stopping` is aborted (the verb terminates its hooks and returns), and once
 * `done` settles every hook tree left is SIGKILLed and `li` exits 130 / 143 / 129. The full
 * program and the launcher (once it runs hooks itself) both stop so. Returns the remover.
 */
export function stopHooksOnSignals(
  exec: Pick<typeof import('@lionagi/hooks-exec'), 'stopOnSignals'>,
  stopping: AbortController,
  done: Promise<unknown>,
): () => void {
  return exec.stopOnSignals(
    async (first) => {
      stopping.abort(first);
      await done;
    },
    { name: `li hooks ${process.argv[3]}` },
  );
}

/** Verbs that start hook processes and stop them when `li` is signalled (`ctx.signal`). */
const HOOK_RUNNING_VERBS = new Set(['run', 'test']);

/** Options of {@link start}. */
export interface StartOptions {
  /**
   * The stdin the verb reads, when the launcher (`li.cjs`) already read it: what it read, then
   * the rest of `process.stdin`. Default: `process.stdin`.
   */
  stdin?: () => NodeJS.ReadableStream;
}

/**
 * Runs `li` as the program on `process.argv`: the exit code becomes `process.exitCode`. Started
 * by the launcher (`li.cjs`, the bin) for every call it does not answer itself, or by
 * `dist/li-main.js` run directly (li-main.ts).
 */
export function start(options: StartOptions = {}): void {
  // Before any verb is imported: on Node >= 22.1 the verbs' code is then compiled once, not at every
  // start (a no-op on Node 20; off with LIONAGI_NO_COMPILE_CACHE=1; never a failure).
  enableCompileCache(process.env);
  // The reader went away (`li … | head -1`): exit quietly with 0, not an EPIPE stack trace; a verb
  // that runs hooks takes its running hooks down first.
  process.stdout.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EPIPE') throw error;
    if (!HOOK_RUNNING_VERBS.has(process.argv[3] ?? '')) process.exit(0);
    void import('@lionagi/hooks-exec').then(({ killLiveHooksNow }) => {
      killLiveHooksNow();
      process.exit(0);
    });
  });
  const stopping = new AbortController();
  const ctx = programContext({
    signal: stopping.signal,
    ...(options.stdin === undefined ? {} : { stdin: options.stdin }),
  });
  const done = main(process.argv.slice(2), ctx).then((code) => {
    process.exitCode = code;
  });
  // Only a verb that runs hooks owns processes to stop; any other verb dies at the signal as usual.
  // The handler is loaded at the first signal, like the verbs: `li --version` must not load it.
  const pending: NodeJS.Signals[] = [];
  const onSignal = (signal: NodeJS.Signals) => {
    pending.push(signal);
    if (pending.length > 1) return; // replayed once the handler is loaded
    void import('@lionagi/hooks-exec').then((exec) => {
      for (const s of exec.OWNER_SIGNALS) process.off(s, onSignal);
      stopHooksOnSignals(exec, stopping, done);
      for (const s of pending) process.emit(s, s);
    });
  };
  if (HOOK_RUNNING_VERBS.has(process.argv[3] ?? ''))
    for (const s of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(s, onSignal);
}
