/**
 * Requests built from /api/openapi.json alone: a valid example for a schema (openapi-sampler,
 * completed so every array holds one item whose own rules can then be broken) and, from it, values
 * that each break ONE constraint the document states (type, required, maxLength, minLength,
 * pattern, minimum/maximum, enum, minItems/maxItems, additionalProperties, minProperties, format,
 * contentMediaType). Used by test/openapi-contract-walk.test.ts and by the fuzz run.
 */
import { sample } from 'openapi-sampler';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type JsonSchema = Record<string, any>;
export type Path = Array<string | number>;
export interface OpenApiDoc {
  paths: Record<string, Record<string, JsonSchema>>;
  components: { schemas: Record<string, JsonSchema> };
}

/** Marks a property to leave out (a broken `required`). */
export const OMIT = Symbol('omit');

export interface Violation {
  /** The JSON Schema keyword broken, e.g. 'maxLength'. */
  constraint: string;
  /** Where in the value (property names and array indexes). */
  path: Path;
  value: unknown;
  /** Generated under an anyOf: another branch may still accept it (the caller checks with a validator). */
  inUnion?: boolean;
}

export function resolve(doc: OpenApiDoc, schema: JsonSchema | undefined): JsonSchema {
  let current = schema ?? {};
  while (typeof current.$ref === 'string')
    current = doc.components.schemas[current.$ref.replace('#/components/schemas/', '')] ?? {};
  return current;
}

const typesOf = (schema: JsonSchema): string[] =>
  Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];

/** A valid example of `schema`: the sampler's, with every empty array given one sampled item. */
export function exampleOf(doc: OpenApiDoc, schema: JsonSchema): unknown {
  return complete(doc, schema, sample(schema as never, { skipReadOnly: true, quiet: true }, doc as never));
}

function complete(doc: OpenApiDoc, raw: JsonSchema, value: unknown): unknown {
  const schema = resolve(doc, raw);
  if (schema.anyOf) return complete(doc, schema.anyOf[0], value);
  if (Array.isArray(value)) {
    const items = resolve(doc, schema.items);
    if (value.length === 0 && schema.items && (schema.maxItems ?? 1) >= 1)
      value = [sample(items as never, { quiet: true }, doc as never)];
    return (value as unknown[]).map((item) => complete(doc, items, item));
  }
  if (value && typeof value === 'object' && schema.properties) {
    const result: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) result[key] = complete(doc, schema.properties[key] ?? {}, item);
    return result;
  }
  return value;
}

