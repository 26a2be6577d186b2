import { describe, expect, it } from 'vitest';
import { isPathInside } from './path-inside.js';

describe('isPathInside', () => {
  it('counts the directory itself and what is below it', () => {
    expect(isPathInside('/a/b', '/a/b')).toBe(true);
    expect(isPathInside('/a/b/', '/a/b')).toBe(true);
    expect(isPathInside('/a/b/c/d.txt', '/a/b')).toBe(true);
    expect(isPathInside('/a/b/c', '/a/b/')).toBe(true);
  });

  it('does not take a sibling that shares a prefix', () => {
    expect(isPathInside('/a/bc', '/a/b')).toBe(false);
    expect(isPathInside('/a/b-old/x', '/a/b')).toBe(false);
  });

  it('reads .. segments as the path they name', () => {
    expect(isPathInside('/a/b/../c', '/a/b')).toBe(false);
    expect(isPathInside('/a/b/c/../d', '/a/b')).toBe(true);
    expect(isPathInside('/a', '/a/b')).toBe(false);
  });

  it('keeps a file whose name starts with two dots inside', () => {
    expect(isPathInside('/a/b/..notes', '/a/b')).toBe(true);
    expect(isPathInside('/a/b/...', '/a/b')).toBe(true);
  });

  it('takes every absolute path as inside the root directory', () => {
    expect(isPathInside('/etc/passwd', '/')).toBe(true);
    expect(isPathInside('/', '/')).toBe(true);
  });
});
