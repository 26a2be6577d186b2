#!/usr/bin/env node
// PostToolUse audit logger: appends one JSON line per tool call to .lionagi/tool-audit.jsonl.
import { appendFileSync } from 'node:fs';
import { join } from 'node:path';
import { readEnvelope } from './read-envelope.mjs';

const envelope = await readEnvelope();
const line = {
  at: new Date().toISOString(),
  session_id: envelope.session_id,
  turn_id: envelope.turn_id,
  tool_use_id: envelope.tool_use_id,
  tool: envelope.tool_name,
  input: envelope.tool_input,
};
appendFileSync(
  join(process.env.LIONAGI_PROJECT_DIR ?? '.', '.lionagi', 'tool-audit.jsonl'),
  `${JSON.stringify(line)}\n`,
);
