import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { HoldingSchema, MESSAGES, PRICE_MESSAGE, QUANTITY_MESSAGE } from '@tradeboard/types';
import { TEST_ORIGIN, createTestContext, readJson, type Json, type TestContext } from './helpers.js';

let ctx: TestContext;
/** A fixed server day: 06/02/2025 (local time). */
const NOW = new Date(2025, 5, 2, 10, 30);
beforeAll(async () => {
  ctx = await createTestContext();
  ctx.clock.set(NOW);
});
afterAll(() => ctx.stop());

const json = async (res: Response) => ({ status: res.status, body: await readJson(res) });
const add = async (body: Record<string, unknown>) => json(await ctx.send('POST', '/api/holdings', body));
const list = async (query = '') => (await json(await ctx.request(`/api/holdings${query}`))).body as Json[];
const activity = async (fund = 'Main Fund') =>
  (await json(await ctx.request(`/api/portfolio-activity/${encodeURIComponent(fund)}/7`))).body as Json[];
const tickers = (holdings: Json[]) => holdings.map((h: Json) => h.ticker);

describe('POST /api/holdings', () => {
  test("creates a holding: alias '✅ Main Fund' stored as 'Main Fund', ticker normalised, optionsLongTerm from quantity", async () => {
    const { status, body } = await add({
      fund: '✅ Main Fund',
      ticker: ' aapl ',
      quantity: 1001,
      tradePrice: 150.25,
      optionsLongTerm: 'Options',
      dateOpened: '6/2/2025',
    });
    expect(status).toBe(201);
    expect(HoldingSchema.parse(body)).toEqual(body);
    expect(body).toMatchObject({
      fund: 'Main Fund',
      ticker: 'AAPL',
      quantity: 1001,
      tradePrice: 150.25,
      optionsLongTerm: 'Long Term',
      dateOpened: '06/02/2025',
      entryPrice: null,
      shares: null,
      currentPrice: null,
      pnlPercent: null,
      pnlOpen: null,
    });
    expect(body).not.toHaveProperty('_id');
  });

  test("fund defaults to 'Main Fund'; exactly 1000 is 'Options'", async () => {
    const { status, body } = await add({ ticker: 'MSFT', quantity: 1000, tradePrice: 10 });
    expect(status).toBe(201);
    expect(body).toMatchObject({ fund: 'Main Fund', optionsLongTerm: 'Options', dateOpened: null });
  });

  test('the same ticker twice in a fund is 409; in another fund it is fine', async () => {
    expect(await add({ ticker: 'msft', quantity: 1, tradePrice: 1 })).toEqual({
      status: 409,
      body: { message: 'MSFT is already held in Main Fund' },
    });
    expect((await add({ fund: 'Growth Fund', ticker: 'MSFT', quantity: 1, tradePrice: 1 })).status).toBe(201);
  });

  test('racing identical POSTs: one 201, the other the same specific 409 (the unique index settles it)', async () => {
    // Both requests pass the "already held?" check, as two racing requests can; the index refuses the second insert.
    const check = vi.spyOn(ctx.models.holdings, 'exists').mockImplementation(() => Promise.resolve(null) as never);
    try {
      const results = await Promise.all(
        [1, 2].map(() => add({ fund: 'Income Fund', ticker: 'RACE', quantity: 1, tradePrice: 1 })),
      );
      expect(check).toHaveBeenCalledTimes(2);
      expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
      expect(results.find((r) => r.status === 409)!.body).toEqual({ message: 'RACE is already held in Income Fund' });
    } finally {
      check.mockRestore();
    }
  });

  test('a PATCH racing into an existing fund+ticker gets the specific 409 too', async () => {
    await add({ fund: 'Income Fund', ticker: 'HELD', quantity: 1, tradePrice: 1 });
    const { body: other } = await add({ fund: 'Income Fund', ticker: 'MOVE', quantity: 1, tradePrice: 1 });
    const check = vi.spyOn(ctx.models.holdings, 'exists').mockImplementation(() => Promise.resolve(null) as never);
    try {
      const res = await json(await ctx.send('PATCH', `/api/holdings/${other.id}`, { ticker: 'HELD' }));
      expect(res).toEqual({ status: 409, body: { message: 'HELD is already held in Income Fund' } });
    } finally {
      check.mockRestore();
    }
  });

  test('validation rules and their messages', async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ ticker: 'OK', quantity: 1.5, tradePrice: 1 }, 'quantity', QUANTITY_MESSAGE],
      [{ ticker: 'OK', quantity: 0, tradePrice: 1 }, 'quantity', QUANTITY_MESSAGE],
      [{ ticker: 'OK', quantity: '5', tradePrice: 1 }, 'quantity', QUANTITY_MESSAGE],
      [{ ticker: 'OK', quantity: 1, tradePrice: -1 }, 'tradePrice', PRICE_MESSAGE],
      [{ ticker: 'OK', quantity: 1 }, 'tradePrice', PRICE_MESSAGE],
      [{ ticker: '  ', quantity: 1, tradePrice: 1 }, 'ticker', MESSAGES.tickerRequired],
      [{ ticker: 'TOOLONGX', quantity: 1, tradePrice: 1 }, 'ticker', MESSAGES.tickerFormat],
      [{ ticker: 'OK', quantity: 1, tradePrice: 1, fund: 'FLOW' }, 'fund', MESSAGES.fund],
      [{ ticker: 'OK', quantity: 1, tradePrice: 1, dateOpened: '13/01/2025' }, 'dateOpened', MESSAGES.usDate],
    ];
    for (const [body, path, message] of cases) {
      const res = await add(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toBe(message);
      expect(res.body.issues[0].path).toEqual([path]);
    }
    expect(tickers(await list())).not.toContain('OK');
  });

  test('401 without the admin session', async () => {
    const res = await ctx.request('/api/holdings', {
      method: 'POST',
      headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
      body: JSON.stringify({ ticker: 'ANON', quantity: 1, tradePrice: 1 }),
    });
    expect(res.status).toBe(401);
  });
});

