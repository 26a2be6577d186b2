import { execFileSync } from 'node:child_process';
import { existsSync, realpathSync } from 'node:fs';
import { availableParallelism, cpus, loadavg, release, totalmem } from 'node:os';
import { delimiter, join } from 'node:path';

/** What the benchmark ran on, recorded next to the figures. */
export interface MachineInfo {
  cpuModel: string;
  cores: number;
  node: string;
  kernel: string;
  memoryGiB: number;
  /** 1, 5 and 15-minute load averages. */
  loadAverage: [number, number, number];
  date: string;
  /**
   * Whether `NODE_EXTRA_CA_CERTS` was set in the environment `pnpm bench` ran in (Node then loads
   * that bundle at every start: tens of ms). Cold starts are measured without it on both sides, and
   * again with it when it is set.
   */
  extraCaCerts: boolean;
  /** The other Node versions on PATH (`which -a node`), e.g. a Node 22 to compare; none: empty. */
  otherNodes: string[];
}

/** The Node executables on PATH other than this one, with their versions. */
function otherNodes(env: NodeJS.ProcessEnv): string[] {
  const self = realpathSync(process.execPath);
  const seen = new Set([self]);
  const found: string[] = [];
  for (const dir of (env.PATH ?? '').split(delimiter)) {
    const file = join(dir, 'node');
    if (dir === '' || !existsSync(file)) continue;
    const real = realpathSync(file);
    if (seen.has(real)) continue;
    seen.add(real);
    try {
      const version = execFileSync(file, ['--version'], { encoding: 'utf8', timeout: 10_000 });
      found.push(`${version.trim()} (${file})`);
    } catch {
      // not a runnable node: not a Node to compare with
    }
  }
  return found;
}

/** The machine as it is right now (call it at the start and at the end of a run). */
export function machineInfo(): MachineInfo {
  const [one = 0, five = 0, fifteen = 0] = loadavg();
  return {
    cpuModel: cpus()[0]?.model.trim() ?? 'unknown',
    cores: availableParallelism(),
    node: process.version,
    kernel: `${process.platform} ${release()}`,
    memoryGiB: Math.round((totalmem() / 2 ** 30) * 10) / 10,
    loadAverage: [one, five, fifteen].map((v) => Math.round(v * 100) / 100) as [
      number,
      number,
      number,
    ],
    date: new Date().toISOString(),
    extraCaCerts: (process.env.NODE_EXTRA_CA_CERTS ?? '') !== '',
    otherNodes: otherNodes(process.env),
  };
}
