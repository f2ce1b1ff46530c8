import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  MESSAGES,
  OPTION_PRICE_MESSAGE,
  OptionPositionSchema,
  QUANTITY_MESSAGE,
  STRIKE_MESSAGE,
} from '@tradeboard/types';
import { createTestContext, readJson, type Json, type TestContext } from './helpers.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  ctx.clock.set(new Date(2025, 5, 2, 9));
});
afterAll(() => ctx.stop());

const json = async (res: Response) => ({ status: res.status, body: await readJson(res) });
const valid = { ticker: 'spy', optionType: 'CALL', strike: 550.5, expiry: '2025-06-20', quantity: 3, price: 4.25 };
const add = async (body: Record<string, unknown>) => json(await ctx.send('POST', '/api/options', body));
const activity = async (fund = 'Main Fund') =>
  (await json(await ctx.request(`/api/portfolio-activity/${encodeURIComponent(fund)}/1`))).body as Json[];

describe('options positions', () => {
  test('POST creates (fund alias, defaults), records option_added with strike, expiry, optionType, quantity, price', async () => {
    const { status, body } = await add({ ...valid, fund: '✅ Main Fund' });
    expect(status).toBe(201);
    expect(OptionPositionSchema.parse(body)).toEqual(body);
    expect(body).toMatchObject({
      fund: 'Main Fund',
      ticker: 'SPY',
      optionType: 'CALL',
      strike: 550.5,
      expiry: '2025-06-20',
      quantity: 3,
      price: 4.25,
      pnlPercent: null,
      pnlOpen: null,
    });
    const [entry] = await activity();
    expect(entry).toMatchObject({ fund: 'Main Fund', date: '06/02/2025', activityType: 'option_added', ticker: 'SPY' });
    expect(JSON.parse(entry.details)).toEqual({
      strike: 550.5,
      expiry: '2025-06-20',
      optionType: 'CALL',
      quantity: 3,
      price: 4.25,
    });
  });

  test('validation: positive strike and price, whole positive quantity, option type, expiry, ticker', async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ ...valid, strike: 0 }, 'strike', STRIKE_MESSAGE],
      [{ ...valid, strike: -5 }, 'strike', STRIKE_MESSAGE],
      [{ ...valid, price: 0 }, 'price', OPTION_PRICE_MESSAGE],
      [{ ...valid, quantity: 1.5 }, 'quantity', QUANTITY_MESSAGE],
      [{ ...valid, quantity: -1 }, 'quantity', QUANTITY_MESSAGE],
      [{ ...valid, expiry: 'June 20' }, 'expiry', MESSAGES.expiry],
      [{ ...valid, ticker: '' }, 'ticker', MESSAGES.tickerRequired],
      [{ ...valid, fund: 'FLOW' }, 'fund', MESSAGES.fund],
    ];
    for (const [body, path, message] of cases) {
      const res = await add(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toBe(message);
      expect(res.body.issues[0].path).toEqual([path]);
    }
    const badType = await add({ ...valid, optionType: 'STRADDLE' });
    expect(badType).toMatchObject({ status: 400, body: { message: 'Option type must be CALL or PUT' } });
    expect(badType.body.issues[0].path).toEqual(['optionType']);
  });

  test('GET lists newest first, filtered by ?fund; public', async () => {
    await add({ ...valid, ticker: 'QQQ', fund: 'Growth Fund', optionType: 'PUT', expiry: '7/3/2025' });
    await add({ ...valid, ticker: 'IWM', fund: 'Growth Fund' });
    const growth = (await json(await ctx.request('/api/options?fund=Growth%20Fund'))).body;
    expect(growth.map((o: Json) => o.ticker)).toEqual(['IWM', 'QQQ']);
    expect(growth[1]).toMatchObject({ optionType: 'PUT', expiry: '07/03/2025' });
    const all = (await json(await ctx.request('/api/options'))).body;
    expect(all.map((o: Json) => o.ticker)).toEqual(['IWM', 'QQQ', 'SPY']);
  });

  test('PATCH updates and records option_modified; 404 for an unknown id', async () => {
    const { body: created } = await add({ ...valid, ticker: 'EDIT', fund: 'Value Fund' });
    const { status, body } = await json(
      await ctx.send('PATCH', `/api/options/${created.id}`, { pnlPercent: 12.5, quantity: 4 }),
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: created.id, pnlPercent: 12.5, quantity: 4 });
    const [entry] = await activity('Value Fund');
    expect(entry).toMatchObject({ activityType: 'option_modified', ticker: 'EDIT' });
    expect(JSON.parse(entry.details)).toMatchObject({ quantity: 4 });
    expect(await json(await ctx.send('PATCH', '/api/options/665f1c2e9b1e8a3d4c5b6a79', { quantity: 1 }))).toEqual({
      status: 404,
      body: { message: 'Option position not found' },
    });
  });

  test('DELETE answers 204 and records option_removed with its figures, then 404', async () => {
    const { body: created } = await add({
      ...valid,
      ticker: 'GONE',
      fund: 'Income Fund',
      optionType: 'PUT',
      strike: 10,
      quantity: 7,
      price: 0.5,
      expiry: '12/19/2025',
    });
    const res = await ctx.send('DELETE', `/api/options/${created.id}`);
    expect(res.status).toBe(204);
    const [entry] = await activity('Income Fund');
    expect(entry).toMatchObject({ fund: 'Income Fund', activityType: 'option_removed', ticker: 'GONE' });
    expect(JSON.parse(entry.details)).toEqual({
      strike: 10,
      expiry: '12/19/2025',
      optionType: 'PUT',
      quantity: 7,
      price: 0.5,
    });
    expect((await json(await ctx.request('/api/options?fund=Income%20Fund'))).body).toEqual([]);
    expect((await ctx.send('DELETE', `/api/options/${created.id}`)).status).toBe(404);
  });
});
