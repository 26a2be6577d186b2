import { PROFILE_VERSION } from '@lionagi/hooks-profile/core';
import type { CommandContext } from '../context.js';
import { LI_VERSION } from '../version.js';

/** The fields that open every `--json` report: the hook profile and the `li` that wrote it. */
export function reportHeader(): { profile: string; li: string } {
  return { profile: PROFILE_VERSION, li: LI_VERSION };
}

/** Prints a verb's `--json` report on stdout: the header, then the verb's fields. */
export function writeReport(ctx: CommandContext, body: Record<string, unknown>): void {
  ctx.stdout.write(`${JSON.stringify({ ...reportHeader(), ...body }, null, 2)}\n`);
}

const snake = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/**
 * Our API's camelCase keys as wire snake_case, recursively. Only for values whose keys are field
 * names of ours: never for harness configs or envelopes, whose keys are event and wire names.
 */
export function snakeKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(snakeKeys);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => [snake(k), snakeKeys(v)]),
  );
}
