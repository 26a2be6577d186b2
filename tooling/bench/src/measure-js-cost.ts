import { loadSettings } from '@lionagi/hooks-config';
import { runHookCommand } from '@lionagi/hooks-exec';
import { execa } from 'execa';
import { type BenchProject, preToolUseYaml } from './bench-project.js';
import { withFakeSpawn } from './fake-spawn.js';
import { IMPORTED_HOOK, importedScriptSettings, importedTierSettings } from './imported-tier.js';
import { interleaveTimed } from './interleave.js';
import { NATIVE_HOOK, preToolUseEnvelope } from './measure-dispatch.js';
import { rawSpawn } from './raw-spawn.js';
import { pairedRatio, type Summary, summarize } from './stats.js';
import { wirePreToolUse } from './wire-dispatcher.js';

/** Calls per timed block: one block's CPU over its calls is the per-call figure. */
const BLOCK = 20;

/** The JavaScript each caller runs per hook, with the spawn replaced by an in-memory child. */
export interface JsCostFigures {
  rounds: number;
  block: number;
  /** CPU time per call (user + system of this process), by variant. */
  cpu: Record<'raw' | 'execa' | 'runHook' | 'dispatch' | 'imported' | 'importedScript', Summary>;
  /** The faked bare spawn of execa's own interleaving (see {@link measureJsCost}). */
  rawBesideExeca: Summary;
  /**
   * Median of per-round CPU ratios to the faked raw spawn of the same rounds (execa: to
   * {@link rawBesideExeca}; the imported tier and script: to the bare spawn of their own rounds).
   */
  vsRaw: {
    execa: number;
    runHook: number;
    dispatch: number;
    imported: number;
    importedScript: number;
  };
}

/**
 * The spawn the adapter made through execa 9.6 until it spawned with `node:child_process`: the
 * same options (every execa feature the adapter does not use switched off), stdin written, stdout
 * read, the exit awaited. Measured next to a bare spawn so the reason for the change stays a figure.
 */
async function execaSpawn(argv: readonly string[], payload: string, cwd: string): Promise<string> {
  const [file, ...args] = argv as [string, ...string[]];
  const child = execa(file, args, {
    cwd,
    env: process.env,
    extendEnv: false,
    shell: false,
    detached: true,
    cleanup: false,
    buffer: false,
    reject: false,
    stdin: 'pipe',
    stdout: 'pipe',
    stderr: 'pipe',
    stripFinalNewline: false,
    windowsHide: true,
  });
  let stdout = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    stdout += chunk;
  });
  child.stderr.resume();
  child.stdin.end(payload);
  await child;
  return stdout;
}

/**
 * Per-call CPU of a bare `child_process.spawn`, the same through execa, `runHookCommand`, and `dispatch()` of the native
 * and the imported-tier hook, all with `ChildProcess.prototype.spawn` faked (see
 * {@link withFakeSpawn}): no fork or exec, so what is left is the JavaScript (and the `/proc`
 * scan and file checks) the caller runs per hook, which does not move with the machine.
 * Interleaved rounds of {@link BLOCK}-call blocks; execa, the imported tier and the imported script
 * each in rounds of their own, beside a bare spawn.
 */
export async function measureJsCost(project: BenchProject, rounds: number): Promise<JsCostFigures> {
  await project.write(preToolUseYaml([{ command: NATIVE_HOOK, matcher: 'bash' }]));
  const settings = await loadSettings({ projectDir: project.dir, env: project.env });
  const imported = await importedTierSettings(project, [IMPORTED_HOOK], 'imported-js');
  const importedScript = await importedScriptSettings(project, 'imported-script-js');
  let ran = 0;
  const count = () => {
    ran++;
  };
  const native = wirePreToolUse(project, settings, count);
  const importedDispatcher = wirePreToolUse(project, imported, count);
  const scriptDispatcher = wirePreToolUse(project, importedScript, count);
  const envelope = preToolUseEnvelope(project.dir);
  const payload = `${JSON.stringify(envelope)}\n`;
  const block = (call: () => Promise<unknown>) => async () => {
    for (let i = 0; i < BLOCK; i++) await call();
  };
  const warmup = 10;
  const raw = block(async () => {
    const r = await rawSpawn(NATIVE_HOOK, payload, project.dir);
    if (r.stdout !== '{}\n') throw new Error('the fake child printed nothing');
  });
  const main = {
    raw,
    runHook: block(() =>
      runHookCommand(NATIVE_HOOK, envelope, {
        timeoutMs: 60_000,
        cwd: project.dir,
        env: project.env,
      }),
    ),
    dispatch: block(() => native.dispatch(envelope)),
  };
  // A variant that allocates heavily (execa; the imported tier's PATH search and digest check;
  // the script read and hashed per firing) runs in rounds of its own beside a bare spawn: what it
  // allocates (and the collector's background work for it) otherwise lands on whichever block
  // runs next (with the imported tier among them, the bare spawn after it read 108-138 µs where
  // it costs about 45 µs alone).
  const besideRaw = async (name: string, call: () => Promise<unknown>) =>
    (await interleaveTimed({ raw, [name]: block(call) }, { rounds, warmup })).cpu;
  const { cpu, besideExeca, besideImported, besideScript } = await withFakeSpawn(async () => ({
    cpu: (await interleaveTimed(main, { rounds, warmup })).cpu,
    besideImported: await besideRaw('imported', () => importedDispatcher.dispatch(envelope)),
    besideExeca: await besideRaw('execa', async () => {
      if ((await execaSpawn(NATIVE_HOOK, payload, project.dir)) !== '{}\n')
        throw new Error('the fake child printed nothing through execa');
    }),
    besideScript: await besideRaw('importedScript', () => scriptDispatcher.dispatch(envelope)),
  }));
  if (ran !== 3 * BLOCK * (rounds + warmup)) {
    throw new Error(
      `the faked dispatchers ran ${ran} hooks, expected ${3 * BLOCK * (rounds + warmup)}`,
    );
  }
  const perBlock = (samples: Record<string, number[]>) => (name: string) =>
    (samples[name] ?? []).map((ms) => ms / BLOCK);
  const per = perBlock(cpu);
  const perExeca = perBlock(besideExeca);
  const perScript = perBlock(besideScript);
  const perImported = perBlock(besideImported);
  return {
    rounds,
    block: BLOCK,
    cpu: {
      raw: summarize(per('raw')),
      execa: summarize(perExeca('execa')),
      runHook: summarize(per('runHook')),
      dispatch: summarize(per('dispatch')),
      imported: summarize(perImported('imported')),
      importedScript: summarize(perScript('importedScript')),
    },
    rawBesideExeca: summarize(perExeca('raw')),
    vsRaw: {
      execa: pairedRatio(perExeca('execa'), perExeca('raw')),
      runHook: pairedRatio(per('runHook'), per('raw')),
      dispatch: pairedRatio(per('dispatch'), per('raw')),
      imported: pairedRatio(perImported('imported'), perImported('raw')),
      importedScript: pairedRatio(perScript('importedScript'), perScript('raw')),
    },
  };
}
