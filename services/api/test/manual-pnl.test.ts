import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { MESSAGES, ManualPnlSchema } from '@tradeboard/types';
import { createTestContext, readJson, type TestContext } from './helpers.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.stop());

const json = async (res: Response) => ({ status: res.status, body: await readJson(res) });
const get = async (fund: string) => json(await ctx.request(`/api/manual-pnl/fund/${encodeURIComponent(fund)}`));
const save = async (body: Record<string, unknown>) => json(await ctx.send('POST', '/api/manual-pnl', body));

describe('manual P&L', () => {
  test('GET answers 200 null while a fund has no record', async () => {
    expect(await get('Main Fund')).toEqual({ status: 200, body: null });
    expect(await get('FLOW')).toEqual({ status: 200, body: null });
  });

  test('POST creates (201) with omitted figures null, then updates the same record (200); alias accepted', async () => {
    const created = await save({ fund: '✅ Main Fund', allTimePnl: 125000.5, ytdPnl: -2500, ytdPnlPercent: -1.25 });
    expect(created.status).toBe(201);
    expect(ManualPnlSchema.parse(created.body)).toEqual(created.body);
    expect(created.body).toMatchObject({
      fund: 'Main Fund',
      allTimePnl: 125000.5,
      ytdPnl: -2500,
      ytdPnlPercent: -1.25,
      startingCapital: null,
    });

    const updated = await save({ fund: 'Main Fund', startingCapital: 1000000, ytdPnl: null });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      id: created.body.id,
      allTimePnl: 125000.5,
      ytdPnl: null,
      ytdPnlPercent: -1.25,
      startingCapital: 1000000,
    });
    expect((await get('✅ Main Fund')).body).toEqual(updated.body);
  });

  test("FLOW holds the flow P&L (fund, ytdPnl, ytdPnlPercent); funds don't mix", async () => {
    const flow = await save({ fund: 'FLOW', ytdPnl: 8400, ytdPnlPercent: 16.8 });
    expect(flow.status).toBe(201);
    expect((await get('FLOW')).body).toMatchObject({
      fund: 'FLOW',
      ytdPnl: 8400,
      ytdPnlPercent: 16.8,
      allTimePnl: null,
    });
    expect((await get('Main Fund')).body.ytdPnl).toBeNull();
  });

  test('POST with only the fund creates an empty record', async () => {
    const empty = await save({ fund: 'Balanced Fund' });
    expect(empty).toMatchObject({
      status: 201,
      body: { fund: 'Balanced Fund', allTimePnl: null, ytdPnl: null, ytdPnlPercent: null, startingCapital: null },
    });
    expect((await save({ fund: 'Balanced Fund' })).body.id).toBe(empty.body.id);
  });

  test('PATCH updates by id; null clears; fund cannot change; 404 for an unknown id', async () => {
    const { body: flow } = await get('FLOW');
    const patched = await json(
      await ctx.send('PATCH', `/api/manual-pnl/${flow.id}`, { fund: 'FLOW', ytdPnl: 9000, ytdPnlPercent: null }),
    );
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ id: flow.id, fund: 'FLOW', ytdPnl: 9000, ytdPnlPercent: null });
    const moved = await json(await ctx.send('PATCH', `/api/manual-pnl/${flow.id}`, { fund: 'Value Fund', ytdPnl: 1 }));
    expect(moved).toEqual({ status: 400, body: { message: 'This record belongs to FLOW; its fund cannot change' } });
    expect(await json(await ctx.send('PATCH', '/api/manual-pnl/665f1c2e9b1e8a3d4c5b6a79', { ytdPnl: 1 }))).toEqual({
      status: 404,
      body: { message: 'Manual P&L not found' },
    });
  });

  test('PATCH with an empty body answers 400 like every other PATCH', async () => {
    const { body: record } = await save({ fund: 'Balanced Fund', ytdPnl: 5 });
    const empty = await json(await ctx.send('PATCH', `/api/manual-pnl/${record.id}`, {}));
    expect(empty).toEqual({
      status: 400,
      body: expect.objectContaining({ message: 'Provide at least one field to update' }),
    });
  });

  test('validation: numbers or null only, a known fund', async () => {
    const text = await save({ fund: 'Main Fund', ytdPnl: '12' });
    expect(text.status).toBe(400);
    expect(text.body.issues[0].path).toEqual(['ytdPnl']);
    const noFund = await save({ ytdPnl: 1 });
    expect(noFund).toMatchObject({ status: 400, body: { message: MESSAGES.activityFund } });
    expect((await get('Nope')).status).toBe(400);
  });
});
