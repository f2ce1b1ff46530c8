import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DailyActivitySchema, MESSAGES, PortfolioActivitySchema } from '@tradeboard/types';
import { createTestContext, readJson, type Json, type TestContext } from './helpers.js';

let ctx: TestContext;
/** Server day 06/02/2025 (local time). */
const NOW = new Date(2025, 5, 2, 14);
beforeAll(async () => {
  ctx = await createTestContext();
  ctx.clock.set(NOW);
});
afterAll(() => ctx.stop());

const json = async (res: Response) => ({ status: res.status, body: await readJson(res) });
const post = async (body: Record<string, unknown>) => json(await ctx.send('POST', '/api/portfolio-activity', body));
const history = async (fund: string, days: number | string) =>
  json(await ctx.request(`/api/portfolio-activity/${encodeURIComponent(fund)}/${days}`));
const saveDaily = async (body: Record<string, unknown>) => json(await ctx.send('POST', '/api/daily-activity', body));

describe('portfolio activity', () => {
  test('POST records an entry (details object stored as JSON text; absent details null); an exact repeat is not stored twice', async () => {
    const created = await post({
      fund: 'Value Fund',
      date: '6/1/2025',
      activityType: 'holding_added',
      ticker: 'nvda',
      details: { quantity: 5, price: 100 },
    });
    expect(created.status).toBe(201);
    expect(PortfolioActivitySchema.parse(created.body)).toEqual(created.body);
    expect(created.body).toMatchObject({
      fund: 'Value Fund',
      date: '06/01/2025',
      activityType: 'holding_added',
      ticker: 'NVDA',
      details: '{"quantity":5,"price":100}',
    });
    expect(created.body).not.toHaveProperty('updatedAt');

    const repeat = await post({
      fund: 'Value Fund',
      date: '06/01/2025',
      activityType: 'holding_added',
      ticker: 'NVDA',
      details: '{"quantity":5,"price":100}',
    });
    expect(repeat).toEqual({ status: 200, body: created.body });

    const plain = await post({
      fund: 'Value Fund',
      date: '06/01/2025',
      activityType: 'option_modified',
      ticker: 'NVDA',
    });
    expect(plain).toMatchObject({ status: 201, body: { details: null } });
  });

  test('validation: activity type, date, fund, ticker', async () => {
    const base = { fund: 'Value Fund', date: '06/01/2025', activityType: 'holding_added', ticker: 'X' };
    expect((await post({ ...base, activityType: 'bought' })).body.issues[0].path).toEqual(['activityType']);
    expect((await post({ ...base, date: '2025-06-01' })).body).toMatchObject({ message: MESSAGES.usDate });
    expect((await post({ ...base, fund: 'Other' })).body).toMatchObject({ message: MESSAGES.activityFund });
    expect((await post({ ...base, ticker: '' })).body).toMatchObject({ message: MESSAGES.tickerRequired });
    expect((await post({ ...base, details: 'x'.repeat(2001) })).status).toBe(400);
    const notJson = await post({ ...base, details: 'bought 10 at 100' });
    expect(notJson).toMatchObject({
      status: 400,
      body: { message: 'details must be JSON text', issues: [expect.objectContaining({ path: ['details'] })] },
    });
  });

  test('GET /{fund}/{days}: the last N days including today, newest date first then newest created first', async () => {
    const at = (date: string, ticker: string) =>
      post({ fund: 'Income Fund', date, activityType: 'holding_added', ticker });
    await at('05/26/2025', 'OLD'); // 8 days back: outside a 7-day window
    await at('05/27/2025', 'EDGE'); // 7th day back counting today
    await at('06/02/2025', 'FIRST');
    await at('05/30/2025', 'MID');
    await at('06/02/2025', 'SECOND');
    await at('06/03/2025', 'FUTURE');

    const week = await history('Income Fund', 7);
    expect(week.status).toBe(200);
    expect(week.body.map((e: Json) => e.ticker)).toEqual(['SECOND', 'FIRST', 'MID', 'EDGE']);
    expect((await history('Income Fund', 1)).body.map((e: Json) => e.ticker)).toEqual(['SECOND', 'FIRST']);
    expect((await history('Income Fund', 30)).body).toHaveLength(5);
    expect((await history('Growth Fund', 7)).body).toEqual([]);
  });

  test('GET validates days and fund', async () => {
    expect(await history('Income Fund', 0)).toMatchObject({
      status: 400,
      body: { message: 'Days must be at least 1' },
    });
    expect(await history('Income Fund', 367)).toMatchObject({
      status: 400,
      body: { message: 'Days must be at most 366' },
    });
    for (const days of ['abc', '1e2', '0x10', '7.0']) {
      expect(await history('Income Fund', days), days).toMatchObject({
        status: 400,
        body: { message: 'Days must be a whole number' },
      });
    }
    expect((await history('Nope', 7)).status).toBe(400);
  });
});

