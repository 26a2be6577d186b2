import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { chmod, mkdir, readdir, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createEventDispatcher } from '../src/dispatcher.js';
import { nodeLaunch } from '../src/launch-node.js';
import { pythonLaunch } from '../src/launch-python.js';
import { runHookCommand } from '../src/run-hook.js';
import { verifiedRunGaps } from '../src/verified-run-gaps.js';
import { tempDir } from './helpers.js';

const sha = (bytes: string | Buffer) => createHash('sha256').update(bytes).digest('hex');

/** Writes `files` under `root` (0755 for names ending in a script extension or without one in hooks/). */
async function writeTree(root: string, files: Record<string, string>): Promise<void> {
  for (const [name, text] of Object.entries(files)) {
    const path = join(root, name);
    await mkdir(join(path, '..'), { recursive: true });
    await writeFile(path, text);
    await chmod(path, 0o755);
  }
}

/** Each guard denies `rm -rf` with exit 2 and says, on stderr, where it ran and what it resolved. */
const PROJECT: Record<string, string> = {
  'node_modules/denylist/package.json': '{"name":"denylist","main":"index.js"}\n',
  'node_modules/denylist/index.js': 'module.exports = { denies: (c) => /rm -rf/.test(c) };\n',
  'node_modules/denylist-esm/package.json':
    '{"name":"denylist-esm","type":"module","exports":"./index.js"}\n',
  'node_modules/denylist-esm/index.js': 'export const denies = (c) => /rm -rf/.test(c);\n',
  'hooks/guard.js': [
    "const { denies } = require('denylist');",
    "const input = JSON.parse(require('node:fs').readFileSync(0, 'utf8'));",
    'console.error(`cjs main=${require.main === module} file=${__filename} argv=${process.argv.slice(1)}`);',
    'process.exit(denies(input.tool_input.command) ? 2 : 0);',
    '',
  ].join('\n'),
  'hooks/guard.mjs': [
    "import { readFileSync } from 'node:fs';",
    "import { denies } from 'denylist-esm';",
    "const input = JSON.parse(readFileSync(0, 'utf8'));",
    'console.error(`esm url=${import.meta.url} argv=${process.argv.slice(1)}`);',
    'process.exit(denies(input.tool_input.command) ? 2 : 0);',
    '',
  ].join('\n'),
  'hooks/guard.sh': [
    'input=$(cat)',
    '. "$(dirname "$0")/../lib/x.sh"',
    'echo "sh lib=$LIB from=$0 in=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd) args=$*" >&2',
    'case "$input" in *"rm -rf"*) exit 2;; esac',
    '',
  ].join('\n'),
  'lib/x.sh': 'LIB=project-lib\n',
  'hooks/guard.py': [
    'import json, sys',
    'from pathlib import Path',
    'from helpers import denies',
    'data = json.load(sys.stdin)',
    'print(f"py file={__file__} up={Path(__file__).parent.parent} argv={sys.argv} path0={sys.path[0]}", file=sys.stderr)',
    'sys.exit(2 if denies(data["tool_input"]["command"]) else 0)',
    '',
  ].join('\n'),
  'hooks/helpers/__init__.py': 'def denies(c):\n    return "rm -rf" in c\n',
  'guardmod.py': [
    'import json, sys',
    'data = json.load(sys.stdin)',
    'print(f"mod name={__name__} file={__file__} spec={__spec__.name} argv={sys.argv}", file=sys.stderr)',
    'sys.exit(2 if "rm -rf" in data["tool_input"]["command"] else 0)',
    '',
  ].join('\n'),
  'hooks/env-guard.js': `#!/usr/bin/env node\n${"const { denies } = require('denylist');\n"}${"const input = JSON.parse(require('node:fs').readFileSync(0, 'utf8'));\n"}console.error(\`env file=\${__filename}\`);\nprocess.exit(denies(input.tool_input.command) ? 2 : 0);\n`,
};

