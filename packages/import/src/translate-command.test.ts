import { describe, expect, it } from 'vitest';
import { translateExecForm } from './translate-command.js';

describe('translateExecForm', () => {
  it('calls an argv element blank exactly when Python str.strip would empty it', () => {
    // \x1f (unit separator) is whitespace to Python and not to JavaScript's trim().
    expect(translateExecForm('./guard.sh', ['\x1f'])).toEqual({
      ok: false,
      reason: 'argv element 1 is blank; profile v3 commands must be non-blank strings',
    });
    // U+FEFF is whitespace to trim() and not to Python: a real (odd) argument.
    expect(translateExecForm('./guard.sh', ['\ufeff'])).toEqual({
      ok: true,
      argv: ['./guard.sh', '\ufeff'],
      warnings: [],
    });
  });
});
