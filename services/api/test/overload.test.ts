/**
 * Overload control (issue 30): past the in-flight bound, or while the event loop is behind, the API
 * answers 503 with Retry-After at once; sign-in, health and the live stream keep a reserve.
 */
import { createServer, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import { createApp } from '../src/app.js';
import {
  OVERLOAD_MESSAGE,
  OverloadGuard,
  nextCapacity,
  retryAfterFor,
  smoothDelay,
  spreadRetryAfter,
} from '../src/http/overload.js';
import { createTestContext, readJson, type TestContext } from './helpers.js';

let ctx: TestContext;
let guard: OverloadGuard;
beforeAll(async () => {
  // The delay bound is out of reach here (a busy test machine must not refuse); the second test sets its own.
  guard = new OverloadGuard({ maxInFlight: 2, maxEventLoopDelayMs: 60_000, reserve: 1 });
  ctx = await createTestContext({ overload: guard });
});
afterAll(async () => {
  guard.stop();
  await ctx.stop();
});

/** Holds every stocks read at the database until released; resolves `reached` once `count` wait there. */
function holdStockReads(count: number) {
  const original = ctx.models.stocks.find.bind(ctx.models.stocks);
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  let waiting = 0;
  let reachedAll!: () => void;
  const reached = new Promise<void>((resolve) => (reachedAll = resolve));
  const spy = vi.spyOn(ctx.models.stocks, 'find').mockImplementation(((...args: Parameters<typeof original>) => {
    const query = original(...args);
    const exec = query.exec.bind(query);
    query.exec = async () => {
      if (++waiting === count) reachedAll();
      await gate;
      return exec();
    };
    return query;
  }) as never);
  return { reached, release: () => (release(), spy.mockRestore()) };
}

test('past the in-flight bound: 503 with Retry-After at once; the reserve still signs in; admitted again after', async () => {
  const hold = holdStockReads(2);
  const held = [ctx.request('/api/stocks'), ctx.request('/api/stocks')];
  await hold.reached;
  expect(guard.current.inFlight).toBe(2);

  const refused = await ctx.request('/api/stocks');
  expect(refused.status).toBe(503);
  expect(refused.headers.get('retry-after')).toBe('1');
  expect(await readJson(refused)).toEqual({ message: OVERLOAD_MESSAGE });
  expect((await ctx.request('/api/unusual-flow')).status).toBe(503);
  // The reserve: sign-in state still answers.
  expect((await ctx.request('/api/auth/status')).status).toBe(200);

  hold.release();
  expect((await Promise.all(held)).map((res) => res.status)).toEqual([200, 200]);
  expect(guard.current.inFlight).toBe(0);
  expect((await ctx.request('/api/stocks')).status).toBe(200);
});

test('while the event loop is behind, new requests get 503 but sign-in does not; admitted once it catches up', async () => {
  // A sample lasts 300 ms, unsmoothed: long enough to be seen by the polls below.
  const lagging = new OverloadGuard({ maxInFlight: 100, maxEventLoopDelayMs: 100, sampleMs: 300, smoothing: 1 });
  const app = createApp({ ...ctx.deps, overload: lagging });
  try {
    // Keep the CPU busy past the bound, as a flood of requests would.
    const until = performance.now() + 400;
    while (performance.now() < until) {
      /* busy */
    }
    await expect.poll(() => lagging.current.eventLoopDelayMs, { interval: 10 }).toBeGreaterThan(100);
    const refused = await app.request('/api/stocks');
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('1');
    expect((await app.request('/api/auth/status')).status).toBe(200);
    await expect.poll(() => lagging.current.eventLoopDelayMs, { timeout: 5000 }).toBeLessThanOrEqual(100);
    expect((await app.request('/api/stocks')).status).toBe(200);
  } finally {
    lagging.stop();
  }
});

test('one late tick is not overload; a delay that lasts is', () => {
  let delay = smoothDelay(0, 400, 0.2);
  expect(delay).toBeLessThan(200);
  for (let i = 0; i < 9; i++) delay = smoothDelay(delay, 400, 0.2);
  expect(delay).toBeGreaterThan(200);
});

test('over HTTP, a refusal is written before the app sees the request, with the same answer', async () => {
  const hono = getRequestListener(createApp({ ...ctx.deps, overload: guard }).fetch);
  let reachedApp = 0;
  const counted: RequestListener = (req, res) => {
    reachedApp++;
    return hono(req, res);
  };
  const server = createServer(guard.nodeListener(counted));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const hold = holdStockReads(2);
  try {
    const held = [fetch(`${url}/api/stocks`), fetch(`${url}/api/stocks`)];
    await hold.reached;
    expect(reachedApp).toBe(2);

    const refused = await fetch(`${url}/api/stocks`);
    expect(refused.status).toBe(503);
    expect(reachedApp).toBe(2);
    expect(refused.headers.get('retry-after')).toBe('1');
    expect(refused.headers.get('content-type')).toMatch(/^application\/json/);
    expect(refused.headers.get('cache-control')).toBe('no-store');
    expect(refused.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await refused.json()).toEqual({ message: OVERLOAD_MESSAGE });
    // The reserve passes through to the app.
    expect((await fetch(`${url}/api/auth/status`)).status).toBe(200);
    expect(reachedApp).toBe(3);

    hold.release();
    expect((await Promise.all(held)).map((res) => res.status)).toEqual([200, 200]);
  } finally {
    hold.release();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

test('Retry-After: how many seconds of the capacity the last second refused, from 1 to 10 s', () => {
  expect(retryAfterFor(0, 500)).toBe(1);
  expect(retryAfterFor(300, 500)).toBe(1);
  expect(retryAfterFor(3000, 500)).toBe(6);
  expect(retryAfterFor(7, 0)).toBe(7);
  expect(retryAfterFor(1_000_000, 10)).toBe(10);
});

test('each refusal waits 1 to 2 x mean - 1 s, evenly: the crowd of one second comes back spread, from the next second on', () => {
  const waits = (mean: number) => Array.from({ length: 20 }, (_, i) => spreadRetryAfter(mean, () => i / 20));
  expect(new Set(waits(1))).toEqual(new Set([1]));
  expect(waits(3)).toEqual([
    ...Array(4).fill(1),
    ...Array(4).fill(2),
    ...Array(4).fill(3),
    ...Array(4).fill(4),
    ...Array(4).fill(5),
  ]);
  // The mean wait is the one asked for, so the load the refused bring back is the same.
  expect(waits(3).reduce((sum, wait) => sum + wait, 0) / 20).toBe(3);
  // The longest wait stays 10 s; the first refused of the arrival still come back at once.
  expect(Math.min(...waits(10))).toBe(1);
  expect(Math.max(...waits(10))).toBe(10);
  expect(spreadRetryAfter(10, () => 0.999999)).toBe(10);
});

test('the capacity is the best recent second: a second that admitted few while a crowd arrived does not shrink it at once', () => {
  expect(nextCapacity(0, 300)).toBe(300);
  expect(nextCapacity(300, 60)).toBe(285);
  expect(nextCapacity(285, 400)).toBe(400);
  // A crowd refused 2,400 times in a second that admitted 60: spread over 9 s, not the longest wait.
  expect(retryAfterFor(2400, nextCapacity(300, 60))).toBe(9);
  // It fades, so a process that became slower is measured by what it admits now.
  let capacity = 300;
  for (let second = 0; second < 60; second++) capacity = nextCapacity(capacity, 50);
  expect(capacity).toBeLessThan(50 * 1.1);
});

test('a second that refused many times what it admitted earns a longer Retry-After, drawn per refusal; it is back to 1 after', async () => {
  const busy = new OverloadGuard({ maxInFlight: 1, maxEventLoopDelayMs: 60_000, reserve: 1, sampleMs: 20 });
  const app = createApp({ ...ctx.deps, overload: busy });
  const hold = holdStockReads(1);
  try {
    const held = app.request('/api/stocks');
    await hold.reached;
    // Each poll is one more refusal: dozens a second against one admitted request.
    await expect
      .poll(async () => Number((await app.request('/api/stocks')).headers.get('retry-after')), {
        interval: 20,
        timeout: 5000,
      })
      .toBeGreaterThan(1);
    // Each refusal draws its own wait: some come back at once, the rest later (spreadRetryAfter).
    const waits = await Promise.all(
      Array.from({ length: 40 }, async () => Number((await app.request('/api/stocks')).headers.get('retry-after'))),
    );
    expect(waits).toContain(1);
    expect(Math.max(...waits)).toBeGreaterThan(1);
    hold.release();
    expect((await held).status).toBe(200);
    await expect.poll(() => busy.current.retryAfterSeconds, { interval: 50, timeout: 5000 }).toBe(1);
  } finally {
    hold.release();
    busy.stop();
  }
});
