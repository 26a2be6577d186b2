import { basename } from 'node:path';
import { translateCommand } from './handler-fields.js';
import type { ForeignEntry, ForeignHarness } from './types.js';

/** A harness hook that runs the LionAGI bridge: `li hooks run EVENT [--emit HARNESS] …`. */
export interface BridgeInvocation {
  /** The argv as the harness would run it (after exec-form or shell-word translation). */
  argv: string[];
  /** argv[0]: `li`, or a path to it (a `node` prefix is skipped). */
  program: string;
  /** The EVENT argument (`undefined` when missing). */
  event: string | undefined;
  /** The `--emit` value (`undefined` when absent: a LionAGI report, not a harness answer). */
  emit: string | undefined;
}

/** `li`, or the bundled `li.js` run by node. */
const LI_PROGRAM = /^li(?:\.[cm]?js)?$/;

/**
 * Recognises the bridge in an argv: a program named `li` (a path to it, or `node …/li.js`)
 * followed by `hooks run`. Any such command runs this project's `hooks_external` itself, so it can
 * never be one of them (it would start itself on every firing).
 */
export function bridgeInvocation(argv: readonly string[]): BridgeInvocation | undefined {
  const at = argv.findIndex((word, i) => i <= 1 && LI_PROGRAM.test(basename(word)));
  if (at < 0 || argv[at + 1] !== 'hooks' || argv[at + 2] !== 'run') return undefined;
  const rest = argv.slice(at + 3);
  let emit: string | undefined;
  let event: string | undefined;
  for (let i = 0; i < rest.length; i += 1) {
    const word = rest[i] as string;
    if (word === '--emit') emit = rest[++i];
    else if (word.startsWith('--emit=')) emit = word.slice('--emit='.length);
    else if (word.startsWith('--')) {
      if (!word.includes('=') && word !== '--json') i += 1; // an option's value
    } else event ??= word;
  }
  return { argv: [...argv], program: argv[at] as string, event, emit };
}

/** The bridge a foreign hook entry runs, if it runs one (its command translated as import would). */
export function bridgeOfEntry(entry: ForeignEntry): BridgeInvocation | undefined {
  const handler = entry.handler;
  if (typeof handler !== 'object' || handler === null) return undefined;
  const fields = handler as Record<string, unknown>;
  if (typeof fields.command !== 'string') return undefined;
  const command = translateCommand(fields, entry);
  return command.ok ? bridgeInvocation(command.argv) : undefined;
}

/** Why the bridge is never imported (the import report's reason). */
export function bridgeRejection(bridge: BridgeInvocation, harness: ForeignHarness): string {
  const name = harness === 'claude' ? 'Claude Code' : 'Codex';
  return `this is the li bridge (${bridge.argv.join(' ')}): it runs this project's hooks_external itself, so imported into them it would start itself on every ${bridge.event ?? 'event'} (recursion). This ${name} config is already guarded through li; import the hooks it replaced instead, if any`;
}
