import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { StockSchema } from '@tradeboard/types';
import { TEST_ORIGIN, createTestContext, readJson, type TestContext } from './helpers.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.stop());

const json = async (res: Response) => ({ status: res.status, body: await readJson(res) });

describe('watchlist', () => {
  test('POST adds a stock with the symbol trimmed and upper-cased; answers the full document', async () => {
    const { status, body } = await json(
      await ctx.send('POST', '/api/stocks', { symbol: ' msft ', range: 'Fair Value', monthlyBX: 'HH' }),
    );
    expect(status).toBe(201);
    expect(StockSchema.parse(body)).toEqual(body);
    expect(body).toMatchObject({
      symbol: 'MSFT',
      range: 'Fair Value',
      monthlyBX: 'HH',
      weeklyBX: null,
      dailyBX: null,
      hybridBotPosition: false,
      swingBotPosition: false,
      hourBotPosition: false,
      analysisText: null,
      analysisImage: null,
    });
    expect(body).not.toHaveProperty('_id');
    expect(body).not.toHaveProperty('__v');
    expect(body.id).toMatch(/^[0-9a-f]{24}$/);
  });

  test('racing identical POSTs: one 201, the other the same specific 409 (the unique index settles it)', async () => {
    // Both requests pass the "already there?" check, as two racing requests can; the index refuses the second insert.
    const check = vi.spyOn(ctx.models.stocks, 'exists').mockImplementation(() => Promise.resolve(null) as never);
    try {
      const results = await Promise.all(
        [1, 2].map(async () => json(await ctx.send('POST', '/api/stocks', { symbol: 'RACE' }))),
      );
      expect(check).toHaveBeenCalledTimes(2);
      expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
      expect(results.find((r) => r.status === 409)!.body).toEqual({ message: 'RACE is already on the watchlist' });
    } finally {
      check.mockRestore();
    }
  });

  test('a symbol already on the watchlist answers 409', async () => {
    await ctx.send('POST', '/api/stocks', { symbol: 'DUP' });
    const { status, body } = await json(await ctx.send('POST', '/api/stocks', { symbol: 'dup' }));
    expect(status).toBe(409);
    expect(body).toEqual({ message: 'DUP is already on the watchlist' });
  });

  test('validation: blank symbol, bad ticker, unknown enum values', async () => {
    const blank = await json(await ctx.send('POST', '/api/stocks', { symbol: '   ' }));
    expect(blank.status).toBe(400);
    expect(blank.body.message).toBe('Please enter a stock symbol.');
    expect(blank.body.issues[0].path).toEqual(['symbol']);

    const long = await json(await ctx.send('POST', '/api/stocks', { symbol: 'TOOLONGX' }));
    expect(long.body.message).toBe('Ticker must be 1 to 6 letters');

    const badTrend = await json(await ctx.send('POST', '/api/stocks', { symbol: 'OK', weeklyBX: 'UP' }));
    expect(badTrend.status).toBe(400);
    expect(badTrend.body.issues[0].path).toEqual(['weeklyBX']);
    expect(badTrend.body.message).toBe('Weekly BX must be one of HH, HL, LH, LL');

    const badRange = await json(await ctx.send('POST', '/api/stocks', { symbol: 'OK', range: 'Cheap' }));
    expect(badRange.body).toMatchObject({
      message: 'Range must be one of Discount Range, Fair Value, Premium Range',
      issues: [expect.objectContaining({ path: ['range'] })],
    });

    const notJson = await ctx.send('POST', '/api/stocks', undefined, { 'content-type': 'application/json' });
    expect(notJson.status).toBe(400);
  });

  test('GET lists stocks A to Z, publicly', async () => {
    await ctx.send('POST', '/api/stocks', { symbol: 'ZZ' });
    await ctx.send('POST', '/api/stocks', { symbol: 'AA' });
    const res = await ctx.request('/api/stocks');
    expect(res.status).toBe(200);
    const symbols = (await readJson(res)).map((s: { symbol: string }) => s.symbol);
    expect(symbols).toEqual([...symbols].sort());
    expect(symbols).toEqual(expect.arrayContaining(['AA', 'ZZ', 'MSFT']));
  });

  test('PATCH updates given fields only, null clears, answers the stock', async () => {
    await ctx.send('POST', '/api/stocks', { symbol: 'PATCH', range: 'Premium Range', dailyBX: 'LL' });
    const { status, body } = await json(
      await ctx.send('PATCH', '/api/stocks/patch', { dailyBX: null, hourBotPosition: true }),
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({ symbol: 'PATCH', range: 'Premium Range', dailyBX: null, hourBotPosition: true });
    const history = await json(await ctx.request('/api/stocks/PATCH/analysis-history'));
    expect(history.body).toEqual([]);
  });

  test('PATCH: 404 for an unknown symbol, 400 for an empty body or analysis over 1000 characters', async () => {
    expect((await ctx.send('PATCH', '/api/stocks/NOPE', { hourBotPosition: true })).status).toBe(404);
    const empty = await json(await ctx.send('PATCH', '/api/stocks/PATCH', {}));
    expect(empty).toEqual({
      status: 400,
      body: expect.objectContaining({ message: 'Provide at least one field to update' }),
    });
    const tooLong = await json(await ctx.send('PATCH', '/api/stocks/PATCH', { analysisText: 'x'.repeat(1001) }));
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.message).toBe('Analysis text must be at most 1000 characters');
  });

  test('DELETE removes the stock (204), then 404', async () => {
    await ctx.send('POST', '/api/stocks', { symbol: 'GONE' });
    const res = await ctx.send('DELETE', '/api/stocks/GONE');
    expect(res.status).toBe(204);
    expect(await res.text()).toBe('');
    expect((await ctx.send('DELETE', '/api/stocks/GONE')).status).toBe(404);
  });
});

