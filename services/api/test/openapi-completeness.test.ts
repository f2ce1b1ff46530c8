/**
 * /api/openapi.json against the routes the app really registers: every /api route is documented
 * (and nothing documented is missing), and every list answer says its order.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestContext, readJson, type Json, type TestContext } from './helpers.js';

let ctx: TestContext;
let doc: Json;
beforeAll(async () => {
  ctx = await createTestContext();
  doc = await readJson(await ctx.request('/api/openapi.json'));
});
afterAll(() => ctx.stop());

/** The document itself and its viewer (the page and its files) are not API operations. */
const UNDOCUMENTED = new Set(['GET /api/openapi.json', 'GET /api/docs', 'GET /api/docs/*']);

/** Hono's '/api/stocks/:symbol' (optionally ':id{regex}') as OpenAPI's '/api/stocks/{symbol}'. */
const openApiPath = (honoPath: string) => honoPath.replace(/:(\w+)(\{[^}]*\})?/g, '{$1}');

/** Registered /api operations as "METHOD /path"; 'ALL' entries are middleware and the JSON 404 catch-all. */
function registeredOperations(): string[] {
  const keys = ctx.app.routes
    .filter((route) => route.path.startsWith('/api/') && route.method !== 'ALL')
    .map((route) => `${route.method} ${openApiPath(route.path)}`);
  return [...new Set(keys)].filter((key) => !UNDOCUMENTED.has(key)).sort();
}

function documentedOperations(): string[] {
  return Object.entries(doc.paths as Record<string, Record<string, unknown>>)
    .flatMap(([path, operations]) => Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`))
    .sort();
}

test('every registered /api route is in openapi.json, and openapi.json names no route that does not exist', () => {
  const registered = registeredOperations();
  expect(registered.length).toBeGreaterThan(50);
  expect(registered).toEqual(documentedOperations());
});

test('every GET that answers a list says its order in the description', () => {
  const lists = Object.entries(doc.paths as Record<string, Record<string, Json>>).flatMap(([path, operations]) => {
    const schema = operations.get?.responses?.['200']?.content?.['application/json']?.schema;
    return schema?.type === 'array' ? [{ path, description: String(operations.get.description ?? '') }] : [];
  });
  expect(lists.map((list) => list.path)).toEqual(
    expect.arrayContaining(['/api/stocks', '/api/holdings', '/api/lessons']),
  );
  const unordered = lists
    .filter((list) => !/\b(ordered by|order:|newest first|oldest first)/i.test(list.description))
    .map((list) => list.path);
  expect(unordered).toEqual([]);
});
