import type { FakeServer } from './fake-anthropic.mjs';

/** Starts a fake OpenAI Responses API on 127.0.0.1 (`url` ends in `/v1`), logging to `log`. */
export declare function startFakeResponses(options: { log: string }): Promise<FakeServer>;
