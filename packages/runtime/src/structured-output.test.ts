import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseStructured, repairInstruction } from './structured-output.js';

const Answer = z.object({ answer: z.number() });

describe('parseStructured', () => {
  it('reads bare JSON, JSON inside prose, and fenced JSON', () => {
    expect(parseStructured('{"answer": 4}', Answer)).toEqual({ ok: true, value: { answer: 4 } });
    expect(parseStructured('Sure! {"answer": 5} hope that helps', Answer)).toEqual({
      ok: true,
      value: { answer: 5 },
    });
    expect(parseStructured('```json\n{"answer": 6}\n```', Answer)).toEqual({
      ok: true,
      value: { answer: 6 },
    });
  });

  it('says why a parse failed', () => {
    expect(parseStructured('no json here', Answer)).toEqual({
      ok: false,
      error: 'the answer contains no JSON value',
    });
    const invalid = parseStructured('{"answer": }', Answer);
    expect(invalid.ok).toBe(false);
    if (!invalid.ok) expect(invalid.error).toMatch(/^the answer is not valid JSON \(/);
    const mismatch = parseStructured('{"answer": "four"}', Answer);
    expect(mismatch).toEqual({
      ok: false,
      error:
        'the JSON does not match the schema:\n✖ Invalid input: expected number, received string\n  → at answer',
    });
  });

  it('writes a repair instruction naming the problem, the answer and the schema', () => {
    const text = repairInstruction('four', 'the answer contains no JSON value', { type: 'object' });
    expect(text).toContain('Problem: the answer contains no JSON value');
    expect(text).toContain('Previous answer:\nfour');
    expect(text).toContain('{"type":"object"}');
  });
});
