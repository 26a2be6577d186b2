import { type HarnessToolNames, HookError, type NamedTool } from '@lionagi/hooks-profile';
import type { z } from 'zod';
// zod's core (the functions `z.toJSONSchema` and `z.prettifyError` are): a program whose tools load
// their zod schemas lazily does not load zod's schema library at start.
import { toJSONSchema } from 'zod/v4/core';
import type { ToolSchema } from './provider.js';

/** A tool's argument object. */
export type ToolArguments = Record<string, unknown>;

/** What processors and handlers learn about the call they serve. */
export interface ToolRunContext {
  toolName: string;
  callId: string;
  /** The user turn the call belongs to, when the chokepoint knows it (a subagent inherits it). */
  turnId?: string;
  signal?: AbortSignal;
}

/**
 * A spec-level pre-stage: returns replacement arguments (or nothing to keep them). Throwing
 * denies the call (a {@link PermissionDeniedError} keeps its reason).
 */
export type ToolPreprocessor = (
  args: ToolArguments,
  ctx: ToolRunContext,
) => ToolArguments | undefined | Promise<ToolArguments | undefined>;

/** A spec-level post-stage: returns a replacement result (`undefined` keeps it). */
export type ToolPostprocessor = (
  result: unknown,
  ctx: ToolRunContext & { arguments: ToolArguments },
) => unknown;

/** The definition of a tool. */
export interface ToolSpec<S extends z.ZodType = z.ZodType> {
  name: string;
  /**
   * The tool's names in other harnesses (profile v1.1 tool vocabularies), declared only where the
   * tool's input fields are that harness tool's fields, e.g. `{ claude: 'Bash', codex: 'Bash' }`.
   */
  harnessNames?: HarnessToolNames;
  description?: string;
  /** The zod request schema: the final arguments are revalidated against it before the call. */
  requestSchema?: S;
  /**
   * The zod request schema, loaded when the tool's first call arrives (zod off a program's start
   * path); the call then runs as with `requestSchema`. Needs `inputSchema`: the JSON Schema the
   * model is offered (`z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' })`, e.g.
   * generated at build time). Not with `requestSchema`.
   */
  loadRequestSchema?: () => Promise<S>;
  /**
   * A JSON Schema for tools without a zod schema (MCP); see `validateInput` for what is checked.
   * With `loadRequestSchema`: what the model is offered, while the zod schema checks the call.
   */
  inputSchema?: Record<string, unknown>;
  /**
   * The full check of `inputSchema` (MCP tools: the SDK's JSON Schema validator), run after the
   * top-level check: the problems found, in words; none when the arguments are valid.
   */
  validateInput?: (args: ToolArguments) => string[];
  handler: (args: z.output<S>, ctx: ToolRunContext) => unknown;
  /** User pre-stages, in order. */
  preprocessors?: ToolPreprocessor[];
  /** Post-stages, in order. */
  postprocessors?: ToolPostprocessor[];
  /** The security pre-stage: always runs last, so it sees the final arguments. */
  securityPre?: ToolPreprocessor;
}

const NAME = /^[A-Za-z0-9_.-]{1,128}$/;

/**
 * A tool: name, description, request schema, handler and its spec-level processor chain
 * (user pre-stages, then `securityPre` last; post-stages after the handler).
 */
export class Tool implements NamedTool {
  readonly name: string;
  readonly harnessNames: HarnessToolNames | undefined;
  readonly description: string;
  readonly inputSchema: Record<string, unknown> | undefined;
  readonly validateInput: ((args: ToolArguments) => string[]) | undefined;
  readonly handler: (args: unknown, ctx: ToolRunContext) => unknown;
  readonly preprocessors: ToolPreprocessor[];
  readonly postprocessors: ToolPostprocessor[];
  securityPre: ToolPreprocessor | undefined;
  #requestSchema: z.ZodType | undefined;
  #loadRequestSchema: (() => Promise<z.ZodType>) | undefined;
  #loading: Promise<void> | undefined;

