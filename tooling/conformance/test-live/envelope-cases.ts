import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { LiveRow } from '../src/index.js';
import { type CaseOverride, caseBase, claudeCase, codexCase, type LiveCase } from './cases.js';
import type { HarnessBins } from './install.js';

/**
 * The events each harness's envelope case registers the recorder on: the profile events it has,
 * plus the harness events the profile records without a seam (so a new build's fields show).
 */
export const RECORDED_EVENTS = {
  claude: [
    'SessionStart',
    'UserPromptSubmit',
    'PreToolUse',
    'PostToolUse',
    'PostToolUseFailure',
    'SessionEnd',
    'Stop',
    'PermissionRequest',
    'PreSkillShellCommand',
  ],
  codex: [
    'SessionStart',
    'UserPromptSubmit',
    'PreToolUse',
    'PostToolUse',
    'SessionEnd',
    'Stop',
    'PreModelRequest',
    'PostModelRequest',
  ],
} as const;

/** The pseudo row the envelope cases are filed under (never compared as a matrix row). */
export const ENVELOPE_ROW: LiveRow = {
  id: 'envelopes',
  event: 'PreToolUse',
  hook: 'record.mjs',
  facets: [],
};

/** A succeeding and a failing shell call, any `extra` calls, then the end of the turn (Stop). */
const calls = (tool: string, field: string, extra: string[] = []) =>
  [
    `@tool ${tool} ${JSON.stringify({ [field]: 'touch ran.marker' })}`,
    `@tool ${tool} ${JSON.stringify({ [field]: 'exit 3' })}`,
    ...extra,
    '@final done',
  ].join('\n');

function recorderHooks(events: readonly string[]): CaseOverride['hooks'] {
  const hook = { type: 'command', command: 'node hooks/record.mjs' };
  return { hooks: Object.fromEntries(events.map((e) => [e, [{ hooks: [hook] }]])) };
}

/**
 * One case per harness that records every envelope it sends: Claude Code runs a project slash
 * command whose first line is a shell line (`PreSkillShellCommand` on builds that have it),
 * then both make a succeeding and a failing shell call; Claude Code then a Write it must ask
 * approval for (PermissionRequest; unanswered, so `-p` denies it, perm01); both end (Stop).
 */
export function buildEnvelopeCases(
  root: string,
  bins: HarnessBins & { sdkHooks: string },
): LiveCase[] {
  const claude = caseBase(root, ENVELOPE_ROW, 'claude', bins.sdkHooks);
  const command = join(claude.base.project, '.claude', 'commands', 'record.md');
  mkdirSync(dirname(command), { recursive: true });
  const codex = caseBase(root, ENVELOPE_ROW, 'codex', bins.sdkHooks);
  const write = `@tool Write ${JSON.stringify({ file_path: join(claude.base.project, 'approval.txt'), content: 'x' })}`;
  return [
    claudeCase(claude.base, claude.home, bins.claude, {
      hooks: recorderHooks(RECORDED_EVENTS.claude),
      prompt: '/record',
      files: {
        [command]: `---\ndescription: record\nallowed-tools: Bash(touch:*)\n---\nShell: !\`touch skill.marker\`\n${calls('Bash', 'command', [write])}\n`,
      },
    }),
    codexCase(codex.base, codex.home, bins.codexJs, {
      hooks: recorderHooks(RECORDED_EVENTS.codex),
      prompt: calls('exec_command', 'cmd'),
    }),
  ];
}

/** The first envelope the recorder got per event (the case's `hook-record.jsonl`). */
export function recordedEnvelopes(project: string): Map<string, Record<string, unknown>> {
  const file = join(project, 'hook-record.jsonl');
  const out = new Map<string, Record<string, unknown>>();
  if (!existsSync(file)) return out;
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (line.trim() === '') continue;
    const envelope = JSON.parse(line) as Record<string, unknown>;
    const event = String(envelope.hook_event_name);
    if (!out.has(event)) out.set(event, envelope);
  }
  return out;
}
