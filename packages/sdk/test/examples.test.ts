import { readFileSync, statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { HARNESSES, type Harness, testHook } from '../src/index.js';
import { useBundledHooks } from './bundle.js';
import { effectOf, expectAllRead, expectRead, lionagiEffect } from './effects.js';
import { envelope, withCommand } from './envelopes.js';

// The example hooks, bundled the way an author ships them, run as real processes on real
// captured envelopes of each harness. Each test asserts the exact bytes and exit code, and that
// profile v1 (LionAGI), Claude Code and Codex all read the result as intended.
const hook = useBundledHooks(
  ['guard', 'rewriter', 'prompt-gate', 'context-injector'].map((n) => `examples/${n}.ts`),
);
const line = (value: unknown) => `${JSON.stringify(value)}\n`;

describe.concurrent('example hooks', () => {
  describe('guard (denies rm -rf)', () => {
    it.each(HARNESSES)(
      'denies `rm -rf` under %s with the JSON deny every harness honours',
      async (harness) => {
        const run = await testHook(hook('guard'), withCommand(harness, 'rm -rf /tmp/build'), {
          harness,
        });
        const reason = 'destructive command blocked by guard: rm -rf /tmp/build';
        expect(run).toMatchObject({ harness, exitCode: 0, stderr: '' });
        expect(run.stdout).toBe(
          line({
            hookSpecificOutput: {
              hookEventName: 'PreToolUse',
              permissionDecision: 'deny',
              permissionDecisionReason: reason,
            },
          }),
        );
        expectAllRead(run, { effect: 'deny', reason });
      },
    );

    it.each(HARNESSES)('has no opinion on a safe command under %s', async (harness) => {
      const run = await testHook(hook('guard'), withCommand(harness, 'ls -la'), { harness });
      expect(run).toMatchObject({ exitCode: 0, stdout: '', stderr: '' });
      expectAllRead(run, { effect: 'none' });
    });

    it('also catches `rm -fr` and `rm -r -f`, not `rm -f`', async () => {
      const runs = await Promise.all(
        ['rm -fr x', 'sudo rm -r -f x', 'rm -f x'].map((c) =>
          testHook(hook('guard'), withCommand('codex', c)),
        ),
      );
      expect(runs.map((r) => effectOf(r.verdicts.codex).effect)).toEqual(['deny', 'deny', 'none']);
    });
  });

  describe('rewriter (adds --dry-run)', () => {
    const cases: [Harness, Record<string, unknown>][] = [
      [
        'lionagi',
        {
          hookEventName: 'PreToolUse',
          updatedInput: { command: 'rsync -a src/ dst/ --dry-run', description: 'say hello' },
        },
      ],
      [
        'claude-code',
        {
          hookEventName: 'PreToolUse',
          updatedInput: { command: 'rsync -a src/ dst/ --dry-run', description: 'say hello' },
        },
      ],
      [
        'codex',
        {
          hookEventName: 'PreToolUse',
          permissionDecision: 'allow',
          updatedInput: { command: 'rsync -a src/ dst/ --dry-run' },
        },
      ],
    ];
    it.each(cases)('rewrites under %s in the form it honours', async (harness, specific) => {
      const run = await testHook(hook('rewriter'), withCommand(harness, 'rsync -a src/ dst/'), {
        harness,
      });
      expect(run).toMatchObject({ exitCode: 0, stderr: '' });
      expect(run.stdout).toBe(line({ hookSpecificOutput: specific }));
      expectRead(run, {
        effect: 'rewrite',
        updatedInput: specific.updatedInput as Record<string, unknown>,
      });
    });

    it('would be lost under Codex in the Claude Code form (why the SDK renders per harness)', async () => {
      const run = await testHook(hook('rewriter'), withCommand('claude-code', 'git clean -fd'));
      expect(effectOf(run.verdicts.claudeCode).effect).toBe('rewrite');
      expect(lionagiEffect(run.verdicts.lionagi).effect).toBe('rewrite');
      expect(run.verdicts.codex).toEqual({
        effect: 'invalid',
        reason: 'PreToolUse hook returned updatedInput without permissionDecision:allow',
        source: 'codex §5.1',
      });
    });

    it.each(HARNESSES)('leaves commands that already dry-run alone under %s', async (harness) => {
      const run = await testHook(hook('rewriter'), withCommand(harness, 'rsync -a --dry-run a b'), {
        harness,
      });
      expect(run).toMatchObject({ exitCode: 0, stdout: '', stderr: '' });
      expectAllRead(run, { effect: 'none' });
    });
  });

  describe('prompt-gate (blocks AWS keys)', () => {
    const reason =
      'prompt blocked: it contains what looks like an AWS access key id (AKIA…); remove the key and send it again';
    it.each(HARNESSES)(
      'blocks a prompt with a key under %s without echoing it',
      async (harness) => {
        const prompt = 'deploy with AKIAIOSFODNN7EXAMPLE please';
        const run = await testHook(
          hook('prompt-gate'),
          envelope(harness, 'UserPromptSubmit', { prompt }),
          { harness },
        );
        expect(run).toMatchObject({ exitCode: 0, stderr: '' });
        expect(run.stdout).toBe(line({ decision: 'block', reason }));
        expect(run.stdout).not.toContain('AKIAIOSFODNN7EXAMPLE');
        expectAllRead(run, { effect: 'deny', reason });
      },
    );

    it.each(HARNESSES)('lets a clean prompt through under %s', async (harness) => {
      const run = await testHook(
        hook('prompt-gate'),
        envelope(harness, 'UserPromptSubmit', { prompt: 'AKIA is a prefix' }),
        { harness },
      );
      expect(run).toMatchObject({ exitCode: 0, stdout: '', stderr: '' });
      expectAllRead(run, { effect: 'none' });
    });
  });

  describe('context-injector', () => {
    it.each(HARNESSES)('adds context on SessionStart under %s', async (harness) => {
      const run = await testHook(hook('context-injector'), envelope(harness, 'SessionStart'), {
        harness,
      });
      const context =
        'Session startup: this project uses pnpm, TypeScript strict mode and Biome; run the tests before you finish.';
      expect(run).toMatchObject({ exitCode: 0, stderr: '' });
      expect(run.stdout).toBe(
        line({ hookSpecificOutput: { hookEventName: 'SessionStart', additionalContext: context } }),
      );
      expectAllRead(run, { effect: 'none', context });
    });

    it.each(HARNESSES)('adds context on UserPromptSubmit under %s', async (harness) => {
      const run = await testHook(hook('context-injector'), envelope(harness, 'UserPromptSubmit'), {
        harness,
      });
      const context = 'Reminder: never print secrets; ask before deleting files.';
      expect(run.stdout).toBe(
        line({
          hookSpecificOutput: { hookEventName: 'UserPromptSubmit', additionalContext: context },
        }),
      );
      expectAllRead(run, { effect: 'none', context });
    });

    it('reads a Claude Code resume envelope and says nothing on events it does not handle', async () => {
      const resume = await testHook(
        hook('context-injector'),
        envelope('claude-code', 'SessionStart.resume'),
      );
      expect(JSON.parse(resume.stdout).hookSpecificOutput.additionalContext).toMatch(
        /^Session resume:/,
      );
      const pre = await testHook(hook('context-injector'), envelope('lionagi', 'PreToolUse'));
      expect(pre).toMatchObject({
        exitCode: 0,
        stdout: '',
        stderr:
          'hooks-sdk: context-injector does not handle PreToolUse (it handles SessionStart, UserPromptSubmit); no opinion\n',
      });
      expectAllRead(pre, { effect: 'none' });
    });
  });

  it('the bundle carries no zod (cold start)', () => {
    expect(readFileSync(hook('guard'), 'utf8')).not.toMatch(/ZodError|zod\/v4/);
    expect(statSync(hook('guard')).size).toBeLessThan(50_000);
  });
});
