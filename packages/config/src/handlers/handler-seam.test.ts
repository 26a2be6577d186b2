import { HANDLER_TYPES, type HandlerType } from '@lionagi/hooks-profile/core';
import { describe, expect, it } from 'vitest';
import { workspace, writeAt } from '../../test/support.js';
import type { HttpHandlerFields } from '../http-handler.js';
import { loadSettings } from '../load-settings.js';
import { HANDLER_JSON } from './handler-json.js';
import { HANDLER_READERS } from './handler-readers.js';
import type { HandlerJsonModule } from './handler-types.js';
import type { HandlerReader } from './reader-types.js';

/** The handler types with a test-only third one, as if `HANDLER_TYPES` had grown. */
type WithThird = HandlerType | 'third';
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

describe("config's handler seam", () => {
  it('keys its reader and JSON tables by exactly the handler types; a third type does not compile without both', () => {
    const exact: [
      Same<keyof typeof HANDLER_READERS, HandlerType>,
      Same<keyof typeof HANDLER_JSON, HandlerType>,
    ] = [true, true];
    // @ts-expect-error a third handler type without a settings reader does not compile
    const readers: Record<WithThird, HandlerReader> = HANDLER_READERS;
    // @ts-expect-error a third handler type without a JSON module does not compile
    const json: Record<WithThird, HandlerJsonModule> = HANDLER_JSON;
    expect(exact).toEqual([true, true]);
    expect(Object.keys(readers).sort()).toEqual([...HANDLER_TYPES].sort());
    expect(Object.keys(json).sort()).toEqual([...HANDLER_TYPES].sort());
  });

  it('loads each entry as a union on its type: http has its request, command has none', async () => {
    const ws = await workspace();
    await writeAt(
      ws.project,
      '.lionagi/settings.yaml',
      `hooks_external:
  PreToolUse:
    - hooks:
        - type: command
          command: [/bin/true]
        - type: http
          url: http://127.0.0.1:8080/hook
`,
    );
    const { hooks } = await loadSettings({ projectDir: ws.project, env: ws.env });
    const seen = hooks.PreToolUse.map((entry) => {
      // Each assignment compiles only because `type` narrows the entry (an optional `http` would not).
      if (entry.type === 'http') {
        const request: HttpHandlerFields = entry.http;
        return [entry.type, request.url];
      }
      const none: undefined = entry.http;
      return [entry.type, none, 'http' in entry];
    });
    expect(seen).toEqual([
      ['command', undefined, false],
      ['http', 'http://127.0.0.1:8080/hook'],
    ]);
  });
});
