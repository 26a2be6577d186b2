/** How much of the tool input's other fields the approval prompt shows (the deciding fields are whole). */
export const INPUT_SHOWN = 2000;

/**
 * The fields that decide what a call does, in the order the prompt shows them: the shell command
 * and the file a file tool touches (Claude Code's names, which li-agent's built-in tools use).
 */
const DECIDING_FIELDS = ['command', 'file_path'] as const;

/**
 * The tool input as the approval prompt shows it: the deciding fields first and whole, whatever
 * the model's key order, then the other fields cut to {@link INPUT_SHOWN} characters, saying how
 * much was cut. A long `description` written first can then never push `rm -rf` off the screen.
 */
export function describeInput(input: Record<string, unknown>): string {
  const deciding = DECIDING_FIELDS.filter((key) => Object.hasOwn(input, key));
  const rest = Object.keys(input).filter((key) => !deciding.includes(key as never));
  const pair = (key: string) => `${JSON.stringify(key)}:${JSON.stringify(input[key]) ?? 'null'}`;
  const head = deciding.map(pair).join(',');
  const tail = rest.map(pair).join(',');
  if (tail.length <= INPUT_SHOWN) return `{${[head, tail].filter(Boolean).join(',')}}`;
  const shown = tail.slice(0, INPUT_SHOWN);
  const cut = `… (${tail.length - INPUT_SHOWN} of ${tail.length} characters of the other fields cut)`;
  return `{${head === '' ? '' : `${head},`}${shown}${cut}`;
}
