import type { FaultRow } from './fault-catalogue.js';

const DENIED = 'deny · blocked · tool not run';
const IMPORTED = (argv: string) =>
  `imported hook command ${argv} (PreToolUse, from <project>/.lionagi/settings.yaml:5)`;
const GUARDMOD = '["python3", "-m", "guardmod"]';
const CHANGED = (_argv: string, shown: string) =>
  `review and approve it again with "li hooks trust": ${IMPORTED(shown)} changed since it was approved: `;

/**
 * Issue 31 item 2 and its neighbours: code the interpreter would find by its own search, around
 * what an approval pinned (bytecode caches, shadowing candidates, symlinks, `#!` lines, the PATH
 * order of another shell), each as a catalogue row.
 */
export const HOSTILE_PINS_FAULTS: readonly FaultRow[] = [
  {
    id: 'hostile-pyc-planted',
    area: 'hostile input',
    fault:
      'an unchecked-hash `.pyc` compiled from other code is planted in `__pycache__` beside the `guardmod.py` of an approved `python3 -m guardmod`',
    outcome: 'proceed · success · tool ran',
    diagnostic:
      '(the approved source runs: Python hooks run with `PYTHONPYCACHEPREFIX=$LIONAGI_HOME/pycache`, so no `__pycache__` beside the code is read; the test checks the marker the planted code would create is absent)',
    cleanup: 'the planted bytecode never ran',
    suite: 'default',
  },
  {
    id: 'hostile-package-shadow',
    area: 'hostile input',
    fault:
      'a package `guardmod/` (`__init__.py`, `__main__.py`) is written beside the `guardmod.py` of an approved `python3 -m guardmod` (Python prefers the package)',
    outcome: DENIED,
    diagnostic: `${CHANGED('["python3","-m","guardmod"]', GUARDMOD)}<project>/guardmod.py is no longer what the command loads; directory <project>/guardmod is loaded by the command but was not pinned when approved; <project>/guardmod/__init__.py exists now: it was absent when approved, and the interpreter loads it before the code that was approved`,
    cleanup: 'nothing started; the package never ran',
    suite: 'default',
  },
  {
    id: 'hostile-node-file-shadow',
    area: 'hostile input',
    fault:
      '`hooks/dir.js` is written beside the directory of an approved `node hooks/dir` (Node tries `hooks/dir.js` before the directory)',
    outcome: DENIED,
    diagnostic: `${CHANGED('["node","hooks/dir"]', '["node", "hooks/dir"]')}<project>/hooks/dir is no longer what the command loads; file <project>/hooks/dir.js is loaded by the command but was not pinned when approved; <project>/hooks/dir.js exists now: it was absent when approved, and the interpreter loads it before the code that was approved`,
    cleanup: 'nothing started; hooks/dir.js never ran',
    suite: 'default',
  },
  {
    id: 'hostile-package-main-outside',
    area: 'hostile input',
    fault:
      'the directory of an approved `node hooks/dir` has a `package.json` whose `main` is `../main` (outside the directory), and the repository edits `hooks/main.js`; before the fix only the tree was pinned and the edited file ran',
    outcome: DENIED,
    diagnostic: `${CHANGED('["node","hooks/dir"]', '["node", "hooks/dir"]')}file <project>/hooks/main.js changed (sha256 now <new>..., approved <old>...)`,
    cleanup:
      'nothing started (a package.json main outside the pinned tree is resolved and pinned too)',
    suite: 'default',
  },
  {
    id: 'hostile-tree-symlink-edited',
    area: 'hostile input',
    fault:
      'a file inside the directory of an approved `node hooks/dir` is a symbolic link to `lib/verdict.js` in the project, and the repository edits `lib/verdict.js`',
    outcome: DENIED,
    diagnostic: `${CHANGED('["node","hooks/dir"]', '["node", "hooks/dir"]')}directory <project>/hooks/dir changed (tree digest now <new>..., approved <old>...)`,
    cleanup: 'nothing started (links in a tree are followed and hashed by content)',
    suite: 'default',
  },
  {
    id: 'hostile-tree-symlink-outside',
    area: 'hostile input',
    fault:
      'the directory of an imported `node hooks/dir` holds a symbolic link to a file outside the project',
    outcome: DENIED,
    diagnostic:
      '(approval is refused: the directory <project>/hooks/dir has a symbolic link verdict.js that leads outside the project; the guard stays pending)',
    cleanup: 'nothing started; no record written',
    suite: 'default',
  },
  {
    id: 'hostile-env-split-shebang',
    area: 'hostile input',
    fault:
      'an approved guard whose first line is `#!/usr/bin/env -S NAME=v python3`; the repository puts its own `python3` first on PATH',
    outcome: DENIED,
    diagnostic:
      "(the reason says the command changed and names `<project>/bin/python3` as loaded by the command but not pinned when approved: env -S is read with env's grammar)",
    cleanup: 'nothing started; the fake python3 never ran',
    suite: 'default',
  },
  {
    id: 'hostile-relative-shebang',
    area: 'hostile input',
    fault:
      "an approved guard whose first line is `#!./bin/interp` (resolved by the kernel against the hook's cwd, the project); the repository edits `bin/interp`",
    outcome: DENIED,
    diagnostic: `${CHANGED('["./hooks/guard"]', '["./hooks/guard"]')}file <project>/bin/interp changed (sha256 now <new>..., approved <old>...)`,
    cleanup: 'nothing started; the edited interpreter never ran',
    suite: 'default',
  },
  {
    id: 'hostile-placeholder-e2big',
    area: 'hostile input',
    fault:
      'a project guard whose argv is 88 KB of `${LIONAGI_PROJECT_DIR}` placeholders, under 128 KiB as written and over it once substituted',
    outcome: 'INVALID_ARGV · tool not run',
    diagnostic:
      'PreToolUse hook <project>/.lionagi/settings.yaml:5: argv element 1 is <n> bytes, over the 131072-byte limit of one exec argument (it would fail with E2BIG), once ${LIONAGI_PROJECT_DIR} is <project> and the hook environment is added',
    cleanup: 'nothing started: the session does not load',
    suite: 'default',
  },
  {
    id: 'hostile-path-order',
    area: 'hostile input',
    fault:
      '`python3 guard.py` approved in a shell where `python3` is a shim script; the session runs with the directory of the interpreter itself first on PATH',
    outcome: DENIED,
    diagnostic:
      '(the reason says the executable now resolves to the interpreter and that approving adds this resolution beside the approved one; after that approval both PATH orders run the guard)',
    cleanup: 'nothing started until approved; the first approval is kept',
    suite: 'default',
  },
];