  constructor(spec: ToolSpec) {
    if (!NAME.test(spec.name)) {
      throw new HookError(
        'USAGE',
        `invalid tool name ${JSON.stringify(spec.name)}: expected 1-128 characters of letters, digits, "_", "." or "-"`,
      );
    }
    if (spec.loadRequestSchema && (spec.requestSchema || !spec.inputSchema)) {
      throw new HookError(
        'USAGE',
        `tool ${JSON.stringify(spec.name)}: loadRequestSchema needs inputSchema (the JSON Schema the model is offered) and no requestSchema`,
      );
    }
    this.name = spec.name;
    this.harnessNames = spec.harnessNames ? { ...spec.harnessNames } : undefined;
    this.description = spec.description ?? '';
    this.#requestSchema = spec.requestSchema;
    this.#loadRequestSchema = spec.loadRequestSchema;
    this.inputSchema = spec.inputSchema;
    this.validateInput = spec.validateInput;
    this.handler = spec.handler as (args: unknown, ctx: ToolRunContext) => unknown;
    this.preprocessors = [...(spec.preprocessors ?? [])];
    this.postprocessors = [...(spec.postprocessors ?? [])];
    this.securityPre = spec.securityPre;
  }

  /** The zod request schema (a lazily loaded one once {@link loadRequestSchema} has loaded it). */
  get requestSchema(): z.ZodType | undefined {
    return this.#requestSchema;
  }

  /** True while a lazily loaded request schema is not loaded yet: no call can be checked. */
  get requestSchemaPending(): boolean {
    return this.#requestSchema === undefined && this.#loadRequestSchema !== undefined;
  }

  /** Loads a lazily loaded request schema (once; a failed load is tried again next time). */
  async loadRequestSchema(): Promise<void> {
    const load = this.#loadRequestSchema;
    if (this.#requestSchema !== undefined || load === undefined) return;
    this.#loading ??= load().then(
      (schema) => {
        this.#requestSchema = schema;
      },
      (error: unknown) => {
        this.#loading = undefined;
        throw error;
      },
    );
    await this.#loading;
  }

  /** Appends a user pre-stage (it still runs before `securityPre`). */
  addPreprocessor(fn: ToolPreprocessor): this {
    this.preprocessors.push(fn);
    return this;
  }

  /** Appends a post-stage. */
  addPostprocessor(fn: ToolPostprocessor): this {
    this.postprocessors.push(fn);
    return this;
  }

  /** The pre chain in run order: user pre-stages, then `securityPre`. */
  preChain(): ToolPreprocessor[] {
    return this.securityPre ? [...this.preprocessors, this.securityPre] : [...this.preprocessors];
  }

  /** The tool as offered to a model. */
  toSchema(): ToolSchema {
    let inputSchema: Record<string, unknown> = this.inputSchema ?? { type: 'object' };
    // A lazily loaded schema is offered as its declared JSON Schema, loaded or not.
    if (this.#requestSchema && this.#loadRequestSchema === undefined) {
      inputSchema = toJSONSchema(this.#requestSchema, { io: 'input', unrepresentable: 'any' });
    }
    return { name: this.name, description: this.description, inputSchema };
  }
}

/** Defines a {@link Tool} with a typed handler. */
export function defineTool<S extends z.ZodType>(spec: ToolSpec<S>): Tool {
  return new Tool(spec as unknown as ToolSpec);
}

/** Options of a plain function registered as a tool. */
export interface FunctionToolOptions {
  name?: string;
  description?: string;
  requestSchema?: z.ZodType;
}

/** Wraps a plain function as a {@link Tool} (its name defaults to the function's name). */
export function functionTool(
  fn: (args: ToolArguments, ctx: ToolRunContext) => unknown,
  options: FunctionToolOptions = {},
): Tool {
  const name = options.name ?? fn.name;
  return new Tool({
    name,
    ...(options.description !== undefined ? { description: options.description } : {}),
    ...(options.requestSchema ? { requestSchema: options.requestSchema } : {}),
    handler: (args, ctx) => fn(args as ToolArguments, ctx),
  });
}
