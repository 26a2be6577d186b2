import { loadSettings } from '@lionagi/hooks-config';
import { createEventDispatcher, type HookRunRecord, runHookCommand } from '@lionagi/hooks-exec';
import { createTrustGate } from '@lionagi/hooks-trust';
import type { BenchProject } from './bench-project.js';
import { preToolUseYaml } from './bench-project.js';
import { interleave } from './interleave.js';
import { rawSpawn } from './raw-spawn.js';
import { pairedRatio, type Summary, summarize } from './stats.js';

/** The trivial native hook every per-hook figure uses: no shell, no interpreter, prints `{}`. */
export const NATIVE_HOOK = ['/bin/echo', '{}'];

/** The same hook as Claude Code (`/bin/sh -c`, dash here) and Codex (`/bin/bash -c`) run it. */
export const SHELL_FORMS = {
  sh: ['/bin/sh', '-c', "/bin/echo '{}'"],
  bash: ['/bin/bash', '-c', "/bin/echo '{}'"],
};

/** A PreToolUse envelope as the runtime builds it. */
export function preToolUseEnvelope(cwd: string): Record<string, unknown> {
  return {
    session_id: 'bench',
    transcript_path: `${cwd}/transcript.jsonl`,
    cwd,
    hook_event_name: 'PreToolUse',
    harness: 'lionagi',
    permission_mode: 'default',
    tool_name: 'bash',
    tool_input: { command: 'git status' },
    tool_use_id: 'call_1',
  };
}

/** Per-hook cost figures. */
export interface DispatchFigures {
  rounds: number;
  raw: Summary;
  /** The raw spawn leading its own process group (`detached`), as the adapter's hooks do. */
  rawGroup: Summary;
  dispatch: Summary;
  runHook: Summary;
  sh: Summary;
  bash: Summary;
  /** Median of per-round ratios of each variant to the raw spawn. */
  pairedVsRaw: { rawGroup: number; dispatch: number; runHook: number; sh: number; bash: number };
  /** dispatch / raw, median over median and median of per-round ratios. */
  ratio: { medians: number; paired: number };
  ratioToSh: { medians: number; paired: number };
  ratioToBash: { medians: number; paired: number };
  /** Hooks the dispatcher reported as run (every measured and warm-up firing must have run one). */
  hooksRun: number;
}

/**
 * One matching entry loaded from a real settings file, dispatched with the trust gate exactly as
 * the runtime wires it, against a raw spawn of the same hook, the adapter alone
 * (`runHookCommand`), and the hook wrapped in `sh -c` / `bash -c`: interleaved rounds.
 */
export async function measureDispatch(
  project: BenchProject,
  rounds: number,
): Promise<DispatchFigures> {
  await project.write(preToolUseYaml([{ command: NATIVE_HOOK, matcher: 'bash' }]));
  const settings = await loadSettings({ projectDir: project.dir, env: project.env });
  let hooksRun = 0;
  const dispatcher = createEventDispatcher('PreToolUse', settings.hooks.PreToolUse, {
    projectDir: project.dir,
    env: project.env,
    trust: createTrustGate(settings, { env: project.env }),
    onRun: (record: HookRunRecord) => {
      if (record.ran && record.outcome === 'success') hooksRun++;
    },
  });
  const envelope = preToolUseEnvelope(project.dir);
  const payload = `${JSON.stringify(envelope)}\n`;
  const expectOutput = async (p: Promise<{ code: number | null; stdout: string }>) => {
    const { code, stdout } = await p;
    if (code !== 0 || stdout !== '{}\n')
      throw new Error(`baseline hook misbehaved: ${code} ${stdout}`);
  };
  const warmup = 10;
  const samples = await interleave(
    {
      raw: () => expectOutput(rawSpawn(NATIVE_HOOK, payload, project.dir)),
      rawGroup: () => expectOutput(rawSpawn(NATIVE_HOOK, payload, project.dir, true)),
      dispatch: () => dispatcher.dispatch(envelope),
      runHook: () =>
        runHookCommand(NATIVE_HOOK, envelope, {
          timeoutMs: 60_000,
          cwd: project.dir,
          env: project.env,
        }),
      sh: () => expectOutput(rawSpawn(SHELL_FORMS.sh, payload, project.dir)),
      bash: () => expectOutput(rawSpawn(SHELL_FORMS.bash, payload, project.dir)),
    },
    { rounds, warmup },
  );
  const s = (name: string) => samples[name] ?? [];
  const ratio = (a: string, b: string) => ({
    medians: summarize(s(a)).median / summarize(s(b)).median,
    paired: pairedRatio(s(a), s(b)),
  });
  if (hooksRun !== rounds + warmup) {
    throw new Error(`the dispatcher ran ${hooksRun} hooks for ${rounds + warmup} firings`);
  }
  return {
    rounds,
    raw: summarize(s('raw')),
    rawGroup: summarize(s('rawGroup')),
    dispatch: summarize(s('dispatch')),
    runHook: summarize(s('runHook')),
    sh: summarize(s('sh')),
    bash: summarize(s('bash')),
    pairedVsRaw: {
      rawGroup: pairedRatio(s('rawGroup'), s('raw')),
      dispatch: pairedRatio(s('dispatch'), s('raw')),
      runHook: pairedRatio(s('runHook'), s('raw')),
      sh: pairedRatio(s('sh'), s('raw')),
      bash: pairedRatio(s('bash'), s('raw')),
    },
    ratio: ratio('dispatch', 'raw'),
    ratioToSh: ratio('dispatch', 'sh'),
    ratioToBash: ratio('dispatch', 'bash'),
    hooksRun,
  };
}
