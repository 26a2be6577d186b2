#!/usr/bin/env node
// PreToolUse rewriter: any `./deploy.sh` call runs with --dry-run (updatedInput replaces the input).
import { readEnvelope } from './read-envelope.mjs';

const envelope = await readEnvelope();
const input = envelope.tool_input ?? {};
const command = String(input.command ?? '');
if (/\.\/deploy\.sh\b/.test(command) && !command.includes('--dry-run')) {
  process.stdout.write(
    JSON.stringify({
      hookSpecificOutput: {
        hookEventName: 'PreToolUse',
        permissionDecision: 'allow',
        updatedInput: {
          ...input,
          command: command.replace(/\.\/deploy\.sh\b/, './deploy.sh --dry-run'),
        },
      },
    }),
  );
}
