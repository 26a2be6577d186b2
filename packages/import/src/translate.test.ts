import { describe, expect, it } from 'vitest';
import { namesFor } from '../test/tools.js';
import { translateEntry } from './translate.js';
import type { ForeignEntry, ForeignHarness } from './types.js';

const P = '${LIONAGI_PROJECT_DIR}';
/** The report line for an entry without a timeout (its harness's default is written out). */
const inherited = (harness: string, event: string, sec: number, blocking = true) =>
  `no timeout in the source: ${harness} gives ${event} hooks ${sec} s, written out as timeout: ${sec} (the profile default is 60 s)${blocking ? '; a blocking hook that times out denies the action here (Dv1-4)' : ''}`;

function entry(
  event: string,
  handler: unknown,
  matcher?: unknown,
  harness: ForeignHarness = 'claude',
): ForeignEntry {
  return {
    harness,
    event,
    matcher,
    handler,
    origin: { file: '/p/.claude/settings.json', event, groupIndex: 0, hookIndex: 0 },
    fileNotes: [],
  };
}

const translate = (e: ForeignEntry) => translateEntry(e, { tools: namesFor(e.harness) });

describe('translateEntry', () => {
  it('imports the v3 events with their matchers; a *Compact matcher that matches no trigger never fires', () => {
    const stop = translate(
      entry(
        'SubagentStop',
        { type: 'command', command: './gate.sh', timeout: 30 },
        'general-purpose',
      ),
    );
    expect(stop.row).toMatchObject({
      status: 'imported',
      event: 'SubagentStop',
      matcher: 'general-purpose',
    });
    expect(stop.row.divergences).toContain('Dv3-1');
    const auto = translate(
      entry('PreCompact', { type: 'command', command: '/opt/hooks/keep.sh', timeout: 5 }, 'auto'),
    );
    expect(auto.row).toMatchObject({ status: 'imported', matcher: 'auto', warnings: [] });
    const never = translate(
      entry(
        'PostCompact',
        { type: 'command', command: '/opt/hooks/log.sh', timeout: 5 },
        'compact',
      ),
    );
    expect(never.row.warnings).toEqual([
      'matcher "compact" matches neither trigger "manual" (/compact) nor "auto" (--context-budget); as written the hook never fires',
    ]);
  });

  it('imports a quoted project-dir shell string with the divergences of its event', () => {
    const { row, hook } = translate(
      entry(
        'PreToolUse',
        { type: 'command', command: '"$CLAUDE_PROJECT_DIR"/.claude/hooks/guard.sh' },
        'Bash',
      ),
    );
    expect(row).toEqual({
      event: 'PreToolUse',
      matcher: 'Bash',
      command: '"$CLAUDE_PROJECT_DIR"/.claude/hooks/guard.sh',
      argv: [`${P}/.claude/hooks/guard.sh`],
      type: 'command',
      http: null,
      async: false,
      statusMessage: null,
      status: 'imported',
      warnings: [inherited('Claude Code', 'PreToolUse', 600)],
      divergences: [
        'Dv1-2',
        'Dv1-3',
        'Dv1-4',
        'Dv1-5',
        'Dv1-6',
        'Dv1-7',
        'Dv1-8',
        'Dv1-9',
        'Dv1-10',
        'Dv1-11',
        'Dv1-12',
        'Dv1-13',
        'Dv1-14',
        'Dv1-15',
        'Dv1-17',
      ],
      applies: ['Dv1-2', 'Dv1-3', 'Dv1-4', 'Dv1-13'],
      origin: {
        file: '/p/.claude/settings.json',
        event: 'PreToolUse',
        groupIndex: 0,
        hookIndex: 0,
      },
    });
    expect(hook).toEqual({
      event: 'PreToolUse',
      matcher: 'Bash',
      type: 'command',
      command: [`${P}/.claude/hooks/guard.sh`],
      timeout: 600,
      timeoutInherited: true,
      source: 'imported:claude',
      toolVocabulary: 'claude',
      importedFrom: {
        file: '/p/.claude/settings.json',
        event: 'PreToolUse',
        matcher: 'Bash',
        command: '"$CLAUDE_PROJECT_DIR"/.claude/hooks/guard.sh',
      },
    });
  });

  it('maps the exec form directly and substitutes ${CLAUDE_PROJECT_DIR} in args', () => {
    const { row, hook } = translate(
      entry('PostToolUse', {
        type: 'command',
        command: '/usr/bin/node',
        args: ['${CLAUDE_PROJECT_DIR}/hooks/a.mjs', "it's; $HOME | x"],
        timeout: 120,
      }),
    );
    expect(hook?.command).toEqual(['/usr/bin/node', `${P}/hooks/a.mjs`, "it's; $HOME | x"]);
    expect(hook?.timeout).toBe(120);
    expect(row.args).toEqual(['${CLAUDE_PROJECT_DIR}/hooks/a.mjs', "it's; $HOME | x"]);
    expect(row.warnings).toEqual([
      'timeout 120 s is above the profile default of 60 s; kept as written',
    ]);
  });

  it('reads matchers in the harness vocabulary and reports Dv1-2 names no tool carries', () => {
    const { row, hook } = translate(
      entry('PreToolUse', { type: 'command', command: 'x' }, 'Bash|read_file'),
    );
    expect(hook?.matcher).toBe('Bash|read_file');
    expect(hook?.toolVocabulary).toBe('claude');
    expect(row.warnings).toEqual([
      'Dv1-2: "read_file" is no tool in the claude vocabulary of this runtime (claude tools: Bash, Read, Write, Edit); the hook fires for the other names',
      inherited('Claude Code', 'PreToolUse', 600),
    ]);
    const edits = translate(
      entry('PostToolUse', { type: 'command', command: 'x' }, 'Edit|Write|MultiEdit'),
    );
    expect(edits.row.warnings).toEqual([
      'Dv1-2: "MultiEdit" is no tool in the claude vocabulary of this runtime (claude tools: Bash, Read, Write, Edit); the hook fires for the other names',
      inherited('Claude Code', 'PostToolUse', 600, false),
    ]);
    const never = translate(entry('PostToolUse', { type: 'command', command: 'x' }, 'WebFetch'));
    expect(never.row.warnings).toEqual([
      'Dv1-2: matcher "WebFetch" names "WebFetch", no tool in the claude vocabulary (claude tools: Bash, Read, Write, Edit); as written the hook never fires, re-target the matcher',
      inherited('Claude Code', 'PostToolUse', 600, false),
    ]);
    const regex = translate(entry('PreToolUse', { type: 'command', command: 'x' }, 'mcp__.*'));
    expect(regex.row.warnings).toEqual([
      'Dv1-2: matcher regex "mcp__.*" matches no tool in the claude vocabulary (claude tools: Bash, Read, Write, Edit); as written the hook never fires, re-target the matcher',
      inherited('Claude Code', 'PreToolUse', 600),
    ]);
    for (const m of ['^(Edit|Write)$', 'Bash(.*)', '*']) {
      expect(
        translate(entry('PreToolUse', { type: 'command', command: 'x' }, m)).row.warnings,
      ).toEqual([inherited('Claude Code', 'PreToolUse', 600)]);
    }
  });

  it('warns Dv1-1 on UserPromptSubmit and drops its ignored matcher', () => {
    const { row, hook } = translate(
      entry('UserPromptSubmit', { type: 'command', command: 'x' }, 'Nope'),
    );
    expect(hook?.matcher).toBeUndefined();
    expect(row.divergences).toContain('Dv1-1');
    expect(row.warnings).toEqual([
      'matcher "Nope" is ignored on UserPromptSubmit (as in Claude Code and Codex) and is not copied',
      inherited('Claude Code', 'UserPromptSubmit', 30),
      'Dv1-1: LionAGI sends transcript_path and turn_id only when the surface has them; verify the hook tolerates their absence (harness == "lionagi")',
    ]);
  });

  it.each([
    [
      'TeammateIdle',
      { type: 'command', command: 'x' },
      /^unsupported hook event "TeammateIdle" \(a Claude Code 2\.1\.328 event: a teammate of an agent team is about to go idle \(not observed live\); li-agent has no agent teams \(a subagent returns to its parent, it never idles\)\): the LionAGI runtime has no seam for it; supported events are .*$/,
    ],
    ['pretooluse', { type: 'command', command: 'x' }, /did you mean "PreToolUse"\?/],
    ['PreToolUse', { type: 'http', url: 'file:///x' }, /^url must be an absolute http\(s\) URL/],
    [
      'PreToolUse',
      { type: 'mcp_tool', server: 's', tool: 't' },
      /^handler type "mcp_tool" is deferred/,
    ],
    ['PreToolUse', { type: 'webhook' }, /^handler type "webhook" is unknown/],
    ['PreToolUse', { command: 'x' }, /^the handler has no "type"/],
    [
      'PostToolUse',
      { type: 'command', command: 'x', asyncRewake: true },
      /^asyncRewake: true \(wake the model with the result\) has no profile equivalent/,
    ],
    [
      'PreToolUse',
      { type: 'command', command: 'x', if: 'Bash(git *)' },
      /^the "if" condition "Bash\(git \*\)" has no profile v3 equivalent/,
    ],
    [
      'PreToolUse',
      { type: 'command', command: 'x', shell: 'powershell' },
      /^shell "powershell": only POSIX shell strings/,
    ],
    [
      'PreToolUse',
      { type: 'command', command: 'x', timeout: 0 },
      /^timeout must be a positive number of seconds, got 0$/,
    ],
    [
      'PreToolUse',
      { type: 'command', command: 'x', timeout: 86_401 },
      /^timeout 86401 s is above the settings maximum of 86400 s \(one day\)$/,
    ],
    [
      'PreToolUse',
      { type: 'command', command: 'x', timeout: '30' },
      /^timeout must be a positive number of seconds, got "30"$/,
    ],
    ['PreToolUse', { type: 'command', command: '  ' }, /^the handler has no command/],
    [
      'PreToolUse',
      { type: 'command', command: 'a | b' },
      /^the command needs a shell: it contains a pipe `\|`; profile v3 runs argv only, never a shell \(Dv1-3, C-4\); --allow-shell would import it as \["\/bin\/sh","-c","<the command>"\], what Claude Code runs, reviewed as shell code$/,
    ],
    [
      'PreToolUse',
      { type: 'command', command: 'x', args: [1] },
      /^exec-form "args" must be a list of strings$/,
    ],
    ['PreToolUse', { type: 'command', command: 'x', args: [''] }, /^argv element 1 is empty/],
    [
      'PreToolUse',
      { type: 'command', command: 'node', args: ['${HOME}/a.mjs'] },
      /^the exec form contains the literal text \$\{HOME\} \(in "\$\{HOME\}\/a\.mjs"\), which Claude Code passes as is but LionAGI would substitute at spawn$/,
    ],
    ['PreToolUse', 'just a string', /^the handler is not an object$/],
    [
      'PreToolUse',
      { type: 'command', command: 'x', args: ['a\0b'] },
      /^command must be a non-empty argv list .*contains a NUL character$/,
    ],
  ])('rejects %s %j', (event, handler, reason) => {
    const { row, hook } = translate(entry(event, handler));
    expect(hook).toBeUndefined();
    expect(row.status).toBe('rejected');
    expect(row.reason).toMatch(reason);
  });

  it('names the handler types each harness imports as (HANDLERS_RUN): Codex has no http handlers', () => {
    const reason = (handler: unknown, harness: ForeignHarness) =>
      translate(entry('PreToolUse', handler, undefined, harness)).row.reason;
    expect(reason({ command: 'x' }, 'claude')).toBe(
      'the handler has no "type" (profile v3 runs type: command and type: http)',
    );
    expect(reason({ command: 'x' }, 'codex')).toBe(
      'the handler has no "type" (profile v3 runs type: command)',
    );
    expect(reason({ type: 'prompt', prompt: 'p' }, 'codex')).toBe(
      'handler type "prompt" is deferred by ADR-0048; LionAGI runs type: command',
    );
    expect(reason({ type: 'http', url: 'https://example.test/h' }, 'codex')).toBe(
      'handler type "http": Codex has no http handlers, so it never ran this hook there and it is not imported',
    );
    expect(
      translate(entry('PreToolUse', { type: 'http', url: 'https://example.test/h' })).row.status,
    ).not.toBe('rejected');
  });

  it('rejects an invalid matcher regex (Dv1-10) and a non-string matcher', () => {
    expect(
      translate(entry('PreToolUse', { type: 'command', command: 'x' }, '[')).row.reason,
    ).toMatch(/^invalid matcher "\[": not a valid regular expression .*\(Dv1-10\)$/);
    expect(translate(entry('PreToolUse', { type: 'command', command: 'x' }, 3)).row.reason).toBe(
      'the group matcher must be a string, got 3',
    );
  });

  it('rejects a matcher RE2 cannot run, naming the construct (issue 16 item 5)', () => {
    expect(
      translate(entry('PreToolUse', { type: 'command', command: 'x' }, '(bash)\\1')).row.reason,
    ).toMatch(
      /^invalid matcher "\(bash\)\\\\1": uses a backreference \(`\\1`…\), which the linear-time matcher engine \(RE2\) cannot run; .*\(Dv1-10\)$/,
    );
  });

  it('checks a ReDoS matcher against long registered names without stalling the import', () => {
    const long = ['mcp__filesystem__read_multiple_files_with_metadata'];
    const { row } = translateEntry(
      entry('PreToolUse', { type: 'command', command: 'x' }, '^(\\w+)+!$'),
      { tools: { names: long } },
    );
    expect(row.status).toBe('imported');
    expect(row.warnings).toContainEqual(
      expect.stringMatching(
        /^Dv1-2: matcher regex "\^\(\\\\w\+\)\+!\$" matches no tool in the claude vocabulary/,
      ),
    );
  });

  it('carries a one-line statusMessage over as status_message, and warns about any other', () => {
    const ok = translate(
      entry('PreToolUse', { type: 'command', command: 'x.sh', statusMessage: 'Scanning' }, 'Bash'),
    );
    expect(ok.hook?.statusMessage).toBe('Scanning');
    // The import report says it too (`status_message` in --json).
    expect(ok.row.statusMessage).toBe('Scanning');
    expect(ok.row.warnings.join('\n')).not.toContain('statusMessage');
    const bad = translate(
      entry('PreToolUse', { type: 'command', command: 'x.sh', statusMessage: 'a\nb' }, 'Bash'),
    );
    expect(bad.hook?.statusMessage).toBeUndefined();
    expect(bad.row.warnings).toContain(
      'statusMessage is not one line of 1 to 200 characters; not carried over',
    );
  });

  it('marks Codex entries with their source and warns about Codex specifics', () => {
    const { row, hook } = translateEntry(
      entry(
        'PreToolUse',
        {
          type: 'command',
          command: 'python3 "${CLAUDE_PROJECT_DIR:-.}/x.py"',
          statusMessage: 'Checking',
        },
        'Bash, bash',
        'codex',
      ),
      { tools: namesFor('codex') },
    );
    expect(hook?.source).toBe('imported:codex');
    expect(hook?.command).toEqual(['python3', `${P}/x.py`]);
    expect(hook?.statusMessage).toBe('Checking');
    expect(row.warnings).toEqual([
      'Codex does not set CLAUDE_PROJECT_DIR, so under Codex ${CLAUDE_PROJECT_DIR:-.} is ".", the session\'s directory; imported as the project root, where LionAGI starts every hook (C-3)',
      'matcher "Bash, bash": Codex reads a matcher containing a space, "," or "-" as a regex, profile v3 as the exact names "Bash", "bash"',
      'Dv1-2: "bash" is no tool in the codex vocabulary of this runtime (codex tools: Bash, read_file, write_file, edit_file); the hook fires for the other names',
      inherited('Codex', 'PreToolUse', 600),
    ]);
    expect(hook?.timeout).toBe(600);
  });

  it('warns about relative command paths and unknown fields, and carries file notes', () => {
    const e = entry('SessionStart', {
      type: 'command',
      command: './hooks/start.sh',
      once: false,
      color: 'red',
    });
    e.fileNotes = ['disableAllHooks is set'];
    expect(translate(e).row.warnings).toEqual([
      'disableAllHooks is set',
      'unknown handler field "color" is not carried over',
      'relative command path "./hooks/start.sh": LionAGI resolves it against the project root (C-3); Claude Code and Codex use the session\'s current directory, which can differ after a cd',
      inherited('Claude Code', 'SessionStart', 600, false),
    ]);
  });

  it('keeps a written timeout, and writes out the harness default for one without', () => {
    const kept = translate(entry('PreToolUse', { type: 'command', command: 'x', timeout: 5 }));
    expect([kept.hook?.timeout, kept.row.warnings]).toEqual([5, []]);
    const codexEnd = translate(
      entry('SessionEnd', { type: 'command', command: 'x' }, undefined, 'codex'),
    );
    expect(codexEnd.hook?.timeout).toBe(1);
    expect(codexEnd.row.warnings).toContain(inherited('Codex', 'SessionEnd', 1, false));
    const prompt = translate(entry('UserPromptSubmit', { type: 'command', command: 'x' }));
    expect(prompt.hook?.timeout).toBe(30);
  });
});
