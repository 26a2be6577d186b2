import {
  interpretHookResult,
  PROFILE_V1_EVENTS,
  type ProfileV1Event,
} from '@lionagi/hooks-profile';
import { describe, expect, it } from 'vitest';
import {
  type Decision,
  decide,
  HARNESSES,
  type Harness,
  readClaudeCode,
  readCodex,
  renderDecision,
  renderFailure,
} from '../src/index.js';
import { effectOf, intended, lionagiEffect } from './effects.js';

const DECISIONS: Record<string, Decision | undefined> = {
  none: undefined,
  allow: decide.allow(),
  deny: decide.deny('no rm -rf'),
  block: decide.block('contains a key'),
  rewrite: decide.rewrite({ command: 'rsync -a a b --dry-run', description: 'sync' }),
  context: decide.context('use pnpm'),
};
const silent = { stdout: '', stderr: '', exitCode: 0 };
const line = (value: unknown) => `${JSON.stringify(value)}\n`;
const pre = (fields: object) =>
  line({ hookSpecificOutput: { hookEventName: 'PreToolUse', ...fields } });

describe('renderDecision: exact output', () => {
  it.each<[string, Harness, ProfileV1Event, Decision | undefined, object]>([
    ['no opinion prints nothing', 'claude-code', 'PreToolUse', undefined, silent],
    ['allow under Codex prints nothing', 'codex', 'PreToolUse', decide.allow(), silent],
    [
      'allow under Claude Code',
      'claude-code',
      'PreToolUse',
      decide.allow(),
      { ...silent, stdout: pre({ permissionDecision: 'allow' }) },
    ],
    [
      'allow on UserPromptSubmit prints nothing',
      'lionagi',
      'UserPromptSubmit',
      decide.allow(),
      silent,
    ],
    ...HARNESSES.map(
      (h) =>
        [
          `deny under ${h}`,
          h,
          'PreToolUse',
          decide.deny('no rm -rf'),
          {
            ...silent,
            stdout: pre({ permissionDecision: 'deny', permissionDecisionReason: 'no rm -rf' }),
          },
        ] as [string, Harness, ProfileV1Event, Decision, object],
    ),
    [
      'block on PreToolUse is a deny',
      'codex',
      'PreToolUse',
      decide.block('x'),
      { ...silent, stdout: pre({ permissionDecision: 'deny', permissionDecisionReason: 'x' }) },
    ],
    [
      'rewrite under LionAGI: updatedInput alone',
      'lionagi',
      'PreToolUse',
      decide.rewrite({ command: 'ls' }),
      { ...silent, stdout: pre({ updatedInput: { command: 'ls' } }) },
    ],
    [
      'rewrite under Claude Code keeps its permission check',
      'claude-code',
      'PreToolUse',
      decide.rewrite({ command: 'ls' }),
      { ...silent, stdout: pre({ updatedInput: { command: 'ls' } }) },
    ],
    [
      'rewrite under Codex needs allow',
      'codex',
      'PreToolUse',
      decide.rewrite({ command: 'ls' }),
      { ...silent, stdout: pre({ permissionDecision: 'allow', updatedInput: { command: 'ls' } }) },
    ],
    [
      'deny on UserPromptSubmit is decision:block',
      'codex',
      'UserPromptSubmit',
      decide.deny('secret'),
      { ...silent, stdout: line({ decision: 'block', reason: 'secret' }) },
    ],
    [
      'rewrite on UserPromptSubmit blocks (fail safe)',
      'claude-code',
      'UserPromptSubmit',
      decide.rewrite({ prompt: 'x' }),
      {
        stdout: '',
        stderr:
          'hooks-sdk: rewrite cannot be expressed on UserPromptSubmit under Claude Code: no harness lets a hook rewrite the prompt; blocking the prompt instead (fail safe)\n',
        exitCode: 2,
      },
    ],
    [
      'deny on PostToolUse is block feedback',
      'lionagi',
      'PostToolUse',
      decide.deny('bad'),
      { ...silent, stdout: line({ decision: 'block', reason: 'bad' }) },
    ],
    [
      'rewrite on PostToolUse is a no-op with a note',
      'codex',
      'PostToolUse',
      decide.rewrite({ command: 'ls' }),
      {
        ...silent,
        stderr:
          'hooks-sdk: rewrite cannot be expressed on PostToolUse under Codex: the tool already ran; only PreToolUse input can be rewritten; ignored\n',
      },
    ],
    [
      'block on PostToolUseFailure is exit 2',
      'claude-code',
      'PostToolUseFailure',
      decide.block('retry with sudo? no'),
      { stdout: '', stderr: 'retry with sudo? no\n', exitCode: 2 },
    ],
    [
      'PostToolUseFailure under Codex does not exist',
      'codex',
      'PostToolUseFailure',
      decide.context('c'),
      {
        ...silent,
        stderr:
          'hooks-sdk: context cannot be expressed on PostToolUseFailure under Codex: Codex has no PostToolUseFailure event\n',
      },
    ],
    [
      'deny on SessionEnd is a no-op with the reason on stderr',
      'lionagi',
      'SessionEnd',
      decide.deny('too late'),
      {
        ...silent,
        stderr:
          'hooks-sdk: deny cannot be expressed on SessionEnd under LionAGI: the event accepts no decision and no context (reason: too late); ignored\n',
      },
    ],
    [
      'block on SessionStart is a no-op',
      'claude-code',
      'SessionStart',
      decide.block('no'),
      {
        ...silent,
        stderr:
          'hooks-sdk: block cannot be expressed on SessionStart under Claude Code: the event cannot block or rewrite anything (reason: no); ignored\n',
      },
    ],
    [
      'context on SessionStart',
      'codex',
      'SessionStart',
      decide.context('use pnpm'),
      {
        ...silent,
        stdout: line({
          hookSpecificOutput: { hookEventName: 'SessionStart', additionalContext: 'use pnpm' },
        }),
      },
    ],
  ])('%s', (_name, harness, event, decision, expected) => {
    expect(renderDecision(harness, event, decision)).toEqual(expected);
  });
});

