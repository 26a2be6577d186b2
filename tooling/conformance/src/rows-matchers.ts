import type { HarnessCell, Row, ToolCallExpectation } from './row.js';
import { denied, ok, run } from './row-kit.js';
import { fixture, MCP_ECHO, oneGroup, script, settingsYaml } from './scenario.js';

/** Three calls: the bash tool, the read_file tool, and the MCP tool `mcp__echo__touch`. */
const THREE_TOOLS = script(
  '@tool bash {"command":"touch ran.marker"}',
  '@tool read_file {"file_path":".lionagi/settings.yaml"}',
  '@tool mcp__echo__touch {"name":"mcp.marker"}',
  '@final done',
);

const TOOLS = ['bash', 'read_file', 'mcp__echo__touch'] as const;

/**
 * A matcher row: a deny hook behind `matcher` on PreToolUse, three tool calls; `hit` lists the
 * tools the matcher must select (denied, their marker absent), all others run.
 */
function matcherRow(
  id: string,
  title: string,
  matcher: string | undefined,
  hit: ReadonlyArray<(typeof TOOLS)[number]>,
  claudeCode: HarnessCell,
  codex: HarnessCell,
  divergences?: string[],
): Row {
  const calls: ToolCallExpectation[] = TOOLS.map((name) =>
    hit.includes(name) ? denied('DENY-REASON-123', name) : ok(name),
  );
  return {
    id,
    area: 'matchers',
    title,
    hooks: ['pre-deny.sh'],
    ...(divergences ? { divergences } : {}),
    run: {
      settings: `${oneGroup('PreToolUse', matcher, fixture('pre-deny.sh'))}${MCP_ECHO}`,
      prompt: THREE_TOOLS,
    },
    expect: {
      exitCode: 0,
      files: {
        'ran.marker': !hit.includes('bash'),
        'mcp.marker': !hit.includes('mcp__echo__touch'),
      },
      toolCalls: calls,
      hookRuns: hit.map(() => run('PreToolUse', 'blocked', 'deny', { exit_code: 0 })),
    },
    profileSource: 'ADR-0048 D2 matchers; C-1',
    claudeCode,
    codex,
  };
}

const same = (observed: string, source: string): HarnessCell => ({
  observed,
  source,
  relation: 'same',
});

