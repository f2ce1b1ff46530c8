/** X-Forwarded-* handling: ignored without TRUST_PROXY; with it, only the entry our proxy appended counts. */
import { Hono } from 'hono';
import { describe, expect, test } from 'vitest';
import { clientIp, isHttps } from '../src/http/client-ip.js';

function probe(trustProxy: boolean) {
  const app = new Hono();
  app.get('/', (c) => c.json({ ip: clientIp(c, trustProxy), https: isHttps(c, trustProxy) }));
  return async (headers: Record<string, string>, url = 'http://localhost/') =>
    (await app.request(url, { headers })).json();
}

describe('with TRUST_PROXY on', () => {
  const ask = probe(true);

  test('the client address is the right-most X-Forwarded-For entry (the one our proxy appended)', async () => {
    expect(await ask({ 'x-forwarded-for': '203.0.113.9' })).toMatchObject({ ip: '203.0.113.9' });
    // The client sent "1.2.3.4" itself; the proxy appended the address it saw.
    expect(await ask({ 'x-forwarded-for': '1.2.3.4, 203.0.113.9' })).toMatchObject({ ip: '203.0.113.9' });
    expect(await ask({ 'x-forwarded-for': '1.2.3.4,5.6.7.8 ,  203.0.113.9 ' })).toMatchObject({ ip: '203.0.113.9' });
  });

  test('no or blank X-Forwarded-For falls back to the socket peer', async () => {
    expect(await ask({})).toMatchObject({ ip: 'local' });
    expect(await ask({ 'x-forwarded-for': '1.2.3.4, ' })).toMatchObject({ ip: 'local' });
  });

  test('HTTPS when the right-most X-Forwarded-Proto says so', async () => {
    expect(await ask({ 'x-forwarded-proto': 'https' })).toMatchObject({ https: true });
    expect(await ask({ 'x-forwarded-proto': 'HTTPS' })).toMatchObject({ https: true });
    expect(await ask({ 'x-forwarded-proto': 'https, http' })).toMatchObject({ https: false });
    expect(await ask({})).toMatchObject({ https: false });
  });
});

describe('with TRUST_PROXY off', () => {
  const ask = probe(false);

  test('X-Forwarded-For is ignored', async () => {
    expect(await ask({ 'x-forwarded-for': '203.0.113.9' })).toMatchObject({ ip: 'local' });
  });

  test('X-Forwarded-Proto is ignored; only the request URL decides HTTPS', async () => {
    expect(await ask({ 'x-forwarded-proto': 'https' })).toMatchObject({ https: false });
    expect(await ask({}, 'https://localhost/')).toMatchObject({ https: true });
  });
});
