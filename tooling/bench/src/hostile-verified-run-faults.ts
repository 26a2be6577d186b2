import type { FaultRow } from './fault-catalogue.js';

/** Firings each racing row runs with both racers; the number issue 31 item 5 asks for. */
export const RACE_FIRINGS = 1000;

/**
 * Firings of the Python module race in every `pnpm test` (a Python start per firing that reaches
 * the spawn); `pnpm test:faults` runs {@link RACE_FIRINGS}.
 */
export const SAMPLED_MODULE_RACE_FIRINGS = 200;

const DENIED = 'deny · blocked · tool not run';
const VERIFIED_RUN =
  'nothing staged anywhere (TMPDIR stays empty); the interpreter ran the verified bytes as the original path';
const RACE_DIAGNOSTIC = (file: string) =>
  `(each firing: the approved guard’s own deny \`GOOD guard: denied\`, or \`file <project>/${file} changed after it was verified (sha256 now …, verified …); not started\`, or the gate’s \`changed\`)`;

/**
 * Issue 31 items 1 and 5, the verified run: what a planted `$TMPDIR` and two racing processes did
 * to an approved hook while it ran from a private copy there (before the verified run), each as
 * a catalogue row.
 */
export const HOSTILE_VERIFIED_RUN_FAULTS: readonly FaultRow[] = [
  {
    id: 'hostile-tmpdir-node-modules',
    area: 'hostile input',
    fault:
      'an approved imported node guard (`["node", "guards/deny-rm.js"]`, which does `require("denylist")` from the project’s `node_modules`) with a `denylist` package planted in `$TMPDIR/node_modules` (by default `/tmp/node_modules`, which any local user can create): before the fix the guard ran from `$TMPDIR/lionagi-hook-*/0/`, the planted package ran inside it and the call went ahead',
    outcome: DENIED,
    diagnostic: 'deny-rm: refused by the project denylist',
    cleanup: `the planted package never ran (no marker); ${VERIFIED_RUN}`,
    suite: 'default',
  },
  {
    id: 'hostile-tmpdir-package-type',
    area: 'hostile input',
    fault:
      'the same approved CommonJS guard with `$TMPDIR/package.json` saying `"type": "module"`: before the fix its copy was loaded as an ES module, crashed on `require` (exit 1) and the call went ahead',
    outcome: DENIED,
    diagnostic: 'deny-rm: refused by the project denylist',
    cleanup: VERIFIED_RUN,
    suite: 'default',
  },
  {
    id: 'hostile-tmpdir-parent-lib',
    area: 'hostile input',
    fault:
      'an approved imported bash guard sourcing `$(dirname "$0")/../lib/policy.sh`, with `$TMPDIR/lib/policy.sh` planted: before the fix the copy’s `..` was `$TMPDIR`, the planted file ran and allowed the call',
    outcome: DENIED,
    diagnostic: 'policy from <project>/lib: rm -rf refused',
    cleanup: `the planted file never ran (no marker); ${VERIFIED_RUN}`,
    suite: 'default',
  },
  {
    id: 'hostile-race-rewriter-script',
    area: 'hostile input',
    fault: `two real processes race an approved imported \`#!/bin/sh\` guard (\`./guards/race-guard.sh\`) for ${RACE_FIRINGS.toLocaleString('en')} firings: an inotify watcher on TMPDIR opening each file created there and rewriting it once written, and a swapper renaming evil bytes over the original in a loop (each version kept 3 ms); before the fix, in 100 firings, the watcher alone won 99 (it rewrote the private copy between staging and exec) and both racers together 11 (most firings were refused as changed before the spawn)`,
    outcome: `0 wins in ${RACE_FIRINGS} firings · every firing denies`,
    diagnostic: RACE_DIAGNOSTIC('guards/race-guard.sh'),
    cleanup: `${VERIFIED_RUN} (\`/bin/sh -c <verified text> ./guards/race-guard.sh\`)`,
    suite: 'default',
  },
  {
    id: 'hostile-race-rewriter-module',
    area: 'hostile input',
    fault: `the same two racers against an approved \`python3 -m guardmod\` (\`guardmod.py\` in the project, never copied before the fix) for ${RACE_FIRINGS.toLocaleString('en')} firings under \`pnpm test:faults\` (${SAMPLED_MODULE_RACE_FIRINGS} in every \`pnpm test\`); before the fix, in 100 firings, the swapper alone won 10 and both racers 5 (the evil bytes renamed in between the check and Python’s own read)`,
    outcome: '0 wins · every firing denies',
    diagnostic: RACE_DIAGNOSTIC('guardmod.py'),
    cleanup: `${VERIFIED_RUN} (a \`python3 -c\` launcher compiling the bytes it got on descriptor 3 as \`<project>/guardmod.py\`, its digest checked again)`,
    suite: 'default',
  },
];
