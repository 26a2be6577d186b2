import { ChildProcess } from 'node:child_process';
import { PassThrough, Writable } from 'node:stream';

/**
 * A pid no process can have (above Linux's largest `pid_max`, 2^22): the adapter's group probe
 * and `/proc` scan find nothing for it, exactly as for a hook that exited with its group.
 */
export const FAKE_PID = 2 ** 22 + 1_000;

type SpawnFn = (this: ChildProcess, options: unknown) => void;

/**
 * Replaces `ChildProcess.prototype.spawn` (what `child_process.spawn` calls) with an
 * in-memory child for the duration of `body`: no fork, no exec, no pipes. The child reads its
 * stdin, prints `{}\n` on stdout once stdin ends, exits 0 and closes, on the same event-loop
 * turns a real quick hook would. What remains is every line of JavaScript the caller runs per
 * hook: the figure that does not move with the machine's fork/exec cost.
 */
export async function withFakeSpawn<T>(body: () => Promise<T>): Promise<T> {
  const proto = ChildProcess.prototype as unknown as { spawn: SpawnFn };
  const real = proto.spawn;
  proto.spawn = function fakeSpawn(this: ChildProcess) {
    const child = this as unknown as Record<string, unknown>;
    const stdout = new PassThrough();
    const stderr = new PassThrough();
    const stdin = new Writable({
      write: (_chunk, _encoding, callback) => callback(),
      final: (callback) => {
        callback();
        stdout.end('{}\n');
        stderr.end();
        setImmediate(() => {
          child.exitCode = 0;
          this.emit('exit', 0, null);
          setImmediate(() => this.emit('close', 0, null));
        });
      },
    });
    child.pid = FAKE_PID;
    child.stdin = stdin;
    child.stdout = stdout;
    child.stderr = stderr;
    child.stdio = [stdin, stdout, stderr];
    child.kill = () => false;
    process.nextTick(() => this.emit('spawn'));
  };
  try {
    return await body();
  } finally {
    proto.spawn = real;
  }
}
