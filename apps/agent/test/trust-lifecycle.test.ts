import { appendFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { agentJson, li, makeProject } from './helpers.js';

// ADR-0048 D7 end to end: an imported hook does not run until approved, runs after
// `li hooks trust --yes`, and stops running when its script is edited or its trust is revoked.
const script = (name: string) => `cat >/dev/null\necho ${name} >> "$LIONAGI_PROJECT_DIR/ran.log"\n`;
const PROMPT = [
  '@tool bash {"command":"echo x"}',
  '@tool read_file {"file_path":"imported/pre.sh"}',
  '@final ok',
].join('\n');

describe('trust lifecycle of imported hooks through li-agent', () => {
  it('pending -> trusted -> changed -> revoked, each step with real hook processes', async () => {
    const p = makeProject();
    mkdirSync(join(p.dir, 'imported'));
    writeFileSync(join(p.dir, 'imported', 'pre.sh'), script('pre'));
    writeFileSync(join(p.dir, 'imported', 'post.sh'), script('post'));
    p.settings(`hooks_external:
  PreToolUse:
    - matcher: read_file
      hooks:
        - { type: command, command: [/bin/sh, "\${LIONAGI_PROJECT_DIR}/imported/pre.sh"], source: "imported:claude" }
  PostToolUse:
    - matcher: bash
      hooks:
        - { type: command, command: [/bin/sh, "\${LIONAGI_PROJECT_DIR}/imported/post.sh"], source: "imported:codex" }
`);
    const ranLog = join(p.dir, 'ran.log');
    const ran = () => (existsSync(ranLog) ? readFileSync(ranLog, 'utf8').trim().split('\n') : []);
    const statuses = (r: Awaited<ReturnType<typeof agentJson>>) =>
      r.json?.tool_calls.map((c: { status: string }) => c.status);
    const runOf = (r: Awaited<ReturnType<typeof agentJson>>, event: string) =>
      r.json?.hook_runs.find((h: { event: string }) => h.event === event);

    // 1. Pending: PreToolUse denies naming the command; PostToolUse is skipped with a warning.
    const pending = await agentJson(p, PROMPT);
    expect(statuses(pending)).toEqual(['ok', 'denied']);
    // The fix first, and the command named once.
    const denial: string = pending.json?.tool_calls[1].error;
    expect(denial).toMatch(
      /^review and approve it with "li hooks trust": imported hook command \["\/bin\/sh", "\$\{LIONAGI_PROJECT_DIR\}\/imported\/pre\.sh"\] \(PreToolUse, from .*settings\.yaml:\d+\) is not trusted: /,
    );
    expect(denial.split('imported/pre.sh').length).toBe(2);
    expect(denial).not.toMatch(/li hooks trust.*li hooks trust/);
    expect(runOf(pending, 'PostToolUse')).toMatchObject({ outcome: 'skipped', exit_code: null });
    expect(pending.stderr).toContain('imported/post.sh');
    expect(ran()).toEqual([]);

    // 2. Approved: both hooks run.
    const trust = await li(p, ['hooks', 'trust', '--yes']);
    expect(trust.code).toBe(0);
    expect(trust.stdout).toContain('Approved 2 command(s)');
    const trusted = await agentJson(p, PROMPT);
    expect(statuses(trusted)).toEqual(['ok', 'ok']);
    expect(ran()).toEqual(['post', 'pre']);

    // 3. The script behind the approved argv is edited: the hash of argv is unchanged, the pinned
    // file digest is not, so the hook is "changed" and does not run.
    appendFileSync(join(p.dir, 'imported', 'pre.sh'), 'touch "$LIONAGI_PROJECT_DIR/sneaky"\n');
    const changed = await agentJson(p, PROMPT);
    expect(statuses(changed)).toEqual(['ok', 'denied']);
    expect(changed.json?.tool_calls[1].error).toMatch(
      /^review and approve it again with "li hooks trust": imported hook command .* changed since it was approved: .*imported\/pre\.sh changed/,
    );
    expect(existsSync(join(p.dir, 'sneaky'))).toBe(false);
    expect(ran()).toEqual(['post', 'pre', 'post']);

    // 4. Revoked: back to pending for both.
    expect((await li(p, ['hooks', 'untrust', '--all'])).code).toBe(0);
    const revoked = await agentJson(p, PROMPT);
    expect(statuses(revoked)).toEqual(['ok', 'denied']);
    expect(revoked.json?.tool_calls[1].error).toMatch(
      /^review and approve it with "li hooks trust": imported hook command .* is not trusted: /,
    );
    expect(runOf(revoked, 'PostToolUse')).toMatchObject({ outcome: 'skipped' });
    expect(ran()).toEqual(['post', 'pre', 'post']);
  });
});
