import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { CLAUDE_CODE_EVENT_AUDIT } from '@lionagi/hooks-profile';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { run as importVerb } from '../src/commands/import.js';
import type { CommandContext } from '../src/context.js';

/** The Claude Code events the audit (issue 36) keeps refused, each with its own reason. */
const REFUSED = CLAUDE_CODE_EVENT_AUDIT.filter((e) => e.verdict !== 'profile-v3');

let root: string;
let project: string;

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'lionagi-'));
  project = join(root, 'project');
  await mkdir(join(project, '.claude'), { recursive: true });
  // One entry under each refused event, as a real suite would write it.
  const hooks = Object.fromEntries(
    REFUSED.map((e) => [e.name, [{ hooks: [{ type: 'command', command: './hook.sh' }] }]]),
  );
  await writeFile(join(project, '.claude', 'settings.json'), JSON.stringify({ hooks }));
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

async function importClaude(json: boolean): Promise<{ code: number; out: string }> {
  const out: string[] = [];
  const stdout = new PassThrough();
  stdout.on('data', (d: Buffer) => out.push(d.toString()));
  const ctx: CommandContext = {
    stdout,
    stderr: new PassThrough(),
    stdin: Readable.from(['']),
    env: {
      PATH: process.env.PATH,
      HOME: join(root, 'home'),
      LIONAGI_HOME: join(root, 'lionagi-home'),
    },
    cwd: project,
    json,
    color: false,
    interactive: false,
  };
  const code = await importVerb(ctx, json ? ['claude', '--json'] : ['claude']);
  return { code, out: out.join('') };
}

describe('li hooks import claude, an entry under a Claude Code event with no seam', () => {
  it('rejects each with what fires the event in Claude Code and why li-agent has no seam', async () => {
    const { code, out } = await importClaude(true);
    expect(code).toBe(0);
    const rows = JSON.parse(out).rows as { event: string; status: string; reason?: string }[];
    expect(rows.map((r) => [r.event, r.status])).toEqual(REFUSED.map((e) => [e.name, 'rejected']));
    for (const [i, e] of REFUSED.entries()) {
      expect(rows[i]?.reason).toMatch(
        new RegExp(
          `^unsupported hook event "${e.name}" \\(a Claude Code 2\\.1\\.328 event: .*; ${regexText(e.reason ?? '')}\\): the LionAGI runtime has no seam for it;`,
        ),
      );
    }
  });

  it('says so in the text report, e.g. for Setup', async () => {
    const { out } = await importClaude(false);
    const setup = out.split('\n').find((l) => l.includes('"Setup"'));
    expect(setup).toContain(
      'rejected  Setup  [*]  ./hook.sh  unsupported hook event "Setup" (a Claude Code 2.1.328 event: `claude --init`, `--init-only` (`trigger: "init"`) or `--maintenance`, before any session; li-agent has no init or maintenance run; a SessionStart hook (matcher `startup`) runs at every start instead): the LionAGI runtime has no seam for it',
    );
  });
});

function regexText(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
