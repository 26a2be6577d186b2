import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type ConfigDiagnostic, type LoadedSettings, loadSettings } from '@lionagi/hooks-config';
import { isHookError, PROFILE_EVENTS } from '@lionagi/hooks-profile';
import fc from 'fast-check';
import { describe, expect, it, onTestFinished } from 'vitest';
import { fault } from '../../src/fault-catalogue.js';
import { expectedEntries, generatedConfig } from '../support/config-arbitrary.js';

const row = fault('generated-configs');
const RUNS = 1000;

/** Every diagnostic points inside `file` and appears in the message as `file:line:col: text`. */
function checkDiagnostics(
  diagnostics: ConfigDiagnostic[],
  file: string,
  lines: number,
  message?: string,
) {
  for (const d of diagnostics) {
    expect(d.file).toBe(file);
    expect(d.line).toBeGreaterThanOrEqual(1);
    expect(d.line).toBeLessThanOrEqual(lines + 1);
    expect(d.column).toBeGreaterThanOrEqual(1);
    expect(d.message.trim()).not.toBe('');
    if (message !== undefined) {
      expect(message).toContain(`${file}:${d.line}:${d.column}: ${d.message}`);
    }
  }
}

function loadedEntries(settings: LoadedSettings) {
  return Object.fromEntries(
    PROFILE_EVENTS.filter((e) => settings.hooks[e].length > 0).map((e) => [
      e,
      settings.hooks[e].map((h) => ({
        command: h.command,
        matcher: h.matcher,
        timeoutSec: h.timeoutSec,
        failClosed: h.failClosed,
        source: h.source,
      })),
    ]),
  );
}

describe(`${row.fault}`, () => {
  it('loadSettings loads each file or throws CONFIG_INVALID with file:line diagnostics; valid files load intact', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'lionagi-gen-config-'));
    const file = join(dir, 'project', '.lionagi', 'settings.yaml');
    await mkdir(join(dir, 'project', '.lionagi'), { recursive: true });
    const userFile = join(dir, 'absent-user-settings.yaml');
    const tally = { loaded: 0, rejected: 0, valid: 0 };
    onTestFinished(() => rm(dir, { recursive: true, force: true }));
    await fc.assert(
      fc.asyncProperty(generatedConfig, async ({ text, valid }) => {
        await writeFile(file, text);
        const lines = text.split('\n').length;
        let settings: LoadedSettings;
        try {
          settings = await loadSettings({
            projectDir: join(dir, 'project'),
            userFile,
            projectFile: file,
          });
        } catch (error) {
          // Anything but a CONFIG_INVALID HookError is a crash.
          expect(isHookError(error), String(error)).toBe(true);
          if (!isHookError(error)) return;
          expect(error.code).toBe('CONFIG_INVALID');
          expect(valid, `a valid file was refused:\n${text}\n${error.message}`).toBeUndefined();
          const diagnostics = error.details.diagnostics as ConfigDiagnostic[];
          expect(diagnostics.length).toBeGreaterThanOrEqual(1);
          expect(error.message).toMatch(/^invalid hook settings \(\d+ problems?\):\n/);
          checkDiagnostics(diagnostics, file, lines, error.message);
          tally.rejected++;
          return;
        }
        checkDiagnostics(settings.warnings, file, lines);
        for (const event of PROFILE_EVENTS) {
          for (const entry of settings.hooks[event]) {
            expect(entry.origin.file).toBe(file);
            expect(entry.origin.line).toBeGreaterThanOrEqual(1);
            expect(entry.origin.line).toBeLessThanOrEqual(lines);
          }
        }
        if (valid !== undefined) {
          expect(loadedEntries(settings)).toEqual(
            Object.fromEntries(
              Object.entries(expectedEntries(valid)).filter(([, list]) => list.length > 0),
            ),
          );
          tally.valid++;
        }
        tally.loaded++;
      }),
      { numRuns: RUNS, seed: 11 },
    );
    // Both halves of the contract were exercised.
    expect(tally.loaded + tally.rejected).toBe(RUNS);
    expect(tally.rejected).toBeGreaterThan(100);
    expect(tally.valid).toBeGreaterThan(100);
  });
});
