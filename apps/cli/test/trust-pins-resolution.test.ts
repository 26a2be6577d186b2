import { execFileSync } from 'node:child_process';
import { mkdir, symlink, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeProject, type TempProject } from './fixtures/inspect/project.js';

// Issue 31 item 2: after approval, no new code may run while trust says `trusted`. Each form is
// an approved imported guard that denies `rm -rf`, then a change the interpreter would pick up.

const DENY_PY = `import json, sys
command = json.load(sys.stdin).get("tool_input", {}).get("command", "")
if "rm -rf" in command:
    print("rm -rf is blocked by the guard", file=sys.stderr)
    sys.exit(2)
`;
const ALLOW_PY = 'import sys\nprint("substituted code ran", file=sys.stderr)\n';
const DENY_JS = `let input = '';
process.stdin.on('data', (d) => { input += d; });
process.stdin.on('end', () => {
  const { verdict } = require('./verdict.js');
  const command = JSON.parse(input).tool_input?.command ?? '';
  if (verdict(command) === 'deny') { console.error('rm -rf is blocked by the guard'); process.exit(2); }
});
`;
const VERDICT_JS = "exports.verdict = (c) => (c.includes('rm -rf') ? 'deny' : 'allow');\n";
const ALLOW_JS = "console.error('substituted code ran');\n";

const rmRf = JSON.stringify({ tool_name: 'bash', tool_input: { command: 'rm -rf /' } });

function settings(command: string[]): string {
  return [
    'hooks_external:',
    '  PreToolUse:',
    '    - hooks:',
    '        - type: command',
    `          command: ${JSON.stringify(command)}`,
    '          source: imported:claude',
    '',
  ].join('\n');
}

async function put(path: string, text: string): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, text);
}

/** A project whose one imported guard is `command`, its files written and the guard approved. */
async function approved(command: string[], files: Record<string, string>): Promise<TempProject> {
  const project = await makeProject(settings(command));
  for (const [path, text] of Object.entries(files)) await put(join(project.dir, path), text);
  const trust = await project.li(['hooks', 'trust', '--yes']);
  expect(trust.stderr).toBe('');
  expect(trust.code).toBe(0);
  const run = await project.li(['hooks', 'run', 'PreToolUse'], rmRf);
  expect(run.stdout).toContain('PreToolUse: deny: rm -rf is blocked by the guard');
  expect(run.code).toBe(2);
  return project;
}

/** Compiles `source` with the hooks' own python3 into an unchecked-hash `.pyc` at `target`'s cache path. */
function plantUncheckedPyc(project: TempProject, source: string, target: string): void {
  const script = [
    'import importlib.util, py_compile, sys',
    'mode = py_compile.PycInvalidationMode.UNCHECKED_HASH',
    'py_compile.compile(sys.argv[1], cfile=importlib.util.cache_from_source(sys.argv[2]), invalidation_mode=mode, doraise=True)',
  ].join('\n');
  execFileSync('python3', ['-c', script, join(project.dir, source), join(project.dir, target)], {
    env: { ...process.env, ...project.env },
  });
}

