import { HOSTILE_MODEL_FAULTS } from './hostile-model-faults.js';
import { HOSTILE_PINS_FAULTS } from './hostile-pins-faults.js';
import { HOSTILE_REPOSITORY_FAULTS } from './hostile-repository-faults.js';
import { HOSTILE_VERIFIED_RUN_FAULTS } from './hostile-verified-run-faults.js';
import { HOSTILE_WIRING_FAULTS } from './hostile-wiring-faults.js';

/** Which run covers a fault: the normal `pnpm test`, or only `pnpm test:faults` (slow). */
export type FaultSuite = 'default' | 'faults';

/** One fault the suite injects, and what a person sees when it happens. */
export interface FaultRow {
  /** Stable id; the test that injects the fault looks its row up by it. */
  id: string;
  area:
    | 'hook process'
    | 'trust'
    | 'settings file'
    | 'generated'
    | 'hostile input'
    | 'owner stopped';
  /** What the fault is and how it is produced. */
  fault: string;
  /**
   * The profile outcome. For tool calls: the firing (`deny`/`proceed`), each matched hook's
   * outcome, and whether the tool ran, as `describeCall` prints it; the test compares it exactly.
   */
  outcome: string;
  /**
   * The diagnostic a person acts on, exactly (temp paths shown as `<project>`, `<user-settings>`);
   * in parentheses, a description of what the test checks instead of one exact text.
   */
  diagnostic: string;
  /** What is proven to be left behind: processes (by pid) and settings bytes. */
  cleanup: string;
  suite: FaultSuite;
}

const DENY_TIMEOUT = 'deny · timeout · tool not run';
const CHANGED =
  'review and approve it again with "li hooks trust": imported hook command ["./guards/guard.sh"] (PreToolUse, from <project>/.lionagi/settings.yaml:5) changed since it was approved: ';
const REFUSED =
  'CONFIG_INVALID · tool not run · approval refused (CONFIG_WRITE_REFUSED), bytes unchanged';

/**
 * Every fault the suite injects, in the order `docs/reliability.md` lists them. Hook and trust
 * faults go through a real `Session` tool call (`branch.act` → `ActionManager.invoke` → external
 * PreToolUse on `bash`) with settings from real YAML files.
 */
