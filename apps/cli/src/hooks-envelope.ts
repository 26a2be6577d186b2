import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import {
  envelopePasses,
  HookError,
  PROFILE_NAME,
  type ProfileEvent,
} from '@lionagi/hooks-profile/core';
import type { CommandContext } from './context.js';
import { usageError } from './usage-error.js';

type Json = Record<string, unknown>;

async function readStdin(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) {
    chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * The `--input` option: a file, or `-` for stdin. The option parser reads `--input -` as a bare
 * flag (`true`), so that also means stdin.
 */
export function inputOption(value: unknown): string | undefined {
  if (value === undefined || typeof value === 'string') return value;
  if (value === true) return '-';
  throw usageError('--input takes one file, or "-" for stdin');
}

/**
 * Reads the JSON object given with `--input FILE` or `--input -` (stdin). Refuses anything that is
 * not one JSON object, naming where it came from.
 */
export async function readInputObject(ctx: CommandContext, input: string): Promise<Json> {
  const from = input === '-' ? 'stdin' : resolve(ctx.cwd, input);
  let text: string;
  if (input === '-') {
    if (ctx.interactive) {
      throw usageError(
        '--input - reads the envelope from stdin, but stdin is a terminal; pipe JSON in',
      );
    }
    text = await readStdin(ctx.stdin);
  } else {
    try {
      text = readFileSync(from, 'utf8');
    } catch (cause) {
      throw usageError(`cannot read --input ${from}: ${(cause as Error).message}`);
    }
  }
  if (text.trim() === '') throw usageError(`no input envelope: ${from} is empty`);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (cause) {
    throw new HookError(
      'INVALID_ENVELOPE',
      `input from ${from} is not valid JSON: ${(cause as Error).message}`,
    );
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new HookError(
      'INVALID_ENVELOPE',
      `input from ${from} must be one JSON object (an envelope or its per-event fields)`,
    );
  }
  return value as Json;
}

/**
 * The envelope for one firing of `event`, from per-event fields or a full envelope of any harness:
 * missing `session_id` (`li-run-<uuid>`) and `cwd` (the project directory) are filled, `harness`
 * becomes `lionagi` and `hook_event_name` the event. A `hook_event_name` naming another event is
 * refused: the fields were captured for that event. The result is validated against the event's
 * input schema: by the zod-free check first (the bridge starts without zod), and only an envelope
 * it refuses is handed to the schema, which names the problems.
 */
export async function buildEnvelope(
  event: ProfileEvent,
  fields: Json,
  projectDir: string,
): Promise<Json> {
  refuseOtherEvent(event, fields);
  // Claude Code and Codex send a session_id: a UUID is made only for input without one, by Web
  // Crypto (the same random source as node:crypto's randomUUID): `import('node:crypto')` costs a
  // call about 4 ms more on Node 20 (it loads the streams, and in the CommonJS launcher the ESM
  // loader too).
  const envelope: Json = {
    session_id: Object.hasOwn(fields, 'session_id')
      ? fields.session_id
      : `li-run-${globalThis.crypto?.randomUUID() ?? (await import('node:crypto')).randomUUID()}`,
    cwd: projectDir,
    ...fields,
    hook_event_name: event,
    harness: 'lionagi',
  };
  if (envelopePasses(event, envelope)) return envelope;
  const { INPUT_SCHEMAS } = await import('@lionagi/hooks-profile');
  const parsed = INPUT_SCHEMAS[event].safeParse(envelope);
  if (!parsed.success) {
    const issues = parsed.error.issues
      .map((i) => `${i.path.length > 0 ? i.path.join('.') : '(envelope)'}: ${i.message}`)
      .join('; ');
    throw new HookError(
      'INVALID_ENVELOPE',
      `the ${event} envelope is not valid under ${PROFILE_NAME}: ${issues}`,
      {
        details: { issues: parsed.error.issues },
      },
    );
  }
  return envelope;
}

/** Refuses input fields whose `hook_event_name` names another event than `event`. */
export function refuseOtherEvent(event: ProfileEvent, fields: Json): void {
  const named = fields.hook_event_name;
  if (named !== undefined && named !== event) {
    throw new HookError(
      'USAGE',
      `the input envelope is for ${JSON.stringify(named)} (hook_event_name) but the event is ${event}; name the event it was captured for, or remove hook_event_name`,
      { details: { envelopeEvent: named } },
    );
  }
}
