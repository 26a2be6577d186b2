import { z } from 'zod';
import { INPUT_SCHEMAS } from './envelope.js';
import { EVENT_CATALOGUE, type ProfileEvent } from './events.js';
import { OUTPUT_SCHEMAS } from './output.js';
import { PROFILE_VERSION } from './version.js';

/** Which side of the wire a schema describes: the stdin envelope or the stdout JSON. */
export type SchemaKind = 'input' | 'output';

/**
 * The JSON Schema (draft 2020-12) of an event's stdin envelope or stdout JSON under profile v1,
 * generated from the zod schemas so the two cannot drift.
 */
export function eventJsonSchema(event: ProfileEvent, kind: SchemaKind): Record<string, unknown> {
  const schema = kind === 'input' ? INPUT_SCHEMAS[event] : OUTPUT_SCHEMAS[event];
  const generated = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io: 'input',
    unrepresentable: 'any',
  });
  const { $schema, ...rest } = generated;
  return {
    $schema,
    $id: `https://lionagi.dev/hooks/profile-v${PROFILE_VERSION}/${schemaFileName(event, kind)}`,
    title: `${event} ${kind === 'input' ? 'stdin envelope' : 'stdout decision'} (LionAGI hook profile v${PROFILE_VERSION})`,
    ...rest,
  };
}

/** The committed file name of a schema, e.g. `pre-tool-use.output.schema.json`. */
export function schemaFileName(event: ProfileEvent, kind: SchemaKind): string {
  return `${EVENT_CATALOGUE[event].slug}.${kind}.schema.json`;
}
