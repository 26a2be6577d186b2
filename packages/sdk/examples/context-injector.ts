#!/usr/bin/env node
// Adds project conventions to the model's context when a session starts, and a short reminder
// with every prompt.
import { defineHook } from '@lionagi/hooks-sdk';

await defineHook(
  (hook, decide) => {
    if (hook.event === 'SessionStart') {
      return decide.context(
        `Session ${hook.input.source}: this project uses pnpm, TypeScript strict mode and Biome; run the tests before you finish.`,
      );
    }
    return decide.context('Reminder: never print secrets; ask before deleting files.');
  },
  { events: ['SessionStart', 'UserPromptSubmit'], name: 'context-injector' },
);
