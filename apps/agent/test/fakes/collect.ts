import type { ModelResponse, StreamChunk } from '@lionagi/runtime';

/** Drains a provider stream: the chunks as received, and the answer they add up to. */
export async function collectStream(
  stream: AsyncIterable<StreamChunk>,
): Promise<{ chunks: StreamChunk[]; response: ModelResponse }> {
  const chunks: StreamChunk[] = [];
  for await (const chunk of stream) chunks.push(chunk);
  return {
    chunks,
    response: {
      text: chunks.map((chunk) => (chunk.type === 'text' ? chunk.text : '')).join(''),
      toolCalls: chunks.flatMap((chunk) => (chunk.type === 'tool_call' ? [chunk.call] : [])),
    },
  };
}
