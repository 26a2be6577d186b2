import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { loadSettings } from '@lionagi/hooks-config';
import { createEventDispatcher } from '@lionagi/hooks-exec';
import { approveCommands, createTrustGate, listPending } from '@lionagi/hooks-trust';
import { expect } from 'vitest';
import { type FaultProject, FIXTURES, faultProject } from './fault-project.js';

/** One approved guard raced by both racers: its argv and the file of its own code. */
export interface RaceTarget {
  command: string[];
  /** The guard's file, relative to the project. */
  file: string;
  /** Its approved bytes: deny with `GOOD guard: denied`. */
  good: string;
  /** The evil bytes: allow, and leave `evil.ran` in the project proving they ran. */
  evil: string;
}

/** How long the swapper keeps each version (ms): long enough for some firings to run the guard. */
const SWAP_HOLD_MS = 3;

/** What a race of `firings` calls did. */
export interface BothRacersResult {
  firings: number;
  /** Firings the evil bytes ran in (marker written) or that did not deny. */
  wins: number;
  /** Firings the approved guard itself answered (its deny reason). */
  guardAnswered: number;
  /** Firings refused before the spawn because the bytes changed (gate or the verified read). */
  refusedChanged: number;
  /** Wall time of the firings, in milliseconds. */
  durationMs: number;
}

/**
 * Approves `target` as `li hooks trust` does, then fires PreToolUse `firings` times through the
 * dispatcher with the real trust gate while two real processes race it (issue 31 item 5): an
 * inotify watcher on the TMPDIR li stages under (it opens each file created there and rewrites it
 * with the evil bytes once written) and a swapper renaming evil bytes over the original in a loop.
 * A win is a firing where the evil bytes ran or the call was not denied.
 */
export async function raceBoth(
  target: RaceTarget,
  firings: number,
  racers: { rewriter: boolean; swapper: boolean; holdMs?: number } = {
    rewriter: true,
    swapper: true,
  },
): Promise<BothRacersResult & { project: FaultProject }> {
  const project = await faultProject([{ command: target.command, source: 'imported:claude' }]);
  // The system python3, not a pyenv shim (a second a start on a loaded machine).
  project.env = { ...project.env, PATH: '/usr/bin:/bin' };
  const guard = join(project.dir, target.file);
  const good = join(project.root, 'good.bytes');
  const evil = join(project.root, 'evil.bytes');
  await writeFile(guard, target.good);
  await writeFile(good, target.good);
  await writeFile(evil, target.evil);
  await Promise.all([chmod(guard, 0o755), chmod(good, 0o755), chmod(evil, 0o755)]);
  const settings = await loadSettings({ projectDir: project.dir, env: project.env });
  await approveCommands(settings.userFile, await listPending(settings, { env: project.env }));
  const approved = await loadSettings({ projectDir: project.dir, env: project.env });
  const [entry] = approved.hooks.PreToolUse ?? [];
  if (entry === undefined) throw new Error('no PreToolUse entry');
  const dispatcher = createEventDispatcher('PreToolUse', [entry], {
    projectDir: project.dir,
    env: project.env,
    trust: createTrustGate(approved, { env: project.env }),
  });
  const envelope = { hook_event_name: 'PreToolUse', tool_name: 'bash', tool_input: {} };
  const first = await dispatcher.dispatch(envelope);
  expect(first.runs[0]).toMatchObject({ trustStatus: 'trusted', outcome: 'blocked' });

  // The TMPDIR this process (li) would stage copies under, watched from the start.
  const watched = join(project.root, 'tmp');
  await mkdir(watched);
  const saved = process.env.TMPDIR;
  process.env.TMPDIR = watched;
  const rewriter = spawn(
    'python3',
    [join(FIXTURES, 'inotify-rewriter.py'), watched, evil, join(project.root, 'rewriter.ready')],
    { stdio: 'ignore' },
  );
  // Each version is kept for SWAP_HOLD_MS, so that firings reach the spawn as well as the refusal.
  const swapper = spawn(
    process.execPath,
    [join(FIXTURES, 'swapper.mjs'), guard, good, evil, String(racers.holdMs ?? SWAP_HOLD_MS)],
    { stdio: 'ignore' },
  );
  const result = { firings, wins: 0, guardAnswered: 0, refusedChanged: 0 };
  const started = performance.now();
  try {
    await ready(rewriter, join(project.root, 'rewriter.ready'));
    await ready(swapper, `${guard}.ready`);
    // One racer alone: the other is stopped before the first firing.
    if (!racers.rewriter) rewriter.kill('SIGKILL');
    if (!racers.swapper) {
      swapper.kill('SIGKILL');
      await new Promise((r) => swapper.once('exit', r));
      await writeFile(guard, target.good);
    }
    const marker = join(project.dir, 'evil.ran');
    for (let i = 0; i < firings; i++) {
      const fired = await dispatcher.dispatch(envelope);
      const run = fired.runs[0];
      if (fired.decision !== 'deny' || existsSync(marker)) {
        result.wins++;
        await rm(marker, { force: true });
      } else if (run?.reason === 'GOOD guard: denied') result.guardAnswered++;
      else if (run?.trustStatus === 'changed') result.refusedChanged++;
    }
  } finally {
    swapper.kill('SIGKILL');
    rewriter.kill('SIGKILL');
    if (saved === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = saved;
  }
  const durationMs = Math.round(performance.now() - started);
  return { ...result, durationMs, project };
}

async function ready(child: ChildProcess, file: string): Promise<void> {
  while (!existsSync(file)) {
    if (child.exitCode !== null) throw new Error(`racer exited with ${child.exitCode}`);
    await new Promise((r) => setTimeout(r, 5));
  }
}