describe('GET /api/holdings', () => {
  test('lists ticker A to Z then fund; ?fund filters (alias and All Funds accepted); public', async () => {
    await add({ fund: 'Value Fund', ticker: 'ZZZ', quantity: 1, tradePrice: 1 });
    await add({ fund: 'Value Fund', ticker: 'AAA', quantity: 1, tradePrice: 1 });
    const all = await list();
    const keys = all.map((h: Json) => `${h.ticker}|${h.fund}`);
    expect(keys).toEqual([...keys].sort());
    expect(keys).toEqual(expect.arrayContaining(['MSFT|Growth Fund', 'MSFT|Main Fund', 'ZZZ|Value Fund']));
    expect(await list('?fund=All%20Funds')).toEqual(all);
    expect(tickers(await list('?fund=Value%20Fund'))).toEqual(['AAA', 'ZZZ']);
    const main = await list(`?fund=${encodeURIComponent('✅ Main Fund')}`);
    expect(main.every((h: Json) => h.fund === 'Main Fund')).toBe(true);
    expect(tickers(main)).toEqual(['AAPL', 'MSFT']);
  });

  test('an unknown fund is 400', async () => {
    const res = await json(await ctx.request('/api/holdings?fund=Nope'));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(MESSAGES.fund);
  });
});

