#!/usr/bin/env node
// `pnpm conformance:live [latest] [--cc VERSION] [--codex VERSION]`: runs the opt-in live suite
// against the given Claude Code / Codex builds (default: the pinned ones; also settable with
// LIONAGI_LIVE_CC / LIONAGI_LIVE_CODEX). `latest` resolves the registry's newest builds and writes
// the drift section of docs/conformance-live.md. Other arguments go to vitest (a row filter: -t).
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const USAGE =
  'usage: pnpm conformance:live [latest] [--cc VERSION|latest] [--codex VERSION|latest] [vitest options]';
const env = { ...process.env };
const rest = [];
const args = process.argv.slice(2);
for (let i = 0; i < args.length; i += 1) {
  const a = args[i];
  const value = (flag) => {
    const v = a.includes('=') ? a.slice(a.indexOf('=') + 1) : args[++i];
    if (v === undefined || v.startsWith('-')) {
      process.stderr.write(`${flag} needs a version or "latest"\n${USAGE}\n`);
      process.exit(1);
    }
    return v;
  };
  if (a === 'latest' || a === '--latest') {
    env.LIONAGI_LIVE_MODE = 'latest';
    env.LIONAGI_LIVE_CC ??= 'latest';
    env.LIONAGI_LIVE_CODEX ??= 'latest';
  } else if (a === '--cc' || a.startsWith('--cc=')) env.LIONAGI_LIVE_CC = value('--cc');
  else if (a === '--codex' || a.startsWith('--codex=')) env.LIONAGI_LIVE_CODEX = value('--codex');
  else if (a === '--help' || a === '-h') {
    process.stdout.write(`${USAGE}\n`);
    process.exit(0);
  } else rest.push(a);
}
const config = join(import.meta.dirname, '..', 'vitest.live.config.ts');
const r = spawnSync('npx', ['vitest', 'run', '--config', config, ...rest], {
  stdio: 'inherit',
  env,
});
process.exit(r.status ?? 1);
