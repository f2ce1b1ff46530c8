/**
 * Issue 23, finding 3: two admins adding tickers to the same day's list at once. The editor's single
 * changes (POST /api/daily-activity/change: $addToSet / $pull) keep both, and the day's list and its
 * 7-day history agree; the whole-list POST with If-Match refuses the second of two saves made from
 * the same version instead of silently dropping the first.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DailyActivitySchema, STALE_WRITE_MESSAGE } from '@tradeboard/types';
import { createTestContext, readJson, type Json, type TestContext } from './helpers.js';

let ctx: TestContext;
/** Server day 06/02/2025 (local time). */
const NOW = new Date(2025, 5, 2, 14);
const DATE = '06/02/2025';
beforeAll(async () => {
  ctx = await createTestContext();
  ctx.clock.set(NOW);
});
afterAll(() => ctx.stop());

const json = async (res: Response) => ({
  status: res.status,
  body: await readJson(res),
  etag: res.headers.get('etag'),
});
const change = (fund: string, list: string, action: string, ticker: string) =>
  ctx.send('POST', '/api/daily-activity/change', { fund, date: DATE, list, action, ticker }).then(json);
const day = (fund: string) =>
  ctx.request(`/api/daily-activity/${encodeURIComponent(fund)}/${encodeURIComponent(DATE)}`).then(json);
const historyTickers = async (fund: string, activityType: string) =>
  (await readJson(await ctx.request(`/api/portfolio-activity/${encodeURIComponent(fund)}/7`)))
    .filter((entry: Json) => entry.activityType === activityType)
    .map((entry: Json) => entry.ticker)
    .sort();

describe('single changes', () => {
  test("two clients adding different tickers to the Main Fund's added list at the same moment: both kept, list and history agree", async () => {
    const [first, second] = await Promise.all([
      change('Main Fund', 'addedPositions', 'add', 'AAPL'),
      change('Main Fund', 'addedPositions', 'add', 'MSFT'),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 201]); // one created the day, the other changed it
    const stored = await day('Main Fund');
    expect(DailyActivitySchema.parse(stored.body)).toEqual(stored.body);
    expect([...stored.body.addedPositions].sort()).toEqual(['AAPL', 'MSFT']);
    expect(await historyTickers('Main Fund', 'holding_added')).toEqual(['AAPL', 'MSFT']);
  });

  test('many at once on an existing day: every ticker kept, each recorded once', async () => {
    const tickers = ['NVDA', 'AMD', 'INTC', 'TSLA', 'META', 'AMZN'];
    const answers = await Promise.all(tickers.map((ticker) => change('Main Fund', 'addedPositions', 'add', ticker)));
    expect(answers.map((answer) => answer.status)).toEqual(tickers.map(() => 200));
    const stored = await day('Main Fund');
    expect([...stored.body.addedPositions].sort()).toEqual(['AAPL', 'MSFT', ...tickers].sort());
    expect(await historyTickers('Main Fund', 'holding_added')).toEqual([...stored.body.addedPositions].sort());
    expect(stored.body.version).toBe(1 + 1 + tickers.length); // created, MSFT, then one version per ticker
  });

  test('adding to one list takes the ticker off the other and records it there; a repeat changes nothing', async () => {
    const moved = await change('Main Fund', 'removedPositions', 'add', 'aapl');
    expect(moved.status).toBe(200);
    expect(DailyActivitySchema.parse(moved.body)).toEqual(moved.body);
    expect(moved.body.addedPositions).not.toContain('AAPL');
    expect(moved.body.removedPositions).toEqual(['AAPL']);
    expect(moved.etag).toBe(`"${moved.body.version}"`);
    expect(await historyTickers('Main Fund', 'holding_removed')).toEqual(['AAPL']);

    const repeat = await change('Main Fund', 'removedPositions', 'add', 'AAPL');
    expect(repeat.status).toBe(200);
    expect(repeat.body).toEqual(moved.body); // same version: nothing written
    expect(await historyTickers('Main Fund', 'holding_removed')).toEqual(['AAPL']);
  });

  test('remove takes one ticker off while another client adds one: both apply; removing records nothing', async () => {
    const before = await day('Main Fund');
    const [removed, added] = await Promise.all([
      change('Main Fund', 'addedPositions', 'remove', 'MSFT'),
      change('Main Fund', 'addedPositions', 'add', 'GOOG'),
    ]);
    expect([removed.status, added.status]).toEqual([200, 200]);
    const after = await day('Main Fund');
    expect(after.body.addedPositions).toContain('GOOG');
    expect(after.body.addedPositions).not.toContain('MSFT');
    expect(after.body.addedPositions.length).toBe(before.body.addedPositions.length);
    expect(await historyTickers('Main Fund', 'holding_added')).toContain('MSFT'); // history says what happened
  });

  test('removing from a day with nothing stored is a 404; a bad list or ticker a 400', async () => {
    expect((await change('Income Fund', 'addedPositions', 'remove', 'AAPL')).status).toBe(404);
    expect((await change('Income Fund', 'both', 'add', 'AAPL')).status).toBe(400);
    expect((await change('Income Fund', 'addedPositions', 'add', 'TOOLONGX')).status).toBe(400);
    expect((await day('Income Fund')).body).toBeNull();
  });
});

describe('the whole-list save with If-Match', () => {
  const save = (lists: { addedPositions: string[]; removedPositions: string[] }, ifMatch?: string) =>
    ctx
      .send(
        'POST',
        '/api/daily-activity',
        { fund: 'Growth Fund', date: DATE, ...lists },
        ifMatch ? { 'if-match': ifMatch } : {},
      )
      .then(json);

  test('two saves made from the same version: the first applies, the second is a 412 with the current record', async () => {
    const created = await save({ addedPositions: ['AAPL'], removedPositions: [] });
    expect(created.status).toBe(201);
    const read = await day('Growth Fund');
    expect(read.etag).toBe(`"${read.body.version}"`);

    const [first, second] = await Promise.all([
      save({ addedPositions: ['AAPL', 'MSFT'], removedPositions: [] }, read.etag!),
      save({ addedPositions: ['AAPL', 'NVDA'], removedPositions: [] }, read.etag!),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 412]);
    const [winner, loser] = first.status === 200 ? [first, second] : [second, first];
    expect(loser.body).toEqual({ message: STALE_WRITE_MESSAGE, current: winner.body });
    expect(loser.etag).toBe(winner.etag);
    expect((await day('Growth Fund')).body).toEqual(winner.body);
    // Only the applied save's new ticker reached the history.
    const applied = winner.body.addedPositions.find((ticker: string) => ticker !== 'AAPL');
    expect(await historyTickers('Growth Fund', 'holding_added')).toEqual(['AAPL', applied].sort());
  });

  test('If-Match on a day with no record is a 412 with current null; without If-Match the save applies as before', async () => {
    const refused = await ctx
      .send(
        'POST',
        '/api/daily-activity',
        { fund: 'Value Fund', date: DATE, addedPositions: ['AAPL'] },
        { 'if-match': '"1"' },
      )
      .then(json);
    expect(refused).toMatchObject({ status: 412, body: { message: STALE_WRITE_MESSAGE, current: null } });
    expect((await day('Value Fund')).body).toBeNull();
    const plain = await ctx.send('POST', '/api/daily-activity', {
      fund: 'Value Fund',
      date: DATE,
      addedPositions: ['AAPL'],
    });
    expect(plain.status).toBe(201);
  });
});
