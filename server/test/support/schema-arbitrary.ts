import fc, { type Arbitrary } from 'fast-check';
import { z } from 'zod';

/*
 * fast-check arbitraries derived from a contract zod schema, through its JSON Schema (the same
 * conversion the OpenAPI document uses): values of the declared shape, and hostile ones that no
 * field should take without a 4xx (wrong types, oversized and unusual unicode text, SQL and HTML,
 * numbers past their bounds).
 */

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  default?: unknown;
}

export const jsonSchemaOf = (schema: z.ZodType): JsonSchema => z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;

const INJECTIONS = [
  "' OR '1'='1",
  "1; DROP TABLE sys_user; --",
  "admin'--",
  '" UNION SELECT password_hash FROM sys_user --',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '{{constructor.constructor("return process")()}}',
  '../../../../etc/passwd',
  '%00',
  '\u202e\u0000\ufeff',
  '𠜎𠜱𠝹𠱓 🐀🦠 ﷽',
  '__proto__',
];

const textOfAnyUnit = fc.oneof(fc.string({ unit: 'grapheme', maxLength: 40 }), fc.string({ unit: 'binary', maxLength: 40 }), fc.constantFrom(...INJECTIONS));
const oversized = fc.integer({ min: 1, max: 20_000 }).chain((extra) => fc.constantFrom('x', '疫', '🐀').map((unit) => unit.repeat(extra)));
const extremeNumbers = fc.constantFrom(-1, 0, 1.5, -0.5, 2 ** 31, 2 ** 53 + 1, -(2 ** 53), 1e308, -1e308, Number.MIN_VALUE);
const wrongShapes = fc.oneof(fc.constant(null), fc.boolean(), fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 3 }), fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 }));

function typesOf(schema: JsonSchema): string[] {
  if (Array.isArray(schema.type)) return schema.type;
  return schema.type ? [schema.type] : [];
}

/** A value of the schema's declared shape (it may still break a rule the JSON Schema cannot say). */
export function shapedValue(schema: JsonSchema): Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices?.length) return fc.oneof(...choices.map(shapedValue));
  if (schema.allOf?.length) return shapedValue(schema.allOf[0]!);
  const [type] = typesOf(schema);
  switch (type) {
    case 'string':
      if (schema.format === 'date') return fc.date({ min: new Date('1950-01-01'), max: new Date('2030-12-31'), noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10));
      if (schema.pattern) {
        try {
          return fc.stringMatching(new RegExp(schema.pattern)).filter((text) => text.length <= (schema.maxLength ?? 200));
        } catch {
          // A pattern fast-check cannot generate from: plain text below.
        }
      }
      return fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 40, 40) });
    case 'integer':
      return fc.integer({ min: Math.ceil(schema.minimum ?? schema.exclusiveMinimum ?? -1000), max: Math.floor(schema.maximum ?? schema.exclusiveMaximum ?? 100_000) });
    case 'number':
      return fc.double({ min: schema.minimum ?? -1000, max: schema.maximum ?? 100_000, noNaN: true, noDefaultInfinity: true });
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(schema.items ? shapedValue(schema.items) : fc.jsonValue({ maxDepth: 1 }), { maxLength: 4 });
    case 'object':
      return shapedObject(schema);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** A value no field of this schema should take as it is. */
export function hostileValue(schema: JsonSchema): Arbitrary<unknown> {
  const [type] = typesOf(schema);
  const bounds: number[] = [];
  if (schema.minimum !== undefined) bounds.push(schema.minimum - 1, schema.minimum - 0.5);
  if (schema.maximum !== undefined) bounds.push(schema.maximum + 1, schema.maximum + 0.5);
  if (schema.maxLength !== undefined) bounds.push(schema.maxLength);
  const pastBounds = bounds.length ? [fc.constantFrom(...bounds).map((bound) => (schema.maxLength === bound ? 'y'.repeat(bound + 1) : bound))] : [];
  const others = type === 'string' ? [extremeNumbers, wrongShapes] : [textOfAnyUnit, wrongShapes, extremeNumbers];
  return fc.oneof(...pastBounds, textOfAnyUnit, oversized, ...others);
}

/** An object of the schema: each property present with a shaped or hostile value, or missing; now and then a stray one. */
export function shapedObject(schema: JsonSchema): Arbitrary<Record<string, unknown>> {
  const properties = Object.entries(schema.properties ?? {});
  const fields = properties.map(([name, property]) =>
    fc.oneof({ weight: 3, arbitrary: shapedValue(property) }, { weight: 2, arbitrary: hostileValue(property) }, { weight: 1, arbitrary: fc.constant(undefined) }).map((value) => [name, value] as const),
  );
  const stray = fc.option(fc.tuple(fc.constantFrom('__proto__', 'constructor', 'isAdmin', 'userId', 'x'), fc.jsonValue({ maxDepth: 1 })), { freq: 5 });
  return fc.tuple(fc.tuple(...fields), stray).map(([entries, extra]) => {
    const object: Record<string, unknown> = {};
    for (const [name, value] of entries) if (value !== undefined) object[name] = value;
    if (extra) Object.defineProperty(object, extra[0], { value: extra[1], enumerable: true, writable: true, configurable: true });
    return object;
  });
}
