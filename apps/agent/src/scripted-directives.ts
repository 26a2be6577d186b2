/**
 * The scripted provider's directives, as `/help` in the REPL and `li-agent --help` list them: a
 * prompt line starting with one of them is the model's script for the turn.
 */
export const SCRIPTED_DIRECTIVES = [
  ['@tool NAME {JSON}', 'call one tool, e.g. @tool bash {"command":"ls"}'],
  ['@tools [{"name":…,"input":…}]', 'call several tools in one round'],
  ['@final TEXT', 'the final answer'],
  ['@agent DESCRIPTION', 'start a subagent: the lines below, indented, are its own script'],
  ['@fail STATUS [MESSAGE]', 'fail the model request with that HTTP status, e.g. @fail 429'],
] as const;

/** The directives as help lines, each indented by two spaces and aligned. */
export function directiveLines(): string[] {
  return SCRIPTED_DIRECTIVES.map(([directive, what]) => `  ${directive.padEnd(30)}${what}`);
}