/** The shapes of issue 31 item 1: argv, and the files the trust gate would have verified. */
const SHAPES: Array<{ name: string; command: string[]; files: string[] }> = [
  {
    name: 'node CommonJS with a dependency',
    command: ['node', 'hooks/guard.js', 'a1'],
    files: ['hooks/guard.js'],
  },
  {
    name: 'node ES module',
    command: ['node', '${LIONAGI_PROJECT_DIR}/hooks/guard.mjs'],
    files: ['hooks/guard.mjs'],
  },
  {
    name: 'bash sourcing a parent-relative lib',
    command: ['bash', 'hooks/guard.sh', 'x', 'y z'],
    files: ['hooks/guard.sh'],
  },
  {
    name: 'python importing a sibling package',
    command: ['python3', 'hooks/guard.py', '--k'],
    files: ['hooks/guard.py'],
  },
  { name: 'python -m module', command: ['python3', '-m', 'guardmod', 'q'], files: ['guardmod.py'] },
  {
    name: 'own script with #!/usr/bin/env node',
    command: ['./hooks/env-guard.js'],
    files: ['hooks/env-guard.js'],
  },
];

let tmp: string;
let dir: string;
let saved: string | undefined;
beforeEach(async () => {
  dir = await tempDir();
  await writeTree(dir, PROJECT);
  // The hooks' TMPDIR: what another local user could plant in (/tmp by default).
  tmp = join(await tempDir(), 'tmp');
  await mkdir(tmp);
  saved = process.env.TMPDIR;
  process.env.TMPDIR = tmp;
});
afterEach(() => {
  if (saved === undefined) delete process.env.TMPDIR;
  else process.env.TMPDIR = saved;
});

async function fire(dir: string, command: string[], files: string[] | undefined, cmd: string) {
  const verified = files?.map((f) => ({
    path: join(dir, f),
    digest: sha(readFileSync(join(dir, f))),
  }));
  const dispatcher = createEventDispatcher(
    'PreToolUse',
    [{ type: 'command', command, timeoutSec: 20, source: 'imported:claude' }],
    {
      projectDir: dir,
      ...(verified === undefined
        ? {}
        : { trust: () => ({ trusted: true, status: 'trusted' as const, verified }) }),
    },
  );
  const result = await dispatcher.dispatch({ tool_name: 'bash', tool_input: { command: cmd } });
  const run = result.runs[0];
  return { decision: result.decision, exitCode: run?.exitCode, reason: result.reason ?? '' };
}

