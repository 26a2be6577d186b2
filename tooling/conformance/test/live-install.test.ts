import { chmodSync, copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LIVE_ENV, liveVersions, notRunnable, PINNED } from '../test-live/install.js';

// The live suite's own mechanics, without the network: which builds a run uses, and how a binary
// that does not run is told apart (never skipped). The stub is the `bin/claude.exe` that the
// Claude Code 2.1.328 npm package ships before its postinstall replaces it (an install with
// scripts disabled keeps it), copied verbatim.
const STUB = join(import.meta.dirname, 'fixtures', 'claude-code-2.1.328-stub.exe');
const dir = mkdtempSync(join(tmpdir(), 'lionagi-live-install-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('live suite versions', () => {
  const never = () => {
    throw new Error('no registry look-up expected');
  };

  it('defaults to the pinned builds, takes versions from the env, and resolves latest', () => {
    expect(liveVersions({}, never)).toEqual({ versions: PINNED, mode: 'pinned' });
    expect(liveVersions({ [LIVE_ENV.claude]: '2.1.332' }, never)).toEqual({
      versions: { claude: '2.1.332', codex: PINNED.codex },
      mode: 'custom',
    });
    const latest = liveVersions(
      { [LIVE_ENV.claude]: 'latest', [LIVE_ENV.codex]: 'latest', [LIVE_ENV.mode]: 'latest' },
      (pkg) => (pkg === '@openai/codex' ? '0.171.0' : '2.1.332'),
    );
    expect(latest).toEqual({ versions: { claude: '2.1.332', codex: '0.171.0' }, mode: 'latest' });
  });

  it('refuses a value that is not a version, naming the variable', () => {
    expect(() => liveVersions({ [LIVE_ENV.codex]: '0.171' }, never)).toThrow(
      'LIONAGI_LIVE_CODEX=0.171: not a version (x.y.z) or "latest"',
    );
  });
});

describe('a harness binary that does not run fails with a clear message', () => {
  it("reports Claude Code's stub binary, started directly or through a shell", () => {
    const stub = join(dir, 'claude.exe');
    copyFileSync(STUB, stub);
    chmodSync(stub, 0o755);
    expect(notRunnable('claude', [stub, '--version'], '2.1.328')).toMatch(
      /^Claude Code 2\.1\.328 does not start: .*ENOEXEC|^Claude Code 2\.1\.328 is installed but not runnable/,
    );
    expect(notRunnable('claude', ['sh', stub, '--version'], '2.1.328')).toBe(
      'Claude Code 2.1.328 is installed but not runnable: `--version` exited 1 and printed "Error: claude native binary not installed. |  | Either postinstall did not run (--ignore-scripts, some pnpm configs)" (an npm install with scripts disabled leaves Claude Code\'s stub binary; reinstall with scripts enabled, or delete the cached install)',
    );
  });

  it('accepts a binary whose --version names the build, and refuses another build', () => {
    const ok = ['node', '-e', 'console.log("0.169.0")'];
    expect(notRunnable('codex', ok, '0.169.0')).toBeUndefined();
    expect(notRunnable('codex', ok, '0.171.0')).toMatch(
      /^Codex 0\.171\.0 is installed but not runnable/,
    );
  });
});
