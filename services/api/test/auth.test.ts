import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { TEST_ADMIN, TEST_ORIGIN, createTestContext, readJson, type TestContext } from './helpers.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ env: { LOGIN_MAX_ATTEMPTS: '3', LOGIN_WINDOW_MINUTES: '15', TRUST_PROXY: 'true' } });
});
afterAll(() => ctx.stop());

const loginRequest = (body: unknown, headers: Record<string, string> = {}) =>
  ctx.request('/api/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: TEST_ORIGIN, ...headers },
    body: JSON.stringify(body),
  });

const status = async (cookie?: string) => {
  const res = await ctx.request('/api/auth/status', { headers: cookie ? { cookie } : {} });
  return res.json();
};

describe('login', () => {
  test('sets an httpOnly, SameSite=Lax session cookie and reports the admin', async () => {
    const res = await loginRequest(TEST_ADMIN, { 'x-forwarded-for': '10.0.0.1' });
    expect(res.status).toBe(200);
    expect(await readJson(res)).toEqual({ isAuthenticated: true, username: 'admin' });
    const cookie = res.headers.get('set-cookie')!;
    expect(cookie).toMatch(/^tb_session=[\w-]{40,};/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).not.toContain('Secure');
    expect(await status(cookie.split(';')[0])).toEqual({ isAuthenticated: true, username: 'admin' });
  });

  test('the cookie is Secure (and HSTS is sent) behind a trusted HTTPS proxy', async () => {
    const res = await loginRequest(TEST_ADMIN, {
      origin: 'https://localhost',
      'x-forwarded-proto': 'https',
      'x-forwarded-for': '10.0.0.2',
    });
    expect(res.headers.get('set-cookie')).toContain('Secure');
    expect(res.headers.get('strict-transport-security')).toContain('max-age=');
  });

  test('unknown user and wrong password give the same 401 message', async () => {
    const wrongPassword = await loginRequest(
      { username: 'admin', password: 'nope' },
      { 'x-forwarded-for': '10.0.0.3' },
    );
    const unknownUser = await loginRequest(
      { username: 'mallory', password: 'nope' },
      { 'x-forwarded-for': '10.0.0.3' },
    );
    expect(wrongPassword.status).toBe(401);
    expect(unknownUser.status).toBe(401);
    expect(await readJson(wrongPassword)).toEqual({ message: 'Invalid username or password' });
    expect(await readJson(unknownUser)).toEqual({ message: 'Invalid username or password' });
    expect(wrongPassword.headers.get('set-cookie')).toBeNull();
  });

  test('missing fields answer 400 with the spec messages', async () => {
    const res = await loginRequest({ username: '  ', password: '' });
    expect(res.status).toBe(400);
    const body = await readJson(res);
    expect(body.issues.map((i: { message: string }) => i.message)).toEqual([
      'Username is required',
      'Password is required',
    ]);
  });

  test('a cross-origin login is refused', async () => {
    const res = await loginRequest(TEST_ADMIN, { origin: 'https://evil.example' });
    expect(res.status).toBe(403);
  });

  test('behind the trusted proxy the own host is the right-most X-Forwarded-Host entry', async () => {
    const forwarded = {
      'x-forwarded-host': 'tradeboard.example',
      'x-forwarded-proto': 'https',
      'x-forwarded-for': '10.0.0.4',
    };
    const viaProxy = await loginRequest(TEST_ADMIN, { origin: 'https://tradeboard.example', ...forwarded });
    expect(viaProxy.status).toBe(200);
    const spoofed = await loginRequest(TEST_ADMIN, {
      origin: 'https://evil.example',
      'x-forwarded-host': 'evil.example, localhost',
      'x-forwarded-for': '10.0.0.4',
    });
    expect(spoofed.status).toBe(403);
  });

  test('the password is stored hashed', async () => {
    const user = await ctx.models.users.findOne({ username: 'admin' }).lean();
    expect(user!.passwordHash).toMatch(/^scrypt\$/);
    expect(JSON.stringify(user)).not.toContain(TEST_ADMIN.password);
  });
});

