import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { checkToolsDirective } from './tools-directive.js';

// The schema `@tools` was checked with before zod left li-agent's start path: the hand-written
// check must give its first issue, word for word, at the same path, for every shape of JSON.
const ToolsDirectiveSchema = z
  .array(
    z.strictObject({
      name: z.string().min(1),
      input: z.record(z.string(), z.unknown()).optional(),
    }),
  )
  .min(1);

const VALUES = [
  '{}',
  'null',
  '1',
  '"x"',
  'true',
  '[]',
  '[1]',
  '[null]',
  '["a"]',
  '[[]]',
  '[true]',
  '[{}]',
  '[{"name": 1}]',
  '[{"name": 1.5}]',
  '[{"name": ""}]',
  '[{"name": null}]',
  '[{"name": true}]',
  '[{"name": {}}]',
  '[{"name": []}]',
  '[{"name": "a", "input": 1}]',
  '[{"name": "a", "input": "s"}]',
  '[{"name": "a", "input": []}]',
  '[{"name": "a", "input": null}]',
  '[{"name": "a", "input": true}]',
  '[{"name": "a", "args": {}}]',
  '[{"name": "a", "args": {}, "b": 1}]',
  '[{"name": "a", "__proto__": {}}]',
  '[{"args": {}}]',
  '[{"name": 1, "input": 2}]',
  '[{"name": "", "x": 1}]',
  '[{"name": "a", "input": 1, "x": 1}]',
  '[{"name": "a"}, {"name": 2}]',
  '[{"name": "a"}, 3]',
  '[{"name": "a"}]',
  '[{"name": "a", "input": {}}]',
  '[{"name": "a", "input": {"x": [1, {"y": null}]}}, {"name": "b"}]',
];

describe('checkToolsDirective', () => {
  it.each(VALUES)('gives zod’s first issue, or its calls, for %s', (text) => {
    const value = JSON.parse(text);
    const zod = ToolsDirectiveSchema.safeParse(value);
    const mine = checkToolsDirective(value);
    if (zod.success) expect(mine).toEqual({ ok: true, calls: zod.data });
    else {
      const first = zod.error.issues[0];
      expect(mine).toEqual({ ok: false, issue: { message: first?.message, path: first?.path } });
    }
  });
});
