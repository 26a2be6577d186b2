import { loadSettings } from '@lionagi/hooks-config';
import { PROFILE_EVENTS } from '@lionagi/hooks-profile';
import { parse } from 'yaml';
import { type BenchProject, settingsText } from './bench-project.js';
import { interleave } from './interleave.js';
import { pairedRatio, type Summary, summarize } from './stats.js';

/** Load cost of one settings file size. */
export interface SettingsFigures {
  entries: number;
  bytes: number;
  /** `loadSettings`: discover, read, parse with positions, validate, compile matchers, merge. */
  load: Summary;
  /** `yaml.parse` of the same text alone. */
  parse: Summary;
  ratio: { medians: number; paired: number };
}

/**
 * `loadSettings` of a project file with `entries` hook entries (five events, real shapes) against
 * `yaml.parse` of the same text, interleaved. Checks that every entry was loaded.
 */
export async function measureSettings(
  project: BenchProject,
  entries: number,
  rounds: number,
): Promise<SettingsFigures> {
  const text = settingsText(entries, 'project');
  await project.write(text);
  const load = async () => {
    const settings = await loadSettings({ projectDir: project.dir, env: project.env });
    const total = PROFILE_EVENTS.reduce((n, e) => n + settings.hooks[e].length, 0);
    if (total !== entries) throw new Error(`loaded ${total} entries, expected ${entries}`);
  };
  const samples = await interleave({ load, parse: async () => parse(text) }, { rounds, warmup: 3 });
  const l = samples.load ?? [];
  const p = samples.parse ?? [];
  return {
    entries,
    bytes: Buffer.byteLength(text),
    load: summarize(l),
    parse: summarize(p),
    ratio: { medians: summarize(l).median / summarize(p).median, paired: pairedRatio(l, p) },
  };
}
