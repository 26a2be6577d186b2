import { homedir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lionagiHome, userHome } from './lionagi-home.js';

describe('lionagiHome: one rule for every reader of $LIONAGI_HOME', () => {
  it('takes LIONAGI_HOME resolved, else $HOME/.lionagi', () => {
    expect(lionagiHome({ LIONAGI_HOME: 'rel/dir', HOME: '/h' })).toBe(resolve('rel/dir'));
    expect(lionagiHome({ LIONAGI_HOME: '/x', HOME: '/h' })).toBe('/x');
    expect(lionagiHome({ HOME: '/h' })).toBe(join('/h', '.lionagi'));
  });

  it('treats an empty or whitespace-only value as unset, for LIONAGI_HOME and HOME alike', () => {
    expect(lionagiHome({ LIONAGI_HOME: '', HOME: '/h' })).toBe(join('/h', '.lionagi'));
    expect(lionagiHome({ LIONAGI_HOME: '  ', HOME: '/h' })).toBe(join('/h', '.lionagi'));
    expect(userHome({ HOME: ' ' })).toBe(homedir());
    expect(lionagiHome({ HOME: '' })).toBe(join(homedir(), '.lionagi'));
  });
});
