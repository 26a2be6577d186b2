import { spawn } from 'node:child_process';
import { tmpdir } from 'node:os';
import { bench, describe } from 'vitest';
import { createEventDispatcher } from '../src/dispatcher.js';
import { runHookCommand } from '../src/run-hook.js';

// Per-hook overhead of the adapter against a raw child_process.spawn of the same trivial native
// hook (/bin/echo '{}'), measured in the same run; plus the cost of a firing that matches nothing.
const HOOK = ['/bin/echo', '{}'];
const cwd = tmpdir();
const envelope = {
  session_id: 's-bench',
  cwd,
  hook_event_name: 'PreToolUse',
  harness: 'lionagi',
  tool_name: 'bash',
  tool_input: { command: ['git', 'status'] },
};
const payload = `${JSON.stringify(envelope)}\n`;
// Long runs: the machine is shared, so short samples drift with other people's load.
const opts = { time: 3000 };

function rawSpawn(argv: readonly string[] = HOOK): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(argv[0]!, argv.slice(1), { cwd, stdio: 'pipe' });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
    });
    child.stdin.on('error', () => {});
    child.stdin.end(payload);
    child.on('error', reject);
    child.on('close', () => resolve(out));
  });
}

const oneMatching = createEventDispatcher(
  'PreToolUse',
  [{ type: 'command', command: HOOK, timeoutSec: 60 }],
  {
    projectDir: cwd,
  },
);
const hundredNonMatching = createEventDispatcher(
  'PreToolUse',
  Array.from({ length: 100 }, (_, i) => ({
    type: 'command' as const,
    command: ['/bin/echo', String(i)],
    matcher: i % 2 === 0 ? `Write${i}|Edit${i}` : `^mcp__server${i}__.*`,
    timeoutSec: 60,
  })),
  { projectDir: cwd },
);

describe('per-hook spawn overhead', () => {
  bench(
    'raw child_process.spawn /bin/echo {}',
    async () => {
      await rawSpawn();
    },
    opts,
  );

  bench(
    "raw child_process.spawn /bin/sh -c '/bin/echo {}'",
    async () => {
      await rawSpawn(['/bin/sh', '-c', '/bin/echo {}']);
    },
    opts,
  );

  bench(
    'runHookCommand /bin/echo {}',
    async () => {
      await runHookCommand(HOOK, envelope, { timeoutMs: 60_000, cwd });
    },
    opts,
  );

  bench(
    "runHookCommand /bin/sh -c '/bin/echo {}'",
    async () => {
      await runHookCommand(['/bin/sh', '-c', '/bin/echo {}'], envelope, { timeoutMs: 60_000, cwd });
    },
    opts,
  );

  bench(
    'dispatch, 1 matching entry (trust-free spawn + verdict)',
    async () => {
      await oneMatching.dispatch(envelope);
    },
    opts,
  );
});

describe('non-matching dispatch', () => {
  bench(
    'dispatch, 100 entries, none matching',
    async () => {
      await hundredNonMatching.dispatch(envelope);
    },
    opts,
  );
});
