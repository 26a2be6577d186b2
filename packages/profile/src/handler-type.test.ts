import { describe, expect, it } from 'vitest';
import { isHookError } from './errors.js';
import { type HandlerType, handlerTypeOf } from './handler-type.js';

/** What `handlerTypeOf` throws for `handler`, as `code: message`. */
function refusal(handler: unknown): string {
  try {
    handlerTypeOf(handler as { type: HandlerType });
  } catch (error) {
    if (isHookError(error)) return `${error.code}: ${error.message}`;
    throw error;
  }
  throw new Error('expected a throw');
}

describe('handlerTypeOf', () => {
  it("reads the handler's own type, not its other fields", () => {
    expect(handlerTypeOf({ type: 'http' })).toBe('http');
    // Its shape says nothing: a command entry that also carries a request is still a command.
    const command = { type: 'command' as const, http: { url: 'http://127.0.0.1:9/hook' } };
    expect(handlerTypeOf(command)).toBe('command');
  });

  it('refuses a type it does not know, or none, rather than reading it as a command', () => {
    expect(refusal({ type: 'mcp_tool', command: ['./guard.sh'] })).toBe(
      'USAGE: unknown handler type "mcp_tool" (expected command or http)',
    );
    expect(refusal({ command: ['./guard.sh'] })).toBe(
      'USAGE: unknown handler type undefined (expected command or http)',
    );
  });
});