describe('PATCH /api/holdings/{id}', () => {
  test('sets dateOpened (normalised) and records holding_modified with the change', async () => {
    const { body: created } = await add({ fund: 'Income Fund', ticker: 'DATE', quantity: 10, tradePrice: 20 });
    const { status, body } = await json(
      await ctx.send('PATCH', `/api/holdings/${created.id}`, { dateOpened: '6/1/2025' }),
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: created.id, ticker: 'DATE', dateOpened: '06/01/2025' });
    expect(Date.parse(body.updatedAt)).toBeGreaterThanOrEqual(Date.parse(created.updatedAt));

    const entries = (await activity('Income Fund')).filter((e: Json) => e.ticker === 'DATE');
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ fund: 'Income Fund', date: '06/02/2025', activityType: 'holding_modified' });
    expect(JSON.parse(entries[0].details)).toEqual({
      quantity: 10,
      price: 20,
      changes: { dateOpened: { from: null, to: '06/01/2025' } },
    });

    // The same value again changes nothing and records nothing; '' clears the date.
    await ctx.send('PATCH', `/api/holdings/${created.id}`, { dateOpened: '06/01/2025' });
    expect((await activity('Income Fund')).filter((e: Json) => e.ticker === 'DATE')).toHaveLength(1);
    const cleared = await json(await ctx.send('PATCH', `/api/holdings/${created.id}`, { dateOpened: '' }));
    expect(cleared.body.dateOpened).toBeNull();
  });

  test('a quantity change re-derives optionsLongTerm', async () => {
    const { body: created } = await add({ fund: 'Income Fund', ticker: 'QTY', quantity: 10, tradePrice: 1 });
    const { body } = await json(await ctx.send('PATCH', `/api/holdings/${created.id}`, { quantity: 5000 }));
    expect(body).toMatchObject({ quantity: 5000, optionsLongTerm: 'Long Term' });
  });

  test('400 for an empty body or a bad date, 404 for an unknown or malformed id, 409 when the new ticker is held', async () => {
    const { body: created } = await add({ fund: 'Income Fund', ticker: 'ERR', quantity: 1, tradePrice: 1 });
    const empty = await json(await ctx.send('PATCH', `/api/holdings/${created.id}`, {}));
    expect(empty).toMatchObject({ status: 400, body: { message: 'Provide at least one field to update' } });
    const badDate = await json(await ctx.send('PATCH', `/api/holdings/${created.id}`, { dateOpened: '2025-06-01' }));
    expect(badDate).toMatchObject({ status: 400, body: { message: MESSAGES.usDate } });
    expect(
      await json(await ctx.send('PATCH', '/api/holdings/665f1c2e9b1e8a3d4c5b6a79', { dateOpened: '06/01/2025' })),
    ).toEqual({
      status: 404,
      body: { message: 'Holding not found' },
    });
    expect((await ctx.send('PATCH', '/api/holdings/not-an-id', { dateOpened: '06/01/2025' })).status).toBe(404);
    const clash = await json(await ctx.send('PATCH', `/api/holdings/${created.id}`, { ticker: 'qty' }));
    expect(clash).toEqual({ status: 409, body: { message: 'QTY is already held in Income Fund' } });
  });
});

describe('DELETE /api/holdings/{id}', () => {
  test('204, records holding_removed with quantity and price, then 404', async () => {
    const { body: created } = await add({ fund: 'Balanced Fund', ticker: 'BYE', quantity: 42, tradePrice: 12.5 });
    const res = await ctx.send('DELETE', `/api/holdings/${created.id}`);
    expect(res.status).toBe(204);
    expect(await res.text()).toBe('');
    expect(tickers(await list('?fund=Balanced%20Fund'))).not.toContain('BYE');
    const [entry] = await activity('Balanced Fund');
    expect(entry).toMatchObject({
      fund: 'Balanced Fund',
      date: '06/02/2025',
      activityType: 'holding_removed',
      ticker: 'BYE',
    });
    expect(JSON.parse(entry.details)).toEqual({ quantity: 42, price: 12.5 });
    expect(await json(await ctx.send('DELETE', `/api/holdings/${created.id}`))).toEqual({
      status: 404,
      body: { message: 'Holding not found' },
    });
  });
});