describe('verified runs: the interpreter on the verified bytes at the original path (issue 31 items 1, 5)', () => {
  it.each(SHAPES)(
    '$name: the same outcome verified and as configured',
    async ({ command, files }) => {
      for (const cmd of ['rm -rf /', 'ls']) {
        const plain = await fire(dir, command, undefined, cmd);
        const verified = await fire(dir, command, files, cmd);
        expect(verified).toEqual(plain);
        expect(verified.exitCode).toBe(cmd === 'ls' ? 0 : 2);
      }
      const { reason } = await fire(dir, command, files, 'rm -rf /');
      // Nothing of the run names a temporary path: the hook saw its own.
      expect(reason).toContain(dir);
      expect(reason).not.toContain(tmp);
      expect(await readdir(tmp)).toEqual([]);
    },
  );

  it('what is planted in TMPDIR is never reached: node_modules, package.json type, ../lib', async () => {
    const marker = join(dir, 'planted.ran');
    await writeTree(tmp, {
      'node_modules/denylist/index.js': `require('node:fs').writeFileSync(${JSON.stringify(marker)}, 'x');\nmodule.exports = { denies: () => false };\n`,
      'package.json': '{"type":"module"}\n',
      'lib/x.sh': `touch ${marker}; LIB=planted; exit 0\n`,
    });
    for (const shape of SHAPES) {
      const result = await fire(dir, shape.command, shape.files, 'rm -rf /');
      expect({ shape: shape.name, ...result }).toMatchObject({
        shape: shape.name,
        decision: 'deny',
        exitCode: 2,
      });
    }
    expect(existsSync(marker)).toBe(false);
  });

  it('refuses bytes that no longer match the verified digest; nothing is spawned', async () => {
    const guard = join(dir, 'hooks', 'guard.sh');
    const digest = sha(readFileSync(guard));
    const marker = join(dir, 'evil.ran');
    await writeFile(guard, `touch ${marker}\n`);
    const dispatcher = createEventDispatcher(
      'PreToolUse',
      [
        {
          type: 'command',
          command: ['bash', 'hooks/guard.sh'],
          timeoutSec: 5,
          source: 'imported:claude',
        },
      ],
      {
        projectDir: dir,
        trust: () => ({ trusted: true, status: 'trusted', verified: [{ path: guard, digest }] }),
      },
    );
    const result = await dispatcher.dispatch({ tool_name: 'bash', tool_input: { command: 'ls' } });
    expect(result.runs[0]).toMatchObject({ ran: false, trusted: false, trustStatus: 'changed' });
    expect(result.reason).toBe(
      `review and approve it again with "li hooks trust": hook command ["bash","hooks/guard.sh"] is not trusted (changed): file ${guard} changed after it was verified (sha256 now ${sha(`touch ${marker}\n`).slice(0, 12)}..., verified ${digest.slice(0, 12)}...); not started`,
    );
    expect(existsSync(marker)).toBe(false);
  });

  it("node's launcher refuses bytes on descriptor 3 that do not match, and an entry that resolves elsewhere", async () => {
    const guard = join(dir, 'hooks', 'guard.js');
    const bytes = readFileSync(guard);
    const options = { timeoutMs: 20_000, cwd: dir };
    const run = (real: string, payload: Buffer) =>
      runHookCommand(
        ['node', guard],
        {},
        { ...options, launch: { argv: nodeLaunch(['node'], [], real, sha(bytes), []), payload } },
      );
    const wrong = await run(guard, Buffer.from('process.exit(0)\n'));
    expect([wrong.exitCode, wrong.stderr]).toEqual([
      2,
      `lionagi: ${guard} does not hold the verified bytes any more; not run\n`,
    ]);
    // A path that is not the real one (a directory renamed into a symbolic link after the check).
    await symlink(join(dir, 'hooks'), join(dir, 'linked'));
    const elsewhere = join(dir, 'linked', 'guard.js');
    const moved = await run(elsewhere, bytes);
    expect([moved.exitCode, moved.stderr]).toEqual([
      2,
      `lionagi: ${elsewhere} does not hold the verified bytes any more; not run\n`,
    ]);
  });

  it("python's launcher refuses wrong bytes; both refuse, exit 2, when descriptor 3 is missing", async () => {
    const guard = join(dir, 'hooks', 'guard.py');
    const digest = sha(readFileSync(guard));
    const options = { timeoutMs: 20_000, cwd: dir };
    const python = pythonLaunch(['python3'], [], 's', 'hooks/guard.py', guard, digest, []);
    const wrong = await runHookCommand(
      ['python3', guard],
      {},
      {
        ...options,
        launch: { argv: python, payload: Buffer.from('import sys; sys.exit(0)\n') },
      },
    );
    expect([wrong.exitCode, wrong.stderr]).toEqual([
      2,
      `lionagi: ${guard} does not hold the verified bytes any more; not run\n`,
    ]);
    const node = nodeLaunch(['node'], [], join(dir, 'hooks', 'guard.js'), digest, []);
    for (const argv of [python, node]) {
      // Without the payload the hook gets no descriptor 3 (a failure must not let the call through).
      const missing = await runHookCommand(['x'], {}, { ...options, launch: { argv } });
      expect(missing.exitCode).toBe(2);
      expect(missing.stderr).toMatch(
        /^lionagi: the verified bytes of \S+ could not be read \(.*\); not run\n$/,
      );
    }
  });

  it('runs as configured, verified just before, what no launcher covers (a compiled program, a directory)', async () => {
    await writeTree(dir, {
      'hooks/pkg/__main__.py':
        'import sys\nsys.stdin.read()\nprint("tree ran", file=sys.stderr)\nsys.exit(2)\n',
    });
    const result = await fire(dir, ['python3', 'hooks/pkg'], [], 'ls');
    expect(result).toEqual({ decision: 'deny', exitCode: 2, reason: 'tree ran' });
  });
});

