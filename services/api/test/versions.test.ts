/**
 * Issue 23, "No lost updates, the HTTP way": every edited record has a version, list items carry it,
 * single-record reads answer it as a strong ETag, and If-Match makes an edit apply only to the version
 * the client read (412 with the current record otherwise; the check is part of the write itself).
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { STALE_WRITE_MESSAGE, StockSchema } from '@tradeboard/types';
import { ENTITY_SCHEMAS } from '../src/backup/entities.js';
import { initModels } from '../src/db/models/index.js';
import { inTransaction } from '../src/db/transaction.js';
import { createTestContext, readJson, type Json, type TestContext } from './helpers.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.stop());

const json = async (res: Response) => ({
  status: res.status,
  body: await readJson(res),
  etag: res.headers.get('etag'),
});
const patch = (path: string, body: Json, ifMatch?: string) =>
  ctx.send('PATCH', path, body, ifMatch === undefined ? {} : { 'if-match': ifMatch }).then(json);

describe('a stock edited from two places', () => {
  test('list items carry version 1 when created; a matching If-Match succeeds and bumps the version', async () => {
    await ctx.send('POST', '/api/stocks', { symbol: 'AAPL' });
    const [listed] = await readJson(await ctx.request('/api/stocks'));
    expect(StockSchema.parse(listed)).toEqual(listed);
    expect(listed.version).toBe(1);

    const saved = await patch('/api/stocks/AAPL', { range: 'Fair Value' }, '"1"');
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ range: 'Fair Value', version: 2 });
    expect(saved.etag).toBe('"2"');
  });

  test('a stale PATCH (old If-Match) answers 412 with the current record and changes nothing', async () => {
    const stale = await patch('/api/stocks/AAPL', { range: 'Premium Range', hourBotPosition: true }, '"1"');
    expect(stale.status).toBe(412);
    expect(stale.body.message).toBe(STALE_WRITE_MESSAGE);
    expect(stale.body.current).toMatchObject({
      symbol: 'AAPL',
      range: 'Fair Value',
      hourBotPosition: false,
      version: 2,
    });
    expect(StockSchema.parse(stale.body.current)).toEqual(stale.body.current);
    expect(stale.etag).toBe('"2"');
    const [stored] = await readJson(await ctx.request('/api/stocks'));
    expect(stored).toEqual(stale.body.current);
  });

  test('two edits made from the same version at once: exactly one applies', async () => {
    const answers = await Promise.all(
      (['HH', 'HL', 'LH', 'LL'] as const).map((code) => patch('/api/stocks/AAPL', { dailyBX: code }, '"2"')),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 412, 412, 412]);
    const winner = answers.find((answer) => answer.status === 200)!;
    const [stored] = await readJson(await ctx.request('/api/stocks'));
    expect(stored).toEqual(winner.body);
    expect(stored.version).toBe(3);
    for (const loser of answers.filter((answer) => answer.status === 412)) expect(loser.body.current).toEqual(stored);
  });

  test('without If-Match the write goes through as before (old clients, scripts); * matches any version; weak tags never', async () => {
    expect((await patch('/api/stocks/AAPL', { weeklyBX: 'HH' })).body.version).toBe(4);
    expect((await patch('/api/stocks/AAPL', { weeklyBX: 'HL' }, '*')).status).toBe(200);
    expect((await patch('/api/stocks/AAPL', { weeklyBX: 'LL' }, 'W/"5"')).status).toBe(412);
    expect((await patch('/api/stocks/AAPL', { weeklyBX: 'LL' }, '"4", "5"')).status).toBe(200);
  });

  test('a malformed If-Match is a 400; an unknown record is still a 404, whatever If-Match says', async () => {
    const malformed = await patch('/api/stocks/AAPL', { weeklyBX: 'HH' }, '5');
    expect(malformed.status).toBe(400);
    expect((await patch('/api/stocks/ZZZZ', { weeklyBX: 'HH' }, '"1"')).status).toBe(404);
  });
});

describe('single-record reads answer a strong ETag, and a write conditional on it', () => {
  test("a fund's manual P&L: GET gives the ETag, PATCH with it applies, PATCH with the old one is a 412", async () => {
    const created = await json(await ctx.send('POST', '/api/manual-pnl', { fund: 'Main Fund', ytdPnl: 100 }));
    expect(created.status).toBe(201);
    const read = await json(await ctx.request('/api/manual-pnl/fund/Main%20Fund'));
    expect(read.etag).toBe('"1"');
    expect(read.body.version).toBe(1);

    const saved = await patch(`/api/manual-pnl/${read.body.id}`, { ytdPnl: 200 }, read.etag!);
    expect(saved).toMatchObject({ status: 200, etag: '"2"', body: { ytdPnl: 200, version: 2 } });
    const stale = await patch(`/api/manual-pnl/${read.body.id}`, { ytdPnl: 300 }, read.etag!);
    expect(stale).toMatchObject({ status: 412, body: { message: STALE_WRITE_MESSAGE, current: { ytdPnl: 200 } } });

    // The upserting POST honours If-Match too.
    const post = (ifMatch: string) =>
      ctx.send('POST', '/api/manual-pnl', { fund: 'Main Fund', ytdPnl: 400 }, { 'if-match': ifMatch }).then(json);
    expect((await post('"1"')).status).toBe(412);
    expect(await post('"2"')).toMatchObject({ status: 200, etag: '"3"', body: { ytdPnl: 400 } });
  });

  test("a day's daily activity: GET gives the ETag (none when nothing is stored), the whole-list save honours it", async () => {
    const url = '/api/daily-activity/FLOW/06%2F02%2F2025';
    const empty = await json(await ctx.request(url));
    expect(empty).toMatchObject({ body: null, etag: null });
    await ctx.send('POST', '/api/daily-activity', { fund: 'FLOW', date: '06/02/2025', addedPositions: ['SPY'] });
    const read = await json(await ctx.request(url));
    expect(read.etag).toBe(`"${read.body.version}"`);
    expect((await json(await ctx.request('/api/daily-activity/FLOW/6/2/2025'))).etag).toBe(read.etag);

    const body = { fund: 'FLOW', date: '06/02/2025', addedPositions: ['SPY', 'QQQ'] };
    expect((await json(await ctx.send('POST', '/api/daily-activity', body, { 'if-match': read.etag! }))).status).toBe(
      200,
    );
    const stale = await json(await ctx.send('POST', '/api/daily-activity', body, { 'if-match': read.etag! }));
    expect(stale).toMatchObject({ status: 412, body: { current: { addedPositions: ['SPY', 'QQQ'] } } });
  });
});

describe('every edited collection', () => {
  test('holdings, options, flow holdings, alerts, next-session trades and library items carry a version; PATCH honours If-Match', async () => {
    const holding = await readJson(
      await ctx.send('POST', '/api/holdings', { ticker: 'MSFT', quantity: 1, tradePrice: 1 }),
    );
    const option = await readJson(
      await ctx.send('POST', '/api/options', {
        ticker: 'SPY',
        optionType: 'CALL',
        strike: 1,
        expiry: '06/20/2025',
        quantity: 1,
        price: 1,
      }),
    );
    const flow = await readJson(
      await ctx.send('POST', '/api/flow-holdings', {
        ticker: 'SPY',
        optionType: 'PUT',
        strike: 1,
        expiry: '06/20/2025',
        quantity: 1,
        price: 1,
      }),
    );
    const alert = await readJson(
      await ctx.send('POST', '/api/unusual-flow', {
        ticker: 'SPY',
        optionType: 'CALL',
        strike: 1,
        expiry: '06/20/2025',
      }),
    );
    const trade = await readJson(await ctx.send('POST', '/api/next-session-trades', { ticker: 'SPY', action: 'add' }));
    const course = await readJson(await ctx.send('POST', '/api/courses', { title: 'C', category: 'Strategy' }));
    const lesson = await readJson(await ctx.send('POST', '/api/lessons', { courseId: course.id, title: 'L' }));
    const doc = await readJson(
      await ctx.send('POST', '/api/documentation', { title: 'D', content: 'x', category: 'SOP' }),
    );
    for (const record of [holding, option, flow, alert, trade, course, lesson, doc]) expect(record.version).toBe(1);

    const edits: Array<[string, Json]> = [
      [`/api/holdings/${holding.id}`, { dateOpened: '06/02/2025' }],
      [`/api/options/${option.id}`, { quantity: 2 }],
      [`/api/flow-holdings/${flow.id}`, { quantity: 2 }],
      [`/api/unusual-flow/${alert.id}`, { flowDescription: 'x' }],
      [`/api/courses/${course.id}`, { title: 'C2' }],
      [`/api/lessons/${lesson.id}`, { title: 'L2' }],
      [`/api/documentation/${doc.id}`, { title: 'D2' }],
    ];
    for (const [path, body] of edits) {
      expect((await patch(path, body, '"1"')).body.version, path).toBe(2);
      const stale = await patch(path, body, '"1"');
      expect(stale.status, path).toBe(412);
      expect(stale.body.current.version, path).toBe(2);
    }
  });
});

describe('versions in the database', () => {
  test('every write path bumps the version: updateOne, updateMany, bulkWrite updates and save', async () => {
    const { stocks } = ctx.models;
    await stocks.create({ symbol: 'VERS' });
    await stocks.updateOne({ symbol: 'VERS' }, { $set: { range: 'Fair Value' } });
    await stocks.updateMany({ symbol: 'VERS' }, { $set: { range: 'Premium Range' } });
    await stocks.bulkWrite([{ updateOne: { filter: { symbol: 'VERS' }, update: { $set: { range: null } } } }]);
    const doc = (await stocks.findOne({ symbol: 'VERS' }))!;
    expect(doc.version).toBe(4);
    doc.set('dailyBX', 'HH');
    await doc.save();
    expect((await stocks.findOne({ symbol: 'VERS' }).lean())!.version).toBe(5);
  });

  test('records stored before versions existed get version 1 at start', async () => {
    await ctx.deps.db.collection('stocks').insertOne({ symbol: 'OLD', hybridBotPosition: false });
    await initModels(ctx.deps.db);
    expect((await ctx.models.stocks.findOne({ symbol: 'OLD' }).lean())!.version).toBe(1);
  });

  test('a backup made before versions existed still passes the restore check (read as version 1)', async () => {
    const [stock] = await readJson(await ctx.request('/api/stocks'));
    const { version: _version, ...older } = stock;
    expect(ENTITY_SCHEMAS.stocks!.safeParse(older).success).toBe(true);
    expect(ENTITY_SCHEMAS.stocks!.safeParse({ ...older, version: 'x' }).success).toBe(false);
  });

  test('inTransaction commits what its function wrote, or nothing when it throws', async () => {
    const result = await inTransaction(ctx.deps.db, async (session) => {
      await ctx.models.stocks.create([{ symbol: 'TXN' }], { session });
      return 'done';
    });
    expect(result).toBe('done');
    expect(await ctx.models.stocks.countDocuments({ symbol: 'TXN' })).toBe(1);
    await expect(
      inTransaction(ctx.deps.db, async (session) => {
        await ctx.models.stocks.create([{ symbol: 'GONE' }], { session });
        throw new Error('stop');
      }),
    ).rejects.toThrow('stop');
    expect(await ctx.models.stocks.countDocuments({ symbol: 'GONE' })).toBe(0);
  });
});
