#!/usr/bin/env node
// Blocks prompts that contain what looks like an AWS access key id, without echoing the key.
import { defineHook } from '@lionagi/hooks-sdk';

const AWS_ACCESS_KEY_ID = /AKIA[0-9A-Z]{16}/;

await defineHook(
  ({ input }, decide) => {
    if (!AWS_ACCESS_KEY_ID.test(input.prompt)) return undefined;
    return decide.block(
      'prompt blocked: it contains what looks like an AWS access key id (AKIA…); remove the key and send it again',
    );
  },
  { events: ['UserPromptSubmit'], name: 'prompt-gate' },
);
