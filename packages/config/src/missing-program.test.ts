import { chmodSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { missingProgram } from './missing-program.js';

/** A project with `bin/helper` (executable) and `bin/plain` (not), and a PATH of `bin` only. */
function project() {
  const dir = mkdtempSync(join(tmpdir(), 'lionagi-missing-program-'));
  mkdirSync(join(dir, 'bin'));
  writeFileSync(join(dir, 'bin', 'helper'), '#!/bin/sh\nexit 0\n');
  chmodSync(join(dir, 'bin', 'helper'), 0o755);
  writeFileSync(join(dir, 'bin', 'plain'), '#!/bin/sh\nexit 0\n');
  return { projectDir: dir, env: { PATH: join(dir, 'bin'), HOME: dir } };
}

describe('missingProgram', () => {
  it('names a bare program found nowhere on PATH, as execvp would look it up', () => {
    expect(missingProgram(['afplay', 'Glass.aiff'], project())).toEqual({
      program: 'afplay',
      why: 'program "afplay" is not installed (not found on PATH)',
    });
  });

  it('finds a bare program on PATH, a relative PATH entry against the project', () => {
    const p = project();
    expect(missingProgram(['helper'], p)).toBeUndefined();
    expect(missingProgram(['helper'], { ...p, env: { PATH: 'bin' } })).toBeUndefined();
  });

  it('counts a non-executable file on PATH as missing (execvp skips it)', () => {
    expect(missingProgram(['plain'], project())?.why).toBe(
      'program "plain" is not installed (not found on PATH)',
    );
  });

  it.each([
    ['./guards/gone.sh'],
    ['bin/plain'],
    ['/nonexistent/guard'],
    ['${LIONAGI_PROJECT_DIR}/guards/gone.sh'],
    ['${HOME}/bin/gone'],
  ])('leaves a path argv[0] (%s) to the trust gate and the spawn, whose reasons stand', (first) => {
    expect(missingProgram([first], project())).toBeUndefined();
  });

  it('has nothing to say about an http handler', () => {
    expect(missingProgram(['POST', 'http://127.0.0.1:1/hook'], project(), 'http')).toBeUndefined();
  });
});
