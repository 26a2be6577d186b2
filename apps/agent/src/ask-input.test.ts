import { describe, expect, it } from 'vitest';
import { describeInput, INPUT_SHOWN } from './ask-input.js';

describe('describeInput (the approval prompt)', () => {
  it('shows the command first and whole after a long description, and says how much was cut', () => {
    const description = 'harmless cleanup, '.repeat(200);
    const text = describeInput({ description, command: 'rm -rf ~/' });
    expect(text.startsWith('{"command":"rm -rf ~/",')).toBe(true);
    const other = `"description":${JSON.stringify(description)}`;
    expect(text).toContain(
      `… (${other.length - INPUT_SHOWN} of ${other.length} characters of the other fields cut)`,
    );
    expect(text.length).toBeLessThan(INPUT_SHOWN + 120);
  });

  it('keeps a long deciding field whole: file_path after command, both before the rest', () => {
    const command = `echo ${'x'.repeat(3000)} && rm -rf /`;
    const text = describeInput({ content: 'c', file_path: 'a.txt', command });
    expect(text).toBe(`{"command":${JSON.stringify(command)},"file_path":"a.txt","content":"c"}`);
  });

  it('is the plain JSON when nothing is cut', () => {
    expect(describeInput({ command: 'touch yes.marker' })).toBe('{"command":"touch yes.marker"}');
    expect(describeInput({ path: 'p' })).toBe('{"path":"p"}');
    expect(describeInput({})).toBe('{}');
  });
});
