import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  FlowHoldingSchema,
  MESSAGES,
  OPTION_PRICE_MESSAGE,
  QUANTITY_MESSAGE,
  STRIKE_MESSAGE,
  UnusualFlowSchema,
} from '@tradeboard/types';
import { createTestContext, readJson, type Json, type TestContext } from './helpers.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.stop());

const json = async (res: Response) => ({ status: res.status, body: await readJson(res) });

describe('flow holdings (Unusual Whale Positions)', () => {
  const valid = { ticker: 'nvda', optionType: 'CALL', strike: 140, expiry: '06/20/2025', quantity: 2, price: 3.1 };
  const add = async (body: Record<string, unknown>) => json(await ctx.send('POST', '/api/flow-holdings', body));

  test('POST creates; pnlPercent and pnlOpen absent become null', async () => {
    const { status, body } = await add(valid);
    expect(status).toBe(201);
    expect(FlowHoldingSchema.parse(body)).toEqual(body);
    expect(body).toMatchObject({
      ticker: 'NVDA',
      optionType: 'CALL',
      strike: 140,
      expiry: '06/20/2025',
      quantity: 2,
      price: 3.1,
      pnlPercent: null,
      pnlOpen: null,
    });
    expect(body).not.toHaveProperty('fund');
  });

  test('validation: ticker and expiry required, strike / quantity / price > 0, quantity whole', async () => {
    const { ticker: _ticker, ...noTicker } = valid;
    const { expiry: _expiry, ...noExpiry } = valid;
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [noTicker, 'ticker', MESSAGES.tickerRequired],
      [noExpiry, 'expiry', MESSAGES.expiry],
      [{ ...valid, strike: 0 }, 'strike', STRIKE_MESSAGE],
      [{ ...valid, quantity: 0 }, 'quantity', QUANTITY_MESSAGE],
      [{ ...valid, quantity: 2.5 }, 'quantity', QUANTITY_MESSAGE],
      [{ ...valid, price: -1 }, 'price', OPTION_PRICE_MESSAGE],
      [{ ...valid, optionType: 'call' }, 'optionType', 'Option type must be CALL or PUT'],
    ];
    for (const [body, path, message] of cases) {
      const res = await add(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toBe(message);
      expect(res.body.issues[0].path).toEqual([path]);
    }
    expect((await add({ ...valid, ticker: 'OKAY', pnlPercent: null, pnlOpen: -25.5 })).body).toMatchObject({
      pnlPercent: null,
      pnlOpen: -25.5,
    });
  });

  test('GET lists by ticker A to Z; public', async () => {
    await add({ ...valid, ticker: 'AMD', optionType: 'PUT' });
    const { status, body } = await json(await ctx.request('/api/flow-holdings'));
    expect(status).toBe(200);
    expect(body.map((h: Json) => h.ticker)).toEqual(['AMD', 'NVDA', 'OKAY']);
  });

  test('PATCH updates given fields with the same rules; 400 empty; 404 unknown', async () => {
    const { body: created } = await add({ ...valid, ticker: 'EDIT' });
    const patched = await json(
      await ctx.send('PATCH', `/api/flow-holdings/${created.id}`, { pnlPercent: 25, price: 4 }),
    );
    expect(patched).toMatchObject({
      status: 200,
      body: { id: created.id, ticker: 'EDIT', pnlPercent: 25, price: 4, strike: 140 },
    });
    expect((await json(await ctx.send('PATCH', `/api/flow-holdings/${created.id}`, { strike: 0 }))).body.message).toBe(
      STRIKE_MESSAGE,
    );
    expect((await json(await ctx.send('PATCH', `/api/flow-holdings/${created.id}`, {}))).status).toBe(400);
    expect(await json(await ctx.send('PATCH', '/api/flow-holdings/665f1c2e9b1e8a3d4c5b6a79', { price: 1 }))).toEqual({
      status: 404,
      body: { message: 'Flow position not found' },
    });
  });

  test('DELETE answers 204, then 404', async () => {
    const { body: created } = await add({ ...valid, ticker: 'GONE' });
    expect((await ctx.send('DELETE', `/api/flow-holdings/${created.id}`)).status).toBe(204);
    const tickers = (await json(await ctx.request('/api/flow-holdings'))).body.map((h: Json) => h.ticker);
    expect(tickers).not.toContain('GONE');
    expect((await ctx.send('DELETE', `/api/flow-holdings/${created.id}`)).status).toBe(404);
  });
});

