/**
 * Walks every route registered on the app and proves each non-GET route refuses a request without
 * a session (401). A route added later is covered automatically.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { PUBLIC_WRITE_ROUTES } from '../src/http/write-guard.js';
import { TEST_ORIGIN, createTestContext, readJson, type TestContext } from './helpers.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.stop());

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS', 'ALL']);
/** A concrete path for a route pattern: ':id' -> a valid ObjectId, other params -> a plausible value. */
const concrete = (pattern: string) =>
  pattern
    .replace(/:id\b(\{[^}]*\})?/g, '665f1c2e9b1e8a3d4c5b6a79')
    .replace(/:(\w+)(\{[^}]*\})?/g, (_m, name: string) => (name === 'symbol' ? 'AAPL' : 'x'))
    .replace(/\*$/, 'anything');

test('every write route answers 401 without a session', async () => {
  const writes = ctx.app.routes.filter((route) => !SAFE.has(route.method) && route.path.startsWith('/api/'));
  const unique = [...new Map(writes.map((route) => [`${route.method} ${route.path}`, route])).values()];
  const keys = unique.map((route) => `${route.method} ${route.path}`);
  expect(keys).toEqual(expect.arrayContaining(['POST /api/stocks', 'PATCH /api/stocks/:symbol', 'DELETE /api/stocks/:symbol', 'POST /api/apply-bot-analysis']));

  const failures: string[] = [];
  for (const route of unique) {
    const key = `${route.method} ${route.path}`;
    if (PUBLIC_WRITE_ROUTES.has(key)) continue;
    const res = await ctx.request(concrete(route.path), {
      method: route.method,
      headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
      body: '{}',
    });
    if (res.status !== 401) failures.push(`${key} -> ${res.status}`);
  }
  expect(failures).toEqual([]);
});

test('the only writes open without a session are login and logout, and they are origin-checked', async () => {
  expect([...PUBLIC_WRITE_ROUTES].sort()).toEqual(['POST /api/auth/login', 'POST /api/auth/logout']);
  for (const key of PUBLIC_WRITE_ROUTES) {
    const [method, path] = key.split(' ') as [string, string];
    const res = await ctx.request(path, { method, headers: { origin: 'https://evil.example', 'content-type': 'application/json' }, body: '{}' });
    expect(res.status).toBe(403);
  }
});

test('a write to an unknown /api path is also refused without a session, and a read gets a JSON 404', async () => {
  expect((await ctx.request('/api/not-a-route', { method: 'DELETE', headers: { origin: TEST_ORIGIN } })).status).toBe(401);
  const res = await ctx.request('/api/not-a-route');
  expect(res.status).toBe(404);
  expect(res.headers.get('content-type')).toContain('application/json');
  expect(await readJson(res)).toEqual({ message: 'No API route GET /api/not-a-route' });
});
