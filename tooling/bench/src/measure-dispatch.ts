import { loadSettings } from '@lionagi/hooks-config';
import { runHookCommand } from '@lionagi/hooks-exec';
import type { BenchProject } from './bench-project.js';
import { preToolUseYaml } from './bench-project.js';
import {
  IMPORTED_HOOK,
  IMPORTED_SCRIPT_HOOK,
  importedScriptSettings,
  importedTierSettings,
} from './imported-tier.js';
import { interleaveTimed } from './interleave.js';
import { rawSpawn } from './raw-spawn.js';
import { pairedRatio, type Summary, summarize } from './stats.js';
import { wirePreToolUse } from './wire-dispatcher.js';

/** The trivial native hook every per-hook figure uses: no shell, no interpreter, prints `{}`. */
export const NATIVE_HOOK = ['/bin/echo', '{}'];

/** A trivial node hook (Node starts about ten threads, each taking a pid): prints `{}`. */
export const NODE_HOOK = [process.execPath, '-e', "process.stdout.write('{}\\n')"];

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
  /**
   * `dispatch()` right after another process was spawned and exited (as a tool call's is before its
   * PostToolUse hook): only the dispatch is timed. The group check then sees a fork it did not
   * make since its last reading of the kernel's counter.
   */
  afterTool: Summary;
  /** A raw spawn of the imported form's bare name (`echo`, found on PATH by the exec). */
  rawImported: Summary;
  /** `dispatch()` of the imported-tier form: bare name on PATH, full trust record verified. */
  imported: Summary;
  /** A raw spawn of the imported script form (`sh hooks/bench-guard.sh`). */
  rawScript: Summary;
  /** `dispatch()` of the imported script form: the script pinned, hashed and run from the verified bytes. */
  importedScript: Summary;
  runHook: Summary;
  sh: Summary;
  bash: Summary;
  /** Median of per-round ratios of each variant to the raw spawn. */
  pairedVsRaw: {
    rawGroup: number;
    dispatch: number;
    imported: number;
    importedScript: number;
    runHook: number;
    sh: number;
    bash: number;
  };
  /** This process's CPU time per call (user + system), by variant. */
  cpu: Record<
    | 'raw'
    | 'rawImported'
    | 'rawScript'
    | 'dispatch'
    | 'afterTool'
    | 'imported'
    | 'importedScript'
    | 'runHook',
    Summary
  >;
  /** {@link NODE_HOOK}: a raw spawn of it and `dispatch()` of it, wall and parent CPU, in rounds of their own. */
  nodeHook: { raw: Summary; dispatch: Summary; cpuRaw: Summary; cpuDispatch: Summary };
  /** Median of per-round CPU ratios: ours / the raw spawn of the same argv. */
  cpuVsRaw: {
    dispatch: number;
    nodeHook: number;
    afterTool: number;
    imported: number;
    importedScript: number;
    runHook: number;
  };
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
  const ran = () => {
    hooksRun++;
  };
  const dispatcher = wirePreToolUse(project, settings, ran);
  const imported = await importedTierSettings(project, [IMPORTED_HOOK], 'imported-one');
  const importedDispatcher = wirePreToolUse(project, imported, ran);
  const scriptSettings = await importedScriptSettings(project, 'imported-script-one');
  const scriptDispatcher = wirePreToolUse(project, scriptSettings, ran);
  const envelope = preToolUseEnvelope(project.dir);
  const payload = `${JSON.stringify(envelope)}\n`;
  const expectOutput = async (p: Promise<{ code: number | null; stdout: string }>) => {
    const { code, stdout } = await p;
    if (code !== 0 || stdout !== '{}\n')
      throw new Error(`baseline hook misbehaved: ${code} ${stdout}`);
  };
  const warmup = 10;
  const afterToolWall: number[] = [];
  const afterToolCpu: number[] = [];
  const { wall: samples, cpu } = await interleaveTimed(
    {
      raw: () => expectOutput(rawSpawn(NATIVE_HOOK, payload, project.dir)),
      rawImported: () => expectOutput(rawSpawn(IMPORTED_HOOK, payload, project.dir)),
      rawGroup: () => expectOutput(rawSpawn(NATIVE_HOOK, payload, project.dir, true)),
      dispatch: () => dispatcher.dispatch(envelope),
      afterTool: async () => {
        await expectOutput(rawSpawn(NATIVE_HOOK, payload, project.dir));
        const cpuStart = process.cpuUsage();
        const started = performance.now();
        await dispatcher.dispatch(envelope);
        afterToolWall.push(performance.now() - started);
        const used = process.cpuUsage(cpuStart);
        afterToolCpu.push((used.user + used.system) / 1000);
      },
      imported: () => importedDispatcher.dispatch(envelope),
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
  // The script form in rounds of its own, beside its raw spawn: its verified run (the script read
  // and hashed per firing) allocates enough to land on whichever block would run after it.
  const script = await interleaveTimed(
    {
      rawScript: () => expectOutput(rawSpawn(IMPORTED_SCRIPT_HOOK, payload, project.dir)),
      importedScript: () => scriptDispatcher.dispatch(envelope),
    },
    { rounds, warmup },
  );
  Object.assign(samples, script.wall);
  Object.assign(cpu, script.cpu);
  // A node hook, beside its raw spawn: the group check after it meets the pids its threads took.
  await project.write(preToolUseYaml([{ command: NODE_HOOK, matcher: 'bash' }]));
  let nodeRun = 0;
  const nodeDispatcher = wirePreToolUse(
    project,
    await loadSettings({ projectDir: project.dir, env: project.env }),
    () => {
      nodeRun++;
    },
  );
  const node = await interleaveTimed(
    {
      rawNode: () => expectOutput(rawSpawn(NODE_HOOK, payload, project.dir)),
      dispatchNode: () => nodeDispatcher.dispatch(envelope),
    },
    { rounds, warmup },
  );
  if (nodeRun !== rounds + warmup) {
    throw new Error(`the node-hook dispatcher ran ${nodeRun} hooks for ${rounds + warmup} firings`);
  }
  Object.assign(samples, node.wall);
  Object.assign(cpu, node.cpu);
  const s = (name: string) => samples[name] ?? [];
  const ratio = (a: string, b: string) => ({
    medians: summarize(s(a)).median / summarize(s(b)).median,
    paired: pairedRatio(s(a), s(b)),
  });
  const c = (name: string) => cpu[name] ?? [];
  // The variant's own samples, in round order like the others' (its warm-up rounds dropped).
  samples.afterTool = afterToolWall.slice(warmup);
  cpu.afterTool = afterToolCpu.slice(warmup);
  if (hooksRun !== 4 * (rounds + warmup)) {
    throw new Error(`the dispatchers ran ${hooksRun} hooks for ${4 * (rounds + warmup)} firings`);
  }
  return {
    rounds,
    raw: summarize(s('raw')),
    rawGroup: summarize(s('rawGroup')),
    dispatch: summarize(s('dispatch')),
    afterTool: summarize(s('afterTool')),
    imported: summarize(s('imported')),
    rawImported: summarize(s('rawImported')),
    importedScript: summarize(s('importedScript')),
    rawScript: summarize(s('rawScript')),
    runHook: summarize(s('runHook')),
    sh: summarize(s('sh')),
    bash: summarize(s('bash')),
    pairedVsRaw: {
      rawGroup: pairedRatio(s('rawGroup'), s('raw')),
      dispatch: pairedRatio(s('dispatch'), s('raw')),
      imported: pairedRatio(s('imported'), s('rawImported')),
      importedScript: pairedRatio(s('importedScript'), s('rawScript')),
      runHook: pairedRatio(s('runHook'), s('raw')),
      sh: pairedRatio(s('sh'), s('raw')),
      bash: pairedRatio(s('bash'), s('raw')),
    },
    cpu: {
      raw: summarize(c('raw')),
      rawImported: summarize(c('rawImported')),
      dispatch: summarize(c('dispatch')),
      afterTool: summarize(c('afterTool')),
      imported: summarize(c('imported')),
      rawScript: summarize(c('rawScript')),
      importedScript: summarize(c('importedScript')),
      runHook: summarize(c('runHook')),
    },
    nodeHook: {
      raw: summarize(s('rawNode')),
      dispatch: summarize(s('dispatchNode')),
      cpuRaw: summarize(c('rawNode')),
      cpuDispatch: summarize(c('dispatchNode')),
    },
    cpuVsRaw: {
      dispatch: pairedRatio(c('dispatch'), c('raw')),
      nodeHook: pairedRatio(c('dispatchNode'), c('rawNode')),
      afterTool: pairedRatio(c('afterTool'), c('raw')),
      imported: pairedRatio(c('imported'), c('rawImported')),
      importedScript: pairedRatio(c('importedScript'), c('rawScript')),
      runHook: pairedRatio(c('runHook'), c('raw')),
    },
    ratio: ratio('dispatch', 'raw'),
    ratioToSh: ratio('dispatch', 'sh'),
    ratioToBash: ratio('dispatch', 'bash'),
    hooksRun,
  };
}
