import type { FaultRow } from './fault-catalogue.js';

const DENIED = 'deny · blocked · tool not run';
const REFUSED = 'CONFIG_INVALID · tool not run';
const IMPORTED = (argv: string) =>
  `imported hook command ${argv} (PreToolUse, from <project>/.lionagi/settings.yaml:5)`;
const GUARDMOD = '["python3", "-m", "guardmod"]';

/**
 * Issue 16, the hostile repository: attacks a repository (its settings file, the code its hooks
 * load, its PATH) makes on the trust the user gave, each as a catalogue row. The hostile-model
 * attacks live in their own list beside this one, so both merge as data.
 */
export const HOSTILE_REPOSITORY_FAULTS: readonly FaultRow[] = [
  {
    id: 'hostile-approval-other-repo',
    area: 'hostile input',
    fault:
      'the imported hook `["python3", "-m", "guardmod"]` was approved in another project; this repository imports the same hook and ships its own `guardmod.py`',
    outcome: DENIED,
    diagnostic: `review and approve it with "li hooks trust": ${IMPORTED(GUARDMOD)} is not trusted: it was approved in <other-project>, not in this project (<project>); an approval holds only in the project it was given in`,
    cleanup: 'nothing started (record `ran: false`, trust status `pending`)',
    suite: 'default',
  },
  {
    id: 'hostile-module-edited',
    area: 'hostile input',
    fault:
      'the module behind an approved `python3 -m guardmod` (`guardmod.py` in the project, first on `sys.path`) is edited',
    outcome: DENIED,
    diagnostic: `review and approve it again with "li hooks trust": ${IMPORTED(GUARDMOD)} changed since it was approved: file <project>/guardmod.py changed (sha256 now <new>..., approved <old>...)`,
    cleanup: 'nothing started; both digests are the real sha256 prefixes',
    suite: 'default',
  },
  {
    id: 'hostile-package-edited',
    area: 'hostile input',
    fault:
      '`__main__.py` inside the package directory behind an approved `python3 hooks/pkg` is edited',
    outcome: DENIED,
    diagnostic: `review and approve it again with "li hooks trust": ${IMPORTED('["python3", "hooks/pkg"]')} changed since it was approved: directory <project>/hooks/pkg changed (tree digest now <new>..., approved <old>...)`,
    cleanup: 'nothing started (the directory is pinned as a tree digest)',
    suite: 'default',
  },
  {
    id: 'hostile-shebang-interpreter',
    area: 'hostile input',
    fault:
      'an approved `#!/usr/bin/env python3` guard; the repository puts its own `python3` first on PATH',
    outcome: DENIED,
    diagnostic:
      '(the reason says the command changed and names `<project>/bin/python3` as loaded by the command but not pinned when approved)',
    cleanup: 'nothing started; the fake python3 never ran',
    suite: 'default',
  },
  {
    id: 'hostile-ancestor-settings',
    area: 'hostile input',
    fault:
      'a `.lionagi/settings.yaml` owned by `nobody`, mode 666, in a parent directory of the project, with a SessionStart hook',
    outcome: REFUSED,
    diagnostic:
      '<parent>/.lionagi/settings.yaml:1:1: refusing to read <parent>/.lionagi/settings.yaml: the directory <parent>/.lionagi holding it is owned by nobody (uid 65534), not by you (root (uid 0)) or root (mode 755); whoever can write it chooses the commands that run. Fix the owner or mode, or allow the directory with LIONAGI_SAFE_DIRECTORIES=<parent>',
    cleanup: 'the SessionStart hook never ran (its marker file does not exist)',
    suite: 'default',
  },
  {
    id: 'hostile-alias-source',
    area: 'hostile input',
    fault:
      '`*src : imported:claude` in a hook entry: a key written as an alias, which was validated through the alias and then dropped (the entry ran as project tier)',
    outcome: REFUSED,
    diagnostic:
      '<project>/.lionagi/settings.yaml:8:11: a mapping key may not be an alias (*src); write the key itself: settings keys are read by name, so an aliased key would be checked and then ignored',
    cleanup: 'nothing started',
    suite: 'default',
  },
  {
    id: 'hostile-alias-hooks-external',
    area: 'hostile input',
    fault: '`*he :` for `hooks_external`, which dropped every guard',
    outcome: REFUSED,
    diagnostic:
      '<project>/.lionagi/settings.yaml:2:1: a mapping key may not be an alias (*he); write the key itself: settings keys are read by name, so an aliased key would be checked and then ignored',
    cleanup: 'nothing started',
    suite: 'default',
  },
  {
    id: 'hostile-near-miss-key',
    area: 'hostile input',
    fault: '`external_hooks:` instead of `hooks_external:` (the guards silently did not exist)',
    outcome: REFUSED,
    diagnostic:
      '<project>/.lionagi/settings.yaml:1:1: top-level key "external_hooks" is not a settings key; did you mean "hooks_external"? refusing to load a file whose hooks would silently not exist',
    cleanup: 'nothing started',
    suite: 'default',
  },
  {
    id: 'hostile-untrust-running',
    area: 'hostile input',
    fault:
      '`li hooks untrust` (revokeTrust on the user file) while a session runs; the next call in the same session',
    outcome: DENIED,
    diagnostic: `review and approve it with "li hooks trust": ${IMPORTED('["./guards/guard.sh"]')} is not trusted: no record of sha256 d411be3c96255fa01c39fd0898087621c19bc8ab9b501a8fb1a325f13c7033f8 in trusted_hook_commands of the user settings file`,
    cleanup: 'nothing started after the revocation (the first call ran the guard)',
    suite: 'default',
  },
];
