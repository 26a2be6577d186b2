import { compileMatcher } from '@lionagi/hooks-profile/core';
import { describe, expect, it } from 'vitest';
import { bridgeMatcher } from './bridge-matcher.js';
import { KNOWN_TOOLS } from './inspect/known-tools.js';

const entry = (matcher: string | undefined, toolVocabulary?: 'claude' | 'codex' | 'lionagi') => ({
  matcher,
  toolVocabulary,
});

describe('bridgeMatcher', () => {
  it("writes the entries' names in the harness's vocabulary, once each", () => {
    const entries = [entry('bash'), entry('Bash', 'claude'), entry('write_file|edit_file')];
    expect(bridgeMatcher('claude', entries, KNOWN_TOOLS)).toBe('Bash|Write|Edit');
    expect(bridgeMatcher('claude', [entry('mcp__docs__search')], KNOWN_TOOLS)).toBe(
      'mcp__docs__search',
    );
  });

  it('matches everything when an entry does, when a regex is in another vocabulary, or with no entry', () => {
    expect(bridgeMatcher('claude', [entry('bash'), entry(undefined)], KNOWN_TOOLS)).toBeUndefined();
    expect(bridgeMatcher('claude', [entry('bash'), entry('*')], KNOWN_TOOLS)).toBeUndefined();
    expect(bridgeMatcher('claude', [entry('^(bash|Bash)$')], KNOWN_TOOLS)).toBeUndefined();
    expect(bridgeMatcher('codex', [entry('^Ba', 'claude')], KNOWN_TOOLS)).toBeUndefined();
    expect(bridgeMatcher('claude', [], KNOWN_TOOLS)).toBeUndefined();
  });

  it('joins names and a regex of the same vocabulary into one regex matching exactly their union', () => {
    const m = bridgeMatcher('claude', [entry('bash'), entry('^mcp__.*', 'claude')], KNOWN_TOOLS);
    expect(m).toBe('^(?:Bash)$|(?:^mcp__.*)');
    const compiled = compileMatcher(m);
    expect(['Bash', 'mcp__x__y', 'Read', 'xBash'].map((n) => compiled.test(n))).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });

  it("keeps Codex's apply_patch, which the bridge does not read back, out of a native entry's matcher", () => {
    expect(bridgeMatcher('codex', [entry('bash|write_file')], KNOWN_TOOLS)).toBe('Bash|write_file');
    expect(bridgeMatcher('codex', [entry('apply_patch|Write', 'codex')], KNOWN_TOOLS)).toBe(
      'apply_patch|Write',
    );
  });
});