describe('POST /api/holdings/import', () => {
  const FUND = 'Growth Fund';
  const growth = () => list(`?fund=${encodeURIComponent(FUND)}`);
  const importRows = async (rows: Json[], fund = FUND) =>
    json(await ctx.send('POST', '/api/holdings/import', { fund, holdings: rows }));

  test('updates existing tickers, creates new ones, removes missing ones; other funds untouched', async () => {
    // The fund held MSFT (added above): the first import removes it.
    expect(
      (
        await importRows([
          { ticker: 'KEEP', quantity: 10, tradePrice: 5, pnlPercent: 1, pnlOpen: 2 },
          { ticker: 'DROP', quantity: 3, tradePrice: 7 },
        ])
      ).body,
    ).toEqual({ results: { updated: 0, created: 2, removed: 1 } });
    const keep = (await growth()).find((h: Json) => h.ticker === 'KEEP');
    await ctx.send('PATCH', `/api/holdings/${keep.id}`, { dateOpened: '01/15/2025' });
    const mainBefore = await list('?fund=Main%20Fund');

    const { status, body } = await importRows([
      {
        fund: 'Value Fund',
        ticker: 'keep',
        quantity: 2000,
        tradePrice: 6,
        pnlPercent: -3.5,
        optionsLongTerm: 'Options',
      },
      { ticker: 'NEW', quantity: 4, tradePrice: 9.99, pnlOpen: -12 },
    ]);
    expect(status).toBe(200);
    expect(body).toEqual({ results: { updated: 1, created: 1, removed: 1 } });

    const after = await growth();
    expect(tickers(after)).toEqual(['KEEP', 'NEW']);
    expect(after[0]).toMatchObject({
      id: keep.id,
      fund: FUND,
      quantity: 2000,
      tradePrice: 6,
      pnlPercent: -3.5,
      pnlOpen: null,
      optionsLongTerm: 'Long Term',
      dateOpened: '01/15/2025',
    });
    expect(after[1]).toMatchObject({
      fund: FUND,
      ticker: 'NEW',
      quantity: 4,
      tradePrice: 9.99,
      pnlPercent: null,
      pnlOpen: -12,
      optionsLongTerm: 'Options',
      dateOpened: null,
    });
    expect(await list('?fund=Main%20Fund')).toEqual(mainBefore);
  });

  test("a bad row answers 400 naming the row and nothing is written; the alias '✅ Main Fund' works", async () => {
    const before = await growth();
    const bad = await importRows([
      { ticker: 'FINE', quantity: 1, tradePrice: 1 },
      { ticker: 'frac', quantity: 2.5, tradePrice: 1 },
    ]);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(`Row 2 (FRAC): ${QUANTITY_MESSAGE}`);
    expect(bad.body.issues[0].path).toEqual(['holdings', 1, 'quantity']);
    expect(await growth()).toEqual(before);

    const twice = await importRows([
      { ticker: 'ONE', quantity: 1, tradePrice: 1 },
      { ticker: 'one', quantity: 2, tradePrice: 1 },
    ]);
    expect(twice).toMatchObject({ status: 400, body: { message: 'Row 2 (ONE): ONE is already in row 1' } });
    expect(await growth()).toEqual(before);

    const empty = await importRows([]);
    expect(empty).toMatchObject({ status: 400, body: { message: 'No valid holdings data found in the CSV.' } });

    const alias = await importRows(
      [
        { ticker: 'AAPL', quantity: 1001, tradePrice: 150.25 },
        { ticker: 'MSFT', quantity: 1000, tradePrice: 10 },
      ],
      '✅ Main Fund',
    );
    expect(alias).toEqual({ status: 200, body: { results: { updated: 2, created: 0, removed: 0 } } });
  });

  test('all or nothing: a write failing part-way leaves the fund as it was (the transaction is aborted)', async () => {
    const before = await growth();
    expect(before.length).toBeGreaterThan(0);
    const model = ctx.models.holdings;
    const realBulkWrite = model.bulkWrite.bind(model);
    // The import's bulk write applies its first half for real, then fails: the transaction drops that half.
    const spy = vi.spyOn(model, 'bulkWrite').mockImplementationOnce((async (ops: unknown[], options: unknown) => {
      await realBulkWrite(ops.slice(0, Math.ceil(ops.length / 2)) as never, options as never);
      throw new Error('connection lost');
    }) as never);
    try {
      const res = await importRows([
        { ticker: 'KEEP', quantity: 1, tradePrice: 1 },
        { ticker: 'ADD', quantity: 1, tradePrice: 1 },
        { ticker: 'ADDB', quantity: 1, tradePrice: 1 },
      ]);
      expect(res).toEqual({ status: 500, body: { message: 'Internal server error' } });
      expect(spy).toHaveBeenCalledTimes(1); // no restore step: nothing to undo
    } finally {
      spy.mockRestore();
    }
    expect(await growth()).toEqual(before);
  });
});
