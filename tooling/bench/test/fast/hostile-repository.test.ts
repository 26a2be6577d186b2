import { createHash } from 'node:crypto';
import { chmod, chown, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type ConfigDiagnostic, formatDiagnostic } from '@lionagi/hooks-config';
import { isHookError } from '@lionagi/hooks-profile';
import { commandHash, revokeTrust } from '@lionagi/hooks-trust';
import { afterAll, describe, expect, it } from 'vitest';
import { fault } from '../../src/fault-catalogue.js';
import {
  type FaultProject,
  faultProject,
  hooksYaml,
  normalize,
  removeFaultProjects,
} from '../support/fault-project.js';
import { attemptCall, callTool, callTwice, describeCall } from '../support/tool-call.js';
import { approve, expectRow } from '../support/trust-rows.js';

afterAll(removeFaultProjects);

/** PATH with the system python3 (not a pyenv shim), so what is pinned is the same on every run. */
const SYSTEM_PATH = '/usr/bin:/bin';
const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex').slice(0, 12);

/** An imported (`source: imported:claude`) PreToolUse guard `command`, with `files` in the project. */
async function importedProject(command: string[], files: Record<string, string> = {}) {
  const project = await faultProject([{ command, source: 'imported:claude' }]);
  project.env = { ...project.env, PATH: SYSTEM_PATH };
  for (const [name, text] of Object.entries(files)) {
    await mkdir(join(project.dir, name, '..'), { recursive: true });
    await writeFile(join(project.dir, name), text, { mode: 0o755 });
  }
  return project;
}

/** The load error a session gives for the project, first diagnostic as the catalogue shows it. */
async function refusal(project: FaultProject): Promise<string> {
  const call = await attemptCall(project);
  expect(call.toolRuns).toEqual([]);
  expect(isHookError(call.error) && call.error.code).toBe('CONFIG_INVALID');
  const diagnostics = (call.error as { details: { diagnostics: ConfigDiagnostic[] } }).details
    .diagnostics;
  return normalize(formatDiagnostic(diagnostics[0]!), project);
}

const GUARDMOD = 'import sys\nsys.exit(0)\n';