describe('status and logout', () => {
  test('signed out by default', async () => {
    expect(await status()).toEqual({ isAuthenticated: false, username: null });
    expect(await status('tb_session=forged-token')).toEqual({ isAuthenticated: false, username: null });
  });

  test('logout ends the session on the server: the old cookie no longer works', async () => {
    const { cookie, headers } = await ctx.login();
    const res = await ctx.request('/api/auth/logout', { method: 'POST', headers });
    expect(res.status).toBe(200);
    expect(res.headers.get('set-cookie')).toMatch(/tb_session=;/);
    expect(await status(cookie)).toEqual({ isAuthenticated: false, username: null });
    const write = await ctx.request('/api/stocks', {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: '{"symbol":"X"}',
    });
    expect(write.status).toBe(401);
  });

  test('sessions expire', async () => {
    const { cookie } = await ctx.login();
    ctx.clock.set(new Date(Date.now() + ctx.config.sessionTtlMs + 1000));
    try {
      expect(await status(cookie)).toEqual({ isAuthenticated: false, username: null });
    } finally {
      ctx.clock.reset();
    }
  });

  test('sessions are stored with an expiry and a TTL index, keyed by a hash of the token', async () => {
    const { cookie } = await ctx.login();
    const token = cookie.split('=')[1]!;
    const sessions = await ctx.models.sessions.find().lean();
    expect(sessions.length).toBeGreaterThan(0);
    expect(sessions.every((s) => s.expiresAt instanceof Date)).toBe(true);
    expect(sessions.some((s) => s._id === token)).toBe(false);
    const indexes = await ctx.models.sessions.listIndexes();
    expect(indexes.some((index) => index.expireAfterSeconds === 0 && index.key.expiresAt === 1)).toBe(true);
  });
});

describe('login rate limit', () => {
  test('after 3 failures the client+username pair gets 429 with Retry-After, even with the right password', async () => {
    const client = { 'x-forwarded-for': '192.0.2.50' };
    for (let i = 0; i < 3; i++)
      expect((await loginRequest({ username: 'admin', password: 'bad' }, client)).status).toBe(401);
    const blocked = await loginRequest(TEST_ADMIN, client);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await readJson(blocked)).message).toMatch(/Too many login attempts/);

    // Another client is not affected.
    expect((await loginRequest(TEST_ADMIN, { 'x-forwarded-for': '192.0.2.51' })).status).toBe(200);

    // The window passes.
    ctx.clock.set(new Date(Date.now() + 16 * 60_000));
    try {
      expect((await loginRequest(TEST_ADMIN, client)).status).toBe(200);
    } finally {
      ctx.clock.reset();
    }
  });

  test('a parallel burst of wrong passwords is limited too: at most 3 answer 401, the rest 429 with Retry-After', async () => {
    const client = { 'x-forwarded-for': '192.0.2.60' };
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => loginRequest({ username: 'admin', password: 'bad' }, client)),
    );
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((code) => code === 401).length).toBeLessThanOrEqual(3);
    expect(statuses.filter((code) => code !== 401 && code !== 429)).toEqual([]);
    for (const res of answers.filter((answer) => answer.status === 429))
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    // The right password is blocked as well until the window passes.
    expect((await loginRequest(TEST_ADMIN, client)).status).toBe(429);
  });

  test('successful logins do not count against the client', async () => {
    const client = { 'x-forwarded-for': '192.0.2.70' };
    // More than the per-client allowance (4 x 3): every one still succeeds.
    for (let i = 0; i < 13; i++) expect((await loginRequest(TEST_ADMIN, client)).status).toBe(200);
  });

  test('a client cannot escape the limit by varying the X-Forwarded-For entries it sends itself', async () => {
    // Behind the proxy the right-most entry is the address the proxy saw; the rest is the client's own text.
    const spoofed = (i: number) => ({ 'x-forwarded-for': `198.51.100.${i}, 192.0.2.80` });
    for (let i = 0; i < 3; i++)
      expect((await loginRequest({ username: 'admin', password: 'bad' }, spoofed(i))).status).toBe(401);
    expect((await loginRequest(TEST_ADMIN, spoofed(99))).status).toBe(429);
  });
});
