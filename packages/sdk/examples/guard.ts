#!/usr/bin/env node
// Denies destructive shell commands (`rm -rf`, `rm -fr`, `rm -r -f`, …) before they run.
// It never returns allow: a guard has no business granting permissions (in Claude Code an allow
// would also skip the permission prompt), so everything else gets no opinion.
import { defineHook } from '@lionagi/hooks-sdk';

const RECURSIVE_FORCE =
  /\brm\s+(?:-[a-zA-Z]*[rR][a-zA-Z]*f|-[a-zA-Z]*f[a-zA-Z]*[rR]|-[rR]\s+-f|-f\s+-[rR])/;

await defineHook(
  ({ input }, decide) => {
    const command = input.tool_input.command;
    if (typeof command === 'string' && RECURSIVE_FORCE.test(command)) {
      return decide.deny(`destructive command blocked by guard: ${command}`);
    }
    return undefined;
  },
  { events: ['PreToolUse'], name: 'guard' },
);
