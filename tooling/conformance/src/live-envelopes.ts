/** How a live envelope's fields differ from the committed ground truth for the same event. */
export interface FieldDiff {
  /** Fields the live envelope has that the ground truth does not, as `field (type)`. */
  added: string[];
  /** Ground-truth fields the live envelope lacks (Codex: only the schema's required ones). */
  removed: string[];
  /** Fields whose JSON type changed, as `field: before → now`. */
  retyped: string[];
}

/** The JSON type of a value as the ground truth names it (`string`, `number`, `object`, …). */
export function jsonType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

/** True when the diff found nothing. */
export function noDrift(d: FieldDiff): boolean {
  return d.added.length === 0 && d.removed.length === 0 && d.retyped.length === 0;
}

/**
 * A live envelope against observed `field_types` (a Claude Code capture, or a recorded Codex
 * envelope): every field in one and not the other, and every shared field whose type changed.
 */
export function diffFieldTypes(
  live: Record<string, unknown>,
  observed: Readonly<Record<string, string>>,
): FieldDiff {
  const added: string[] = [];
  const retyped: string[] = [];
  for (const [field, value] of Object.entries(live)) {
    const now = jsonType(value);
    const before = observed[field];
    if (before === undefined) added.push(`${field} (${now})`);
    else if (before !== now) retyped.push(`${field}: ${before} → ${now}`);
  }
  const removed = Object.keys(observed).filter((field) => !Object.hasOwn(live, field));
  return { added, removed, retyped };
}

/** The field types of a captured envelope (`field_types` of a capture, or typed from the value). */
export function fieldTypesOf(capture: Record<string, unknown>): Record<string, string> {
  const types = capture.field_types as Record<string, string> | undefined;
  if (types !== undefined) return types;
  return Object.fromEntries(Object.entries(capture).map(([k, v]) => [k, jsonType(v)]));
}

interface PropertySchema {
  type?: string | string[];
  $ref?: string;
}

/** The types a Codex schema property allows (`undefined`: any value). */
function allowed(property: boolean | PropertySchema): string[] | undefined {
  if (typeof property === 'boolean') return undefined;
  if (property.$ref?.endsWith('/NullableString')) return ['string', 'null'];
  if (property.type === undefined) return undefined;
  const types = Array.isArray(property.type) ? property.type : [property.type];
  return types.map((t) => (t === 'integer' ? 'number' : t));
}

/**
 * A live Codex envelope against the hook input JSON Schema embedded in the pinned Codex binary:
 * properties the schema does not list (it has `additionalProperties: false`), required ones
 * missing, and values of a type the schema does not allow.
 */
export function diffSchemaFields(
  live: Record<string, unknown>,
  schema: { properties: Record<string, boolean | PropertySchema>; required?: string[] },
): FieldDiff {
  const added: string[] = [];
  const retyped: string[] = [];
  for (const [field, value] of Object.entries(live)) {
    const property = schema.properties[field];
    const now = jsonType(value);
    if (property === undefined) {
      added.push(`${field} (${now})`);
      continue;
    }
    const types = allowed(property);
    if (types !== undefined && !types.includes(now)) {
      retyped.push(`${field}: ${types.join(' | ')} → ${now}`);
    }
  }
  const removed = (schema.required ?? []).filter((field) => !Object.hasOwn(live, field));
  return { added, removed, retyped };
}
