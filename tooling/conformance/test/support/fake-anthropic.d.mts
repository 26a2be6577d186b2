/** A started loopback fake model server. */
export interface FakeServer {
  /** Base URL to hand to the client (`ANTHROPIC_BASE_URL`). */
  url: string;
  close(): Promise<void>;
}

/** Starts a fake Anthropic Messages API on 127.0.0.1 that logs every request to `log` (JSONL). */
export declare function startFakeAnthropic(options: { log: string }): Promise<FakeServer>;
