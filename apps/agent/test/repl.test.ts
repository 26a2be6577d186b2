import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { collect, makeProject } from './helpers.js';

function repl(dir: string, env: NodeJS.ProcessEnv, input: string) {
  return collect(
    process.execPath,
    [inject('agentBin'), '--output-format', 'json'],
    dir,
    env,
    input,
  );
}

describe('li-agent interactive mode', () => {
  it('runs one turn per line in one session, each line scripting its own turn, and ends the session', async () => {
    const p = makeProject();
    p.settings(`hooks_external:
  UserPromptSubmit:
    - hooks: [{ type: command, command: [node, fixtures/recorder.mjs] }]
  SessionEnd:
    - hooks: [{ type: command, command: [node, fixtures/recorder.mjs] }]
  PreToolUse:
    - matcher: bash
      hooks: [{ type: command, command: [node, "\${LIONAGI_PROJECT_DIR}/hooks/deny-destructive.mjs"] }]
`);
    const r = await repl(
      p.dir,
      p.env,
      [
        '@tool bash {"command":"touch one.marker"}',
        '@tool bash {"command":"rm -rf ."}',
        '/exit',
        'never run',
      ].join('\n'),
    );
    expect(r.code).toBe(0);
    expect(r.stderr).toContain(
      'li-agent interactive: type a prompt, /help for commands, /exit to quit.',
    );
    const turns = r.stdout
      .trim()
      .split(/\n(?=\{)/)
      .map((t) => JSON.parse(t));
    expect(turns).toHaveLength(2);
    expect(turns[0].session_id).toBe(turns[1].session_id);
    expect(turns.map((t) => t.tool_calls[0].status)).toEqual(['ok', 'denied']);
    expect(existsSync(join(p.dir, 'one.marker'))).toBe(true);
    const events = readFileSync(join(p.dir, 'record.jsonl'), 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(events.map((e) => e.hook_event_name)).toEqual([
      'UserPromptSubmit',
      'UserPromptSubmit',
      'SessionEnd',
    ]);
    expect(events[2].reason).toBe('prompt_input_exit');
  });
});