describe('renderDecision: every harness reads what was meant', () => {
  const cells = HARNESSES.flatMap((harness) =>
    PROFILE_V1_EVENTS.flatMap((event) =>
      Object.keys(DECISIONS).map(
        (kind) => [harness, event, kind] as [Harness, ProfileV1Event, string],
      ),
    ),
  );

  it.each(cells)('%s %s %s', (harness, event, kind) => {
    const decision = DECISIONS[kind];
    const out = renderDecision(harness, event, decision);
    const read =
      harness === 'lionagi'
        ? lionagiEffect(interpretHookResult(event, out))
        : effectOf(
            harness === 'codex'
              ? readCodex(event, out, { toolName: 'Bash' })
              : readClaudeCode(event, out),
          );
    expect(read).toEqual(intended(harness, event, decision));
    // Native forms are silent on stderr; every inexpressible decision says so there.
    const native =
      !out.stderr || (event === 'PostToolUseFailure' && harness !== 'codex' && out.exitCode === 2);
    if (!native) expect(out.stderr).toMatch(/^hooks-sdk: \w+ cannot be expressed on /);
  });
});

describe('renderFailure', () => {
  it('fails closed with exit 2 on blocking events', () => {
    expect(renderFailure('PreToolUse', 'boom', 'guard')).toEqual({
      stdout: '',
      stderr: 'hooks-sdk: guard failed on PreToolUse: boom; failing closed\n',
      exitCode: 2,
    });
    const out = renderFailure('UserPromptSubmit', 'boom');
    expect(interpretHookResult('UserPromptSubmit', out).decision).toBe('deny');
    expect(readClaudeCode('UserPromptSubmit', out).effect).toBe('deny');
    expect(readCodex('UserPromptSubmit', out).effect).toBe('deny');
  });

  it('exits 1 (non-blocking error) on advisory events', () => {
    const out = renderFailure('PostToolUse', 'boom', 'logger');
    expect(out).toEqual({
      stdout: '',
      stderr: 'hooks-sdk: logger failed on PostToolUse: boom\n',
      exitCode: 1,
    });
    expect(interpretHookResult('PostToolUse', out)).toMatchObject({
      decision: 'none',
      outcome: 'error',
    });
    expect(readClaudeCode('PostToolUse', out).effect).toBe('invalid');
    expect(readCodex('PostToolUse', out).effect).toBe('invalid');
  });
});
