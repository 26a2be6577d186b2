import { pythonJsonString } from '@lionagi/hooks-trust';
import type { Palette } from '../paint.js';

/** A string made safe for a terminal: printable ASCII as is, anything else Python-JSON-escaped. */
export function shown(value: string): string {
  return /^[\x20-\x7e]*$/.test(value) ? value : pythonJsonString(value);
}

/** A matcher that can match no tool: the guard would be absent, so it is marked like an error. */
export const neverLine = (never: string, paint: Palette) =>
  `    ${paint.bad('WARNING:')}    never fires: ${shown(never)}`;
