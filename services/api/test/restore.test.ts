import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { IMPORT_RUNNING_MESSAGE, withFundLock } from '../src/services/fund-lock.js';
import { createTestContext, readJson, type Json, type TestContext } from './helpers.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  ctx.clock.set(new Date(2026, 2, 11, 10));
});
afterAll(() => ctx.stop());

const json = async (res: Response) => ({ status: res.status, body: await readJson(res) });
const list = async (path: string) => (await json(await ctx.request(path))).body as Json[];
const activity = async (fund = 'Main Fund') =>
  (await list(`/api/portfolio-activity/${encodeURIComponent(fund)}/1`)).map(
    (entry: Json) => `${entry.activityType} ${entry.ticker}`,
  );

/** Creates a row, reads it back from its list as a client holds it, deletes it. */
async function createAndDelete(collection: string, body: Record<string, unknown>) {
  const created = await json(await ctx.send('POST', `/api/${collection}`, body));
  expect(created.status).toBe(201);
  const row = (await list(`/api/${collection}`)).find((item: Json) => item.id === created.body.id);
  expect((await ctx.send('DELETE', `/api/${collection}/${row.id}`)).status).toBe(204);
  return row as Json;
}

describe('undo of a one-click delete: POST /api/{collection}/restore', () => {
  test('a holding comes back exactly as it was (id, dates, version, Date Opened) and its holding_removed entry goes', async () => {
    const row = await createAndDelete('holdings', {
      ticker: 'AMZN',
      quantity: 40,
      tradePrice: 182.35,
      dateOpened: '03/11/2026',
    });
    expect(await activity()).toContain('holding_removed AMZN');

    const restored = await json(await ctx.send('POST', '/api/holdings/restore', row));
    expect(restored.status).toBe(201);
    expect(restored.body).toEqual(row);
    expect(await list('/api/holdings')).toContainEqual(row);
    expect(await activity()).not.toContain('holding_removed AMZN');
    // An edit with the version the client held still applies (same version as before).
    const edit = await ctx.send(
      'PATCH',
      `/api/holdings/${row.id}`,
      { dateOpened: '03/12/2026' },
      {
        'If-Match': `"${row.version}"`,
      },
    );
    expect(edit.status).toBe(200);
  });

  test('an option comes back and its option_removed entry goes; the option_added entry stays', async () => {
    const row = await createAndDelete('options', {
      ticker: 'SPY',
      optionType: 'PUT',
      strike: 500,
      expiry: '2026-04-17',
      quantity: 2,
      price: 3.1,
    });
    expect(await activity()).toEqual(expect.arrayContaining(['option_added SPY', 'option_removed SPY']));
    const restored = await json(await ctx.send('POST', '/api/options/restore', row));
    expect(restored.status).toBe(201);
    expect(await list('/api/options')).toContainEqual(row);
    const entries = await activity();
    expect(entries).toContain('option_added SPY');
    expect(entries).not.toContain('option_removed SPY');
  });

  test('a flow alert and a flow position come back as they were', async () => {
    const alert = await createAndDelete('unusual-flow', {
      ticker: 'NVDA',
      optionType: 'CALL',
      strike: 150,
      expiry: '2026-05-15',
      flowDescription: 'Sweep',
    });
    expect((await json(await ctx.send('POST', '/api/unusual-flow/restore', alert))).status).toBe(201);
    expect(await list('/api/unusual-flow')).toContainEqual(alert);

    const position = await createAndDelete('flow-holdings', {
      ticker: 'TSLA',
      optionType: 'PUT',
      strike: 200,
      expiry: '2026-05-15',
      quantity: 1,
      price: 5,
    });
    expect((await json(await ctx.send('POST', '/api/flow-holdings/restore', position))).status).toBe(201);
    expect(await list('/api/flow-holdings')).toContainEqual(position);
  });

  test('refusals change nothing: a row that exists (409), a ticker re-added meanwhile (409), bad values (400), a student (401)', async () => {
    const row = await createAndDelete('options', {
      ticker: 'QQQ',
      optionType: 'CALL',
      strike: 400,
      expiry: '2026-04-17',
      quantity: 1,
      price: 2,
    });
    expect((await ctx.send('POST', '/api/options/restore', row)).status).toBe(201);
    const twice = await json(await ctx.send('POST', '/api/options/restore', row));
    expect(twice).toMatchObject({ status: 409, body: { message: 'Option position already exists' } });

    const holding = await createAndDelete('holdings', { ticker: 'MSFT', quantity: 5, tradePrice: 400 });
    await ctx.send('POST', '/api/holdings', { ticker: 'MSFT', quantity: 9, tradePrice: 410 });
    const taken = await json(await ctx.send('POST', '/api/holdings/restore', holding));
    expect(taken).toMatchObject({ status: 409, body: { message: 'MSFT is already in Main Fund' } });
    expect((await list('/api/holdings')).filter((item: Json) => item.ticker === 'MSFT')).toHaveLength(1);
    // The failed restore took back no history entry.
    expect(await activity()).toContain('holding_removed MSFT');

    const other = await createAndDelete('options', {
      ticker: 'IWM',
      optionType: 'CALL',
      strike: 200,
      expiry: '2026-04-17',
      quantity: 1,
      price: 1,
    });
    const bad = await json(await ctx.send('POST', '/api/options/restore', { ...other, strike: -1 }));
    expect(bad.status).toBe(400);
    expect((await list('/api/options')).some((item: Json) => item.id === other.id)).toBe(false);

    const anonymous = await ctx.request('/api/options/restore', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://localhost' },
      body: JSON.stringify(other),
    });
    expect(anonymous.status).toBe(401);
  });

  test('a holding is not put back while an import of its fund runs (409, nothing written), and is once it ends', async () => {
    const row = await createAndDelete('holdings', { ticker: 'NFLX', quantity: 3, tradePrice: 610 });
    let release!: () => void;
    let leaseHeld!: () => void;
    const held = new Promise<void>((resolve) => (leaseHeld = resolve));
    const importRunning = withFundLock(ctx.deps.db, 'Main Fund', () => {
      leaseHeld();
      return new Promise<void>((resolve) => (release = resolve));
    });
    await held;
    const refused = await json(await ctx.send('POST', '/api/holdings/restore', row));
    expect(refused).toEqual({ status: 409, body: { message: IMPORT_RUNNING_MESSAGE } });
    expect((await list('/api/holdings')).map((holding: Json) => holding.id)).not.toContain(row.id);
    release();
    await importRunning;
    expect((await json(await ctx.send('POST', '/api/holdings/restore', row))).status).toBe(201);
  });
});
