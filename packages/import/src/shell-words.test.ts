import { describe, expect, it } from 'vitest';
import { splitShellCommand } from './shell-words.js';

const P = '${LIONAGI_PROJECT_DIR}';
const H = '${HOME}';

function argvOf(command: string): string[] {
  const result = splitShellCommand(command);
  if (!result.ok) throw new Error(`rejected ${JSON.stringify(command)}: ${result.construct}`);
  return result.argv;
}

function constructOf(command: string): string {
  const result = splitShellCommand(command);
  if (result.ok)
    throw new Error(`accepted ${JSON.stringify(command)}: ${JSON.stringify(result.argv)}`);
  return result.construct;
}

describe('splitShellCommand: accepted strings', () => {
  it.each([
    ['./guard.sh', ['./guard.sh']],
    ['  node   hooks/a.mjs\t--flag  ', ['node', 'hooks/a.mjs', '--flag']],
    ['"$CLAUDE_PROJECT_DIR"/.claude/hooks/guard.sh', [`${P}/.claude/hooks/guard.sh`]],
    [
      '"${CLAUDE_PROJECT_DIR}/.claude/hooks/x.py" --mode strict',
      [`${P}/.claude/hooks/x.py`, '--mode', 'strict'],
    ],
    ['python3 $CLAUDE_PROJECT_DIR/hooks/x.py', ['python3', `${P}/hooks/x.py`]],
    ['python3 ${CLAUDE_PROJECT_DIR}x', ['python3', `${P}x`]],
    ['python3 $CLAUDE_PROJECT_DIR.d', ['python3', `${P}.d`]],
    ["echo 'a | b; c' \"d's\"", ['echo', 'a | b; c', "d's"]],
    [
      'printf "%s" "a\\"b" "c\\\\d" "e\\$f" "g\\`h" "i\\qj"',
      ['printf', '%s', 'a"b', 'c\\d', 'e$f', 'g`h', 'i\\qj'],
    ],
    ['a\\ b \\|\\;\\*', ['a b', '|;*']],
    ['node --x=y a#b', ['node', '--x=y', 'a#b']],
    ['"FOO=bar" x', ['FOO=bar', 'x']],
    ['FOO\\=bar x', ['FOO=bar', 'x']],
    ["'if' x", ['if', 'x']],
    ['node if then', ['node', 'if', 'then']],
    ['echo $HOME', ['echo', H]],
    ['node "$HOME/.claude/hooks/a.mjs" ${HOME}x', ['node', `${H}/.claude/hooks/a.mjs`, `${H}x`]],
    ['~/.claude/hooks/guard.sh ~ "~/x"', [`${H}/.claude/hooks/guard.sh`, H, '~/x']],
    [
      'python3 "${CLAUDE_PROJECT_DIR:-.}/x.py" ${CLAUDE_PROJECT_DIR-/a b}',
      ['python3', `${P}/x.py`, P],
    ],
    ['cd "$CLAUDE_PROJECT_DIR" && ./x.sh a', ['./x.sh', 'a']],
    ['cd ${CLAUDE_PROJECT_DIR};node y', ['node', 'y']],
    ['  cd "${CLAUDE_PROJECT_DIR:-.}"  &&  ./x', ['./x']],
  ])('%s', (command, expected) => {
    expect(argvOf(command)).toEqual(expected);
  });

  it('warns about an unquoted project dir and about echo', () => {
    const result = splitShellCommand('echo $CLAUDE_PROJECT_DIR');
    expect(result).toEqual({
      ok: true,
      argv: ['echo', P],
      warnings: [
        'unquoted $CLAUDE_PROJECT_DIR: sh would split a project path containing spaces and expand glob characters in it; the import keeps it as one argument',
        '`echo` is a shell builtin under sh; as argv it runs the echo program, whose handling of backslashes and options can differ',
      ],
    });
    expect(splitShellCommand('"$CLAUDE_PROJECT_DIR"/x')).toEqual({
      ok: true,
      argv: [`${P}/x`],
      warnings: [],
    });
  });
});

describe('splitShellCommand: every blocking construct is named', () => {
  it.each([
    [
      "jq -r '.tool_input.command' | grep -q 'rm -rf' && exit 2 || exit 0",
      [
        'a pipe `|`',
        'an and-list `&&`',
        'the shell builtin `exit` (no program to run as argv)',
        'an or-list `||`',
      ],
    ],
    [
      'if [ -f .env ]; then echo blocked >&2; exit 2; fi',
      [
        'the reserved words `if`, `then`, `fi` (shell syntax)',
        'a test command `[ … ]`',
        'a command separator `;`',
        'a redirection `>`',
        'the shell builtin `exit` (no program to run as argv)',
      ],
    ],
    [
      '[[ "$(jq -r .tool_name)" == Bash ]] && ./x.sh 2>/dev/null || true',
      [
        'a test command `[[ … ]]`',
        'a command substitution `$(…)`',
        'an and-list `&&`',
        'a redirection `>`',
        'an or-list `||`',
      ],
    ],
    [
      'for f in $(ls); do echo "$f"; done\nexit 0',
      [
        'the reserved words `for`, `do`, `done` (shell syntax)',
        'a command substitution `$(…)`',
        'a command separator `;`',
        'the expansion `$f`',
        'a newline (several shell commands)',
        'the shell builtin `exit` (no program to run as argv)',
      ],
    ],
  ])('%j', (command, constructs) => {
    const result = splitShellCommand(command.replace('\\n', '\n'));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.constructs).toEqual(constructs);
  });

  it('calls a word-leading [ a test command, and [a] inside a word a glob', () => {
    expect(constructOf('[ -f x ]')).toBe('a test command `[ … ]`');
    expect(constructOf('ls x[ab]')).toBe('a glob `[`');
  });
});

