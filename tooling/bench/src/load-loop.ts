/** What a closed-loop load run measured. */
export interface LoadRun {
  calls: number;
  wallMs: number;
  /** This process's CPU time (user + system) over the run. */
  cpuMs: number;
  latencies: number[];
}

/**
 * Runs `calls` calls of `call` with `concurrency` workers in a closed loop (each worker starts
 * its next call when the previous one ends): wall time and every call's latency.
 */
export async function loadLoop(
  concurrency: number,
  calls: number,
  call: (index: number) => Promise<void>,
): Promise<LoadRun> {
  const latencies: number[] = [];
  let next = 0;
  const cpuStart = process.cpuUsage();
  const started = performance.now();
  const worker = async () => {
    for (let i = next++; i < calls; i = next++) {
      const t = performance.now();
      await call(i);
      latencies.push(performance.now() - t);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, calls) }, worker));
  const wallMs = performance.now() - started;
  const cpu = process.cpuUsage(cpuStart);
  return { calls, wallMs, cpuMs: (cpu.user + cpu.system) / 1000, latencies };
}
