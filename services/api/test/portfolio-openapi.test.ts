/** The OpenAPI document describes the portfolio and flow routes: paths, list orders, auth, nullable answers. */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestContext, readJson, type Json, type TestContext } from './helpers.js';

let ctx: TestContext;
let doc: Json;
beforeAll(async () => {
  ctx = await createTestContext();
  doc = await readJson(await ctx.request('/api/openapi.json'));
});
afterAll(() => ctx.stop());

const LISTS: Record<string, RegExp> = {
  '/api/holdings': /Order: ticker A to Z, then fund/,
  '/api/options': /Order: newest first/,
  '/api/portfolio-activity/{fund}/{days}': /Order: newest date first, then newest created first/,
  '/api/flow-holdings': /Order: ticker A to Z/,
  '/api/unusual-flow': /Order: newest first/,
  '/api/next-session-trades': /Order: oldest first/,
};

test('every list states its order', () => {
  for (const [path, order] of Object.entries(LISTS)) expect(doc.paths[path]?.get?.description, path).toMatch(order);
});

test('every write is documented as admin-only', () => {
  const writes = Object.entries(doc.paths as Record<string, Record<string, Json>>)
    .filter(([path]) => /holdings|options|manual-pnl|activity|flow|next-session/.test(path))
    .flatMap(([path, ops]) =>
      Object.entries(ops)
        .filter(([method]) => method !== 'get')
        .map(([method, op]) => ({ key: `${method} ${path}`, op })),
    );
  expect(writes.length).toBe(24); // holdings 5, options 4, manual P&L 2, activity 3 (one a single change), flow holdings 4, unusual flow 4, next-session 2 (restore: the undo of a delete)
  for (const { key, op } of writes) expect(op.security, key).toEqual([{ cookieAuth: [] }]);
});

test('both daily-activity date forms are documented; "nothing stored" answers are nullable', () => {
  expect(doc.paths['/api/daily-activity/{fund}/{date}'].get).toBeDefined();
  expect(doc.paths['/api/daily-activity/{fund}/{month}/{day}/{year}'].get).toBeDefined();
  expect(doc.components.schemas.DailyActivityResult.type).toEqual(['object', 'null']);
  const manualPnl = doc.paths['/api/manual-pnl/fund/{fund}'].get.responses['200'].content['application/json'].schema;
  expect(manualPnl.anyOf).toEqual([{ $ref: '#/components/schemas/ManualPnl' }, { type: 'null' }]);
  for (const path of ['/api/portfolio-metrics', '/api/dashboard-data', '/api/student-insights'])
    expect(doc.paths[path].get.responses['200']).toBeDefined();
});
