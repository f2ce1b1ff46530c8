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
  expect(keys).toEqual(
    expect.arrayContaining([
      'POST /api/stocks',
      'PATCH /api/stocks/:symbol',
      'DELETE /api/stocks/:symbol',
      'POST /api/apply-bot-analysis',
    ]),
  );

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

/**
 * The write guard sits on /api/* only. A write route outside /api must be listed here, with the
 * reason it is guarded some other way; none exists today (the signed-URL PUT lives under /api).
 */
const GUARDED_WRITES_OUTSIDE_API = new Set<string>();
const WRITE_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'];

test('no write route is registered outside /api (where the write guard does not reach)', async () => {
  const outside = ctx.app.routes.filter((route) => !route.path.startsWith('/api/'));
  const writes = outside.filter((route) => !SAFE.has(route.method)).map((route) => `${route.method} ${route.path}`);
  expect(writes.filter((key) => !GUARDED_WRITES_OUTSIDE_API.has(key))).toEqual([]);

  // 'ALL' entries are middleware (app.use) or catch-all handlers (app.all): prove by request that no
  // handler outside /api accepts a write, on every registered path and on an unknown one.
  const paths = [...new Set([...outside.map((route) => concrete(route.path)), '/', '/admin', '/some/unknown/path'])];
  const answered: string[] = [];
  for (const target of paths) {
    for (const method of WRITE_METHODS) {
      if (GUARDED_WRITES_OUTSIDE_API.has(`${method} ${target}`)) continue;
      const res = await ctx.request(target, {
        method,
        headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
        body: '{}',
      });
      if (res.status !== 404) answered.push(`${method} ${target} -> ${res.status}`);
    }
  }
  expect(answered).toEqual([]);

  for (const key of GUARDED_WRITES_OUTSIDE_API) {
    const [method, path] = key.split(' ') as [string, string];
    const res = await ctx.request(concrete(path), {
      method,
      headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
      body: '{}',
    });
    expect([401, 403], key).toContain(res.status);
  }
});

test('the only writes open without a session are login and logout, and they are origin-checked', async () => {
  expect([...PUBLIC_WRITE_ROUTES].sort()).toEqual(['POST /api/auth/login', 'POST /api/auth/logout']);
  for (const key of PUBLIC_WRITE_ROUTES) {
    const [method, path] = key.split(' ') as [string, string];
    const res = await ctx.request(path, {
      method,
      headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
      body: '{}',
    });
    expect(res.status).toBe(403);
  }
});

test('a write to an unknown /api path is also refused without a session, and a read gets a JSON 404', async () => {
  expect((await ctx.request('/api/not-a-route', { method: 'DELETE', headers: { origin: TEST_ORIGIN } })).status).toBe(
    401,
  );
  const res = await ctx.request('/api/not-a-route');
  expect(res.status).toBe(404);
  expect(res.headers.get('content-type')).toContain('application/json');
  expect(await readJson(res)).toEqual({ message: 'No API route GET /api/not-a-route' });
});
