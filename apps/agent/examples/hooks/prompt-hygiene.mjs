#!/usr/bin/env node
// UserPromptSubmit gate: refuses prompts that carry a credential (exit 2, reason on stderr).
import { readEnvelope } from './read-envelope.mjs';

const SECRETS = [
  [/AKIA[0-9A-Z]{16}/, 'an AWS access key id'],
  [/-----BEGIN [A-Z ]*PRIVATE KEY-----/, 'a private key'],
  [/\bghp_[A-Za-z0-9]{36}\b/, 'a GitHub token'],
];
const envelope = await readEnvelope();
const found = SECRETS.find(([re]) => re.test(String(envelope.prompt ?? '')));
if (found) {
  process.stderr.write(`prompt-hygiene: the prompt contains ${found[1]}; remove it and try again`);
  process.exit(2);
}
