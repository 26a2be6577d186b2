#!/usr/bin/env node
// A Stop gate: the agent may not finish its turn until the tests passed, which the test run
// records by creating `.tests-passed` in the project (e.g. `npm test && touch .tests-passed`).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { defineHook } from '@lionagi/hooks-sdk';

await defineHook(
  ({ input }, decide) => {
    const project = process.env.CLAUDE_PROJECT_DIR ?? process.env.LIONAGI_PROJECT_DIR ?? input.cwd;
    if (existsSync(join(project, '.tests-passed'))) return undefined; // the turn may end
    return decide.block(
      'the tests have not passed yet: run `npm test && touch .tests-passed`, fix what fails, then finish',
    );
  },
  { events: ['Stop'], name: 'test-gate' },
);
