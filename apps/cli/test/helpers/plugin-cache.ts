import { cp } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Copies the fixture marketplace's `guard` (1.2.0) and `other` (0.1.0) plugins into a harness's
 * plugin cache, `<home>/plugins/cache/local-market/<plugin>/<version>`, as Claude Code 2.1.332 and
 * Codex 0.169.0 both install a plugin from a local marketplace.
 */
export async function installFixturePlugins(market: string, home: string): Promise<void> {
  for (const [plugin, version] of [
    ['guard', '1.2.0'],
    ['other', '0.1.0'],
  ] as const) {
    await cp(
      join(market, 'plugins', plugin),
      join(home, 'plugins', 'cache', 'local-market', plugin, version),
      { recursive: true },
    );
  }
}
