import { randomUUID } from 'node:crypto';
import { checkToolArguments } from './argument-check.js';
import { denialReason } from './permission-denied.js';
import { errorMessage } from './summarize.js';
import type { Tool, ToolArguments, ToolRunContext } from './tool.js';

/** How one function call ended. `arguments` are the final ones (after the pre chain). */
export type FunctionCallOutcome =
  | { status: 'ok'; arguments: ToolArguments; output: unknown }
  | {
      status: 'denied';
      arguments: ToolArguments;
      reason: string;
      /** `pre`: a pre-stage denied; `validation`: the final arguments failed the schema. */
      stage: 'pre' | 'validation';
      issues?: unknown;
    }
  | { status: 'error'; arguments: ToolArguments; error: string; cause: unknown };

/** Options of {@link FunctionCalling}. */
export interface FunctionCallingOptions {
  callId?: string;
  turnId?: string;
  signal?: AbortSignal;
}

/**
 * One execution of a tool: spec-level pre chain (user pre-stages, then `securityPre` last),
 * revalidation of the final arguments, the handler, then the post chain.
 *
 * Documented limit (ADR-0048 D3): this is the lower-level object `ActionManager.invoke` wraps.
 * Code that constructs a `FunctionCalling` and calls `invoke()` directly bypasses the manager
 * layer: no external PreToolUse/PostToolUse hooks and no bus TOOL_* signals. Product paths go
 * through `ActionManager.invoke`; a test pins this bypass so it stays a known boundary.
 */
export class FunctionCalling {
  readonly tool: Tool;
  readonly arguments: ToolArguments;
  readonly callId: string;
  readonly #signal: AbortSignal | undefined;
  readonly #turnId: string | undefined;

  constructor(tool: Tool, args: ToolArguments, options: FunctionCallingOptions = {}) {
    this.tool = tool;
    this.arguments = args;
    this.callId = options.callId ?? `call_${randomUUID()}`;
    this.#signal = options.signal;
    this.#turnId = options.turnId;
  }

  /** Runs the call; never throws: denials and errors come back as outcomes. */
  async invoke(): Promise<FunctionCallOutcome> {
    const ctx: ToolRunContext = {
      toolName: this.tool.name,
      callId: this.callId,
      ...(this.#turnId !== undefined ? { turnId: this.#turnId } : {}),
      ...(this.#signal ? { signal: this.#signal } : {}),
    };
    let args = this.arguments;
    for (const stage of this.tool.preChain()) {
      try {
        const next = await stage(args, ctx);
        if (next !== undefined) {
          if (typeof next !== 'object' || next === null || Array.isArray(next)) {
            const reason = `a pre-stage of tool "${this.tool.name}" returned ${Array.isArray(next) ? 'an array' : typeof next} instead of an argument object`;
            return { status: 'denied', arguments: args, reason, stage: 'pre' };
          }
          args = next;
        }
      } catch (error) {
        return { status: 'denied', arguments: args, reason: denialReason(error), stage: 'pre' };
      }
    }
    try {
      await this.tool.loadRequestSchema();
    } catch (error) {
      const reason = `the request schema of tool "${this.tool.name}" could not be loaded: ${errorMessage(error)}`;
      return { status: 'denied', arguments: args, reason, stage: 'validation' };
    }
    const check = checkToolArguments(this.tool, args);
    if (!check.ok) {
      const reason = `arguments of tool "${this.tool.name}" failed validation after rewrites:\n${check.error}`;
      return {
        status: 'denied',
        arguments: args,
        reason,
        stage: 'validation',
        issues: check.issues,
      };
    }
    try {
      let output = await this.tool.handler(check.value, ctx);
      for (const stage of this.tool.postprocessors) {
        const next = await stage(output, { ...ctx, arguments: check.value });
        if (next !== undefined) output = next;
      }
      return { status: 'ok', arguments: args, output };
    } catch (cause) {
      return { status: 'error', arguments: args, error: errorMessage(cause), cause };
    }
  }
}