describe('daily activity', () => {
  test('GET answers null when nothing is stored', async () => {
    expect(await json(await ctx.request('/api/daily-activity/FLOW/06%2F02%2F2025'))).toEqual({
      status: 200,
      body: null,
    });
  });

  test('POST creates (201) with normalised, de-duplicated tickers and records holding_added / holding_removed for that date', async () => {
    const saved = await saveDaily({
      fund: '✅ Main Fund',
      date: '6/2/2025',
      addedPositions: [' aapl', 'MSFT', 'aapl'],
      removedPositions: ['tsla'],
    });
    expect(saved.status).toBe(201);
    expect(DailyActivitySchema.parse(saved.body)).toEqual(saved.body);
    expect(saved.body).toMatchObject({
      fund: 'Main Fund',
      date: '06/02/2025',
      addedPositions: ['AAPL', 'MSFT'],
      removedPositions: ['TSLA'],
    });
    expect(saved.body).not.toHaveProperty('_dateKey');

    const entries = (await history('Main Fund', 1)).body;
    expect(entries.map((e: Json) => [e.activityType, e.ticker, e.date, e.details]).sort()).toEqual([
      ['holding_added', 'AAPL', '06/02/2025', null],
      ['holding_added', 'MSFT', '06/02/2025', null],
      ['holding_removed', 'TSLA', '06/02/2025', null],
    ]);
  });

  test('a later save updates the same record (200) and records only tickers new to a list', async () => {
    const saved = await saveDaily({
      fund: 'Main Fund',
      date: '06/02/2025',
      addedPositions: ['AAPL', 'NVDA'],
      removedPositions: ['TSLA', 'MSFT'],
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ addedPositions: ['AAPL', 'NVDA'], removedPositions: ['TSLA', 'MSFT'] });
    const entries = (await history('Main Fund', 1)).body;
    expect(entries).toHaveLength(5);
    expect(
      entries
        .slice(0, 2)
        .map((e: Json) => [e.activityType, e.ticker])
        .sort(),
    ).toEqual([
      ['holding_added', 'NVDA'],
      ['holding_removed', 'MSFT'],
    ]);
  });

  test('a ticker taken off a list and put back the same day is recorded once', async () => {
    await saveDaily({
      fund: 'Main Fund',
      date: '06/02/2025',
      addedPositions: ['AAPL'],
      removedPositions: ['TSLA', 'MSFT'],
    });
    await saveDaily({
      fund: 'Main Fund',
      date: '06/02/2025',
      addedPositions: ['AAPL', 'NVDA'],
      removedPositions: ['TSLA', 'MSFT'],
    });
    expect((await history('Main Fund', 1)).body).toHaveLength(5);
  });

  test('the date can be URL-encoded or three plain path segments; the fund alias works', async () => {
    const encoded = await json(
      await ctx.request(`/api/daily-activity/${encodeURIComponent('✅ Main Fund')}/06%2F02%2F2025`),
    );
    expect(encoded.status).toBe(200);
    expect(encoded.body).toMatchObject({ fund: 'Main Fund', date: '06/02/2025', addedPositions: ['AAPL', 'NVDA'] });
    const segments = await json(await ctx.request('/api/daily-activity/Main%20Fund/6/2/2025'));
    expect(segments).toEqual(encoded);
    const bad = await json(await ctx.request('/api/daily-activity/Main%20Fund/13/40/2025'));
    expect(bad).toMatchObject({ status: 400, body: { message: MESSAGES.usDate } });
    expect(bad.body.issues[0].path).toEqual(['date']);
    expect((await json(await ctx.request('/api/daily-activity/Main%20Fund/2025-06-02'))).status).toBe(400);
  });

  test('FLOW keeps its own lists; other dates are separate records', async () => {
    await saveDaily({ fund: 'FLOW', date: '06/02/2025', addedPositions: ['SPY'] });
    expect((await json(await ctx.request('/api/daily-activity/FLOW/06%2F02%2F2025'))).body).toMatchObject({
      fund: 'FLOW',
      addedPositions: ['SPY'],
      removedPositions: [],
    });
    expect((await json(await ctx.request('/api/daily-activity/FLOW/06%2F01%2F2025'))).body).toBeNull();
  });

  test('the lists must be disjoint; tickers and fund are validated; nothing is written on error', async () => {
    const both = await saveDaily({
      fund: 'Growth Fund',
      date: '06/02/2025',
      addedPositions: ['AMD'],
      removedPositions: ['amd'],
    });
    expect(both).toMatchObject({ status: 400, body: { message: 'A ticker cannot be both added and removed' } });
    expect(
      (await saveDaily({ fund: 'Growth Fund', date: '06/02/2025', addedPositions: ['TOOLONGX'] })).body.message,
    ).toBe(MESSAGES.tickerFormat);
    expect((await saveDaily({ fund: 'Growth Fund', date: '6-2-2025', addedPositions: [] })).body.message).toBe(
      MESSAGES.usDate,
    );
    expect((await json(await ctx.request('/api/daily-activity/Growth%20Fund/06%2F02%2F2025'))).body).toBeNull();
    expect((await history('Growth Fund', 7)).body).toEqual([]);
  });
});
