import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { commandHash, serializeArgv } from '../src/command-hash.js';
import { argvList } from './fixtures/argv-arbitrary.mjs';

const fixtures = join(dirname(fileURLToPath(import.meta.url)), 'fixtures');
const PYTHON_SCRIPT = join(fixtures, 'json-dumps-sha256.py');

interface Vector {
  argv: string[];
  json: string;
  sha256: string;
}
const fixture = JSON.parse(readFileSync(join(fixtures, 'command-hash-vectors.json'), 'utf8')) as {
  generatedBy: string;
  vectors: Vector[];
};

const probe = spawnSync('python3', ['--version'], { encoding: 'utf8' });
const python = probe.status === 0 ? probe.stdout.trim() || probe.stderr.trim() : undefined;

/** Python's `sha256 json.dumps` per argv list, computed in one python3 run. */
function pythonHashes(lists: string[][]): Array<{ sha256: string; json: string }> {
  // JSON.stringify escapes lone surrogates (\udXXX), which json.loads restores as lone surrogates.
  const input = `${lists.map((argv) => JSON.stringify(argv)).join('\n')}\n`;
  const out = execFileSync('python3', [PYTHON_SCRIPT], { input, maxBuffer: 64 * 1024 * 1024 });
  return out
    .toString('utf8')
    .trimEnd()
    .split('\n')
    .map((line) => ({ sha256: line.slice(0, 64), json: line.slice(65) }));
}

function mismatches(lists: string[][], expected: Array<{ sha256: string; json: string }>) {
  return lists.flatMap((argv, i) => {
    const want = expected[i];
    const got = { sha256: commandHash(argv), json: serializeArgv(argv) };
    return want?.sha256 === got.sha256 && want.json === got.json ? [] : [{ argv, want, got }];
  });
}

describe('commandHash against Python json.dumps', () => {
  it(`matches the committed fixture of ${fixture.vectors.length} vectors from ${fixture.generatedBy}`, () => {
    expect(fixture.vectors).toHaveLength(1000);
    expect(fixture.vectors.some((v) => /\\ud[89ab][0-9a-f]{2}\\ud[c-f]/.test(v.json))).toBe(true);
    const loneSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
    expect(fixture.vectors.some((v) => v.argv.some((a) => loneSurrogate.test(a)))).toBe(true);
    const lists = fixture.vectors.map((v) => v.argv);
    expect(mismatches(lists, fixture.vectors)).toEqual([]);
  });

  it(
    python
      ? `matches live ${python} on 1,000 freshly generated argv lists (one batched run)`
      : 'python3 is NOT installed: live comparison impossible, the committed fixture above is the only python3 evidence',
    () => {
      if (python === undefined) {
        // Proves the absence claim in the title, so this test cannot pass by mistake on a box with python3.
        expect(probe.error ?? probe.status).toBeTruthy();
        return;
      }
      const seed = Date.now() % 2 ** 31;
      const lists = fc.sample(argvList, { numRuns: 1000, seed });
      const expected = pythonHashes(lists);
      expect(expected, `python3 answered every list (seed ${seed})`).toHaveLength(1000);
      expect(mismatches(lists, expected), `fast-check seed ${seed}`).toEqual([]);
    },
  );
});