export const FAULTS: readonly FaultRow[] = [
  {
    id: 'hook-hangs',
    area: 'hook process',
    fault: 'never answers (`exec sleep 300`), `timeout: 1`',
    outcome: DENY_TIMEOUT,
    diagnostic: 'hook ./guards/hang.sh timed out after 1s; failing closed on a blocking event',
    cleanup: 'hook pid and process group gone when the call returns',
    suite: 'default',
  },
  {
    id: 'hook-ignores-sigterm',
    area: 'hook process',
    fault: "`trap '' TERM` with a background grandchild, then waits; `timeout: 1`",
    outcome: DENY_TIMEOUT,
    diagnostic:
      'hook timed out after 1000 ms: process group <pid> was sent SIGTERM, then SIGKILL after the 2000 ms grace',
    cleanup: 'hook and grandchild pids dead (SIGKILL to the group after the 2 s grace)',
    suite: 'default',
  },
  {
    id: 'hook-forks-and-exits',
    area: 'hook process',
    fault: 'starts a child that starts a grandchild (both `sleep 300`), prints `{}`, exits 0',
    outcome: 'proceed · success · tool ran',
    diagnostic:
      'hook exited but left processes running in its process group: process group <pid> was sent SIGTERM',
    cleanup: 'hook, child and grandchild pids dead',
    suite: 'default',
  },
  {
    id: 'hook-forks-and-hangs',
    area: 'hook process',
    fault: 'starts a child and a grandchild, then hangs; `timeout: 1`',
    outcome: DENY_TIMEOUT,
    diagnostic:
      'hook ./guards/fork-tree.sh pids hang timed out after 1s; failing closed on a blocking event',
    cleanup: 'hook, child and grandchild pids dead',
    suite: 'default',
  },
  {
    id: 'hook-closes-stdin-allows',
    area: 'hook process',
    fault: 'closes stdin before reading a 4 MB envelope, then prints `{}`',
    outcome: 'proceed · success · tool ran',
    diagnostic: '(none: a hook may ignore its stdin; the EPIPE is expected)',
    cleanup: 'hook pid gone; the 4 MB tool input reaches the tool intact',
    suite: 'default',
  },
  {
    id: 'hook-closes-stdin-denies',
    area: 'hook process',
    fault: 'closes stdin before reading a 4 MB envelope, then exits 2 with a reason',
    outcome: 'deny · blocked · tool not run',
    diagnostic: 'closed stdin before reading the envelope; denying',
    cleanup: 'hook pid gone',
    suite: 'default',
  },
  {
    id: 'hook-floods-output',
    area: 'hook process',
    fault: 'prints 8 MiB on stdout and 8 MiB on stderr at the same time',
    outcome: 'deny · error · tool not run',
    diagnostic:
      'hook ./guards/flood.sh 8388608 printed more than the capture limit of 1048576 bytes (1 MiB) on stdout; its output is ignored; its answer is unknown: failing closed on a blocking event',
    cleanup: 'hook pid gone; notes say both streams exceeded 1048576 bytes (8388608 printed)',
    suite: 'default',
  },
  {
    id: 'hook-floods-output-fail-closed',
    area: 'hook process',
    fault:
      'the same flood with `fail_closed: true` (the same: over the cap denies either way, C-7)',
    outcome: 'deny · error · tool not run',
    diagnostic:
      'hook ./guards/flood.sh 8388608 printed more than the capture limit of 1048576 bytes (1 MiB) on stdout; its output is ignored; its answer is unknown: failing closed on a blocking event',
    cleanup: 'hook pid gone',
    suite: 'default',
  },
  {
    id: 'hook-floods-256mib',
    area: 'hook process',
    fault: 'prints 256 MiB on stdout and 256 MiB on stderr',
    outcome: 'deny · error · tool not run',
    diagnostic:
      'hook ./guards/flood.sh 268435456 printed more than the capture limit of 1048576 bytes (1 MiB) on stdout; its output is ignored; its answer is unknown: failing closed on a blocking event',
    cleanup: 'hook pid gone; test process RSS grows by less than 96 MiB',
    suite: 'faults',
  },
  {
    id: 'hook-invalid-utf8-stderr',
    area: 'hook process',
    fault: 'exits 2 with bytes `\\377\\376` (not UTF-8) in its stderr reason',
    outcome: 'deny · blocked · tool not run',
    diagnostic: 'blocked \uFFFD\uFFFD by policy',
    cleanup: 'hook pid gone',
    suite: 'default',
  },
  {
    id: 'hook-invalid-utf8-json',
    area: 'hook process',
    fault: 'prints a deny JSON whose reason holds a `\\377` byte, exit 0',
    outcome: 'deny · blocked · tool not run',
    diagnostic: 'bad byte \uFFFD here',
    cleanup: 'hook pid gone',
    suite: 'default',
  },
  {
    id: 'hook-invalid-utf8-junk',
    area: 'hook process',
    fault: 'prints only junk bytes (`\\377\\376\\375\\0\\1`), exit 0',
    outcome: 'proceed · success · tool ran',
    diagnostic: 'plain-text stdout is ignored on this event',
    cleanup: 'hook pid gone',
    suite: 'default',
  },
  {
    id: 'hook-json-after-log-line',
    area: 'hook process',
    fault:
      'prints a log line, then `{"decision":"block",…}`, exit 0 (Claude Code `pre21`: also ignored)',
    outcome: 'proceed · success · tool ran',
    diagnostic: 'plain-text stdout is ignored on this event',
    cleanup: 'hook pid gone',
    suite: 'default',
  },
  {
    id: 'hook-exits-by-signal',
    area: 'hook process',
    fault: 'kills itself with SIGSEGV',
    outcome: 'proceed · error · tool ran',
    diagnostic: 'hook ./guards/self-signal.sh SEGV failed: was killed by signal SIGSEGV',
    cleanup: 'hook pid gone',
    suite: 'default',
  },
  {
    id: 'hook-exits-by-signal-fail-closed',
    area: 'hook process',
    fault: 'kills itself with SIGSEGV, `fail_closed: true`',
    outcome: 'deny · error · tool not run',
    diagnostic:
      'hook ./guards/self-signal.sh SEGV failed: was killed by signal SIGSEGV (fail_closed: denying)',
    cleanup: 'hook pid gone',
    suite: 'default',
  },
  {
    id: 'hook-escapes-group',
    area: 'hook process',
    fault: 'starts `setsid sleep 300` holding its stdout, prints `{}`, exits (documented limit)',
    outcome: 'proceed · success · tool ran',
    diagnostic:
      "a process outside the hook's process group kept its output open; stopped reading after 2000 ms",
    cleanup: 'the setsid process survives (README known limit); the test kills it',
    suite: 'default',
  },
  {
    id: 'hook-timeout-storm',
    area: 'hook process',
    fault:
      '50 concurrent tool calls, each with a hook that forks a grandchild and hangs; `timeout: 1`',
    outcome: 'every call: deny · timeout · tool not run',
    diagnostic:
      'hook ./guards/fork-tree.sh pids hang timed out after 1s; failing closed on a blocking event',
    cleanup: 'all 150 pids dead; no process of the project left',
    suite: 'faults',
  },
  {
    id: 'trust-deleted',
    area: 'trust',
    fault: 'an approved imported guard is deleted between `li hooks trust` and the call',
    outcome: 'deny · blocked · tool not run',
    diagnostic: `${CHANGED}executable "./guards/guard.sh" is not an existing regular file (relative to <project>)`,
    cleanup: 'nothing started (record `ran: false`, trust status `changed`)',
    suite: 'default',
  },
  {
    id: 'trust-modified',
    area: 'trust',
    fault: 'an approved imported guard is edited between approval and the call',
    outcome: 'deny · blocked · tool not run',
    diagnostic: `${CHANGED}executable <project>/guards/guard.sh changed (sha256 now <new>..., approved <old>...)`,
    cleanup: 'nothing started; both digests are the real sha256 prefixes',
    suite: 'default',
  },
  {
    id: 'trust-not-executable',
    area: 'trust',
    fault: 'an approved imported guard is made non-executable (`chmod 644`) before the call',
    outcome: 'proceed · error · tool ran',
    diagnostic:
      'hook ./guards/guard.sh could not be started: EACCES: ./guards/guard.sh is not executable (permission denied)',
    cleanup: 'nothing started (trust still `trusted`: the bytes did not change)',
    suite: 'default',
  },
  {
    id: 'trust-not-executable-fail-closed',
    area: 'trust',
    fault: 'the same with `fail_closed: true`',
    outcome: 'deny · error · tool not run',
    diagnostic:
      'hook ./guards/guard.sh could not be started: EACCES: ./guards/guard.sh is not executable (permission denied) (fail_closed: denying)',
    cleanup: 'nothing started',
    suite: 'default',
  },
  {
    id: 'project-hook-deleted',
    area: 'trust',
    fault: 'a project guard (no approval needed) is deleted before the call',
    outcome: 'proceed · error · tool ran',
    diagnostic:
      'hook ./guards/guard.sh could not be started: ENOENT: ./guards/guard.sh was not found (relative to <project>)',
    cleanup: 'nothing started',
    suite: 'default',
  },
  {
    id: 'settings-truncated',
    area: 'settings file',
    fault: 'the user file is cut off inside a quoted argv element',
    outcome: REFUSED,
    diagnostic: '<user-settings>:6:48: invalid YAML (MISSING_CHAR): Missing closing "quote',
    cleanup: 'file bytes identical after the refused approval',
    suite: 'default',
  },
  {
    id: 'settings-binary',
    area: 'settings file',
    fault: 'the user file holds binary bytes (a PNG header)',
    outcome: REFUSED,
    diagnostic: '<user-settings>:1:1: settings file is not valid UTF-8 text',
    cleanup: 'file bytes identical after the refused approval',
    suite: 'default',
  },
  {
    id: 'settings-huge',
    area: 'settings file',
    fault: 'the user file is 2 MiB',
    outcome: REFUSED,
    diagnostic:
      '<user-settings>:1:1: settings file is 2097152 bytes (2.0 MiB), over the 1048576 bytes (1.0 MiB) limit; refusing to read it',
    cleanup: 'file bytes identical after the refused approval',
    suite: 'default',
  },
  {
    id: 'settings-alias-bomb',
    area: 'settings file',
    fault: 'the user file is a billion-laughs alias bomb (9^7 expansions) under `hooks_external`',
    outcome: REFUSED,
    diagnostic:
      '<user-settings>:2:8: aliases expand too much (yaml maxAliasCount 100: Excessive alias count indicates a resource exhaustion attack); refusing a possible alias bomb',
    cleanup: 'file bytes identical after the refused approval',
    suite: 'default',
  },
  {
    id: 'settings-deep-nesting',
    area: 'settings file',
    fault: 'the user file opens 100,000 flow sequences (`[[[[…`)',
    outcome: REFUSED,
    diagnostic:
      '<user-settings>:1:1017: nesting deeper than 1000 levels (the limit is 64); refusing to parse it',
    cleanup: 'file bytes identical after the refused approval',
    suite: 'default',
  },
  {
    id: 'settings-concurrent-edits',
    area: 'settings file',
    fault: '2 writers make 40 locked edits (`editSettingsFile`) while 3 readers load in a loop',
    outcome: 'every load succeeds; the entry count never goes down',
    diagnostic: '(none: readers see the old or the new file, never a torn one)',
    cleanup: 'all 40 entries and the comments present at the end (no lost edit)',
    suite: 'default',
  },
  {
    id: 'settings-rewritten-in-place',
    area: 'settings file',
    fault: 'a plain writer truncates and rewrites the file 200 times while readers load',
    outcome: 'each load returns written entries only, or CONFIG_INVALID; no other error',
    diagnostic: '(every rejection lists `file:line:col: message` inside the file)',
    cleanup: 'the final load has all 30 entries',
    suite: 'default',
  },
  {
    id: 'settings-max-size',
    area: 'settings file',
    fault: 'a valid project file just under the 1 MiB limit (4,400 entries, 931 KiB)',
    outcome: 'loads all 4,400 entries',
    diagnostic: '(none)',
    cleanup: 'every entry keeps its argv and its line',
    suite: 'faults',
  },
  {
    id: 'generated-configs',
    area: 'generated',
    fault:
      '1,000 fast-check settings files (seed 11): valid blocks, any `hooks_external` shape, damaged YAML',
    outcome:
      'each loads or throws CONFIG_INVALID; never another error; valid ones load entry for entry',
    diagnostic:
      '(each rejection has ≥ 1 diagnostic, listed as `file:line:col: message`, inside the file)',
    cleanup: '-',
    suite: 'default',
  },
  {
    id: 'generated-outputs',
    area: 'generated',
    fault:
      '1,000 fast-check hook results (seed 11) through `interpretHookResult`: exit codes, signals, timeouts, spawn errors, truncation, JSON/plain/junk stdout',
    outcome:
      'a failure path never allows on a blocking event; with `fail_closed` or a timeout it denies; exit 2 denies; advisory events never decide',
    diagnostic: '(every deny carries a non-empty reason)',
    cleanup: '-',
    suite: 'default',
  },
  {
    id: 'generated-outputs-replayed',
    area: 'generated',
    fault:
      '200 generated results (1,000 in `test:faults`) replayed by real hook processes through the dispatcher',
    outcome: 'same decision, outcome and reason as `interpretHookResult` on the same bytes',
    diagnostic: '(the reason text is identical)',
    cleanup: 'every hook pid gone',
    suite: 'default',
  },
  ...HOSTILE_REPOSITORY_FAULTS,
  ...HOSTILE_PINS_FAULTS,
  {
    id: 'owner-li-run-sigterm',
    area: 'owner stopped',
    fault:
      "`li hooks run PreToolUse --emit claude` gets SIGTERM on its process group (a harness's timeout) while its guard ignores SIGTERM, with a grandchild in its group and a child that left it (`set -m`)",
    outcome: 'li exits 143 · nothing on stdout · the guard run is in the audit log',
    diagnostic:
      'li hooks run: stopped by SIGTERM: 1 hook(s) ran or were terminated (SIGTERM, then SIGKILL after the grace); no decision was printed',
    cleanup: 'guard, grandchild and the child outside the group dead when li exits',
    suite: 'default',
  },
  {
    id: 'owner-li-run-second-sigint',
    area: 'owner stopped',
    fault: 'the same guard; Ctrl-C (SIGINT) twice: the second during the grace',
    outcome: 'li exits 130 at once',
    diagnostic:
      'li hooks run: SIGINT again: exiting now; 1 running hook process tree(s) sent SIGKILL',
    cleanup: 'the whole guard tree SIGKILLed before li exits',
    suite: 'default',
  },
  {
    id: 'owner-agent-print-sigint',
    area: 'owner stopped',
    fault: '`li-agent -p` gets SIGINT while the same guard runs for its bash call',
    outcome:
      'li-agent exits 130 · tool not run · SessionEnd hook ran with reason `interrupted` · transcript ends the session with it',
    diagnostic:
      'li-agent: stopped by SIGINT: running hooks terminated, session ended (interrupted)',
    cleanup: 'guard tree dead; no process of the project left',
    suite: 'default',
  },
  {
    id: 'owner-agent-pty-ctrl-c',
    area: 'owner stopped',
    fault:
      'interactive `li-agent` on a pty (`script`): Ctrl-C typed while the guard runs for the first prompt',
    outcome:
      'li-agent exits 130 · tool not run · SessionEnd hook ran with reason `interrupted` · transcript ends the session with it',
    diagnostic:
      'li-agent: stopped by SIGINT: running hooks terminated, session ended (interrupted)',
    cleanup: 'guard tree dead; no process of the project left',
    suite: 'default',
  },
  {
    id: 'owner-session-close',
    area: 'owner stopped',
    fault: "an embedder calls `Session.close('interrupted')` while the guard runs",
    outcome:
      'the call denies (the killed guard fails closed) · tool not run · SessionEnd hook ran · transcript `session_end` with the reason',
    diagnostic:
      'hook ./guards/stubborn.sh pids was aborted before it finished; failing closed on a blocking event',
    cleanup: 'guard tree dead when `close()` resolves',
    suite: 'default',
  },
  {
    id: 'owner-nested-bridge',
    area: 'owner stopped',
    fault:
      'the bridge imported into the settings it runs: `li hooks run PreToolUse --emit claude` configured as a PreToolUse hook, fired through `li hooks run`',
    outcome: 'the inner li refuses (exit 2) · the outer answers Claude Code `deny`',
    diagnostic:
      'li hooks run: refusing to run inside a LionAGI hook (LIONAGI_IN_HOOK is set): the bridge "li hooks run … --emit …" is configured as one of the hooks it runs, which would start itself again for every PreToolUse. Remove that entry from .lionagi/settings.yaml ("li hooks list" shows its file and line). Blocking PreToolUse: exit 2.',
    cleanup: 'one inner li started, none left',
    suite: 'default',
  },
  {
    id: 'owner-daemon-escapes',
    area: 'owner stopped',
    fault:
      'the guard starts a daemon (`setsid -f`: new session, parent gone at once), then hangs; SIGTERM to `li hooks run` (documented limit)',
    outcome: 'li exits 143',
    diagnostic:
      'li hooks run: stopped by SIGTERM: 1 hook(s) ran or were terminated (SIGTERM, then SIGKILL after the grace); no decision was printed',
    cleanup: 'the guard dies; the daemon survives (nothing ties it to the hook); the test kills it',
    suite: 'default',
  },
  ...HOSTILE_MODEL_FAULTS,
  ...HOSTILE_VERIFIED_RUN_FAULTS,
  ...HOSTILE_WIRING_FAULTS,
];

/** The catalogue row `id`; throws for an unknown id so a renamed fault cannot go unnoticed. */
export function fault(id: string): FaultRow {
  const row = FAULTS.find((r) => r.id === id);
  if (row === undefined)
    throw new Error(`fault ${id} is not in the catalogue (src/fault-catalogue.ts)`);
  return row;
}
