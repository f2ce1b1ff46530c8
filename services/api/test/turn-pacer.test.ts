/**
 * Turn pacing (issue 30): requests that reach a handler start at most N per event-loop turn, so a
 * loaded process keeps accepting connections; cached answers, sign-in and the stream never wait.
 */
import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import { createApp } from '../src/app.js';
import { OverloadGuard } from '../src/http/overload.js';
import { ReadCache } from '../src/http/read-cache.js';
import { TurnPacer } from '../src/http/turn-pacer.js';
import { createTestContext, type TestContext } from './helpers.js';

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.stop();
});

test('starts at most perTurn waiters per turn, in arrival order', async () => {
  const pacer = new TurnPacer(2);
  const started: number[] = [];
  for (let i = 0; i < 5; i++) void pacer.turn().then(() => started.push(i));
  expect(started).toEqual([]);
  expect(pacer.queued).toBe(5);
  await nextTurn();
  expect(started).toEqual([0, 1]);
  await nextTurn();
  expect(started).toEqual([0, 1, 2, 3]);
  await nextTurn();
  expect(started).toEqual([0, 1, 2, 3, 4]);
  expect(pacer.queued).toBe(0);
});

test('with one start per turn, three reads reach the database in three turns; unpaced, in one', async () => {
  const turnsOfReads = async (maxStartsPerTurn: number) => {
    const guard = new OverloadGuard({ maxInFlight: 100, maxEventLoopDelayMs: 60_000, maxStartsPerTurn });
    const app = createApp({ ...ctx.deps, overload: guard });
    let turn = 0;
    let ticking = true;
    const tick = () => {
      turn++;
      if (ticking) setImmediate(tick);
    };
    setImmediate(tick);
    const turns: number[] = [];
    const original = ctx.models.stocks.find.bind(ctx.models.stocks);
    const spy = vi.spyOn(ctx.models.stocks, 'find').mockImplementation(((...args: Parameters<typeof original>) => {
      turns.push(turn);
      return original(...args);
    }) as never);
    try {
      const answers = await Promise.all([1, 2, 3].map(() => app.request('/api/stocks')));
      expect(answers.map((res) => res.status)).toEqual([200, 200, 200]);
    } finally {
      ticking = false;
      spy.mockRestore();
      guard.stop();
    }
    return new Set(turns).size;
  };
  expect(await turnsOfReads(1)).toBe(3);
  expect(await turnsOfReads(0)).toBe(1);
});

test('a cached answer, sign-in and the health check do not wait for a turn; a read that reaches the database does', async () => {
  const guard = new OverloadGuard({ maxInFlight: 100, maxEventLoopDelayMs: 60_000, maxStartsPerTurn: 1 });
  const app = createApp({ ...ctx.deps, overload: guard, readCache: new ReadCache() });
  try {
    expect((await app.request('/api/stocks')).status).toBe(200);
    expect(guard.stats.paced).toBe(1);
    expect((await app.request('/api/stocks')).status).toBe(200);
    expect((await app.request('/api/auth/status')).status).toBe(200);
    expect(guard.stats.paced).toBe(1);
  } finally {
    guard.stop();
  }
});
