import { didYouMean } from './did-you-mean.js';
import { directiveLines } from './scripted-directives.js';

/** The interactive commands, handled by li-agent itself and never sent to the model. */
const COMMANDS = {
  help: 'list these commands and the scripted directives',
  compact: 'summarise the conversation into a new context ([instructions]: what to keep)',
  exit: 'end the session (SessionEnd reason prompt_input_exit; Ctrl-D does the same)',
} as const;

const HELP = `${[
  'Commands (handled here, never sent to the model):',
  ...Object.entries(COMMANDS).map(([name, what]) => `  /${name.padEnd(29)}${what}`),
  "Directives (scripted provider: the line is the model's script for the turn):",
  ...directiveLines(),
  'Anything else is a prompt for the model.',
].join('\n')}\n`;

/** `/compact [instructions]`: compact the conversation, keeping what the instructions name. */
export interface CompactCommand {
  compact: string | undefined;
}

/**
 * What a `/command` line means: `'exit'`, a {@link CompactCommand}, or the text to print (the
 * help, or an error for an unknown command with a did-you-mean); `undefined` for a prompt.
 * Only `/compact` takes text after its name.
 */
export function replCommand(line: string): 'exit' | CompactCommand | string | undefined {
  const match = /^\/([a-z][\w-]*)(?:\s+([\s\S]*))?$/i.exec(line.trim());
  if (match === undefined || match === null) return undefined;
  const name = (match[1] ?? '').toLowerCase();
  const rest = match[2]?.trim() || undefined;
  if (name === 'compact') return { compact: rest };
  if (rest !== undefined) return undefined;
  if (name === 'exit' || name === 'quit') return 'exit';
  if (name === 'help') return HELP;
  const near = didYouMean(name, Object.keys(COMMANDS));
  return `li-agent: unknown command "/${name}"${near ? `; did you mean "/${near}"?` : ''} (/help lists the commands)\n`;
}