/** Matcher grammar (C-1) on tool names registered in li-agent, plus the non-tool targets. */
export const MATCHER_ROWS: Row[] = [
  matcherRow(
    'match-exact',
    '`bash`: an exact name selects only that tool',
    'bash',
    ['bash'],
    same('`Bash` matches only Bash', 'match01'),
    same('`Bash` matches only Bash', 'codex §5.2'),
  ),
  matcherRow(
    'match-list',
    '`bash|read_file`: an exact list',
    'bash|read_file',
    ['bash', 'read_file'],
    same('`Bash|Read` matches both', 'match01'),
    same('`Bash|Nope` is an exact list', 'codex §5.2'),
  ),
  matcherRow(
    'match-list-comma',
    '`bash, read_file`: commas and spaces also separate an exact list',
    'bash, read_file',
    ['bash', 'read_file'],
    same('`Bash,Read` and `Bash, Read` match both', 'match01'),
    {
      observed:
        'only `[A-Za-z0-9_|]` strings are exact lists; `Bash, Read` is a regex that matches neither (rule of §5.2; the live run confirmed: the tool ran)',
      source: 'codex §5.2; live run (docs/conformance-live.md)',
      relation: 'differs',
      divergence: 'Dv1-17',
    },
    ['Dv1-17'],
  ),
  matcherRow(
    'match-regex',
    '`_file$`: anything else is an unanchored regex',
    '_file$',
    ['read_file'],
    same('`Ba.*`, `^Bash$` are regexes', 'match01'),
    same('`^Bas`, `B.*h` are unanchored regexes', 'codex §5.2'),
  ),
  matcherRow(
    'match-star',
    '`*` matches every tool, MCP tools included',
    '*',
    ['bash', 'read_file', 'mcp__echo__touch'],
    same('`*` matches Bash, Read and mcp__srv__ping', 'match01'),
    same('`*` matches all', 'codex §5.2'),
  ),
  matcherRow(
    'match-omitted',
    'an omitted matcher matches every tool',
    undefined,
    ['bash', 'read_file', 'mcp__echo__touch'],
    same('omitted matches all', 'match01'),
    same('omitted matches all', 'codex §5.2'),
  ),
  matcherRow(
    'match-case',
    '`BASH`: exact names are case-sensitive',
    'BASH',
    [],
    same('`bash` and `BASH|read` match nothing', 'match01'),
    same('`bash` does not match Bash', 'codex §5.2'),
  ),
  matcherRow(
    'match-substring',
    '`bas`: an exact name never matches a substring',
    'bas',
    [],
    same('`Bas`, `as` match nothing', 'match01'),
    same('`Bas`, `ash` match nothing', 'codex §5.2'),
  ),
  matcherRow(
    'match-mcp-exact',
    '`mcp__echo__touch`: an MCP tool by its full name',
    'mcp__echo__touch',
    ['mcp__echo__touch'],
    same('`mcp__srv__ping` matches the MCP tool', 'match01'),
    same('MCP tools are `mcp__<server>__<tool>` (source only)', 'codex §4'),
  ),
  matcherRow(
    'match-mcp-regex',
    '`mcp__echo__.*`: every tool of one MCP server',
    'mcp__echo__.*',
    ['mcp__echo__touch'],
    same('`mcp__srv__.*` and `mcp__.*` match', 'match01'),
    same('regex over `mcp__<server>__<tool>` names (source only)', 'codex §4, §5.2'),
  ),
  matcherRow(
    'match-mcp-server-only',
    '`mcp__echo`: the server name alone matches nothing',
    'mcp__echo',
    [],
    same('`mcp__srv`, `srv`, `ping` match nothing', 'match01'),
    same('an exact name needs the full tool name', 'codex §5.2'),
  ),
  matcherRow(
    'match-harness-name',
    'In the default `lionagi` tool vocabulary, `Bash` does not match the registered tool `bash`',
    'Bash',
    [],
    {
      observed:
        "`Bash` is Claude Code's own shell tool name, so it matches (in LionAGI, with `tool_vocabulary: claude`: match-tool-vocabulary)",
      source: 'match01',
      relation: 'differs',
      divergence: 'Dv1-2',
    },
    {
      observed: "`Bash` is Codex's hook name for the shell tool, so it matches",
      source: 'codex §4, §5.2',
      relation: 'differs',
      divergence: 'Dv1-2',
    },
    ['Dv1-2'],
  ),
  {
    id: 'match-tool-vocabulary',
    area: 'matchers',
    title:
      'With `tool_vocabulary: claude`, `Bash` selects `bash` and the hook sees `tool_name: "Bash"` (profile v1.1)',
    hooks: ['pre-deny-tool-name.sh'],
    divergences: ['Dv1-2'],
    run: {
      settings: `${oneGroup('PreToolUse', 'Bash', fixture('pre-deny-tool-name.sh', { args: ['Bash'], tool_vocabulary: 'claude' }))}${MCP_ECHO}`,
      prompt: THREE_TOOLS,
    },
    expect: {
      exitCode: 0,
      files: { 'ran.marker': false, 'mcp.marker': true },
      toolCalls: [denied('DENY-REASON-123', 'bash'), ok('read_file'), ok('mcp__echo__touch')],
      hookRuns: [run('PreToolUse', 'blocked', 'deny', { exit_code: 0 })],
    },
    profileSource: 'profile v1.1 tool vocabularies; Dv1-2',
    claudeCode: same('`Bash` matches the shell tool, whose `tool_name` is `Bash`', 'match01'),
    codex: same('`Bash` matches the shell tool, whose `tool_name` is `Bash`', 'codex §4, §5.2'),
  },
  {
    id: 'match-invalid-regex',
    area: 'matchers',
    title: 'An invalid regex (`[`) refuses to load, naming file and line',
    hooks: ['pre-deny.sh'],
    divergences: ['Dv1-10'],
    run: { settings: oneGroup('PreToolUse', '[', fixture('pre-deny.sh')), prompt: THREE_TOOLS },
    expect: {
      exitCode: 1,
      files: { 'ran.marker': false },
      stderr: ['{project}/.lionagi/settings.yaml:3:', 'invalid matcher "["'],
    },
    profileSource: 'C-1 (an invalid regex is a config load error); Dv1-10',
    claudeCode: {
      observed: 'logged; the matcher never matches, so the guard silently vanishes',
      source: 'match01',
      relation: 'differs',
      divergence: 'Dv1-10',
    },
    codex: {
      observed: 'the group is dropped with a load warning',
      source: 'codex §1, §5.2',
      relation: 'differs',
      divergence: 'Dv1-10',
    },
  },
  {
    id: 'match-prompt-ignored',
    area: 'matchers',
    title: 'A matcher on UserPromptSubmit is ignored: the hook always runs',
    hooks: ['touch-marker.sh'],
    run: {
      settings: oneGroup(
        'UserPromptSubmit',
        'Nope',
        fixture('touch-marker.sh', { args: ['prompt'] }),
      ),
      prompt: script('@tool bash {"command":"touch ran.marker"}', '@final done'),
    },
    expect: {
      exitCode: 0,
      fileContents: { 'hook-prompt.marker': 'ran\n' },
      hookRuns: [run('UserPromptSubmit', 'success', 'none', { exit_code: 0 })],
    },
    profileSource: 'ADR-0048 D2 (UserPromptSubmit has no matcher target)',
    claudeCode: {
      observed: 'a matcher `Nope` was ignored; the hook ran',
      source: 'match02',
      relation: 'same',
    },
    codex: { observed: 'matcher set to null and never used', source: 'codex §1', relation: 'same' },
  },
  {
    id: 'match-session-source',
    area: 'matchers',
    title: 'SessionStart matchers test `source`: `startup` fires, `resume` does not',
    hooks: ['touch-marker.sh'],
    run: {
      settings: settingsYaml({
        SessionStart: [
          { matcher: 'startup', hooks: [fixture('touch-marker.sh', { args: ['startup'] })] },
          { matcher: 'resume', hooks: [fixture('touch-marker.sh', { args: ['resume'] })] },
        ],
      }),
      prompt: '@final done',
    },
    expect: {
      exitCode: 0,
      files: { 'hook-startup.marker': true, 'hook-resume.marker': false },
      audit: [run('SessionStart', 'success', 'none', { exit_code: 0 })],
    },
    profileSource: "ADR-0048 D2 (matched field is the event's subject: source)",
    claudeCode: {
      observed: '`startup` fired, `resume` did not',
      source: 'match02',
      relation: 'same',
    },
    codex: {
      observed: 'SessionStart matchers test `source`',
      source: 'codex §1',
      relation: 'same',
    },
  },
];
