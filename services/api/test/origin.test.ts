/**
 * Writes must come from the same origin: scheme, host and port, not the host alone; ALLOWED_ORIGINS
 * adds exact origins (a dev server, a second front end behind a proxy).
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { AUTH_MESSAGES } from '@tradeboard/types';
import { TEST_ADMIN, createTestContext, readJson, type TestContext } from './helpers.js';

let plain: TestContext;
let proxied: TestContext;
beforeAll(async () => {
  plain = await createTestContext({ env: { ALLOWED_ORIGINS: 'http://localhost:8080, https://admin.example' } });
  proxied = await createTestContext({ env: { TRUST_PROXY: 'true' } });
});
afterAll(async () => {
  await plain.stop();
  await proxied.stop();
});

/** A login (a write, origin-checked before anything else) to http://tradeboard.test:3000. */
function login(ctx: TestContext, headers: Record<string, string>) {
  return ctx.request('http://tradeboard.test:3000/api/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json', host: 'tradeboard.test:3000', ...headers },
    body: JSON.stringify(TEST_ADMIN),
  });
}

describe('same origin means same scheme, host and port', () => {
  test("the server's own origin is accepted, by Origin or (without it) by Referer", async () => {
    expect((await login(plain, { origin: 'http://tradeboard.test:3000' })).status).toBe(200);
    expect((await login(plain, { origin: 'HTTP://TRADEBOARD.TEST:3000' })).status).toBe(200);
    expect((await login(plain, { referer: 'http://tradeboard.test:3000/admin?tab=2' })).status).toBe(200);
  });

  test.each([
    ['another scheme', 'https://tradeboard.test:3000'],
    ['another port', 'http://tradeboard.test:3001'],
    ['the default port', 'http://tradeboard.test'],
    ['another host', 'http://evil.test:3000'],
    ['a sub-domain', 'http://a.tradeboard.test:3000'],
    ['an opaque origin', 'null'],
    ['a non-web scheme', 'file://tradeboard.test:3000'],
  ])('%s is refused with 403', async (_what, origin) => {
    const res = await login(plain, { origin });
    expect(res.status).toBe(403);
    expect(await readJson(res)).toEqual({ message: AUTH_MESSAGES.badOrigin });
  });

  test('a Referer from another scheme is refused too', async () => {
    expect((await login(plain, { referer: 'https://tradeboard.test:3000/admin' })).status).toBe(403);
  });

  test('ALLOWED_ORIGINS entries are accepted exactly, scheme and port included', async () => {
    expect((await login(plain, { origin: 'http://localhost:8080' })).status).toBe(200);
    expect((await login(plain, { origin: 'https://admin.example' })).status).toBe(200);
    expect((await login(plain, { origin: 'https://admin.example:443' })).status).toBe(200);
    expect((await login(plain, { origin: 'http://admin.example' })).status).toBe(403);
    expect((await login(plain, { origin: 'http://localhost:8081' })).status).toBe(403);
  });
});

describe('behind a trusted proxy (TRUST_PROXY)', () => {
  const forwarded = {
    'x-forwarded-host': 'tradeboard.example',
    'x-forwarded-proto': 'https',
    'x-forwarded-for': '10.0.0.9',
  };

  test('the public origin is the forwarded scheme and host', async () => {
    expect((await login(proxied, { origin: 'https://tradeboard.example', ...forwarded })).status).toBe(200);
  });

  test('the forwarded scheme counts: an http page is another origin than the https site', async () => {
    expect((await login(proxied, { origin: 'http://tradeboard.example', ...forwarded })).status).toBe(403);
  });

  test('without TRUST_PROXY, forwarded headers are ignored', async () => {
    expect((await login(plain, { origin: 'https://tradeboard.example', ...forwarded })).status).toBe(403);
  });
});
