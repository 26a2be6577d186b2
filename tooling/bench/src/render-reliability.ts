import { FAULTS, type FaultRow } from './fault-catalogue.js';

const AREAS: Array<{ area: FaultRow['area']; title: string; intro: string }> = [
  {
    area: 'hook process',
    title: 'Hook processes',
    intro:
      'Each fault is a PreToolUse guard on `bash` in a real `.lionagi/settings.yaml`; the call goes through a `Session` (`branch.act` → `ActionManager.invoke` → the external layer), and pids come from the run records, the fixtures and a `/proc` scan for `LIONAGI_PROJECT_DIR=<project>`.',
  },
  {
    area: 'trust',
    title: 'Hooks that change between trust and run',
    intro:
      'The guard is imported (`source: imported:claude`) and approved the way `li hooks trust` approves it (`listPending` then `approveCommands`); a first call proves it runs, then the file is changed and the call repeated.',
  },
  {
    area: 'settings file',
    title: 'Settings files',
    intro:
      'Broken user files are loaded (`loadSettings`), used by a `Session` (the call must be refused), and approved into (`approveCommands`, which must refuse and leave the bytes alone).',
  },
  {
    area: 'hostile input',
    title: 'Hostile inputs',
    intro:
      'Attacks from a hostile model (tool arguments, padded inputs, the agent’s own tools) and a hostile repository (hook files, matchers, settings), each reproduced from issue 16 with real processes and files; each must fail on the code before the fix.',
  },
  {
    area: 'owner stopped',
    title: 'Owner stopped',
    intro:
      'The owner of the hooks is stopped while a guard runs: `li hooks run` and `li-agent` (the bundles, as real processes) get a signal, or an embedder closes its `Session`. The guard ignores SIGTERM and has a grandchild in its group and a child outside it; pids come from the fixture, and a `/proc` scan for `LIONAGI_PROJECT_DIR=<project>` checks that nothing of the project is left.',
  },
  {
    area: 'generated',
    title: 'Generated inputs (fast-check)',
    intro: 'Properties over generated settings files and hook results, with fixed seeds.',
  },
];

const cell = (text: string) => text.replaceAll('|', '\\|').replaceAll('\n', ' ');

function table(rows: readonly FaultRow[]): string[] {
  return [
    '| Fault | Outcome | Diagnostic: exact text, or (what is checked) | Left behind | Run in |',
    '| --- | --- | --- | --- | --- |',
    ...rows.map((r) =>
      [
        '',
        cell(r.fault),
        cell(r.outcome),
        r.diagnostic.startsWith('(') || r.diagnostic === '-'
          ? cell(r.diagnostic)
          : `\`${cell(r.diagnostic)}\``,
        cell(r.cleanup),
        r.suite === 'default' ? '`pnpm test`' : '`pnpm test:faults`',
        '',
      ]
        .join(' | ')
        .trim(),
    ),
  ];
}

/**
 * `docs/reliability.md`, rendered from {@link FAULTS}. Every row's outcome and diagnostic are
 * asserted, text for text, by the test that injects the fault, so the page cannot drift from
 * what the code does.
 */
export function renderReliability(): string {
  const count = (pred: (r: FaultRow) => boolean) => FAULTS.filter(pred).length;
  const lines = [
    '# Reliability: faults tried and what happened',
    '',
    '<!-- Generated from tooling/bench/src/fault-catalogue.ts; UPDATE_DOCS=1 rewrites it and the fault suite fails when it is stale. Do not edit by hand. -->',
    '',
    `The fault suite (\`tooling/bench/test\`) injects ${FAULTS.length} faults with real processes and real files: ${count((r) => r.suite === 'default')} in every \`pnpm test\`, and ${count((r) => r.suite === 'faults')} slow ones only in \`pnpm test:faults\` (which also replays 1,000 generated hook results instead of 200). Each test compares what happened with its row below, text for text, and checks what was left behind: every hook pid dead, no process of the project alive (zombies waiting for pid 1 count as dead), settings bytes unchanged.`,
    '',
    'Reading the outcome column: `deny` means the firing denied the call, `proceed` that it made no decision and the call went on; then each matched hook’s outcome (`success`, `blocked`, `error`, `timeout`); then whether the tool ran. Temporary paths are shown as `<project>` and `<user-settings>`, pids as `<pid>`.',
    '',
  ];
  for (const { area, title, intro } of AREAS) {
    lines.push(`## ${title}`, '', intro, '', ...table(FAULTS.filter((r) => r.area === area)), '');
  }
  lines.push(
    '## What the profile decides, not this suite',
    '',
    '- A failing guard (crash, signal, junk output, spawn error) does not block a call unless its entry sets `fail_closed: true` (C-5); a timeout, and stdout over the 1 MiB capture cap (C-7), always deny on a blocking event. The rows above show both.',
    '- JSON after a log line is plain text, as in Claude Code (`pre21` in the ground truth): the block it carries is ignored, with a note on the run record.',
    '- A child that leaves the hook’s process group with `setpgid` (coreutils `timeout`, `set -m`, `os.setpgid`) stays in the hook’s session and is killed with it; a child that calls `setsid` is killed while its parent is alive. One that called `setsid` after its parent exited (a daemon) cannot be tracked; the adapter stops reading its output after the grace and says so (exec README, known limit).',
    '',
  );
  return lines.join('\n');
}
