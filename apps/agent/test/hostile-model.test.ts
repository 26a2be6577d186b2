import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { agent, agentJson, makeProject } from './helpers.js';

const TOO_DEEP =
  'hook node fixtures/deep-rewrite.mjs printed JSON on stdout: nested deeper than 64 levels (the limit for JSON crossing a process or model boundary); its output is ignored; its answer is unknown: failing closed on a blocking event';
const PROMPT = '@tool bash {"command":"touch ran.marker"}\n@final done';

/** Issue 16 item 8: deep JSON from a hook or the model is refused, never an uncaught RangeError. */
describe('li-agent against JSON nested 6,000 levels', () => {
  const project = () => {
    const p = makeProject();
    p.settings(`hooks_external:
  PreToolUse:
    - hooks: [{ type: command, command: [node, fixtures/deep-rewrite.mjs] }]
`);
    return p;
  };

  it('a hook updatedInput nested 6,000 levels denies the call; --output-format json completes', async () => {
    const p = project();
    const r = await agentJson(p, PROMPT);
    expect(r.stderr).not.toContain('RangeError');
    expect(r.stderr).not.toContain('Maximum call stack');
    expect(r.code).toBe(0);
    expect(r.json?.terminal_reason).toBe('completed');
    expect(r.json?.tool_calls).toMatchObject([{ name: 'bash', status: 'denied', error: TOO_DEEP }]);
    expect(existsSync(join(p.dir, 'ran.marker'))).toBe(false);
  });

  it('the same under --output-format stream-json: every line is JSON, the last one the result', async () => {
    const p = project();
    const r = await agent(p, ['-p', PROMPT, '--output-format', 'stream-json']);
    expect(r.code).toBe(0);
    const events = r.stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { type: string; terminal_reason?: string });
    expect(events.at(-1)?.type).toBe('result');
    expect(events.at(-1)?.terminal_reason).toBe('completed');
    expect(existsSync(join(p.dir, 'ran.marker'))).toBe(false);
  });

  it('tool arguments from the model nested 6,000 levels are refused with a clear error', async () => {
    const p = makeProject();
    const deep = `${'{"a":'.repeat(6000)}1${'}'.repeat(6000)}`;
    const r = await agent(p, [
      '-p',
      `@tool bash {"command":"touch ran.marker","x":${deep}}\n@final done`,
      '--output-format',
      'json',
    ]);
    expect(r.code).toBe(1);
    expect(r.stderr).toBe(
      'li-agent: scripted provider: prompt line 1: @tool bash arguments: nested deeper than 64 levels (the limit for JSON crossing a process or model boundary)\n',
    );
    expect(existsSync(join(p.dir, 'ran.marker'))).toBe(false);
  });
});

/**
 * Issue 16 item 7, fault row 'hostile-agent-self-approval' (docs/reliability.md): the agent's own
 * write_file adds a plain-hash trust record to $LIONAGI_HOME/settings.yaml.
 */
describe('li-agent file tools against the trust file', () => {
  it('write_file to $LIONAGI_HOME/settings.yaml by absolute path is denied; the bytes are unchanged', async () => {
    const p = makeProject();
    mkdirSync(p.home, { recursive: true });
    const file = join(p.home, 'settings.yaml');
    writeFileSync(file, 'trusted_hook_commands: []\n');
    const args = JSON.stringify({
      file_path: file,
      content: `trusted_hook_commands:\n  - ${'0'.repeat(64)}\n`,
    });
    const r = await agentJson(p, `@tool write_file ${args}\n@final done`);
    expect(r.code).toBe(0);
    expect(r.json?.tool_calls).toMatchObject([
      {
        name: 'write_file',
        status: 'denied',
        error: `write_file: ${JSON.stringify(file)} is inside ${p.home}, which holds hook settings and trust records; the agent's file tools stay inside the project directory and never change hook settings or trust records`,
      },
    ]);
    expect(readFileSync(file, 'utf8')).toBe('trusted_hook_commands: []\n');
  });
});
