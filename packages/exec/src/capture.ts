import type { Readable } from 'node:stream';

/** Default cap on each of a hook's stdout and stderr: 1 MiB. */
export const DEFAULT_MAX_OUTPUT_BYTES = 1024 * 1024;

/** A stream being read with a byte cap. */
export interface BoundedCapture {
  /** Settles once the stream has closed (its file descriptor is released) or errored. */
  readonly done: Promise<void>;
  /** True once the stream has closed. */
  readonly closed: boolean;
  /** Bytes the stream delivered in total, kept or not. */
  readonly totalBytes: number;
  /** More than the cap arrived; the excess was read and discarded. */
  readonly truncated: boolean;
  /** The kept bytes (at most the cap), decoded as UTF-8. */
  text(): string;
}

/**
 * Reads `stream` to its end, keeping at most `maxBytes` and discarding the rest as it arrives.
 * The stream is never paused, so the writer is never blocked on a full pipe, and memory stays
 * bounded by the cap plus one chunk whatever the writer prints.
 */
export function captureStream(stream: Readable, maxBytes: number): BoundedCapture {
  const chunks: Buffer[] = [];
  let kept = 0;
  let total = 0;
  let truncated = false;
  let closed = false;
  const done = new Promise<void>((resolve) => {
    const finish = () => {
      closed = true;
      resolve();
    };
    stream.once('close', finish);
    // An error is followed by 'close' (autoDestroy); the listener only keeps it from being thrown.
    stream.on('error', () => {});
  });
  stream.on('data', (chunk: Buffer | string) => {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    total += bytes.length;
    const room = maxBytes - kept;
    if (room <= 0) {
      if (bytes.length > 0) truncated = true;
      return;
    }
    if (bytes.length > room) {
      truncated = true;
      // Copy the kept part so the whole pooled chunk is not retained by a view into it.
      chunks.push(Buffer.from(bytes.subarray(0, room)));
      kept += room;
      return;
    }
    chunks.push(bytes);
    kept += bytes.length;
  });
  return {
    done,
    get closed() {
      return closed;
    },
    get totalBytes() {
      return total;
    },
    get truncated() {
      return truncated;
    },
    // Nothing printed (stderr, nearly always) or one chunk (a short answer): no copy first.
    text: () =>
      chunks.length === 0
        ? ''
        : chunks.length === 1
          ? (chunks[0] as Buffer).toString('utf8')
          : Buffer.concat(chunks, kept).toString('utf8'),
  };
}
