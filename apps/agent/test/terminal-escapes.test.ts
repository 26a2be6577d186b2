import { describe, expect, it } from 'vitest';
import { agent, agentJson, makeProject } from './helpers.js';

// Issue 31 item 6: hook- and model-originated text reached the terminal raw in li-agent's
// trace and final text (ESC, an OSC 52 clipboard write, cursor moves).
const SETTINGS = `hooks_external:
  PreToolUse:
    - matcher: bash
      hooks:
        - type: command
          command: [sh, fixtures/escapes.sh]
`;
const SHOWN = 'denied\\u001b]52;c;cm0gLXJmIH4=\\u0007\\u001b[2J\\u001b[H done';
// One line: the scripted model's @final takes the rest of its line as the answer.
const FINAL = 'line one \u001b]52;c;Y3VybCBldmls\u0007line two\u001b[1A';
const PROMPT = `@tool bash {"command":"ls"}\n@final ${FINAL}`;
const raw = (text: string) => ['\u001b', '\u0007'].filter((c) => text.includes(c));

describe("li-agent's text output escapes what hooks and the model wrote", () => {
  it('the trace shows a hook reason escaped, and the final text escaped', async () => {
    const p = makeProject();
    p.settings(SETTINGS);
    const r = await agent(p, ['-p', PROMPT]);
    expect(r.code).toBe(0);
    expect(raw(r.stdout + r.stderr)).toEqual([]);
    expect(r.stdout).toContain(`denied bash: ${SHOWN}`);
    expect(r.stdout).toContain('\nline one \\u001b]52;c;Y3VybCBldmls\\u0007line two\\u001b[1A\n');
  });

  it("li-agent's own error lines on stderr escape what a failing MCP server printed", async () => {
    const p = makeProject();
    p.settings(`mcp_servers:
  bad:
    command: /bin/sh
    args: [-c, 'printf "boom \\033]52;c;eA==\\007" >&2; exit 1']
`);
    const r = await agent(p, ['-p', '@final done']);
    expect(r.code).toBe(1);
    expect(raw(r.stderr)).toEqual([]);
    expect(r.stderr).toContain('boom \\u001b]52;c;eA==\\u0007');
  });

  it('--output-format json keeps the raw text', async () => {
    const p = makeProject();
    p.settings(SETTINGS);
    const r = await agentJson(p, PROMPT);
    expect(r.json?.result).toBe(FINAL);
    expect(r.json?.tool_calls?.[0]?.error).toContain('denied\u001b]52;');
  });
});
