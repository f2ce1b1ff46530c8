/**
 * POST /api/holdings/import with the statement's option lines: options follow the file (same position:
 * underlying, type, strike, expiry), options added by hand stay unless the admin asks, and holdings
 * and options of one file are written all or nothing.
 */
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { HoldingsImportResultSchema, OptionPositionSchema } from '@tradeboard/types';
import { createTestContext, readJson, type Json, type TestContext } from './helpers.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.stop());

const FUND = 'Value Fund';
const json = async (res: Response) => ({ status: res.status, body: await readJson(res) });
const importFile = async (body: Record<string, unknown>) =>
  json(await ctx.send('POST', '/api/holdings/import', { fund: FUND, ...body }));
const options = async () =>
  ((await json(await ctx.request(`/api/options?fund=${encodeURIComponent(FUND)}`))).body as Json[])
    .map(
      ({ ticker, optionType, strike, expiry, quantity, price, pnlPercent, pnlOpen, currentPrice, source }: Json) => ({
        ticker,
        optionType,
        strike,
        expiry,
        quantity,
        price,
        pnlPercent,
        pnlOpen,
        currentPrice,
        source,
      }),
    )
    .sort((a, b) => `${a.ticker}${a.strike}`.localeCompare(`${b.ticker}${b.strike}`));
const holdings = async () =>
  ((await json(await ctx.request(`/api/holdings?fund=${encodeURIComponent(FUND)}`))).body as Json[]).map(
    (h: Json) => `${h.ticker} ${h.quantity} @${h.tradePrice} mark ${h.currentPrice}`,
  );

const STOCK = { ticker: 'AMZN', quantity: 40, tradePrice: 182.35, currentPrice: 214.1 };
const SHORT_PUT = {
  ticker: 'QQQ',
  optionType: 'PUT',
  strike: 520,
  expiry: '11/27/2026',
  quantity: -2,
  price: 4.1,
  pnlPercent: 42.68,
  pnlOpen: 350,
  currentPrice: 2.35,
};
const LONG_CALL = { ticker: 'QQQ', optionType: 'CALL', strike: 500, expiry: '12/18/2026', quantity: 1, price: 18.2 };

