#!/usr/bin/env node
// The `li-agent` command: a checked-in file, so `pnpm install` on a fresh clone can link it before
// the build (a bin pointing into dist/ made the first install warn that it could not be created).
// CommonJS (bin/package.json), as the bin it starts is: dist/li-agent.cjs runs the program from a
// V8 code cache (src/li-agent-bin.ts), and a CommonJS start loads no ES module loader.
try {
  require.resolve('../dist/li-agent.cjs');
} catch {
  process.stderr.write('li-agent: not built yet: run "pnpm build" in the repository first\n');
  process.exit(1);
}
require('../dist/li-agent.cjs');
