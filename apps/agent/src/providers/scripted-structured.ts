type JsonSchema = Record<string, unknown>;

function isSchema(value: unknown): value is JsonSchema {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const MAX_DEPTH = 8;

/** The smallest value of `schema`'s shape, with `text` in every string slot. */
function sample(schema: unknown, text: string, depth: number): unknown {
  if (!isSchema(schema) || depth > MAX_DEPTH) return text;
  if ('const' in schema) return schema.const;
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return schema.enum[0];
  for (const key of ['anyOf', 'oneOf', 'allOf'] as const) {
    const options = schema[key];
    if (Array.isArray(options) && options.length > 0) return sample(options[0], text, depth + 1);
  }
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object': {
      const properties = isSchema(schema.properties) ? schema.properties : {};
      const entries = Object.entries(properties);
      if (entries.length === 0) return { answer: text };
      return Object.fromEntries(entries.map(([key, sub]) => [key, sample(sub, text, depth + 1)]));
    }
    case 'array': {
      const minItems = typeof schema.minItems === 'number' ? schema.minItems : 0;
      return Array.from({ length: minItems }, () => sample(schema.items, text, depth + 1));
    }
    case 'number':
    case 'integer':
      return typeof schema.minimum === 'number' ? schema.minimum : 0;
    case 'boolean':
      return false;
    case 'null':
      return null;
    default:
      return text;
  }
}

/**
 * The scripted provider's structured answer when the request carries a `responseSchema`:
 * `text` that already parses as JSON passes through unchanged (so `@final {"answer": 42}` is the
 * answer verbatim); any other text becomes the smallest instance of the schema's shape, with the
 * text in every string slot, the first `enum`/`const` value, `0`/`minimum` for numbers, `false`,
 * `null`, `minItems` items for arrays, and `{"answer": text}` for an object without properties.
 */
export function structuredAnswer(text: string, schema: Record<string, unknown>): string {
  const trimmed = text.trim();
  try {
    JSON.parse(trimmed);
    return trimmed;
  } catch {
    return JSON.stringify(sample(schema, text, 0));
  }
}