describe('splitShellCommand: a leading cd into the project', () => {
  it('is dropped with a warning, and an unquoted one says so', () => {
    expect(splitShellCommand('cd "$CLAUDE_PROJECT_DIR" && ./x.sh')).toEqual({
      ok: true,
      argv: ['./x.sh'],
      warnings: [
        'dropped the leading `cd "$CLAUDE_PROJECT_DIR" &&`: LionAGI runs hooks with the project root as the working directory (C-3)',
      ],
    });
    const unquoted = splitShellCommand('cd $CLAUDE_PROJECT_DIR; ./x.sh');
    expect(unquoted.ok && unquoted.warnings[1]).toBe(
      'unquoted $CLAUDE_PROJECT_DIR after cd: with a project path containing spaces sh would fail the cd; LionAGI always starts in the project root',
    );
  });
});

describe('splitShellCommand: rejected strings name the construct', () => {
  it.each([
    ['cat x | jq .', 'a pipe `|`'],
    ['a || b', 'an or-list `||`'],
    ['a && b', 'an and-list `&&`'],
    ['sleep 1 &', 'a background operator `&`'],
    ['a; b', 'a command separator `;`'],
    ['a > out', 'a redirection `>`'],
    ['a 2>&1', 'a redirection `>`'],
    ['a < in', 'a redirection `<`'],
    ['echo $CLAUDE_PROJECT_DIRX', 'the expansion `$CLAUDE_PROJECT_DIRX`'],
    ['echo $HOMER', 'the expansion `$HOMER`'],
    ['echo ${HOME:-/h}', 'the parameter expansion `${HOME:-/h}`'],
    ['echo ${CLAUDE_PROJECT_DIR:+/tmp}', 'the parameter expansion `${CLAUDE_PROJECT_DIR:+/tmp}`'],
    ['echo ${CLAUDE_PROJECT_DIR:-$HOME}', 'the parameter expansion `${CLAUDE_PROJECT_DIR:-$HOME}`'],
    ['cat ~user/x', 'a tilde `~` (home-directory expansion)'],
    ['cat ~+', 'a tilde `~` (home-directory expansion)'],
    ['cat a~b', 'a tilde `~` (home-directory expansion)'],
    ["node '${HOME}'", 'the literal text ${HOME}, which LionAGI would substitute at spawn'],
    ['cd "$CLAUDE_PROJECT_DIR" &&', 'no command at all (empty string)'],
    [
      'cd "$CLAUDE_PROJECT_DIR/sub" && ./x',
      'the shell builtin `cd` (no program to run as argv) and an and-list `&&`',
    ],
    ['cd "$CLAUDE_PROJECT_DIR" && a && b', 'an and-list `&&`'],
    ['echo $(date)', 'a command substitution `$(…)`'],
    ['echo $((1+1))', 'an arithmetic expansion `$((…))`'],
    ['echo `date`', 'a command substitution with backticks'],
    ['echo "`date`"', 'a command substitution with backticks'],
    ['echo $1', 'the special parameter `$1`'],
    ["echo $'x'", "an ANSI-C quote `$'…'`"],
    ['ls *.sh', 'a glob `*`'],
    ['ls a?', 'a glob `?`'],
    ['ls [ab]', 'a glob `[`'],
    ['node --prefix=~/x', 'a tilde `~` (home-directory expansion)'],
    ['node x # comment', 'a comment `#`'],
    [
      '(cd x)',
      'a subshell or grouping `( … )` and the shell builtin `cd` (no program to run as argv)',
    ],
    ['echo {a,b}', 'a brace group or brace expansion `{ … }`'],
    ['! false', 'a `!` (pipeline negation)'],
    ['a\nb', 'a newline (several shell commands)'],
    ["echo 'x", 'an unterminated single quote'],
    ['echo "x', 'an unterminated double quote'],
    ['echo x\\', 'a trailing backslash'],
    ['FOO=1 ./x.sh', 'a leading variable assignment `FOO=…`'],
    ['FOO="a b" ./x.sh', 'a leading variable assignment `FOO=…`'],
    ['if true', 'the reserved word `if` (shell syntax)'],
    ['cd sub', 'the shell builtin `cd` (no program to run as argv)'],
    ['exit 2', 'the shell builtin `exit` (no program to run as argv)'],
    ['source ./env.sh', 'the shell builtin `source` (no program to run as argv)'],
    ['', 'no command at all (empty string)'],
    ['node ""', 'an empty argument at position 1 (profile v3 argv elements must be non-blank)'],
    [
      "node ' '",
      'an all-blank argument at position 1 (profile v3 argv elements must be non-blank)',
    ],
    [
      "node '${LIONAGI_PROJECT_DIR}'",
      'the literal text ${LIONAGI_PROJECT_DIR}, which LionAGI would substitute at spawn',
    ],
    ['node a\u0007', 'a control character U+0007'],
  ])('%j', (command, construct) => {
    expect(constructOf(command)).toBe(construct);
  });
});