describe('what the trust review says about how a command starts (issue 31 item 5)', () => {
  const pin = (file: string, kind?: string) => ({
    path: join(dir, file),
    digest: sha(readFileSync(join(dir, file))),
    ...(kind === undefined ? {} : { kind }),
  });

  it('nothing for the forms that run from verified bytes', () => {
    for (const shape of SHAPES) {
      const pinned = shape.files.map((file) => pin(file));
      expect(verifiedRunGaps(shape.command, pinned, dir, undefined)).toEqual([]);
    }
    expect(verifiedRunGaps(['node', '-e', 'process.exit(0)'], [], dir, undefined)).toEqual([]);
  });

  it('names a form that runs as configured, and a pinned directory', async () => {
    await writeTree(dir, { 'hooks/x.pl': 'exit 0;\n', 'hooks/pkg/__main__.py': 'pass\n' });
    const swap = 'a process of the same user can replace what runs between the check and the start';
    expect(verifiedRunGaps(['perl', 'hooks/x.pl'], [pin('hooks/x.pl')], dir, undefined)).toEqual([
      `runs as configured, not from the verified bytes (perl is not an interpreter li hands verified bytes to (node, python, sh, bash, dash)): ${swap}`,
    ]);
    expect(
      verifiedRunGaps(
        ['node', '--require', './setup.js', 'hooks/guard.js'],
        [pin('hooks/guard.js')],
        dir,
        undefined,
      ),
    ).toEqual([
      `runs as configured, not from the verified bytes (node option --require loads code li does not verify): ${swap}`,
    ]);
    expect(
      verifiedRunGaps(
        ['python3', 'hooks/pkg'],
        [{ ...pin('hooks/pkg/__main__.py'), path: join(dir, 'hooks/pkg'), kind: 'tree' }],
        dir,
        undefined,
      ),
    ).toEqual([
      `directory ${join(dir, 'hooks/pkg')} is pinned, but its files are loaded from their paths: a process of the same user can replace one between the check and the load`,
    ]);
  });

  it('names an interpreter under the home (~/.nvm, ~/.pyenv) that the same user can swap, not a system one', async () => {
    const home = join(dir, 'home');
    await writeTree(dir, {
      'home/.nvm/bin/node': '#!/bin/sh\nexit 0\n',
      'hooks/guard.js': 'process.exit(0);\n',
      'hooks/x.sh': `#!${join(home, '.nvm/bin/node')}\n`,
    });
    const node = { ...pin('home/.nvm/bin/node'), kind: 'program' };
    const why = `interpreter ${node.path} is pinned, but it is under your home directory: a process of the same user can replace it between the check and the start (a root-owned interpreter outside your home cannot be)`;
    // The program a bare argv[0] found on PATH, and a shebang's interpreter.
    expect(
      verifiedRunGaps(['node', 'hooks/guard.js'], [node, pin('hooks/guard.js')], dir, home),
    ).toEqual([why]);
    expect(
      verifiedRunGaps(
        ['hooks/x.sh'],
        [pin('hooks/x.sh'), { ...node, kind: 'interpreter' }],
        dir,
        home,
      ),
    ).toContain(why);
    // The same interpreter root-owned outside the home, or a hook file under the home, is no gap.
    expect(
      verifiedRunGaps(
        ['node', 'hooks/guard.js'],
        [node, pin('hooks/guard.js')],
        dir,
        join(dir, 'elsewhere'),
      ),
    ).toEqual([]);
    expect(verifiedRunGaps([join(home, '.nvm/bin/node')], [node], dir, home)).toEqual([]);
  });
});
