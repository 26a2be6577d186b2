import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { loadSettings } from '@lionagi/hooks-config';
import { createEventDispatcher } from '@lionagi/hooks-exec';
import { createTrustGate } from '@lionagi/hooks-trust';
import { type BenchProject, preToolUseYaml } from './bench-project.js';
import { interleave } from './interleave.js';
import { NATIVE_HOOK, preToolUseEnvelope } from './measure-dispatch.js';
import { type Summary, summarize } from './stats.js';

/** A firing where one entry of `entries` matches `bash` and runs the native hook. */
export interface OneMatchingFigures {
  entries: number;
  dispatch: Summary;
}

/**
 * Dispatch with N entries of which only the last matches `bash`, for each N in `counts`: the cost
 * of walking the non-matching ones next to one real process. One settings file per N, loaded and
 * wired with the trust gate; the N variants run in interleaved rounds.
 */
export async function measureOneMatching(
  project: BenchProject,
  counts: readonly number[],
  rounds: number,
): Promise<OneMatchingFigures[]> {
  const envelope = preToolUseEnvelope(project.dir);
  const variants: Record<string, () => Promise<unknown>> = {};
  for (const entries of counts) {
    const hooks = Array.from({ length: entries - 1 }, (_, i) => ({
      command: ['/bin/echo', `hook-${i}`],
      matcher: i % 2 === 0 ? `Write${i}|Edit${i}` : `^mcp__server${i}__.*`,
    }));
    hooks.push({ command: NATIVE_HOOK, matcher: 'bash' });
    const projectFile = join(project.dir, '.lionagi', `settings-${entries}.yaml`);
    await writeFile(projectFile, preToolUseYaml(hooks));
    const settings = await loadSettings({ projectDir: project.dir, env: project.env, projectFile });
    const dispatcher = createEventDispatcher('PreToolUse', settings.hooks.PreToolUse, {
      projectDir: project.dir,
      env: project.env,
      trust: createTrustGate(settings, { env: project.env }),
    });
    variants[String(entries)] = async () => {
      const result = await dispatcher.dispatch(envelope);
      const ran = result.runs.filter((r) => r.ran).length;
      if (ran !== 1 || result.runs.length !== entries) {
        throw new Error(
          `expected 1 run of ${entries} records, got ${ran} of ${result.runs.length}`,
        );
      }
    };
  }
  const samples = await interleave(variants, { rounds, warmup: 5 });
  return counts.map((entries) => ({
    entries,
    dispatch: summarize(samples[String(entries)] ?? []),
  }));
}