describe('unusual flow alerts', () => {
  const valid = { ticker: 'tsla', optionType: 'PUT', strike: 250, expiry: '2025-07-18' };
  const add = async (body: Record<string, unknown>) => json(await ctx.send('POST', '/api/unusual-flow', body));

  test('POST with only the required fields: optional ones are null, description empty', async () => {
    const { status, body } = await add(valid);
    expect(status).toBe(201);
    expect(UnusualFlowSchema.parse(body)).toEqual(body);
    expect(body).toMatchObject({
      ticker: 'TSLA',
      optionType: 'PUT',
      strike: 250,
      expiry: '2025-07-18',
      spot: null,
      premium: null,
      volume: null,
      openInterest: null,
      flowDescription: '',
      flowImage: null,
    });
  });

  test('POST with every field', async () => {
    const full = {
      ...valid,
      ticker: 'AAPL',
      optionType: 'CALL',
      spot: 201.5,
      premium: 1250000,
      volume: 15000,
      openInterest: 3200,
      flowDescription: ' Large sweep ',
      flowImage: '/uploads/images/flow.png',
    };
    const { status, body } = await add(full);
    expect(status).toBe(201);
    expect(body).toMatchObject({ ...full, flowDescription: 'Large sweep' });
  });

  test('validation: required fields, whole volume / open interest, numbers, image link', async () => {
    const { ticker: _t, ...noTicker } = valid;
    const { optionType: _o, ...noType } = valid;
    const { strike: _s, ...noStrike } = valid;
    const { expiry: _e, ...noExpiry } = valid;
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [noTicker, 'ticker', MESSAGES.tickerRequired],
      [noType, 'optionType', 'Option type must be CALL or PUT'],
      [noStrike, 'strike', STRIKE_MESSAGE],
      [noExpiry, 'expiry', MESSAGES.expiry],
      [{ ...valid, volume: 10.5 }, 'volume', 'Must be a whole number of at least 0'],
      [{ ...valid, openInterest: -1 }, 'openInterest', 'Must be a whole number of at least 0'],
      [{ ...valid, flowImage: 'javascript:alert(1)' }, 'flowImage', MESSAGES.fileUrl],
    ];
    for (const [body, path, message] of cases) {
      const res = await add(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toBe(message);
      expect(res.body.issues[0].path).toEqual([path]);
    }
    expect((await add({ ...valid, premium: 'lots' })).body.issues[0].path).toEqual(['premium']);
  });

  test('GET lists newest first; public', async () => {
    const later = await add({ ...valid, ticker: 'NEWEST' });
    const { body } = await json(await ctx.request('/api/unusual-flow'));
    expect(body[0].id).toBe(later.body.id);
    const times = body.map((a: Json) => Date.parse(a.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  test('PATCH updates and null clears; DELETE 204; 404 for unknown ids', async () => {
    const { body: created } = await add({ ...valid, ticker: 'EDIT', premium: 5000 });
    const patched = await json(
      await ctx.send('PATCH', `/api/unusual-flow/${created.id}`, {
        premium: null,
        flowDescription: 'Updated',
        flowImage: '/uploads/images/x.png',
      }),
    );
    expect(patched).toMatchObject({
      status: 200,
      body: { id: created.id, premium: null, flowDescription: 'Updated', flowImage: '/uploads/images/x.png' },
    });
    expect((await ctx.send('DELETE', `/api/unusual-flow/${created.id}`)).status).toBe(204);
    expect(await json(await ctx.send('PATCH', `/api/unusual-flow/${created.id}`, { premium: 1 }))).toEqual({
      status: 404,
      body: { message: 'Flow alert not found' },
    });
    expect((await ctx.send('DELETE', `/api/unusual-flow/${created.id}`)).status).toBe(404);
  });
});
