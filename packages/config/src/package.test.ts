import { readFile } from 'node:fs/promises';
import { PROFILE_VERSION } from '@lionagi/hooks-profile';
import { expect, it } from 'vitest';
import * as api from './index.js';

it('declares the profile version it implements', async () => {
  const pkg = JSON.parse(await readFile(new URL('../package.json', import.meta.url), 'utf8'));
  expect(pkg.lionagi.hooksProfile).toBe(PROFILE_VERSION);
});

it('exports the contract functions', () => {
  expect(typeof api.findSettingsFiles).toBe('function');
  expect(typeof api.loadSettings).toBe('function');
  expect(typeof api.editSettingsFile).toBe('function');
});
