import { availableParallelism, cpus, loadavg, release, totalmem } from 'node:os';

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
  };
}
