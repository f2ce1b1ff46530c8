/**
 * JSON Schema validation against /api/openapi.json (ajv, draft 2020-12 as OpenAPI 3.1 uses), so a
 * generated request can be checked valid or invalid by the DOCUMENT before it is sent: the test
 * then judges the server against what the document says, not against its own guess.
 */
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import type { JsonSchema, OpenApiDoc } from './schema-violations.js';

const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => Ajv2020;

/** contentMediaType is an annotation in JSON Schema; this makes 'application/json' text a checked rule. */
function withJsonTextFormat(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withJsonTextFormat);
  if (!node || typeof node !== 'object') return node;
  const copy = Object.fromEntries(Object.entries(node).map(([key, value]) => [key, withJsonTextFormat(value)]));
  if (copy.contentMediaType === 'application/json' && copy.format === undefined) copy.format = 'json-text';
  return copy;
}

export function documentValidator(doc: OpenApiDoc) {
  const ajv = new Ajv2020({ strict: false, allErrors: false, validateFormats: true });
  addFormats(ajv);
  ajv.addFormat('json-text', (text: string) => {
    try {
      JSON.parse(text);
      return true;
    } catch {
      return false;
    }
  });
  ajv.addFormat('binary', true);
  const components = withJsonTextFormat(doc.components);
  const cache = new Map<JsonSchema, ReturnType<typeof ajv.compile>>();
  return (schema: JsonSchema, value: unknown): boolean => {
    let validate = cache.get(schema);
    if (!validate) {
      // '#/components/schemas/X' references resolve inside the compiled root.
      validate = ajv.compile({ ...(withJsonTextFormat(schema) as object), components });
      cache.set(schema, validate);
    }
    return validate(value) as boolean;
  };
}
