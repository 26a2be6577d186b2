import { execFileSync } from 'node:child_process';
import { mkdir, readFile, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { loadSettings } from '@lionagi/hooks-config';
import { isHookError } from '@lionagi/hooks-profile';
import { approveCommands, listPending } from '@lionagi/hooks-trust';
import { afterAll, describe, expect, it } from 'vitest';
import { fault } from '../../src/fault-catalogue.js';
import { faultProject, normalize, removeFaultProjects } from '../support/fault-project.js';
import { attemptCall, callTool, describeCall } from '../support/tool-call.js';
import { approve, expectRow, importedProject, putFile as put } from '../support/trust-rows.js';

afterAll(removeFaultProjects);

const SYSTEM_PATH = '/usr/bin:/bin';
const ALLOW_PY = 'import sys\nsys.exit(0)\n';
const ALLOW_JS = 'process.stdin.resume();\nprocess.stdin.on("end", () => process.exit(0));\n';

const imported = (command: string[], files: Record<string, string> = {}) =>
  importedProject(command, files, { env: { PATH: SYSTEM_PATH } });

const digests = (reason: string) =>
  reason.replace(
    /(sha256|tree digest) now [0-9a-f]{12}\.\.\., approved [0-9a-f]{12}\.\.\./,
    '$1 now <new>..., approved <old>...',
  );

describe.concurrent('hostile inputs: what the interpreter finds around a pin', () => {
  it(fault('hostile-pyc-planted').fault, async () => {
    const project = await imported(['python3', '-m', 'guardmod'], {
      'guardmod.py': ALLOW_PY,
    });
    await approve(project);
    const marker = join(project.dir, 'planted-bytecode-ran');
    await put(project, 'evil.py', `open(${JSON.stringify(marker)}, "w")\n`);
    execFileSync(
      'python3',
      [
        '-c',
        'import importlib.util as u, py_compile as p, sys; p.compile(sys.argv[1], cfile=u.cache_from_source(sys.argv[2]), invalidation_mode=p.PycInvalidationMode.UNCHECKED_HASH, doraise=True)',
        join(project.dir, 'evil.py'),
        join(project.dir, 'guardmod.py'),
      ],
      { env: project.env },
    );
    const call = await callTool(project);
    expect(describeCall(call)).toBe(fault('hostile-pyc-planted').outcome);
    await expect(readFile(marker)).rejects.toThrow();
  });

  it(fault('hostile-package-shadow').fault, async () => {
    const project = await imported(['python3', '-m', 'guardmod'], {
      'guardmod.py': ALLOW_PY,
    });
    await approve(project);
    await put(project, 'guardmod/__init__.py', '');
    await put(project, 'guardmod/__main__.py', ALLOW_PY);
    const call = await callTool(project);
    await expectRow('hostile-package-shadow', call, project, call.result.reason ?? '');
  });

  it(fault('hostile-node-file-shadow').fault, async () => {
    const project = await imported(['node', 'hooks/dir'], {
      'hooks/dir/index.js': ALLOW_JS,
    });
    await approve(project);
    await put(project, 'hooks/dir.js', ALLOW_JS);
    const call = await callTool(project);
    await expectRow('hostile-node-file-shadow', call, project, call.result.reason ?? '');
  });

  it(fault('hostile-package-main-outside').fault, async () => {
    const project = await imported(['node', 'hooks/dir'], {
      'hooks/dir/package.json': '{ "main": "../main" }\n',
      'hooks/main.js': ALLOW_JS,
    });
    await approve(project);
    await put(project, 'hooks/main.js', `// edited\n${ALLOW_JS}`);
    const call = await callTool(project);
    await expectRow(
      'hostile-package-main-outside',
      call,
      project,
      digests(call.result.reason ?? ''),
    );
  });

  it(fault('hostile-tree-symlink-edited').fault, async () => {
    const project = await imported(['node', 'hooks/dir'], {
      'hooks/dir/index.js': `require('./verdict.js');\n${ALLOW_JS}`,
      'lib/verdict.js': '// v1\n',
    });
    await symlink('../../lib/verdict.js', join(project.dir, 'hooks/dir/verdict.js'));
    await approve(project);
    expect(describeCall(await callTool(project))).toBe('proceed · success · tool ran');
    await writeFile(join(project.dir, 'lib/verdict.js'), 'process.exit(0);\n');
    const call = await callTool(project);
    await expectRow(
      'hostile-tree-symlink-edited',
      call,
      project,
      digests(call.result.reason ?? ''),
    );
  });

  it(fault('hostile-tree-symlink-outside').fault, async () => {
    const project = await imported(['node', 'hooks/dir'], {
      'hooks/dir/index.js': ALLOW_JS,
    });
    await put(project, '../outside/verdict.js', '// outside\n');
    await symlink(
      join(project.root, 'outside/verdict.js'),
      join(project.dir, 'hooks/dir/verdict.js'),
    );
    const settings = await loadSettings({ projectDir: project.dir, env: project.env });
    const [pending] = await listPending(settings, { env: project.env });
    expect(normalize(pending!.problems.join('; '), project)).toContain(
      'directory <project>/hooks/dir has a symbolic link verdict.js that leads outside the project',
    );
    await expect(approveCommands(settings.userFile, [pending!])).rejects.toThrow(
      'cannot be approved',
    );
    const call = await callTool(project);
    expect(describeCall(call)).toBe(fault('hostile-tree-symlink-outside').outcome);
  });

  it(fault('hostile-env-split-shebang').fault, async () => {
    const project = await imported(['./hooks/guard'], {
      'hooks/guard': `#!/usr/bin/env -S NAME=v python3\n${ALLOW_PY}`,
    });
    await approve(project);
    expect(describeCall(await callTool(project))).toBe('proceed · success · tool ran');
    const marker = join(project.dir, 'fake-python-ran');
    await put(project, 'bin/python3', `#!/bin/sh\ntouch ${marker}\n`);
    project.env = { ...project.env, PATH: `${join(project.dir, 'bin')}:${SYSTEM_PATH}` };
    const call = await callTool(project);
    expect(describeCall(call)).toBe(fault('hostile-env-split-shebang').outcome);
    expect(normalize(call.result.reason ?? '', project)).toContain(
      'file <project>/bin/python3 is loaded by the command but was not pinned when approved',
    );
    await expect(readFile(marker)).rejects.toThrow();
  });

  it(fault('hostile-relative-shebang').fault, async () => {
    const project = await imported(['./hooks/guard'], {
      'hooks/guard': '#!./bin/interp\n',
      'bin/interp': '#!/bin/sh\nexit 0\n',
    });
    await approve(project);
    expect(describeCall(await callTool(project))).toBe('proceed · success · tool ran');
    await writeFile(join(project.dir, 'bin/interp'), '#!/bin/sh\necho swapped; exit 0\n');
    const call = await callTool(project);
    await expectRow('hostile-relative-shebang', call, project, digests(call.result.reason ?? ''));
  });

  it(fault('hostile-placeholder-e2big').fault, async () => {
    const project = await faultProject([
      { command: ['./guards/guard.sh', '${LIONAGI_PROJECT_DIR}'.repeat(4000)] },
    ]);
    const call = await attemptCall(project);
    expect(call.toolRuns).toEqual([]);
    console.log(
      'E2BIG',
      isHookError(call.error) && call.error.code,
      normalize(String((call.error as Error)?.message), project),
    );
    expect(
      normalize((call.error as Error).message, project).replace(/\d+ bytes/, '<n> bytes'),
    ).toBe(fault('hostile-placeholder-e2big').diagnostic);
  });

  it(fault('hostile-path-order').fault, async () => {
    const project = await imported(['python3', 'guard.py'], { 'guard.py': ALLOW_PY });
    await put(project, 'shims/python3', '#!/bin/sh\nexec /usr/bin/python3 "$@"\n');
    await mkdir(join(project.root, 'versions/bin'), { recursive: true });
    await symlink('/usr/bin/python3', join(project.root, 'versions/bin/python3'));
    const shim = `${join(project.dir, 'shims')}:${SYSTEM_PATH}`;
    const direct = `${join(project.root, 'versions/bin')}:${SYSTEM_PATH}`;
    project.env = { ...project.env, PATH: shim };
    await approve(project);
    project.env = { ...project.env, PATH: direct };
    const call = await callTool(project);
    expect(describeCall(call)).toBe(fault('hostile-path-order').outcome);
    expect(call.result.reason).toContain(
      'approving adds this resolution beside it, and each stays trusted only as approved',
    );
    await approve(project);
    expect(describeCall(await callTool(project))).toBe('proceed · success · tool ran');
    project.env = { ...project.env, PATH: shim };
    expect(describeCall(await callTool(project))).toBe('proceed · success · tool ran');
  });
});
