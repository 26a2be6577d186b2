import { existsSync, readFileSync, realpathSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { agent, li, MCP_SERVER, makeProject, onPty, type TestProject, until } from './helpers.js';

// Fault rows 'hostile-cloned-project-hooks' and 'hostile-project-settings-swapped-while-asked' of
// docs/reliability.md.

// Issue 31 item 8 (profile clarification C-9): a freshly cloned repository's SessionStart hook and
// MCP servers ran on the first start of li-agent. On a terminal li-agent now asks once per
// project (and again after those entries change); headless runs follow ADR-0048 D7 unless
// LIONAGI_REQUIRE_PROJECT_APPROVAL asks them to refuse.

const SETTINGS = `hooks_external:
  SessionStart:
    - hooks: [{ type: command, command: [node, fixtures/recorder.mjs] }]
mcp_servers:
  notes:
    command: /bin/sh
    args: [-c, ${JSON.stringify(`touch mcp-started && exec node '${MCP_SERVER}'`)}]
`;

const started = (p: TestProject) => ({
  hook: existsSync(join(p.dir, 'record.jsonl')),
  mcp: existsSync(join(p.dir, 'mcp-started')),
});

describe('the first run in a project with its own hooks and MCP servers', () => {
  it('asks once on a terminal, starts nothing before yes, and asks again after a change', async () => {
    const p = makeProject();
    p.settings(SETTINGS);
    const first = await onPty(p, [], { approve: false });
    const seen = (text: string) => until(() => (first.output().includes(text) ? true : undefined));
    const project = realpathSync(p.dir);
    await seen(`Approve them for ${project}? [y/N]`);
    expect(first.output()).toContain(
      `li-agent: ${join(p.dir, '.lionagi/settings.yaml')} defines hooks and MCP servers that run as you, and you have not approved them on this machine:`,
    );
    expect(first.output()).toContain(
      `SessionStart hook [*] ["node", "fixtures/recorder.mjs"] (${join(p.dir, '.lionagi/settings.yaml')}:3)`,
    );
    expect(first.output()).toContain('MCP server notes: ["/bin/sh", "-c", "touch mcp-started');
    expect(started(p)).toEqual({ hook: false, mcp: false });
    first.child.stdin.write('y\n');
    await seen('/exit to quit.');
    expect(first.output()).toContain(
      `li-agent: approved; recorded in ${join(p.home, 'settings.yaml')} (trusted_project_settings)`,
    );
    expect(started(p)).toEqual({ hook: true, mcp: true });
    first.child.stdin.write('/exit\n');
    expect(await first.closed).toBe(0);
    expect(readFileSync(join(p.home, 'settings.yaml'), 'utf8')).toMatch(
      new RegExp(
        `trusted_project_settings:\\n  - project: ${project}\\n    digest: [0-9a-f]{64}\\n`,
      ),
    );

    // Approved: the next start asks nothing.
    const second = await onPty(p, [], { approve: false });
    await until(() => (second.output().includes('/exit to quit.') ? true : undefined));
    second.child.stdin.write('/exit\n');
    expect(await second.closed).toBe(0);
    expect(second.output()).not.toContain('Approve them');

    // The repository adds a hook: asked again; no is no, and nothing of the project starts.
    p.settings(
      `${SETTINGS.replace(
        'mcp_servers:',
        `  UserPromptSubmit:
    - hooks: [{ type: command, command: [node, fixtures/recorder.mjs] }]
mcp_servers:`,
      )}`,
    );
    const before = readFileSync(join(p.dir, 'record.jsonl'), 'utf8');
    const third = await onPty(p, [], { approve: false });
    await until(() => (third.output().includes('[y/N]') ? true : undefined));
    expect(third.output()).toContain('and they changed since you approved them on this machine:');
    expect(third.output()).toContain('UserPromptSubmit hook [*] ["node", "fixtures/recorder.mjs"]');
    third.child.stdin.write('n\n');
    expect(await third.closed).toBe(1);
    expect(third.output()).toContain(
      `li-agent: the hooks and MCP servers of ${project} were not approved: nothing of the project was started; start li-agent there again to review them`,
    );
    expect(readFileSync(join(p.dir, 'record.jsonl'), 'utf8')).toBe(before);
  });

  it('runs the entries it showed: a change made while the question waits does not run, and is asked about next time', async () => {
    const p = makeProject();
    p.settings(SETTINGS);
    const first = await onPty(p, [], { approve: false });
    const seen = (text: string) => until(() => (first.output().includes(text) ? true : undefined));
    await seen('[y/N]');
    // The repository's file changes between the question and the answer (a checkout, a racer).
    p.settings(SETTINGS.replace('[node, fixtures/recorder.mjs]', '[/bin/sh, -c, "touch swapped"]'));
    first.child.stdin.write('y\n');
    await seen('/exit to quit.');
    first.child.stdin.write('/exit\n');
    expect(await first.closed).toBe(0);
    expect(started(p)).toEqual({ hook: true, mcp: true });
    expect(existsSync(join(p.dir, 'swapped'))).toBe(false);

    const second = await onPty(p, [], { approve: false });
    await until(() => (second.output().includes('[y/N]') ? true : undefined));
    expect(second.output()).toContain('and they changed since you approved them on this machine:');
    expect(second.output()).toContain('SessionStart hook [*] ["/bin/sh", "-c", "touch swapped"]');
    second.child.stdin.write('n\n');
    expect(await second.closed).toBe(1);
    expect(existsSync(join(p.dir, 'swapped'))).toBe(false);
  });

  it('headless: runs them as ADR-0048 D7 does, or refuses when LIONAGI_REQUIRE_PROJECT_APPROVAL=1', async () => {
    const p = makeProject();
    p.settings(SETTINGS);
    const prompt = ['-p', '@final done'];
    const required = await agent(p, prompt, { LIONAGI_REQUIRE_PROJECT_APPROVAL: '1' });
    expect(required.code).toBe(1);
    expect(required.stderr).toContain(
      `li-agent: the hooks and MCP servers of ${join(p.dir, '.lionagi/settings.yaml')} are not approved on this machine, and LIONAGI_REQUIRE_PROJECT_APPROVAL requires the approval: nothing of the project was started. Review and approve them with "li hooks trust --project" in ${realpathSync(p.dir)}, or by starting li-agent there on a terminal (or unset LIONAGI_REQUIRE_PROJECT_APPROVAL to run project hooks as ADR-0048 D7 does).`,
    );
    expect(started(p)).toEqual({ hook: false, mcp: false });

    const plain = await agent(p, prompt);
    expect(plain.code).toBe(0);
    expect(started(p)).toEqual({ hook: true, mcp: true });

    // The fix the message names: li hooks trust --project (--yes without a terminal).
    const asked = await li(p, ['hooks', 'trust', '--project']);
    expect(asked.code).toBe(1);
    expect(asked.stdout).toContain('SessionStart hook [*] ["node", "fixtures/recorder.mjs"]');
    expect(asked.stderr).toContain(
      'No prompt is possible (stdin is not a terminal): re-run with --yes to approve them.',
    );
    const approve = await li(p, ['hooks', 'trust', '--project', '--yes']);
    expect(approve.code).toBe(0);
    expect(approve.stdout).toContain(
      `Approved in ${join(p.home, 'settings.yaml')} (trusted_project_settings).`,
    );
    const approved = await agent(p, prompt, { LIONAGI_REQUIRE_PROJECT_APPROVAL: '1' });
    expect(approved.code).toBe(0);
    expect((await li(p, ['hooks', 'trust', '--project'])).stdout).toBe(
      `The hooks and MCP servers of ${realpathSync(p.dir)} are approved (${join(p.home, 'settings.yaml')}).\n`,
    );
  });
});
