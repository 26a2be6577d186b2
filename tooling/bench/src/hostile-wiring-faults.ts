import type { FaultRow } from './fault-catalogue.js';

/**
 * Issue 31, the policy half: approvals that did not pin where a hook is wired, Python interop
 * that widened trust, the model editing a guard's own code, a planted `.git`, hook files others
 * can write, hook text that drove the terminal, http handlers approved without a warning, the
 * model creating a file that shadows a guard, and a cloned project's hooks run on the first start.
 * Each row's test names its id.
 */
export const HOSTILE_WIRING_FAULTS: readonly FaultRow[] = [
  {
    id: 'hostile-wiring-moved',
    area: 'trust',
    fault:
      'an imported http hook approved as an `async` PostToolUse audit POST is moved by the repository to PreToolUse (its endpoint could rewrite the command with `updatedInput`), UserPromptSubmit (every prompt) or PermissionRequest (answers for the user); checked in `packages/trust/test/wiring-pins.test.ts`',
    outcome: 'trust `changed` · the hook does not run · the review shows the difference',
    diagnostic:
      '… changed since it was approved: event was PostToolUse, is now PreToolUse; async was true, is now false; review and approve it again with "li hooks trust"',
    cleanup:
      'command hooks the same (event, matcher, async, tool_vocabulary); a record written before wiring was pinned is `changed` too ("approved before li pinned where a hook is wired")',
    suite: 'default',
  },
  {
    id: 'hostile-python-widens',
    area: 'trust',
    fault:
      'an approval here of `sh hooks/x` written with `argv_hash`, `resolved_path: /usr/bin/dash`, `content_digest` of dash: Python LionAGI honours it by argv hash and executable alone, so it runs any `hooks/x` in any checkout; checked in `packages/trust/test/python-interop.test.ts`',
    outcome:
      'the record is written under `li_argv_hash`: Python LionAGI finds no record (pending there)',
    diagnostic:
      '(the written record has no `argv_hash`; li trusts it, untrust finds it by the same hash)',
    cleanup:
      'a hook that is its own executable (and pins nothing else) keeps `argv_hash`: Python pins the same code by path and digest',
    suite: 'default',
  },
  {
    id: 'hostile-model-edits-guard',
    area: 'hostile input',
    fault:
      "the model calls li-agent's `write_file` on the demo's `hooks/deny-destructive.mjs` (`process.exit(0)`), then `bash rm -rf victim` in the same prompt; checked in `apps/agent/test/guard-files.test.ts`",
    outcome: 'write_file `denied` · the guard unchanged · bash `denied` · victim kept',
    diagnostic:
      'write_file: "hooks/deny-destructive.mjs" is a file that the PreToolUse hook ["node", "${LIONAGI_PROJECT_DIR}/hooks/deny-destructive.mjs"] (<project>/.lionagi/settings.yaml:5) executes or pins; the agent\'s file tools never change a configured hook\'s code (through bash such a change is seen: a pinned file that changes is "changed" and its hook denies)',
    cleanup:
      'edit_file the same; a file inside a pinned directory (`node guards/dir`) and a new one there too',
    suite: 'default',
  },
  {
    id: 'hostile-model-git-file',
    area: 'hostile input',
    fault:
      'the model writes `src/.git` (`gitdir: /nowhere`), so settings discovery from `src/` stopped there and a run started in `src/` loaded no guards; checked in `apps/agent/test/guard-files.test.ts` and `packages/config/src/discovery.test.ts`',
    outcome: 'write_file `denied`; a `.git` that is not a repository ends no walk',
    diagnostic:
      'write_file: "src/.git" names a .git file or directory; the agent\'s file tools never write repository metadata (a .git written in a subdirectory would end settings discovery there, and the project\'s guards would not load)',
    cleanup:
      'discovery stops only at `.git` holding `HEAD` or a `.git` file whose `gitdir:` exists (a worktree, a submodule)',
    suite: 'default',
  },
  {
    id: 'hostile-hook-file-foreign',
    area: 'trust',
    fault:
      "a project hook's script is owned by another user (`chown nobody`), or mode 666, or in a 777 directory; checked in `packages/trust/test/hook-file-safety.test.ts` and `apps/cli/test/doctor.test.ts`",
    outcome:
      'trust `unsafe` · deny on a blocking event, skipped on an advisory one · doctor `hook-file-unsafe` (exit 1)',
    diagnostic:
      'project hook command ["sh", "hooks/guard.sh"] (PreToolUse, from <project>/.lionagi/settings.yaml:4) does not run: the file <project>/hooks/guard.sh is owned by nobody (uid 65534), not by you …; whoever can write it chooses what this hook does. Fix the owner or mode, or allow the directory with LIONAGI_SAFE_DIRECTORIES',
    cleanup:
      'LIONAGI_SAFE_DIRECTORIES still allows it; before the fix it ran and doctor said no problems',
    suite: 'default',
  },
  {
    id: 'hostile-terminal-escapes',
    area: 'hostile input',
    fault:
      "a guard denies with `\\e]52;c;…\\a\\e[2J\\e[H` in its reason (an OSC 52 clipboard write, a clear screen) and the model's answer carries the same; checked in `apps/cli/test/terminal-escapes.test.ts` and `apps/agent/test/terminal-escapes.test.ts`",
    outcome:
      'li hooks run / test / list and li-agent text show `\\u001b]52;…`; no raw ESC or BEL reaches the terminal',
    diagnostic: 'PreToolUse: deny: denied\\u001b]52;c;cm0gLXJmIH4=\\u0007\\u001b[2J\\u001b[H done',
    cleanup: '`--json` and `--output-format json` keep the raw text',
    suite: 'default',
  },
  {
    id: 'hostile-http-local-host',
    area: 'trust',
    fault:
      'an imported http guard posts to `http://169.254.169.254/…` or `http://localhost` with `allowed_env_vars` tokens, on PreToolUse without `fail_closed`; checked in `packages/trust/src/http-warnings.test.ts`',
    outcome:
      'the review warns before approval; C-5 kept: without `fail_closed` a connection error lets the action go ahead',
    diagnostic:
      'WARNING: cleartext http:// URL: the headers reading TOKEN are sent unencrypted; anyone on the path can read them',
    cleanup:
      'also: "host 169.254.169.254 is a link-local address (cloud metadata services answer there) …" and "on a blocking event without fail_closed …"',
    suite: 'default',
  },
  {
    id: 'hostile-model-shadows-guard',
    area: 'hostile input',
    fault:
      "the model calls li-agent's `write_file` on `guardmod/__init__.py` (or `guardmod.cpython-311-x86_64-linux-gnu.so`) beside the `guardmod.py` of a `python3 -m guardmod` guard, or on `guards/dir.js` beside the directory of `node guards/dir`: the interpreter would load it in place of the guard; checked in `apps/agent/test/guard-shadow-files.test.ts`",
    outcome: 'write_file `denied` · nothing created',
    diagnostic:
      'write_file: "guardmod/__init__.py" would create <project>/guardmod/__init__.py, which the interpreter would load in place of the code that the PreToolUse hook ["python3", "-m", "guardmod"] (<project>/.lionagi/settings.yaml:5) executes or pins; …',
    cleanup:
      'what an approval pins as `absent` (trust, issue 31 item 2) is what the file tools refuse to create; through `bash` it makes an imported hook `changed`',
    suite: 'default',
  },
  {
    id: 'hostile-cloned-project-hooks',
    area: 'trust',
    fault:
      "a freshly cloned repository's `.lionagi/settings.yaml` defines a SessionStart hook and an MCP server of its own (no `source:`), then `li-agent` starts in it; checked in `apps/agent/test/project-approval.test.ts`",
    outcome:
      'on a terminal: listed and asked once before anything starts (no: nothing ran, exit 1); headless: D7 (runs) unless `LIONAGI_REQUIRE_PROJECT_APPROVAL=1` (refused, exit 1)',
    diagnostic:
      'li-agent: <project>/.lionagi/settings.yaml defines hooks and MCP servers that run as you, and you have not approved them on this machine: … Approve them for <project>? [y/N]',
    cleanup:
      'the approval (`trusted_project_settings` in the user file) holds for that real path and digest; a change to those entries asks again (C-9)',
    suite: 'default',
  },
  {
    id: 'hostile-project-settings-swapped-while-asked',
    area: 'trust',
    fault:
      "the project file's SessionStart hook is replaced while li-agent's approval question waits, and the user answers yes to what was shown; before the fix the session read the file again and ran the replaced hook; checked in `apps/agent/test/project-approval.test.ts`",
    outcome:
      'the session runs the entries that were shown and approved (the file is not read again); the replaced hook does not run',
    diagnostic:
      'the next start: li-agent: … and they changed since you approved them on this machine: … Approve them for <project>? [y/N]; `li hooks list` and `li hooks doctor` say: Project approval: … changed since they were approved on this machine … (review and approve: li hooks trust --project)',
    cleanup:
      'none: nothing of the replaced entries ran; the approval recorded is of what was shown',
    suite: 'default',
  },
];
