import { readArgv } from '../argv.js';
import { COMMON_ENTRY_KEYS, type HandlerReader } from './reader-types.js';

const KEY_HINTS: Record<string, string> = {
  args: ' (put the arguments in the command list)',
  matcher: ' (matcher belongs to the group, next to hooks:)',
  statusMessage: ' (the key is status_message)',
};

/** Keys a `hooks_external` hook entry (`type: command`) may have. */
export const HOOK_ENTRY_KEYS = ['type', 'command', ...COMMON_ENTRY_KEYS] as const;

/** Reads a `type: command` entry: its `command` argv. */
export const commandReader: HandlerReader<'command'> = {
  keys: HOOK_ENTRY_KEYS,
  what: 'a hook entry',
  runs: 'an argv',
  hint: (key) => KEY_HINTS[key] ?? '',
  read(ctx, map, scope) {
    const command = readArgv(ctx, map.get('command', true), map, scope);
    return command && { type: 'command', command };
  },
};
