/** The parts of a JSON Schema (as the OpenAPI document at /api/docs/json gives it) a sample needs. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  const?: unknown;
  format?: string;
  minimum?: number;
  minLength?: number;
}

const UNSET = Symbol('unset');

/**
 * Values the schema alone cannot tell (a date is a patterned string, a phone a refined one), by
 * field name, so a sample gets past validation and the sweep reaches the services behind it.
 * `undefined` leaves the field out (a photo must be uploaded first).
 */
function byName(key: string): unknown {
  if (/^(date|from|to)$/i.test(key)) return '2026-11-24';
  if (/time$/i.test(key)) return '08:00';
  if (/imageurl|photos?$/i.test(key)) return undefined;
  if (/url$/i.test(key)) return 'https://shop.example.com/feed';
  if (/phone/i.test(key)) return '+14155550199';
  if (key === 'retailerId') return 1;
  if (key === 'code') return '123456';
  if (key === 'timezone') return 'America/New_York';
  // A subcategory must belong to its category's list (issue 27); none always does.
  if (key === 'subcategory') return null;
  return UNSET;
}

/** A plausible value for a schema: the first enum member, a one-element array, an object with every property. */
export function sampleFor(schema: JsonSchema | undefined, key = '', depth = 0): unknown {
  const named = byName(key);
  if (named !== UNSET) return named;
  if (!schema || depth > 6) return 'x';
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) return sampleFor(choices.find((c) => c.type !== 'null') ?? choices[0], key, depth + 1);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {})
          .map(([name, property]) => [name, sampleFor(property, name, depth + 1)])
          .filter(([, value]) => value !== undefined),
      );
    case 'array':
      return [sampleFor(schema.items, key, depth + 1)];
    case 'integer':
    case 'number':
      return Math.max(1, schema.minimum ?? 1);
    case 'boolean':
      return true;
    case 'string':
      if (schema.format === 'date') return '2026-11-24';
      if (schema.format === 'date-time') return '2026-11-24T10:00:00.000Z';
      if (schema.format === 'email') return 'person@example.com';
      if (schema.format === 'uri') return 'https://example.com/a';
      return 'x'.repeat(Math.max(1, schema.minLength ?? 1));
    default:
      return 'x';
  }
}
