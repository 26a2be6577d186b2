import { matched } from './live-row-kit.js';
import type { LiveRow } from './live-rows.js';

/**
 * Matcher rows on an MCP tool of a real stdio MCP server (`echo`, test/fixtures/mcp-echo.mjs):
 * the model runs the shell call, then `mcp__echo__touch`. Every harness names MCP tools
 * `mcp__<server>__<tool>`, LionAGI included, so the matcher is the same string for all three.
 */
const onMcp = (id: string, matcher: string): LiveRow => ({
  ...matched(id, matcher, matcher),
  mcp: true,
  facets: ['tool', 'mcp'],
});

/** The MCP live rows (matrix rows of the same ids). */
export const MCP_LIVE_ROWS: readonly LiveRow[] = [
  onMcp('match-mcp-exact', 'mcp__echo__touch'),
  onMcp('match-mcp-regex', 'mcp__echo__.*'),
  onMcp('match-mcp-server-only', 'mcp__echo'),
  // No matcher: the deny hook sees every tool, the MCP tool too.
  {
    id: 'match-omitted',
    event: 'PreToolUse',
    hook: 'pre-deny.sh',
    mcp: true,
    facets: ['tool', 'mcp'],
  },
];
