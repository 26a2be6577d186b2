import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { captureStream } from './capture.js';

describe('captureStream', () => {
  it('keeps everything under the cap', async () => {
    const stream = new PassThrough();
    const capture = captureStream(stream, 16);
    stream.end('héllo');
    await capture.done;
    expect(capture.text()).toBe('héllo');
    expect(capture.truncated).toBe(false);
    expect(capture.totalBytes).toBe(6);
    expect(capture.closed).toBe(true);
  });

  it('keeps exactly the cap, keeps reading past it and reports the total', async () => {
    const stream = new PassThrough();
    const capture = captureStream(stream, 10);
    stream.write('0123456');
    stream.write('789abc');
    stream.write('defgh');
    stream.end();
    await capture.done;
    expect(capture.text()).toBe('0123456789');
    expect(capture.truncated).toBe(true);
    expect(capture.totalBytes).toBe(18);
  });

  it('is not truncated when the output is exactly the cap', async () => {
    const stream = new PassThrough();
    const capture = captureStream(stream, 4);
    stream.end('abcd');
    await capture.done;
    expect(capture.text()).toBe('abcd');
    expect(capture.truncated).toBe(false);
  });

  it('settles when the stream is destroyed with an error', async () => {
    const stream = new PassThrough();
    const capture = captureStream(stream, 4);
    stream.write('ab');
    stream.destroy(new Error('boom'));
    await capture.done;
    expect(capture.text()).toBe('ab');
  });
});
