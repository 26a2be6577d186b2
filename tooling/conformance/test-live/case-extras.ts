import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type LiveRow, MCP_ECHO } from '../src/index.js';

/** The tool call the model makes after the shell call in an `mcp` row (every harness's name). */
export const MCP_CALL = `@tool mcp__echo__touch ${JSON.stringify({ name: 'mcp.marker' })}`;

/** The MCP server as every harness declares it: `node mcp-echo.mjs` in the project. */
const MCP_SERVER = { command: 'node', args: ['mcp-echo.mjs'] };

/** Extra lines of `.lionagi/settings.yaml`: the MCP server for an `mcp` row. */
export const lionagiExtra = (row: LiveRow) => (row.mcp ? MCP_ECHO : '');

/** Claude Code's extra argv and files for an `mcp` row: `--mcp-config` and the MCP tool allowed. */
export function claudeMcp(row: LiveRow, project: string) {
  if (!row.mcp) return { argv: [], allowed: [], files: {} };
  const file = join(project, '..', 'mcp.json');
  return {
    argv: ['--mcp-config', file],
    allowed: ['mcp__echo__touch'],
    files: { [file]: JSON.stringify({ mcpServers: { echo: MCP_SERVER } }) },
  };
}

/** Codex's `config.toml` lines for an `mcp` row (the server runs in the project). */
export function codexMcp(row: LiveRow, project: string): string[] {
  if (!row.mcp) return [];
  return [
    '[mcp_servers.echo]',
    `command = ${JSON.stringify(MCP_SERVER.command)}`,
    `args = ${JSON.stringify(MCP_SERVER.args)}`,
    `cwd = ${JSON.stringify(project)}`,
  ];
}

const SHELL_SAFE = /^[\w@%+=:,./-]+$/;

/**
 * A hook's argv as a harness command. Plain words are joined with spaces; argv with a word a shell
 * would change becomes Claude Code's exec form (`command` + `args`, no shell) and, for Codex (only
 * shell text), each such word double-quoted as a user would write it (`$HOME` still expands).
 */
export function harnessCommand(argv: string[], harness: 'claude' | 'codex') {
  if (argv.every((word) => SHELL_SAFE.test(word))) return { command: argv.join(' ') };
  if (harness === 'claude') return { command: argv[0] as string, args: argv.slice(1) };
  const quote = (w: string) => (SHELL_SAFE.test(w) ? w : `"${w.replace(/["\\`]/g, '\\$&')}"`);
  return { command: argv.map(quote).join(' ') };
}

/**
 * `li hooks trust --yes` in the project, for a `trusted` row (li-agent then runs the hook); with
 * `what` `['--project']`, the approval of the project's own hooks li-agent's REPL asks for on its
 * first run in a project (C-9).
 */
export function trustImported(
  project: string,
  home: string,
  liBin: string,
  settings: string,
  what: readonly string[] = [],
): void {
  writeFileSync(join(project, '.lionagi', 'settings.yaml'), settings);
  execFileSync(process.execPath, [liBin, 'hooks', 'trust', ...what, '--yes'], {
    cwd: project,
    env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: home, LIONAGI_HOME: home },
    stdio: 'ignore',
  });
}

/**
 * A `skillLine` row's Claude Code files and hooks: the slash command `/guard` whose shell line is
 * the row's command, and `PreSkillShellCommand` bridged to `li hooks run PreToolUse --emit claude
 * --as-tool Bash` (li runs the row's hook from `.lionagi/settings.yaml`).
 */
export function skillLineCase(project: string, command: string, li: string) {
  const file = join(project, '.claude', 'commands', 'guard.md');
  mkdirSync(join(project, '.claude', 'commands'), { recursive: true });
  const bridge = `${JSON.stringify(process.execPath)} ${JSON.stringify(li)} hooks run PreToolUse --emit claude --as-tool Bash`;
  return {
    prompt: '/guard',
    hooks: { hooks: { PreSkillShellCommand: [{ hooks: [{ type: 'command', command: bridge }] }] } },
    files: {
      [file]: `---\ndescription: guard\nallowed-tools: Bash(touch:*)\n---\nShell: !\`${command}\`\n@final done\n`,
    },
  };
}

/** JSON with object keys sorted at every depth, compact (Codex's hook fingerprint input). */
function sortedJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(sortedJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${sortedJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** Events whose matcher Codex leaves out of the hash (it ignores their matchers). */
const NO_MATCHER = new Set(['UserPromptSubmit', 'Stop', 'Interrupt']);

/**
 * The `[hooks.state."…"] trusted_hash` records Codex writes when the user trusts every hook of
 * `hooksFile` (codex REPORT §4: key `<file>:<event_snake>:<group>:<handler>`, SHA-256 of the sorted
 * compact JSON of the event, matcher and handler with its effective timeout): the approved state.
 */
export function codexTrustRecords(
  hooksFile: string,
  tree: { hooks: Record<string, unknown[]> },
): string[] {
  const out: string[] = [];
  for (const [event, groups] of Object.entries(tree.hooks)) {
    const snake = event.replace(/(?<!^)([A-Z])/g, '_$1').toLowerCase();
    (groups as Array<{ matcher?: string; hooks: Array<Record<string, unknown>> }>).forEach(
      (group, g) => {
        group.hooks.forEach((handler, h) => {
          const identity = {
            event_name: snake,
            ...(group.matcher === undefined || NO_MATCHER.has(event)
              ? {}
              : { matcher: group.matcher }),
            hooks: [
              {
                async: false,
                command: handler.command,
                timeout: handler.timeout ?? (event === 'SessionEnd' ? 1 : 600),
                type: 'command',
              },
            ],
          };
          const hash = createHash('sha256').update(sortedJson(identity)).digest('hex');
          out.push(`[hooks.state.${JSON.stringify(`${hooksFile}:${snake}:${g}:${h}`)}]`);
          out.push(`trusted_hash = "sha256:${hash}"`);
        });
      },
    );
  }
  return out;
}
