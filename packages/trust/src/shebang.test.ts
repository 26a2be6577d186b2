import { describe, expect, it } from 'vitest';
import { parseEnvArguments } from './shebang.js';

const base = { PATH: '/usr/bin', LANG: 'C', PY: 'python3' };

describe('parseEnvArguments (GNU env grammar)', () => {
  it.each([
    [['python3'], 'python3', [], {}],
    [['-S NAME=v python3 -u'], 'python3', ['-u'], { NAME: 'v' }],
    [['-S -uLANG --chdir=/tmp python3'], 'python3', [], { LANG: undefined }],
    [['-S -i PATH=/opt/bin python3'], 'python3', [], { PATH: '/opt/bin', LANG: undefined }],
    [['-S "${PY}" -c "a b"\\_x # a comment'], 'python3', ['-c', 'a b', 'x'], {}],
    [["-S 'it''s' \\\"q\\\""], 'its', ['"q"'], {}],
    [['-S -- A=1 -x'], '-x', [], { A: '1' }],
  ])('%j runs %s', (args, command, rest, changed) => {
    const parsed = parseEnvArguments(args, base);
    expect(parsed).toMatchObject({ ok: true, command, args: rest });
    if (parsed.ok) for (const [k, v] of Object.entries(changed)) expect(parsed.env[k]).toBe(v);
  });

  it('reads -C DIR as the directory the command is looked up from', () => {
    expect(parseEnvArguments(['-S -C hooks ./run'], base)).toMatchObject({
      chdir: 'hooks',
      command: './run',
    });
  });

  it.each([
    [['python3 -u'], undefined],
    [['-S'], 'env option -S needs a value'],
    [['-S A=1'], 'env is given no command to run'],
    [['-S $PY'], 'only ${NAME} expansion is supported'],
    [['--frobnicate'], 'env option --frobnicate is not one this review knows'],
  ])('%j: %s', (args, problem) => {
    const parsed = parseEnvArguments(args, base);
    // Without -S the kernel's one argument is one command name, blanks and all, as env reads it.
    if (problem === undefined) expect(parsed).toMatchObject({ ok: true, command: 'python3 -u' });
    else expect(parsed).toEqual({ ok: false, problem: expect.stringContaining(problem) });
  });
});
