import fc from 'fast-check';
import { z } from 'zod';

/*
 * fast-check inputs from a route's own zod schema (through zod's JSON Schema), and beyond it: at any
 * node a value may be swapped for one the schema refuses (wrong type, out of range, control and
 * bidi characters, impossible dates, huge numbers), so a fuzz run reaches past the first check.
 */

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
};

/** Values no schema of this API accepts where it wants something else, and values at its edges. */
export const weirdValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    null,
    true,
    0,
    -1,
    -0.001,
    1e308,
    -1e308,
    2 ** 53 + 1,
    0.1 + 0.2,
    '',
    ' ',
    '\u0000',
    '\u202Eevil\u202C',
    'a\u0007b',
    '2026-02-30',
    '2026-13-01',
    '0000-00-00',
    '9999-12-31',
    '2026-11-25T25:61:00Z',
    '24:60',
    '99:99 PM',
    '__proto__',
    'constructor',
    '../../etc/passwd',
    "' OR 1=1 --",
    '%00',
    'x'.repeat(5000),
    [],
    {},
    JSON.parse('{"__proto__":{"polluted":true}}') as unknown,
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.double(),
  fc.integer(),
  fc.jsonValue({ maxDepth: 2 }),
);

export interface ArbitraryOptions {
  /** Real values by property name (an item id of the menu, a coupon code), so runs get past lookups. */
  hints?: Record<string, readonly unknown[]>;
  /** The chance that a node is swapped for a weird value (0 keeps to the schema). */
  chaos?: number;
}

/** Inputs shaped by `schema`, with real values where hinted and weird ones at the `chaos` rate. */
export function arbitraryFor(schema: z.ZodType, options: ArbitraryOptions = {}): fc.Arbitrary<unknown> {
  const root = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  return fromJsonSchema(root, root, options, 0);
}

function fromJsonSchema(
  node: JsonSchema,
  root: JsonSchema,
  options: ArbitraryOptions,
  depth: number,
): fc.Arbitrary<unknown> {
  const chaos = options.chaos ?? 0;
  const shaped = shapedBy(node, root, options, depth);
  if (chaos <= 0) return shaped;
  const weight = Math.round(chaos * 100);
  return fc.oneof({ arbitrary: shaped, weight: 100 - weight }, { arbitrary: weirdValue, weight });
}

function shapedBy(
  node: JsonSchema,
  root: JsonSchema,
  options: ArbitraryOptions,
  depth: number,
): fc.Arbitrary<unknown> {
  const next = (child: JsonSchema) => fromJsonSchema(child, root, options, depth + 1);
  if (node.$ref) {
    const name = node.$ref.split('/').pop() ?? '';
    const target = root.$defs?.[name];
    return target && depth < 6 ? shapedBy(target, root, options, depth + 1) : fc.constant(null);
  }
  if (node.const !== undefined) return fc.constant(node.const);
  if (node.enum) return fc.constantFrom(...node.enum);
  const alternatives = node.anyOf ?? node.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map(next));
  if (node.allOf) {
    // Intersections of objects (`a.and(b)`): one object with the fields of every part.
    return fc
      .tuple(...node.allOf.map(next))
      .map((parts) =>
        parts.every((p) => p !== null && typeof p === 'object' && !Array.isArray(p))
          ? Object.assign({}, ...(parts as object[]))
          : parts[0],
      );
  }
  const type = Array.isArray(node.type) ? node.type[0] : node.type;
  switch (type) {
    case 'object': {
      const properties = node.properties ?? {};
      const model: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, child] of Object.entries(properties)) {
        const hint = options.hints?.[key];
        model[key] = hint?.length ? fc.oneof(fc.constantFrom(...hint), next(child)) : next(child);
      }
      if (Object.keys(model).length === 0) return fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue());
      return fc.record(model, { requiredKeys: (node.required ?? []).filter((k) => k in model) });
    }
    case 'array': {
      const maxLength = Math.min(node.maxItems ?? 4, 4);
      return fc.array(node.items ? next(node.items) : fc.jsonValue(), {
        minLength: Math.min(node.minItems ?? 0, maxLength),
        maxLength,
      });
    }
    case 'string':
      return stringFor(node);
    case 'integer':
      return fc.integer({
        min: Math.max(node.minimum ?? -1_000_000, Number.MIN_SAFE_INTEGER),
        max: Math.min(node.maximum ?? 1_000_000, Number.MAX_SAFE_INTEGER),
      });
    case 'number':
      return fc.double({
        min: node.minimum ?? node.exclusiveMinimum ?? -1_000_000,
        max: node.maximum ?? node.exclusiveMaximum ?? 1_000_000,
        noNaN: true,
      });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    default:
      // z.unknown(), z.any(): anything JSON carries.
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function stringFor(node: JsonSchema): fc.Arbitrary<string> {
  const minLength = node.minLength ?? 0;
  const maxLength = Math.min(node.maxLength ?? 60, 300);
  if (node.format === 'date-time') return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
  if (node.format === 'email') return fc.emailAddress();
  if (node.pattern) {
    const matching = fc.stringMatching(new RegExp(node.pattern));
    return node.maxLength ? matching.filter((s) => s.length <= node.maxLength!) : matching;
  }
  return fc.string({ unit: 'grapheme', minLength, maxLength: Math.max(minLength, maxLength) });
}