describe('analysis history', () => {
  test('each PATCH that sets analysis text or image appends an entry; newest first', async () => {
    await ctx.send('POST', '/api/stocks', { symbol: 'HIST' });
    await ctx.send('PATCH', '/api/stocks/HIST', { analysisText: 'first' });
    await ctx.send('PATCH', '/api/stocks/HIST', { analysisImage: '/uploads/images/chart.png' });
    await ctx.send('PATCH', '/api/stocks/HIST', { range: 'Discount Range' });
    const { status, body } = await json(await ctx.request('/api/stocks/HIST/analysis-history'));
    expect(status).toBe(200);
    expect(body.map((e: { analysisText: string; analysisImage: string }) => [e.analysisText, e.analysisImage])).toEqual(
      [
        ['first', '/uploads/images/chart.png'],
        ['first', null],
      ],
    );
    expect(body[0]).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{24}$/),
      stockSymbol: 'HIST',
      analysisText: 'first',
      analysisImage: '/uploads/images/chart.png',
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
  });

  test('a PATCH that clears the analysis (null, blank text) or POSTs a blank one records no entry', async () => {
    await ctx.send('POST', '/api/stocks', { symbol: 'CLR', analysisText: '  ' });
    expect((await json(await ctx.request('/api/stocks/CLR/analysis-history'))).body).toEqual([]);
    await ctx.send('PATCH', '/api/stocks/CLR', { analysisText: 'setup', analysisImage: '/uploads/images/a.png' });
    for (const body of [
      { analysisText: null },
      { analysisText: '' },
      { analysisText: '   ' },
      { analysisImage: null },
      { analysisText: null, analysisImage: null },
    ]) {
      expect((await ctx.send('PATCH', '/api/stocks/CLR', body)).status).toBe(200);
    }
    const { body } = await json(await ctx.request('/api/stocks/CLR/analysis-history'));
    expect(body.map((e: { analysisText: string; analysisImage: string }) => [e.analysisText, e.analysisImage])).toEqual(
      [['setup', '/uploads/images/a.png']],
    );
    // Clearing the text while setting an image is still an analysis.
    await ctx.send('PATCH', '/api/stocks/CLR', { analysisText: null, analysisImage: '/uploads/images/b.png' });
    const after = await json(await ctx.request('/api/stocks/CLR/analysis-history'));
    expect(after.body[0]).toMatchObject({ analysisText: null, analysisImage: '/uploads/images/b.png' });
  });

  test('an analysis image must be a same-origin path or http(s) URL', async () => {
    for (const image of ['javascript:alert(1)', '//evil.example/x.png', '/\\evil.example/x.png']) {
      const res = await json(await ctx.send('PATCH', '/api/stocks/HIST', { analysisImage: image }));
      expect(res.status, image).toBe(400);
    }
  });

  test("today's log holds entries since the server's local midnight, newest first", async () => {
    const now = new Date();
    const midnight = new Date(now.getFullYear(), now.getMonth(), now.getDate());
    await ctx.send('POST', '/api/stocks', { symbol: 'LOG' });
    await ctx.models.stockAnalysisHistory.create([
      {
        stockSymbol: 'LOG',
        analysisText: 'yesterday',
        analysisImage: null,
        createdAt: new Date(midnight.getTime() - 60_000),
      },
    ]);
    await ctx.send('PATCH', '/api/stocks/LOG', { analysisText: 'today' });
    const { body } = await json(await ctx.request('/api/analysis-log/today'));
    const texts = body.map((e: { analysisText: string }) => e.analysisText);
    expect(texts).toContain('today');
    expect(texts).not.toContain('yesterday');
    expect(body[0]).toMatchObject({ stockSymbol: 'LOG', analysisText: 'today' });
    expect(body[0]).not.toHaveProperty('updatedAt');
    const times = body.map((e: { createdAt: string }) => Date.parse(e.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));

    // At tomorrow's midnight the log is empty again.
    ctx.clock.set(new Date(midnight.getTime() + 24 * 3_600_000));
    try {
      expect((await json(await ctx.request('/api/analysis-log/today'))).body).toEqual([]);
    } finally {
      ctx.clock.reset();
    }
  });
});

describe('auth on stock writes', () => {
  test('401 without a session, 403 with a session from another origin', async () => {
    const anonymous = await ctx.request('/api/stocks', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: TEST_ORIGIN },
      body: JSON.stringify({ symbol: 'ANON' }),
    });
    expect(anonymous.status).toBe(401);
    expect(await readJson(anonymous)).toEqual({ message: 'Authentication required' });

    const crossSite = await ctx.send('POST', '/api/stocks', { symbol: 'CSRF' }, { origin: 'https://evil.example' });
    expect(crossSite.status).toBe(403);
    const noOrigin = await ctx.send('DELETE', '/api/stocks/MSFT', undefined, { origin: '' });
    expect(noOrigin.status).toBe(403);
    const viaReferer = await ctx.send(
      'PATCH',
      '/api/stocks/MSFT',
      { swingBotPosition: true },
      { origin: '', referer: `${TEST_ORIGIN}/admin` },
    );
    expect(viaReferer.status).toBe(200);
  });
});
