import { assertArgv } from '../argv.js';
import { assertArgvFits } from '../argv-fits.js';
import { runHookCommand } from '../run-hook.js';
import type { HandlerRunner } from './runner-types.js';

/** A `type: command` handler: its argv is spawned in its own process group. */
export const commandRunner: HandlerRunner = {
  check(entry, where, context) {
    assertArgv(entry.command, where);
    // As configured, and as it will be exec'd (placeholders substituted, hook environment added).
    assertArgvFits(entry.command, where, context.projectDir, context.env);
  },
  key: (entry) => JSON.stringify(entry.command),
  label: (entry) => entry.command,
  run: (entry, envelope, options) => runHookCommand(entry.command, envelope, options),
};
