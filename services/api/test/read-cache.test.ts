/**
 * Cached serialised reads (issue 30): a repeated public list read is answered from bytes without the
 * database, compressed as the client accepts, 304 to a matching If-None-Match; a write through the
 * API, or a change event, drops what it touches; a read racing a drop is not kept; admins are never
 * served from (or into) the cache.
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { ReadCache, pickEncoding } from '../src/http/read-cache.js';
import { createTestContext, readJson, type TestContext } from './helpers.js';

let ctx: TestContext;
let cache: ReadCache;
beforeAll(async () => {
  cache = new ReadCache();
  ctx = await createTestContext({ readCache: cache });
  for (const symbol of ['AAPL', 'MSFT', 'NVDA'])
    expect((await ctx.send('POST', '/api/stocks', { symbol })).status).toBe(201);
});
afterAll(() => ctx.stop());

const symbols = async (res: Response) => ((await readJson(res)) as Array<{ symbol: string }>).map((s) => s.symbol);

describe('cached reads', () => {
  test('a repeated read is answered from the cache: same bytes and ETag, no database read', async () => {
    const first = await ctx.request('/api/stocks');
    expect(first.status).toBe(200);
    const find = vi.spyOn(ctx.models.stocks, 'find');
    try {
      const second = await ctx.request('/api/stocks');
      expect(find).not.toHaveBeenCalled();
      expect(second.headers.get('etag')).toMatch(/^"[\w-]+"$/);
      expect(second.headers.get('etag')).toBe(first.headers.get('etag'));
      expect(second.headers.get('vary')).toBe('Accept-Encoding');
      expect(second.headers.get('content-type')).toContain('application/json');
      expect(await second.text()).toBe(await first.text());
    } finally {
      find.mockRestore();
    }
  });

  test('answers from the cache, 200 and 304, carry the security headers of every response', async () => {
    const fresh = await ctx.request('/api/stocks');
    const cached = await ctx.request('/api/stocks');
    const revalidated = await ctx.request('/api/stocks', { headers: { 'if-none-match': fresh.headers.get('etag')! } });
    expect(revalidated.status).toBe(304);
    for (const res of [cached, revalidated]) {
      for (const name of ['content-security-policy', 'x-content-type-options', 'x-frame-options', 'referrer-policy'])
        expect(res.headers.get(name), name).toBe(fresh.headers.get(name));
      expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    }
    expect(cache.stats.hits).toBeGreaterThan(0);
  });

  test('brotli or gzip as Accept-Encoding allows, same JSON once decoded', async () => {
    const plain = await (await ctx.request('/api/stocks')).text();
    const br = await ctx.request('/api/stocks', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(plain);
    const gz = await ctx.request('/api/stocks', { headers: { 'accept-encoding': 'gzip, br;q=0' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(plain);
    const none = await ctx.request('/api/stocks', { headers: { 'accept-encoding': 'identity' } });
    expect(none.headers.get('content-encoding')).toBeNull();
    expect(await none.text()).toBe(plain);
  });

  test('Accept-Encoding parsing: q-values, wildcard, refusal', () => {
    expect(pickEncoding(undefined)).toBe('identity');
    expect(pickEncoding('gzip;q=0.5, br;q=0')).toBe('gzip');
    expect(pickEncoding('*')).toBe('br');
    expect(pickEncoding('*;q=0, gzip')).toBe('gzip');
    expect(pickEncoding('deflate')).toBe('identity');
  });

  test('If-None-Match with the ETag answers 304 with no body and no database read', async () => {
    const etag = (await ctx.request('/api/stocks')).headers.get('etag')!;
    const find = vi.spyOn(ctx.models.stocks, 'find');
    try {
      const res = await ctx.request('/api/stocks', { headers: { 'if-none-match': `"other", W/${etag}` } });
      expect(res.status).toBe(304);
      expect(await res.text()).toBe('');
      expect(res.headers.get('etag')).toBe(etag);
      expect(find).not.toHaveBeenCalled();
      expect((await ctx.request('/api/stocks', { headers: { 'if-none-match': '"other"' } })).status).toBe(200);
    } finally {
      find.mockRestore();
    }
  });

  test('a write through the API is in the very next read', async () => {
    const before = (await ctx.request('/api/stocks')).headers.get('etag');
    expect((await ctx.send('POST', '/api/stocks', { symbol: 'TSLA' })).status).toBe(201);
    const after = await ctx.request('/api/stocks', { headers: { 'if-none-match': before! } });
    expect(after.status).toBe(200);
    expect(await symbols(after)).toContain('TSLA');
  });

  test('a refused write keeps the entries', async () => {
    await ctx.request('/api/stocks');
    const find = vi.spyOn(ctx.models.stocks, 'find');
    try {
      expect((await ctx.send('POST', '/api/stocks', { symbol: '   ' })).status).toBe(400);
      await ctx.request('/api/stocks');
      expect(find).not.toHaveBeenCalled();
    } finally {
      find.mockRestore();
    }
  });

  test("a change event drops its collection's entries only", async () => {
    await ctx.request('/api/stocks');
    await ctx.request('/api/unusual-flow');
    // Written behind the API's back, as another process would.
    await ctx.models.stocks.create({ symbol: 'AMD' });
    expect(await symbols(await ctx.request('/api/stocks'))).not.toContain('AMD');
    const flowFind = vi.spyOn(ctx.models.unusualFlow, 'find');
    try {
      cache.invalidateCollection('stocks');
      expect(await symbols(await ctx.request('/api/stocks'))).toContain('AMD');
      await ctx.request('/api/unusual-flow');
      expect(flowFind).not.toHaveBeenCalled();
    } finally {
      flowFind.mockRestore();
    }
  });

  test('a read that was in flight when its data changed answers but is not kept', async () => {
    cache.invalidate('all');
    const original = ctx.models.stocks.find.bind(ctx.models.stocks);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let reached!: () => void;
    const atDatabase = new Promise<void>((resolve) => (reached = resolve));
    const find = vi.spyOn(ctx.models.stocks, 'find').mockImplementationOnce(((...args: Parameters<typeof original>) => {
      const query = original(...args);
      const exec = query.exec.bind(query);
      query.exec = async () => {
        const result = await exec();
        reached();
        await gate;
        return result;
      };
      return query;
    }) as never);
    try {
      const slow = ctx.request('/api/stocks');
      await atDatabase;
      await ctx.models.stocks.create({ symbol: 'INTC' });
      cache.invalidateCollection('stocks');
      release();
      expect(await symbols(await slow)).not.toContain('INTC');
      expect(await symbols(await ctx.request('/api/stocks'))).toContain('INTC');
      expect(find).toHaveBeenCalledTimes(2);
    } finally {
      find.mockRestore();
    }
  });

  test('admins are never served from the cache, and their answers are never kept for students', async () => {
    expect(
      (await ctx.send('POST', '/api/courses', { title: 'Draft', category: 'Strategy', isPublished: false })).status,
    ).toBe(201);
    expect(
      (await ctx.send('POST', '/api/courses', { title: 'Open', category: 'Strategy', isPublished: true })).status,
    ).toBe(201);
    const titles = async (res: Response) =>
      ((await readJson(res)) as Array<{ title: string }>).map((c) => c.title).sort();
    expect(await titles(await ctx.send('GET', '/api/courses'))).toEqual(['Draft', 'Open']);
    expect(await titles(await ctx.request('/api/courses'))).toEqual(['Open']);
    expect(await titles(await ctx.send('GET', '/api/courses'))).toEqual(['Draft', 'Open']);
    expect(await titles(await ctx.request('/api/courses'))).toEqual(['Open']);
  });

  test("a route's own version ETag is kept (edits send it back in If-Match)", async () => {
    const date = '03/02/2026';
    const saved = await ctx.send('POST', '/api/daily-activity', { fund: 'Main Fund', date, addedPositions: ['AAPL'] });
    expect(saved.status).toBe(201);
    const read = await ctx.request(`/api/daily-activity/Main%20Fund/${encodeURIComponent(date)}`);
    expect(read.status).toBe(200);
    expect(read.headers.get('etag')).toBe(saved.headers.get('etag'));
    const cached = await ctx.request(`/api/daily-activity/Main%20Fund/${encodeURIComponent(date)}`);
    expect(cached.headers.get('etag')).toBe(saved.headers.get('etag'));
  });
});
