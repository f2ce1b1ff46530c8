import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { MESSAGES, NextSessionTradeSchema } from '@tradeboard/types';
import { createTestContext, readJson, type Json, type TestContext } from './helpers.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.stop());

const json = async (res: Response) => ({ status: res.status, body: await readJson(res) });
const add = async (body: Record<string, unknown>) => json(await ctx.send('POST', '/api/next-session-trades', body));
const list = async (fund?: string) =>
  (await json(await ctx.request(`/api/next-session-trades${fund ? `?fund=${encodeURIComponent(fund)}` : ''}`)))
    .body as Json[];

describe('next-session trades', () => {
  test('POST schedules a trade (ticker normalised, fund alias)', async () => {
    const { status, body } = await add({ fund: '✅ Main Fund', ticker: ' aapl ', action: 'add' });
    expect(status).toBe(201);
    expect(NextSessionTradeSchema.parse(body)).toEqual(body);
    expect(body).toMatchObject({ fund: 'Main Fund', ticker: 'AAPL', action: 'add' });
  });

  test("the same fund, ticker and action again is 409 with the spec's message; the other action is fine", async () => {
    expect(await add({ fund: 'Main Fund', ticker: 'aapl', action: 'add' })).toEqual({
      status: 409,
      body: { message: 'AAPL is already scheduled to be added' },
    });
    expect((await add({ fund: 'Main Fund', ticker: 'TSLA', action: 'remove' })).status).toBe(201);
    expect(await add({ fund: 'Main Fund', ticker: 'tsla', action: 'remove' })).toEqual({
      status: 409,
      body: { message: 'TSLA is already scheduled to be removed' },
    });
    expect((await add({ fund: 'Main Fund', ticker: 'AAPL', action: 'remove' })).status).toBe(201);
    expect((await add({ fund: 'Growth Fund', ticker: 'AAPL', action: 'add' })).status).toBe(201);
  });

  test('validation: action, ticker, fund', async () => {
    expect(await add({ ticker: 'X', action: 'buy' })).toMatchObject({
      status: 400,
      body: { message: "Action must be 'add' or 'remove'" },
    });
    expect(await add({ ticker: '', action: 'add' })).toMatchObject({
      status: 400,
      body: { message: MESSAGES.tickerRequired },
    });
    expect(await add({ fund: 'Other', ticker: 'X', action: 'add' })).toMatchObject({
      status: 400,
      body: { message: MESSAGES.activityFund },
    });
  });

  test("GET lists a fund's trades oldest first; fund defaults to Main Fund", async () => {
    const main = await list();
    expect(main.map((t: Json) => `${t.action} ${t.ticker}`)).toEqual(['add AAPL', 'remove TSLA', 'remove AAPL']);
    expect(await list('✅ Main Fund')).toEqual(main);
    expect((await list('Growth Fund')).map((t: Json) => t.ticker)).toEqual(['AAPL']);
    expect(await list('Value Fund')).toEqual([]);
  });

  test('DELETE removes (204), then 404; the trade can be scheduled again', async () => {
    const [first] = await list();
    expect((await ctx.send('DELETE', `/api/next-session-trades/${first.id}`)).status).toBe(204);
    expect(await json(await ctx.send('DELETE', `/api/next-session-trades/${first.id}`))).toEqual({
      status: 404,
      body: { message: 'Next-session trade not found' },
    });
    expect((await add({ ticker: 'AAPL', action: 'add' })).status).toBe(201);
  });
});
