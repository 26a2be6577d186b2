import { describe, expect, it } from 'vitest';
import { matcherCovers } from './bridge-matcher-check.js';

describe('matcherCovers', () => {
  it('no matcher or * covers everything; a list covers the names it selects', () => {
    expect(matcherCovers(undefined, 'Bash|Write')).toBe(true);
    expect(matcherCovers('*', undefined)).toBe(true);
    expect(matcherCovers('Bash|Write|Edit', 'Write|Bash')).toBe(true);
    expect(matcherCovers('^(Bash|Write)$', 'Write|Bash')).toBe(true);
    expect(matcherCovers('Bash', 'Bash|Write')).toBe(false);
  });

  it('a narrowed bridge never covers a catch-all, a regex only the same regex, an invalid one nothing', () => {
    expect(matcherCovers('Bash', undefined)).toBe(false);
    expect(matcherCovers('^(?:Bash)$|(?:^mcp__.*)', '^(?:Bash)$|(?:^mcp__.*)')).toBe(true);
    expect(matcherCovers('^mcp__.*', '^(?:Bash)$|(?:^mcp__.*)')).toBe(false);
    expect(matcherCovers('[', 'Bash')).toBe(false);
  });
});