describe('options in the statement import', () => {
  test('creates the options with signed quantities and their Mark, and the holding with its Mark', async () => {
    const { status, body } = await importFile({
      holdings: [STOCK],
      options: [SHORT_PUT, LONG_CALL],
      statementDate: '11/18/2026',
    });
    expect(status).toBe(200);
    expect(HoldingsImportResultSchema.parse(body)).toEqual({
      results: {
        updated: 0,
        created: 1,
        removed: 0,
        unchanged: 0,
        options: { created: 2, updated: 0, removed: 0, unchanged: 0 },
      },
    });
    expect(await options()).toEqual([
      { ...LONG_CALL, pnlPercent: null, pnlOpen: null, currentPrice: null, source: 'import' },
      { ...SHORT_PUT, source: 'import' },
    ]);
    expect(await holdings()).toEqual(['AMZN 40 @182.35 mark 214.1']);
    const [stored] = (await json(await ctx.request(`/api/holdings?fund=${encodeURIComponent(FUND)}`))).body as Json[];
    expect(stored.priceDate).toBe('11/18/2026');
    const listed = (await json(await ctx.request(`/api/options?fund=${encodeURIComponent(FUND)}`))).body as Json[];
    for (const option of listed) expect(OptionPositionSchema.parse(option)).toEqual(option);
  });

  test('the same file again changes nothing: every position is the same one (the expiry however written)', async () => {
    const before = await options();
    const { body } = await importFile({
      holdings: [STOCK],
      options: [SHORT_PUT, { ...LONG_CALL, expiry: '2026-12-18' }],
      statementDate: '11/18/2026',
    });
    expect(body.results).toEqual({
      updated: 0,
      created: 0,
      removed: 0,
      unchanged: 1,
      options: { created: 0, updated: 0, removed: 0, unchanged: 2 },
    });
    expect(await options()).toEqual(before);
  });

  test('an option added by hand stays when the file leaves it out, unless removeManualOptions', async () => {
    const manual = {
      fund: FUND,
      ticker: 'SPY',
      optionType: 'CALL',
      strike: 600,
      expiry: '01/15/2027',
      quantity: 3,
      price: 9,
    };
    expect((await ctx.send('POST', '/api/options', manual)).status).toBe(201);
    // A later statement: the long call was closed, the put rolled to a new strike.
    const rolled = { ...SHORT_PUT, strike: 510 };
    const { body } = await importFile({ holdings: [STOCK], options: [rolled] });
    expect(body.results.options).toEqual({ created: 1, updated: 0, removed: 2, unchanged: 0 });
    expect((await options()).map((o) => `${o.ticker} ${o.strike} ${o.source ?? 'manual'}`)).toEqual([
      'QQQ 510 import',
      'SPY 600 manual',
    ]);

    const ticked = await importFile({ holdings: [STOCK], options: [rolled], removeManualOptions: true });
    expect(ticked.body.results.options).toEqual({ created: 0, updated: 0, removed: 1, unchanged: 1 });
    expect((await options()).map((o) => o.ticker)).toEqual(['QQQ']);
  });

  test('a hand-added option the file lists is updated in place and stays the admin’s', async () => {
    const manual = {
      fund: FUND,
      ticker: 'IWM',
      optionType: 'PUT',
      strike: 200,
      expiry: '01/15/2027',
      quantity: 1,
      price: 3,
    };
    expect((await ctx.send('POST', '/api/options', manual)).status).toBe(201);
    const { body } = await importFile({
      holdings: [STOCK],
      options: [
        { ...SHORT_PUT, strike: 510 },
        { ...manual, fund: undefined, quantity: -4, price: 2.5 },
      ],
    });
    expect(body.results.options).toEqual({ created: 0, updated: 1, removed: 0, unchanged: 1 });
    const iwm = (await options()).find((o) => o.ticker === 'IWM');
    expect(iwm).toMatchObject({ quantity: -4, price: 2.5 });
    expect(iwm?.source).toBeUndefined();
  });

  test('a body without options leaves the fund’s options alone; an options-only file is accepted', async () => {
    const before = await options();
    const stocksOnly = await importFile({ holdings: [STOCK] });
    expect(stocksOnly.body.results.options).toEqual({ created: 0, updated: 0, removed: 0, unchanged: 0 });
    expect(await options()).toEqual(before);

    const optionsOnly = await importFile({ holdings: [], options: [{ ...SHORT_PUT, strike: 510 }] });
    expect(optionsOnly.status).toBe(200);
    expect(optionsOnly.body.results).toMatchObject({
      removed: 1,
      options: { created: 0, updated: 0, removed: 0, unchanged: 1 },
    });
  });

  test('bad option rows: 400 naming them, nothing written; nothing at all is No Data Found', async () => {
    const before = { holdings: await holdings(), options: await options() };
    const zero = await importFile({ holdings: [STOCK], options: [{ ...SHORT_PUT, quantity: 0 }] });
    expect(zero.status).toBe(400);
    expect(zero.body.issues[0].path).toEqual(['options', 0, 'quantity']);
    const twice = await importFile({ holdings: [STOCK], options: [SHORT_PUT, { ...SHORT_PUT, quantity: -1 }] });
    expect(twice).toMatchObject({
      status: 400,
      body: { message: 'Option 2 (QQQ 11/27/2026 520 PUT) is already option 1' },
    });
    const empty = await importFile({ holdings: [], options: [] });
    expect(empty).toMatchObject({ status: 400, body: { message: 'No valid holdings data found in the CSV.' } });
    expect({ holdings: await holdings(), options: await options() }).toEqual(before);
  });

  test('all or nothing: the options write failing rolls back the holdings written before it', async () => {
    const before = { holdings: await holdings(), options: await options() };
    const spy = vi.spyOn(ctx.models.options, 'bulkWrite').mockRejectedValueOnce(new Error('connection lost'));
    try {
      const res = await importFile({
        holdings: [
          { ...STOCK, quantity: 41 },
          { ticker: 'NEW', quantity: 1, tradePrice: 1 },
        ],
        options: [LONG_CALL],
      });
      expect(res.status).toBe(500);
      expect(spy).toHaveBeenCalledTimes(1);
    } finally {
      spy.mockRestore();
    }
    expect({ holdings: await holdings(), options: await options() }).toEqual(before);
  });
});
