import type { FaultRow } from './fault-catalogue.js';

/**
 * Issue 16, hostile-model half: what a model (its tool arguments and the agent's own tools) tried
 * against the guards, each reproduced as a test in `test/fast/hostile-model.test.ts`.
 */
export const HOSTILE_MODEL_FAULTS: readonly FaultRow[] = [
  {
    id: 'hostile-padded-input',
    area: 'hostile input',
    fault:
      'the model pads `rm -rf victim` with 1.2 MB so a guard that echoes the tool input in its deny reason prints more than the 1 MiB cap',
    outcome: 'deny · error · tool not run',
    diagnostic:
      'hook node ./guards/echo-deny.mjs printed more than the capture limit of 1048576 bytes (1 MiB) on stdout; its output is ignored; its answer is unknown: failing closed on a blocking event',
    cleanup: 'hook pid gone; before the fix: `proceed · error · tool ran`',
    suite: 'default',
  },
  {
    id: 'hostile-deep-update',
    area: 'hostile input',
    fault:
      'a rewriter answers `allow` with an `updatedInput` nested 6,000 levels (12 KB), which crashed `li-agent --output-format json` with a RangeError after the tool ran',
    outcome: 'deny · error · tool not run',
    diagnostic:
      'hook node ./guards/deep-rewrite.mjs printed JSON on stdout: nested deeper than 64 levels (the limit for JSON crossing a process or model boundary); its output is ignored; its answer is unknown: failing closed on a blocking event',
    cleanup: 'hook pid gone; the run report serializes (checked with `JSON.stringify`)',
    suite: 'default',
  },
  {
    id: 'hostile-agent-self-approval',
    area: 'hostile input',
    fault:
      "the model calls li-agent's `write_file` with the absolute path of `$LIONAGI_HOME/settings.yaml` to add a plain-hash trust record (approving an import itself); checked in `apps/agent/test/hostile-model.test.ts`",
    outcome: 'tool call `denied`; the user settings bytes unchanged',
    diagnostic:
      'write_file: "<lionagi-home>/settings.yaml" is inside <lionagi-home>, which holds hook settings and trust records; the agent\'s file tools only touch files inside the project directory, never hook settings or trust records',
    cleanup:
      'the same deny for `.lionagi/`, `.claude/`, `.codex/` in the project and the home directory, and for any path outside the project (symlinks resolved); the `bash` tool is not a sandbox',
    suite: 'default',
  },
  {
    id: 'hostile-redos-matcher',
    area: 'hostile input',
    fault:
      'an (untrusted, imported) entry whose matcher is the ReDoS pattern `^(\\w+)+!$`, fired for a 50-character MCP tool name: exponential on a backtracking regex engine, so the runtime hung before the trust gate',
    outcome: 'the firing returns; the guard is not started (no match)',
    diagnostic:
      'matcher "^(\\\\w+)+!$" does not match tool_name "mcp__filesystem__read_multiple_files_with_metadata"',
    cleanup: 'nothing started; the matcher reports the `re2` engine (linear time in the input)',
    suite: 'default',
  },
  {
    id: 'hostile-backreference-matcher',
    area: 'hostile input',
    fault:
      'a settings file whose matcher uses a backreference (`(bash)\\1`), a construct with no linear-time form',
    outcome: 'CONFIG_INVALID at load · tool not run',
    diagnostic:
      '<project>/.lionagi/settings.yaml:3:16: hooks_external.PreToolUse[0]: invalid matcher "(bash)\\\\1": uses a backreference (`\\1`…), which the linear-time matcher engine (RE2) cannot run; rewrite the regex without backreferences or lookaround, or use an exact name list like "bash|write_file" (the runtime\'s tool names)',
    cleanup:
      'nothing started; `li hooks import` rejects such an entry with the same reason (Dv1-10)',
    suite: 'default',
  },
  {
    id: 'hostile-swap-race',
    area: 'hostile input',
    fault:
      'a swapper process (as the agent’s own `bash` tool can start) renames evil bytes over an approved imported guard in a tight loop while the guard fires 1,000 times; before the fix the evil bytes won 10–11 of 60 firings',
    outcome: '0 wins in 1000 firings · every firing denies',
    diagnostic:
      '(each firing: the approved guard’s own deny, or `file <project>/guards/swap-good.sh changed after it was verified (sha256 now …, verified …); not started`, or the gate’s `changed`)',
    cleanup:
      'the verified bytes, read once and checked again, are what the interpreter runs, as the original path; nothing is staged (issue 31: see the two-racer rows below)',
    suite: 'default',
  },
  {
    id: 'hostile-dedup-loosen',
    area: 'hostile input',
    fault:
      'a crashing guard configured twice with identical argv, first without and then with `fail_closed: true`: before the fix only the first (fail-open) copy ran and the call proceeded',
    outcome: 'deny · error · not-run · tool not run',
    diagnostic:
      'hook sh -c cat >/dev/null; echo guard crashed >&2; exit 1 failed: exited with code 1: guard crashed (fail_closed: denying)',
    cleanup:
      'the copy that ran says `it runs once with the strictest policy of its copies (fail_closed: true, timeout 60s)`',
    suite: 'default',
  },
  {
    id: 'hostile-e2big-argv',
    area: 'hostile input',
    fault:
      'a guard entry with a 200 KB argv element, which the kernel refuses to exec (E2BIG): before the fix the spawn failed and the call went ahead (fail open)',
    outcome: 'refused when the session loads its hooks · tool not run',
    diagnostic:
      'PreToolUse hook <project>/.lionagi/settings.yaml:5: argv element 1 is 200000 bytes, over the 131072-byte limit of one exec argument (it would fail with E2BIG)',
    cleanup:
      'nothing started (`INVALID_ARGV`); `li hooks doctor` reports the entry as `argv-too-large`',
    suite: 'default',
  },
  {
    id: 'hostile-control-chars',
    area: 'hostile input',
    fault:
      'a matcher holding ESC and a right-to-left override (`bash\\x1bX|x\\u202e`) and an argv element holding an OSC title sequence; checked in `apps/cli/test/list.test.ts`',
    outcome:
      '`li hooks list` and `li hooks doctor` print them escaped; no raw ESC, BEL or U+202E reaches the terminal',
    diagnostic: 'matcher: bash\\u001bX|x\\u202e',
    cleanup:
      'the same escaping in config errors (also in the regex engine’s own message) and in run notes and reasons that name the hook',
    suite: 'default',
  },
];