/** A copy of `value` with the thing at `path` replaced (or left out, for OMIT). */
export function withViolation(value: unknown, violation: Pick<Violation, 'path' | 'value'>): unknown {
  if (violation.path.length === 0) return violation.value;
  const copy = structuredClone(value) as Record<string | number, unknown>;
  let parent = copy;
  for (const key of violation.path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  const last = violation.path.at(-1)!;
  if (violation.value === OMIT) delete parent[last];
  else parent[last] = violation.value;
  return copy;
}

const matches = (pattern: string | undefined, text: string) =>
  pattern === undefined || new RegExp(pattern, 'u').test(text);

/** A text meeting every string rule of `schema` except `broken`, from a few candidates; undefined when none does. */
function textBreaking(
  schema: JsonSchema,
  broken: 'maxLength' | 'minLength' | 'pattern',
  example: string,
): string | undefined {
  const max = schema.maxLength as number | undefined;
  const min = schema.minLength as number | undefined;
  const long = (max ?? 0) + 1;
  const candidates =
    broken === 'maxLength'
      ? ['a'.repeat(long), `/${'a'.repeat(long)}`, example + 'a'.repeat(Math.max(1, long - example.length))]
      : broken === 'minLength'
        ? ['a'.repeat(Math.max(0, (min ?? 1) - 1)), ''.padEnd(Math.max(0, (min ?? 1) - 1), ' ')]
        : ['!!', '#', 'a b c', '12345678', '💥', `${example}!`, '//x', 'ß', '', ' '];
  const found = candidates.find((text) => {
    const lengthOk = (max === undefined || text.length <= max) && (min === undefined || text.length >= min);
    if (broken === 'maxLength') return text.length > max! && matches(schema.pattern, text);
    if (broken === 'minLength') return text.length < min! && matches(schema.pattern, text);
    return lengthOk && !matches(schema.pattern, text);
  });
  // Too short for minLength is often too short for the pattern as well ('' is no ticker): both broken, unavoidably.
  return found ?? (broken === 'minLength' ? candidates[0] : undefined);
}

/** Values of another JSON type than the schema allows. */
function wrongTypes(types: string[]): unknown[] {
  const candidates: Array<[string, unknown]> = [
    ['string', 'text'],
    ['number', 12345],
    ['boolean', true],
    ['object', { unexpected: 1 }],
    ['array', ['x']],
  ];
  const allowed = new Set(types.includes('integer') ? [...types, 'number'] : types);
  const wrong = candidates.filter(([type]) => !allowed.has(type)).map(([, value]) => value);
  // An integer is not a fraction.
  if (types.includes('integer') && !types.includes('number')) wrong.unshift(1.5);
  return wrong.slice(0, 2);
}

/**
 * Every single-constraint violation of `raw` around the valid `value`. `options.textOnly` is for
 * parameters and form fields, where everything on the wire is text (no type or null violations).
 */
export function violationsOf(
  doc: OpenApiDoc,
  raw: JsonSchema,
  value: unknown,
  options: { textOnly?: boolean } = {},
  path: Path = [],
  inUnion = false,
): Violation[] {
  const schema = resolve(doc, raw);
  const out: Violation[] = [];
  const add = (constraint: string, broken: unknown, at: Path = path) =>
    out.push({ constraint, path: at, value: broken, ...(inUnion ? { inUnion } : {}) });

  if (schema.anyOf) {
    const fits = (type: string) => type === jsonTypeOf(value) || (type === 'number' && jsonTypeOf(value) === 'integer');
    const branch =
      (schema.anyOf as JsonSchema[]).find((candidate) => typesOf(resolve(doc, candidate)).some(fits)) ??
      schema.anyOf[0];
    const allTypes = (schema.anyOf as JsonSchema[]).flatMap((candidate) => typesOf(resolve(doc, candidate)));
    if (!options.textOnly) for (const wrong of wrongTypes(allTypes)) add('type', wrong);
    out.push(...violationsOf(doc, branch, value, options, path, true));
    return out;
  }

  const types = typesOf(schema);
  if (!options.textOnly && types.length > 0) for (const wrong of wrongTypes(types)) add('type', wrong);
  if (Array.isArray(schema.enum) && typeof value === 'string') add('enum', 'not-an-allowed-value');

  if (typeof value === 'string' && schema.format !== 'binary') {
    if (schema.maxLength !== undefined) add('maxLength', textBreaking(schema, 'maxLength', value));
    if (schema.minLength !== undefined && schema.minLength > 0)
      add('minLength', textBreaking(schema, 'minLength', value));
    if (schema.pattern !== undefined) add('pattern', textBreaking(schema, 'pattern', value));
    if (schema.format === 'date-time') add('format', 'not-a-date-time');
    if (schema.contentMediaType === 'application/json') add('contentMediaType', '{not json');
  }
  if (typeof value === 'number') {
    const step = types.includes('integer') ? 1 : 0.5;
    if (schema.minimum !== undefined) add('minimum', schema.minimum - step);
    if (schema.exclusiveMinimum !== undefined) add('exclusiveMinimum', schema.exclusiveMinimum);
    if (schema.maximum !== undefined) add('maximum', schema.maximum + step);
    if (schema.exclusiveMaximum !== undefined) add('exclusiveMaximum', schema.exclusiveMaximum);
  }
  if (Array.isArray(value)) {
    if ((schema.minItems ?? 0) > 0) add('minItems', []);
    if (schema.maxItems !== undefined && value.length > 0)
      add(
        'maxItems',
        Array.from({ length: schema.maxItems + 1 }, () => value[0]),
      );
    if (value.length > 0 && schema.items)
      out.push(...violationsOf(doc, schema.items, value[0], options, [...path, 0], inUnion));
  }
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const record = value as Record<string, unknown>;
    for (const key of (schema.required as string[] | undefined) ?? []) add('required', OMIT, [...path, key]);
    if (schema.additionalProperties === false) add('additionalProperties', 1, [...path, 'unexpectedField']);
    if ((schema.minProperties ?? 0) > 0) add('minProperties', {});
    for (const [key, property] of Object.entries((schema.properties as Record<string, JsonSchema> | undefined) ?? {})) {
      if (key in record) out.push(...violationsOf(doc, property, record[key], options, [...path, key], inUnion));
    }
  }
  // A candidate text that could not be made (undefined) is reported by the caller, not sent.
  return out;
}

function jsonTypeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

export interface Variant {
  /** What is at its limit, e.g. 'maxLength'. */
  edge: string;
  path: Path;
  value: unknown;
}

/**
 * Values the document calls valid at the edges of its rules, around the valid `value`: a text of
 * exactly maxLength, a number at its minimum or maximum, every enum value, null where allowed, a
 * patterned text with spaces around it, a list of maxItems (of texts or numbers). A server
 * stricter than its document refuses one of these.
 */
export function edgesOf(
  doc: OpenApiDoc,
  raw: JsonSchema,
  value: unknown,
  options: { textOnly?: boolean } = {},
  path: Path = [],
): Variant[] {
  const schema = resolve(doc, raw);
  if (schema.anyOf) {
    const branch = (schema.anyOf as JsonSchema[])
      .map((candidate) => resolve(doc, candidate))
      .find((candidate) => typesOf(candidate).includes(typeof value));
    return branch ? edgesOf(doc, branch, value, options, path) : [];
  }
  const out: Variant[] = [];
  const add = (edge: string, edgeValue: unknown, at: Path = path) => out.push({ edge, path: at, value: edgeValue });
  const types = typesOf(schema);
  if (!options.textOnly && types.includes('null') && value !== null) add('null', null);
  for (const allowed of (schema.enum as unknown[] | undefined) ?? [])
    if (allowed !== value && allowed !== null) add('enum', allowed);
  if (typeof value === 'string' && !schema.enum && schema.format === undefined) {
    if (schema.maxLength !== undefined) {
      const max = schema.maxLength as number;
      const candidates = [
        value.padEnd(max, value.at(-1) === '/' ? 'a' : (value.at(-1) ?? 'a')),
        `/${'a'.repeat(max - 1)}`,
        'a'.repeat(max),
        `"${'a'.repeat(max - 2)}"`,
      ];
      const fits = candidates.find(
        (text) =>
          text.length === max &&
          matches(schema.pattern, text) &&
          (schema.contentMediaType !== 'application/json' || isJson(text)),
      );
      if (fits) add('maxLength', fits);
    }
    if (
      schema.pattern !== undefined &&
      matches(schema.pattern, ` ${value} `) &&
      (schema.maxLength === undefined || value.length + 2 <= schema.maxLength)
    )
      add('spaces around', ` ${value} `);
  }
  if (typeof value === 'number') {
    const whole = types.includes('integer');
    if (schema.minimum !== undefined) add('minimum', schema.minimum);
    if (schema.maximum !== undefined) add('maximum', schema.maximum);
    if (schema.exclusiveMinimum !== undefined) add('exclusiveMinimum', schema.exclusiveMinimum + (whole ? 1 : 0.01));
  }
  if (Array.isArray(value)) {
    const items = resolve(doc, schema.items);
    if (schema.maxItems !== undefined && value.length > 0 && !typesOf(items).includes('object'))
      add(
        'maxItems',
        Array.from({ length: schema.maxItems }, () => value[0]),
      );
    if ((schema.minItems ?? 0) === 0 && value.length > 0) add('empty list', []);
    if (value.length > 0 && schema.items) out.push(...edgesOf(doc, schema.items, value[0], options, [...path, 0]));
  }
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const record = value as Record<string, unknown>;
    const required = new Set<string>((schema.required as string[] | undefined) ?? []);
    for (const [key, property] of Object.entries((schema.properties as Record<string, JsonSchema> | undefined) ?? {})) {
      if (!(key in record)) continue;
      if (!required.has(key) && (schema.minProperties ?? 0) < Object.keys(record).length)
        add('left out', OMIT, [...path, key]);
      out.push(...edgesOf(doc, property, record[key], options, [...path, key]));
    }
  }
  return out;
}

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}
