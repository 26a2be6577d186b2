#!/usr/bin/env node
// Makes `rsync` and `git clean` shell commands dry runs by appending `--dry-run`.
// The rewrite replaces the whole tool input (pre06c), so the other fields are kept.
import { defineHook } from '@lionagi/hooks-sdk';

const NEEDS_DRY_RUN = /^\s*(?:rsync|git\s+clean)\b/;

await defineHook(
  ({ input }, decide) => {
    const command = input.tool_input.command;
    if (typeof command !== 'string' || !NEEDS_DRY_RUN.test(command)) return undefined;
    if (/\s--dry-run\b/.test(command)) return undefined;
    return decide.rewrite({ ...input.tool_input, command: `${command} --dry-run` });
  },
  { events: ['PreToolUse'], name: 'rewriter' },
);
