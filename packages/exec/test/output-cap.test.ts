import { beforeAll, describe, expect, it } from 'vitest';
import { runHookCommand } from '../src/run-hook.js';
import { fixture, makeFixturesExecutable, tempDir } from './helpers.js';

beforeAll(makeFixturesExecutable);

const MiB = 1024 * 1024;
/** The stated bound: printing 200 MB must not grow this process's RSS by 64 MiB or more. */
const RSS_BOUND = 64 * MiB;

// Not concurrent: other spawns in this worker would blur the RSS measurement.
describe('bounded capture', () => {
  it('a hook printing 200 MB finishes, truncated, while RSS grows by less than 64 MiB', async () => {
    const dir = await tempDir();
    // Warm up the spawn path so its one-time allocations are not counted.
    await runHookCommand(
      [fixture('flood.sh'), String(2 * MiB), 'stdout'],
      {},
      { timeoutMs: 20_000, cwd: dir },
    );
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 10);
    const bytes = 200 * 1000 * 1000;
    const result = await runHookCommand(
      [fixture('flood.sh'), String(bytes), 'stdout'],
      {},
      { timeoutMs: 60_000, cwd: dir },
    );
    clearInterval(sampler);
    peak = Math.max(peak, process.memoryUsage().rss);

    expect(result).toMatchObject({
      exitCode: 0,
      timedOut: false,
      truncated: true,
      stdoutTruncated: true,
      stderrTruncated: false,
    });
    expect(result.stdout.length).toBe(MiB);
    expect(result.notes).toEqual([
      `stdout exceeded ${MiB} bytes (${bytes} printed); the rest was discarded`,
    ]);
    expect(peak - before).toBeLessThan(RSS_BOUND);
  });
});