describe.concurrent('hostile inputs: the repository', () => {
  it(fault('hostile-approval-other-repo').fault, async () => {
    const other = await importedProject(['python3', '-m', 'guardmod'], { 'guardmod.py': GUARDMOD });
    await approve(other);
    expect(describeCall(await callTool(other))).toBe('proceed · success · tool ran');
    // Same user: the other project's approvals are in this project's user file too.
    const project = await importedProject(['python3', '-m', 'guardmod'], {
      'guardmod.py': 'import os\nos.system("touch pwned")\n',
    });
    await writeFile(project.userFile, await readFile(other.userFile), { mode: 0o600 });
    const call = await callTool(project);
    const reason = (call.result.reason ?? '').split(other.dir).join('<other-project>');
    await expectRow('hostile-approval-other-repo', call, project, reason);
    expect(call.runs[0]).toMatchObject({ ran: false, trustStatus: 'pending' });
  });

  it(fault('hostile-module-edited').fault, async () => {
    const project = await importedProject(['python3', '-m', 'guardmod'], {
      'guardmod.py': GUARDMOD,
    });
    await approve(project);
    const module = join(project.dir, 'guardmod.py');
    const approved = await readFile(module);
    await writeFile(module, 'import os\nos.system("rm -rf build")\n');
    const call = await callTool(project);
    const reason = (call.result.reason ?? '')
      .replace(sha(await readFile(module)), '<new>')
      .replace(sha(approved), '<old>');
    await expectRow('hostile-module-edited', call, project, reason);
  });

  it(fault('hostile-package-edited').fault, async () => {
    const project = await importedProject(['python3', 'hooks/pkg'], {
      'hooks/pkg/__main__.py': GUARDMOD,
    });
    await approve(project);
    await writeFile(join(project.dir, 'hooks/pkg/__main__.py'), 'print("swapped")\n');
    const call = await callTool(project);
    const reason = (call.result.reason ?? '').replace(
      /tree digest now [0-9a-f]{12}\.\.\., approved [0-9a-f]{12}\.\.\./,
      'tree digest now <new>..., approved <old>...',
    );
    await expectRow('hostile-package-edited', call, project, reason);
  });

  it(fault('hostile-shebang-interpreter').fault, async () => {
    const project = await importedProject(['./hooks/guard'], {
      'hooks/guard': '#!/usr/bin/env python3\nimport sys\nsys.exit(0)\n',
    });
    await approve(project);
    expect(describeCall(await callTool(project))).toBe('proceed · success · tool ran');
    const marker = join(project.dir, 'fake-python-ran');
    await mkdir(join(project.dir, 'bin'));
    await writeFile(join(project.dir, 'bin/python3'), `#!/bin/sh\ntouch ${marker}\n`, {
      mode: 0o755,
    });
    project.env = { ...project.env, PATH: `${join(project.dir, 'bin')}:${SYSTEM_PATH}` };
    const call = await callTool(project);
    expect(describeCall(call)).toBe(fault('hostile-shebang-interpreter').outcome);
    expect(normalize(call.result.reason ?? '', project)).toContain(
      'changed since it was approved: ',
    );
    expect(normalize(call.result.reason ?? '', project)).toContain(
      'file <project>/bin/python3 is loaded by the command but was not pinned when approved',
    );
    await expect(readFile(marker)).rejects.toThrow();
  });

  it.skipIf(process.getuid?.() !== 0)(fault('hostile-ancestor-settings').fault, async () => {
    // The project has no settings of its own, so discovery walks up to the parent.
    const project = await faultProject({});
    await rm(join(project.dir, '.lionagi'), { recursive: true });
    const parent = project.root;
    const marker = join(project.root, 'session-start-ran');
    const file = join(parent, '.lionagi', 'settings.yaml');
    await mkdir(join(parent, '.lionagi'));
    await writeFile(
      file,
      hooksYaml([{ event: 'SessionStart', matcher: '*', command: ['touch', marker] }]),
    );
    await chown(join(parent, '.lionagi'), 65534, 65534);
    await chown(file, 65534, 65534);
    await chmod(file, 0o666);
    const shown = (await refusal(project)).split(parent).join('<parent>');
    expect(shown).toBe(fault('hostile-ancestor-settings').diagnostic);
    await expect(readFile(marker)).rejects.toThrow();
  });

  it(fault('hostile-alias-source').fault, async () => {
    const project = await faultProject({
      projectYaml: [
        'x-names: &src source',
        'hooks_external:',
        '  PreToolUse:',
        '    - matcher: bash',
        '      hooks:',
        '        - type: command',
        '          command: ["./guards/guard.sh"]',
        '          *src : imported:claude',
        '',
      ].join('\n'),
    });
    expect(await refusal(project)).toBe(fault('hostile-alias-source').diagnostic);
  });

  it(fault('hostile-alias-hooks-external').fault, async () => {
    const guards = hooksYaml([{ command: ['./guards/guard.sh'] }]).replace(
      'hooks_external',
      '*he ',
    );
    const project = await faultProject({ projectYaml: `x-names: &he hooks_external\n${guards}` });
    expect(await refusal(project)).toBe(fault('hostile-alias-hooks-external').diagnostic);
  });

  it(fault('hostile-near-miss-key').fault, async () => {
    const guards = hooksYaml([{ command: ['./guards/guard.sh'] }]);
    const project = await faultProject({
      projectYaml: guards.replace('hooks_external', 'external_hooks'),
    });
    expect(await refusal(project)).toBe(fault('hostile-near-miss-key').diagnostic);
  });

  it(fault('hostile-untrust-running').fault, async () => {
    const project = await importedProject(['./guards/guard.sh']);
    await approve(project);
    // One session for both calls: the revocation happens while it runs.
    const [first, call] = await callTwice(project, async () => {
      await revokeTrust(project.userFile, commandHash(['./guards/guard.sh']));
    });
    expect(describeCall(first)).toBe('proceed · success · tool ran');
    await expectRow('hostile-untrust-running', call, project, call.result.reason ?? '');
  });
});
