/** A tool call the model asked for. `id` becomes the envelopes' `tool_use_id`. */
export interface ToolCallRequest {
  id: string;
  name: string;
  arguments: Record<string, unknown>;
}

/** One message as the provider receives it. */
export interface ModelMessage {
  role: 'system' | 'user' | 'assistant' | 'tool';
  content: string;
  /** Assistant messages: the tool calls it made. */
  toolCalls?: ToolCallRequest[];
  /** Tool messages: the call this is the result of. */
  toolCallId?: string;
}

/** A tool offered to the model. */
export interface ToolSchema {
  name: string;
  description: string;
  /** JSON Schema of the tool's argument object. */
  inputSchema: Record<string, unknown>;
}

/** One model submission. */
export interface ModelRequest {
  messages: ModelMessage[];
  /** Tools the model may call (empty: none offered). */
  tools: ToolSchema[];
  /** When structured output is expected: the JSON Schema of the answer. */
  responseSchema?: Record<string, unknown>;
  model?: string;
  signal?: AbortSignal;
  /** Set on a compaction's summary request (the last message asks for the summary). */
  purpose?: 'compact';
}

/** A completed model answer. */
export interface ModelResponse {
  text: string;
  toolCalls: ToolCallRequest[];
}

/** One streamed piece of a model answer. */
export type StreamChunk =
  | { type: 'text'; text: string }
  | { type: 'tool_call'; call: ToolCallRequest };

/**
 * The model-provider interface the Branch drives. `complete` answers at once, `stream` yields
 * chunks; both receive the same request shape.
 */
export interface ModelProvider {
  /** Short provider name, e.g. `scripted`, `anthropic`. */
  readonly name: string;
  /** The model id, reported as `model` on envelopes when known. */
  readonly model?: string;
  complete(request: ModelRequest): Promise<ModelResponse>;
  stream(request: ModelRequest): AsyncIterable<StreamChunk>;
}
