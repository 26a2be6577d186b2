// The full program, dist/li-main.js: every verb, its modules loaded as it needs them. The bin
// (dist/li.cjs, launcher.ts) imports it for the calls it does not answer itself; run directly, it
// is `li`.
import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { start } from './main.js';

export { start };

// Run when this file is the program, however it was reached: through a symlink (`node_modules/.bin/li`,
// a global install), npx, or a copy. Comparing real paths, never names: a name check silently did nothing.
function isEntry(): boolean {
  try {
    return realpathSync(process.argv[1] ?? '') === realpathSync(fileURLToPath(import.meta.url));
  } catch {
    return false;
  }
}
if (isEntry()) start();