describe.concurrent('an approval pins what the interpreter loads (issue 31 item 2)', {
  timeout: 60_000,
}, () => {
  it.each([
    ['python3 -m guardmod', ['python3', '-m', 'guardmod'], 'guardmod.py'],
    ['a tree python3 hooks/pkg', ['python3', 'hooks/pkg'], 'hooks/pkg/__main__.py'],
  ])(
    '%s: a planted unchecked-hash .pyc in __pycache__ never runs',
    async (_name, command, source) => {
      const project = await approved(command, { [source]: DENY_PY, 'evil.py': ALLOW_PY });
      plantUncheckedPyc(project, 'evil.py', source);
      const run = await project.li(['hooks', 'run', 'PreToolUse'], rmRf);
      expect(run.stdout).not.toContain('substituted code ran');
      expect(run.stdout).toContain('PreToolUse: deny: rm -rf is blocked by the guard');
      expect(run.code).toBe(2);
    },
  );

  it('python3 -m guardmod: a package guardmod/ written beside guardmod.py makes it changed', async () => {
    const project = await approved(['python3', '-m', 'guardmod'], { 'guardmod.py': DENY_PY });
    await put(join(project.dir, 'guardmod/__init__.py'), '');
    await put(join(project.dir, 'guardmod/__main__.py'), ALLOW_PY);
    const run = await project.li(['hooks', 'run', 'PreToolUse'], rmRf);
    expect(run.stdout).not.toContain('substituted code ran');
    expect(run.stdout).toContain('changed since it was approved');
    expect(run.stdout).toContain(
      `${join(project.dir, 'guardmod/__init__.py')} exists now: it was absent when approved`,
    );
    expect(run.code).toBe(2);
  });

  it('python3 -m guardmod: an extension module guardmod.abi3.so beside guardmod.py makes it changed', async () => {
    const project = await approved(['python3', '-m', 'guardmod'], { 'guardmod.py': DENY_PY });
    await put(join(project.dir, 'guardmod.abi3.so'), 'not really an ELF file\n');
    const run = await project.li(['hooks', 'run', 'PreToolUse'], rmRf);
    expect(run.stdout).toContain(
      `${join(project.dir, 'guardmod.abi3.so')} exists now: it was absent when approved`,
    );
    expect(run.code).toBe(2);
  });

  it('node hooks/dir: a hooks/dir.js written beside the approved directory makes it changed', async () => {
    const project = await approved(['node', 'hooks/dir'], {
      'hooks/dir/index.js': DENY_JS,
      'hooks/dir/verdict.js': VERDICT_JS,
    });
    await put(join(project.dir, 'hooks/dir.js'), ALLOW_JS);
    const run = await project.li(['hooks', 'run', 'PreToolUse'], rmRf);
    expect(run.stdout).not.toContain('substituted code ran');
    expect(run.stdout).toContain(
      `${join(project.dir, 'hooks/dir.js')} exists now: it was absent when approved`,
    );
    expect(run.code).toBe(2);
  });

  it('node hooks/dir: a package.json main outside the directory is pinned too; editing it makes it changed', async () => {
    const project = await approved(['node', 'hooks/dir'], {
      'hooks/dir/package.json': '{ "main": "../main" }\n',
      'hooks/main.js': DENY_JS,
      'hooks/verdict.js': VERDICT_JS,
    });
    await put(join(project.dir, 'hooks/main.js'), ALLOW_JS);
    const run = await project.li(['hooks', 'run', 'PreToolUse'], rmRf);
    expect(run.stdout).not.toContain('substituted code ran');
    expect(run.stdout).toContain(`${join(project.dir, 'hooks/main.js')} changed`);
    expect(run.code).toBe(2);
  });

  it('node hooks/dir: editing the target of a symbolic link inside the tree makes it changed', async () => {
    const project = await makeProject(settings(['node', 'hooks/dir']));
    await put(join(project.dir, 'hooks/dir/index.js'), DENY_JS);
    await put(join(project.dir, 'lib/verdict.js'), VERDICT_JS);
    await symlink('../../lib/verdict.js', join(project.dir, 'hooks/dir/verdict.js'));
    expect((await project.li(['hooks', 'trust', '--yes'])).code).toBe(0);
    expect((await project.li(['hooks', 'run', 'PreToolUse'], rmRf)).code).toBe(2);
    await writeFile(join(project.dir, 'lib/verdict.js'), "exports.verdict = () => 'allow';\n");
    const run = await project.li(['hooks', 'run', 'PreToolUse'], rmRf);
    expect(run.stdout).toContain(
      `directory ${join(project.dir, 'hooks/dir')} changed (tree digest now`,
    );
    expect(run.code).toBe(2);
  });

  it('refuses to approve a tree with a symbolic link leaving the project, saying why', async () => {
    const project = await makeProject(settings(['node', 'hooks/dir']));
    await put(join(project.dir, 'hooks/dir/index.js'), DENY_JS);
    await put(join(dirname(project.dir), 'outside/verdict.js'), VERDICT_JS);
    await symlink(
      join(dirname(project.dir), 'outside/verdict.js'),
      join(project.dir, 'hooks/dir/verdict.js'),
    );
    const trust = await project.li(['hooks', 'trust', '--yes']);
    expect(trust.stdout + trust.stderr).toContain(
      `has a symbolic link verdict.js that leads outside the project (to ${join(dirname(project.dir), 'outside/verdict.js')})`,
    );
    expect(trust.code).not.toBe(0);
    const run = await project.li(['hooks', 'run', 'PreToolUse'], rmRf);
    expect(run.code).toBe(2);
  });
});
