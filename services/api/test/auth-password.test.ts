/**
 * Issue 23, the admin account: POST /api/auth/password (current password, 12+ characters, other
 * sessions end, rate limited), POST /api/auth/logout-all, scrypt N=2^17 with a rehash of older hashes
 * at the next sign-in, and the start-up warning when ADMIN_PASSWORD no longer matches.
 */
import { randomBytes, scryptSync } from 'node:crypto';
import { AUTH_MESSAGES } from '@tradeboard/types';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ensureAdmin } from '../src/auth/bootstrap.js';
import { SCRYPT_PARAMS, needsRehash, verifyPassword } from '../src/auth/passwords.js';
import type { Logger } from '../src/logger.js';
import { TEST_ADMIN, TEST_ORIGIN, createTestContext, readJson, type TestContext } from './helpers.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ env: { LOGIN_MAX_ATTEMPTS: '3', LOGIN_WINDOW_MINUTES: '15' } });
});
afterAll(() => ctx.stop());

const NEW_PASSWORD = 'a much longer passphrase';

const post = (target: string, headers: Record<string, string>, body?: unknown) =>
  ctx.request(target, {
    method: 'POST',
    headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
/** Whether a session cookie is still a signed-in session. */
const signedIn = async (headers: Record<string, string>) =>
  (await readJson(await ctx.request('/api/auth/status', { headers }))).isAuthenticated as boolean;
const storedHash = async () => (await ctx.models.users.findOne({ username: TEST_ADMIN.username }).lean())!.passwordHash;

describe('POST /api/auth/password', () => {
  test('refuses without a session (401) and from another site (403)', async () => {
    const body = { currentPassword: TEST_ADMIN.password, newPassword: NEW_PASSWORD };
    expect((await post('/api/auth/password', { origin: TEST_ORIGIN }, body)).status).toBe(401);
    const { cookie } = await ctx.login();
    expect((await post('/api/auth/password', { cookie, origin: 'https://evil.example' }, body)).status).toBe(403);
  });

  test('bad input is a 400 on its field and changes nothing', async () => {
    const { headers } = await ctx.login();
    const before = await storedHash();
    const cases: Array<[object, string, string]> = [
      [
        { currentPassword: 'wrong password!', newPassword: NEW_PASSWORD },
        'currentPassword',
        AUTH_MESSAGES.currentPasswordWrong,
      ],
      [{ currentPassword: '', newPassword: NEW_PASSWORD }, 'currentPassword', AUTH_MESSAGES.currentPasswordRequired],
      [
        { currentPassword: TEST_ADMIN.password, newPassword: 'elevenchars' },
        'newPassword',
        AUTH_MESSAGES.newPasswordTooShort,
      ],
      [
        { currentPassword: TEST_ADMIN.password, newPassword: TEST_ADMIN.password },
        'newPassword',
        AUTH_MESSAGES.passwordUnchanged,
      ],
    ];
    for (const [body, field, message] of cases) {
      const res = await post('/api/auth/password', headers, body);
      expect(res.status, message).toBe(400);
      expect((await readJson(res)).issues).toEqual([expect.objectContaining({ path: [field], message })]);
    }
    expect(await storedHash()).toBe(before);
    expect(await signedIn(headers)).toBe(true);
  });

  test('sets the password, keeps this session and ends the others', async () => {
    const other = (await ctx.login()).headers;
    const current = (await ctx.login()).headers;
    const res = await post('/api/auth/password', current, {
      currentPassword: TEST_ADMIN.password,
      newPassword: NEW_PASSWORD,
    });
    expect(res.status).toBe(200);
    const { signedOutSessions } = await readJson(res);
    expect(signedOutSessions).toBeGreaterThanOrEqual(1);
    expect(await signedIn(current)).toBe(true);
    expect(await signedIn(other)).toBe(false);
    await expect(ctx.login(TEST_ADMIN.username, TEST_ADMIN.password)).rejects.toThrow(/401/);
    await ctx.login(TEST_ADMIN.username, NEW_PASSWORD);
    // Back, for the tests that follow.
    const back = await post('/api/auth/password', current, {
      currentPassword: NEW_PASSWORD,
      newPassword: TEST_ADMIN.password,
    });
    expect(back.status).toBe(200);
  });

  test('wrong current passwords are rate limited like sign-ins: 429 with Retry-After, even for the right one', async () => {
    const { headers } = await ctx.login();
    const attempt = (currentPassword: string) =>
      post('/api/auth/password', headers, { currentPassword, newPassword: NEW_PASSWORD });
    for (let i = 0; i < 3; i += 1) expect((await attempt(`wrong password ${i}`)).status).toBe(400);
    const blocked = await attempt(TEST_ADMIN.password);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await readJson(blocked)).toEqual({ message: AUTH_MESSAGES.tooManyAttempts });
    expect(await verifyPassword(TEST_ADMIN.password, await storedHash())).toBe(true);
  });
});

describe('POST /api/auth/logout-all', () => {
  test('ends every session, this one included, and clears the cookie', async () => {
    const first = (await ctx.login()).headers;
    const second = (await ctx.login()).headers;
    const res = await post('/api/auth/logout-all', second);
    expect(res.status).toBe(200);
    expect(await readJson(res)).toEqual({ isAuthenticated: false, username: null });
    expect(res.headers.get('set-cookie')).toMatch(/^tb_session=;/);
    expect(await signedIn(first)).toBe(false);
    expect(await signedIn(second)).toBe(false);
    expect(await ctx.models.sessions.countDocuments()).toBe(0);
  });

  test('needs a session and our origin', async () => {
    expect((await post('/api/auth/logout-all', { origin: TEST_ORIGIN })).status).toBe(401);
    const { cookie } = await ctx.login();
    expect((await post('/api/auth/logout-all', { cookie, origin: 'https://evil.example' })).status).toBe(403);
    expect(await signedIn({ cookie })).toBe(true);
  });
});

describe('password hashes', () => {
  test('new hashes use scrypt N=2^17, r=8, p=1', async () => {
    expect(SCRYPT_PARAMS).toEqual({ N: 131_072, r: 8, p: 1 });
    expect((await storedHash()).split('$').slice(0, 4)).toEqual(['scrypt', '131072', '8', '1']);
  });

  test('a hash with older parameters still signs in, and is replaced by a current one', async () => {
    const salt = randomBytes(16);
    const key = scryptSync(TEST_ADMIN.password, salt, 64, { N: 16_384, r: 8, p: 1 });
    const old = ['scrypt', 16_384, 8, 1, salt.toString('base64'), key.toString('base64')].join('$');
    expect(needsRehash(old)).toBe(true);
    await ctx.models.users.updateOne({ username: TEST_ADMIN.username }, { $set: { passwordHash: old } });

    await ctx.login();
    const rehashed = await storedHash();
    expect(rehashed).not.toBe(old);
    expect(needsRehash(rehashed)).toBe(false);
    expect(await verifyPassword(TEST_ADMIN.password, rehashed)).toBe(true);
    await ctx.login();
    expect(await storedHash()).toBe(rehashed);
  });
});

describe('ADMIN_PASSWORD once an admin exists', () => {
  const warnings = async (env: { adminUsername?: string; adminPassword?: string }) => {
    const lines: string[] = [];
    const logger = { warn: (_: unknown, message: string) => lines.push(message), info: () => {} } as unknown as Logger;
    await ensureAdmin(ctx.deps.db, { ...ctx.config, ...env }, logger);
    return lines;
  };

  test('a different password is reported with the command that changes it', async () => {
    const lines = await warnings({ adminUsername: TEST_ADMIN.username, adminPassword: 'not the stored one at all' });
    expect(lines).toEqual([expect.stringContaining('npm run admin -- set-password')]);
    expect(lines[0]).toContain('ADMIN_PASSWORD is set but is not the stored admin');
  });

  test('the stored password, or none set, is quiet', async () => {
    expect(await warnings({ adminUsername: TEST_ADMIN.username, adminPassword: TEST_ADMIN.password })).toEqual([]);
    expect(await warnings({ adminUsername: TEST_ADMIN.username, adminPassword: undefined })).toEqual([]);
  });
});
