import { describe, expect, it } from 'vitest';
import { commandHash, pythonJsonString, serializeArgv } from './command-hash.js';

describe('serializeArgv (Python json.dumps)', () => {
  it('reproduces the reference vectors of Python LionAGI', () => {
    expect(serializeArgv(['uv', 'run', 'guards/check_cmd.py'])).toBe(
      '["uv", "run", "guards/check_cmd.py"]',
    );
    expect(commandHash(['uv', 'run', 'guards/check_cmd.py'])).toBe(
      'f6e3b744922b51273f3d5aad4274ea880b105651d41324499da902422c4a971c',
    );
    expect(serializeArgv(['echo', 'héllo'])).toBe('["echo", "h\\u00e9llo"]');
    expect(commandHash(['echo', 'héllo']).startsWith('bde89083c141')).toBe(true);
  });

  it('differs from the compact JSON.stringify form', () => {
    expect(commandHash(['uv', 'run', 'guards/check_cmd.py']).startsWith('48aea876')).toBe(false);
  });

  it('escapes like Python: short escapes, \\u00XX controls, DEL, lowercase hex, kept slash', () => {
    expect(pythonJsonString('"\\/\b\f\n\r\t')).toBe('"\\"\\\\/\\b\\f\\n\\r\\t"');
    expect(pythonJsonString('\x00\x1b\x1f\x7f ~')).toBe('"\\u0000\\u001b\\u001f\\u007f ~"');
    expect(pythonJsonString('\u00ff\u2028\uFEFF')).toBe('"\\u00ff\\u2028\\ufeff"');
  });

  it('writes astral characters as surrogate pairs and keeps lone surrogates', () => {
    expect(pythonJsonString('😀')).toBe('"\\ud83d\\ude00"');
    expect(pythonJsonString('a\ud800b\udfff')).toBe('"a\\ud800b\\udfff"');
  });

  it('serializes the empty list and empty strings as Python does', () => {
    expect(serializeArgv([])).toBe('[]');
    expect(serializeArgv(['', ''])).toBe('["", ""]');
  });
});
