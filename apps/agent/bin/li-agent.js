#!/usr/bin/env node
// The `li-agent` command: a checked-in file, so `pnpm install` on a fresh clone can link it before
// the build (a bin pointing into dist/ made the first install warn that it could not be created).
// The bundle runs when the program is this file or itself (see isEntry in src/main.ts); it is
// started through li-agent-start.js, which turns on Node's compile cache first (src/start.ts).
try {
  await import('../dist/li-agent-start.js');
} catch (error) {
  if (
    error?.code !== 'ERR_MODULE_NOT_FOUND' ||
    !String(error.message).includes('li-agent-start.js')
  )
    throw error;
  process.stderr.write('li-agent: not built yet: run "pnpm build" in the repository first\n');
  process.exit(1);
}
