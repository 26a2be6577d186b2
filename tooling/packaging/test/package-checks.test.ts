import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { publishablePackages, REPO_ROOT, run } from '../src/workspace.js';

const bin = (name: string) => join(REPO_ROOT, 'node_modules', '.bin', name);
const names = publishablePackages().map((p) => p.name);

describe('each packed tarball, as the registry would hold it', () => {
  it.each(names)('%s: publint --strict finds nothing', (name) => {
    const tarball = inject('tarballs')[name] ?? '';
    // publint colours its verdict where it sees CI=true (picocolors); NO_COLOR keeps the text plain.
    const r = run(bin('publint'), ['run', tarball, '--strict'], {
      cwd: REPO_ROOT,
      env: { ...process.env, NO_COLOR: '1' },
    });
    expect({ code: r.code, out: r.stdout.trim().split('\n').at(-1) }).toEqual({
      code: 0,
      out: 'All good!',
    });
  });

  it.each(names)('%s: attw --profile esm-only finds no type problem', (name) => {
    const tarball = inject('tarballs')[name] ?? '';
    const r = run(bin('attw'), [tarball, '--profile', 'esm-only', '--format', 'json'], {
      cwd: REPO_ROOT,
    });
    expect(r.code, r.stdout + r.stderr).toBe(0);
    const report = JSON.parse(r.stdout);
    // li and li-agent are programs (a bin, no types); every library ships types.
    const program = name === '@lionagi/cli' || name === '@lionagi/agent';
    expect(report.analysis.types === false).toBe(program);
    // The esm-only profile ignores CommonJS resolution (node10, node16 from CJS): ESM only, by design.
    const problems = (report.analysis.problems ?? []).filter(
      (p: { resolutionKind?: string }) =>
        !['node10', 'node16-cjs'].includes(p.resolutionKind ?? ''),
    );
    expect(problems).toEqual([]);
  });
});
