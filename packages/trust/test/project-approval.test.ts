import { readFile } from 'node:fs/promises';
import { loadSettings } from '@lionagi/hooks-config';
import { beforeEach, describe, expect, it } from 'vitest';
import { assertProjectApproved, projectApproval } from '../src/project-approval.js';
import { approveProjectSettings } from '../src/project-approve.js';
import { makeWorld, put, type World } from './helpers.js';

// Issue 31 item 8, profile clarification C-9: what the first-run approval of a project covers.

const OWN = `hooks_external:
  SessionStart:
    - hooks: [{ type: command, command: [sh, hooks/start.sh] }]
mcp_servers:
  files: { command: node, args: [srv.mjs], env: { TOKEN: x } }
`;

let world: World;
const load = () => loadSettings({ projectDir: world.project, env: world.env });
const status = async () => projectApproval(await load()).status;

describe('the approval of a project its own hooks and MCP servers', () => {
  beforeEach(async () => {
    world = await makeWorld();
  });

  it('is not needed without project hooks or servers; imported entries have their own records', async () => {
    await put(
      world.projectFile,
      `hooks_external:
  PreToolUse:
    - hooks: [{ type: command, command: [./x.sh], source: "imported:claude" }]
`,
    );
    expect(await status()).toBe('not-needed');
    await put(world.userFile, OWN);
    expect(await status()).toBe('not-needed');
  });

  it('is pending, then approved for this real path and digest, then changed by an edit of an entry', async () => {
    await put(world.projectFile, OWN);
    const first = projectApproval(await load());
    expect(first).toMatchObject({ status: 'pending', project: world.project });
    expect(first.lines).toEqual([
      `SessionStart hook [*] ["sh", "hooks/start.sh"] (${world.projectFile}:3)`,
      'MCP server files: ["node", "srv.mjs"] (env TOKEN)',
    ]);
    await approveProjectSettings(world.userFile, first);
    expect(await readFile(world.userFile, 'utf8')).toBe(
      `trusted_project_settings:\n  - project: ${world.project}\n    digest: ${first.digest}\n`,
    );
    expect(await status()).toBe('approved');
    // Comments and layout are not part of it; an argument is.
    await put(world.projectFile, `# ours\n${OWN.replace('[srv.mjs]', '[ srv.mjs ]')}`);
    expect(await status()).toBe('approved');
    await put(world.projectFile, OWN.replace('srv.mjs', 'other.mjs'));
    const changed = projectApproval(await load());
    expect(changed.status).toBe('changed');
    // Approving again replaces the record of this project in place.
    await approveProjectSettings(world.userFile, changed);
    expect((await readFile(world.userFile, 'utf8')).match(/project:/g)).toHaveLength(1);
    expect(await status()).toBe('approved');
  });

  it('a project file cannot approve itself, and another checkout is pending', async () => {
    await put(world.projectFile, OWN);
    const { digest } = projectApproval(await load());
    await put(
      world.projectFile,
      `${OWN}trusted_project_settings:\n  - { project: ${world.project}, digest: ${digest} }\n`,
    );
    expect(await status()).toBe('pending');
    await put(
      world.userFile,
      `trusted_project_settings:\n  - { project: /elsewhere, digest: ${digest} }\n`,
    );
    expect(await status()).toBe('pending');
  });

  it('fails closed only when LIONAGI_REQUIRE_PROJECT_APPROVAL asks for it, naming the fix', async () => {
    await put(world.projectFile, OWN);
    const settings = await load();
    expect(() => assertProjectApproved(settings, {})).not.toThrow();
    expect(() =>
      assertProjectApproved(settings, { LIONAGI_REQUIRE_PROJECT_APPROVAL: '1' }),
    ).toThrow(
      expect.objectContaining({
        code: 'UNTRUSTED_HOOK',
        message: expect.stringContaining(
          `Review and approve them with "li hooks trust --project" in ${world.project}`,
        ),
      }),
    );
    await approveProjectSettings(world.userFile, projectApproval(settings));
    const approved = await load();
    expect(() =>
      assertProjectApproved(approved, { LIONAGI_REQUIRE_PROJECT_APPROVAL: '1' }),
    ).not.toThrow();
  });
});
