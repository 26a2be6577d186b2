import { execFileSync } from 'node:child_process';
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

/** `li hooks trust --yes` in the project, for a `trusted` row (li-agent then runs the hook). */
export function trustImported(
  project: string,
  home: string,
  liBin: string,
  settings: string,
): void {
  writeFileSync(join(project, '.lionagi', 'settings.yaml'), settings);
  execFileSync(process.execPath, [liBin, 'hooks', 'trust', '--yes'], {
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
