import { appendFile, mkdir, readFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { Logger } from './logger.js';
import { errorMessage } from './summarize.js';

/** One line of a session transcript. */
export type TranscriptEntry = { type: string; ts?: string } & Record<string, unknown>;

/**
 * The session transcript: a JSONL file, one entry per line, appended in order through a write
 * queue. Its path is the envelopes' `transcript_path`. Write failures are logged, never thrown
 * into the conversation.
 */
export class Transcript {
  readonly path: string;
  readonly #logger: Logger;
  #queue: Promise<void>;

  constructor(path: string, logger: Logger) {
    this.path = path;
    this.#logger = logger;
    this.#queue = mkdir(dirname(path), { recursive: true, mode: 0o700 }).then(
      () => undefined,
      (error) => this.#fail(error),
    );
  }

  /** Queues `entry` (stamped with `ts` when absent). */
  append(entry: TranscriptEntry): void {
    const line = `${JSON.stringify({ ts: new Date().toISOString(), ...entry })}\n`;
    this.#queue = this.#queue.then(() =>
      appendFile(this.path, line, { mode: 0o600 }).catch((error) => this.#fail(error)),
    );
  }

  /** Resolves when every queued entry is on disk. */
  flush(): Promise<void> {
    return this.#queue;
  }

  #fail(error: unknown): void {
    this.#logger.error(`transcript ${this.path} could not be written: ${errorMessage(error)}`);
  }
}

/** Reads a transcript back (missing file: empty; unparseable lines are skipped). */
export async function readTranscript(path: string): Promise<TranscriptEntry[]> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const entries: TranscriptEntry[] = [];
  for (const line of text.split('\n')) {
    if (line.trim() === '') continue;
    try {
      entries.push(JSON.parse(line) as TranscriptEntry);
    } catch {
      // A torn last line (crash mid-write) must not make the whole transcript unreadable.
    }
  }
  return entries;
}
