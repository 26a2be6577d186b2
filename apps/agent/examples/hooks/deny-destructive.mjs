#!/usr/bin/env node
// PreToolUse guard: denies destructive shell commands with a profile v1 decision on stdout.
import { readEnvelope } from './read-envelope.mjs';

const DESTRUCTIVE = [
  /\brm\s+-[a-z]*r[a-z]*f|\brm\s+-[a-z]*f[a-z]*r/i,
  /\bgit\s+push\s+.*--force\b/,
  /\bmkfs\b/,
  /\bdd\s+if=/,
];
const envelope = await readEnvelope();
const command = String(envelope.tool_input?.command ?? '');
const hit = DESTRUCTIVE.find((re) => re.test(command));
if (hit) {
  process.stdout.write(
    JSON.stringify({
      hookSpecificOutput: {
        hookEventName: 'PreToolUse',
        permissionDecision: 'deny',
        permissionDecisionReason: `destructive command refused by deny-destructive: ${command}`,
      },
    }),
  );
}
