import { describe, expect, it, vi } from 'vitest';
import { busyBackoffMs, retryAfterSeconds, withBusyRetry } from './retryAfter.js';

const busy = (retryAfter: string | null = '1') =>
  new Response('{"message":"busy"}', {
    status: 503,
    headers: retryAfter === null ? {} : { 'Retry-After': retryAfter },
  });

describe('busy retries', () => {
  it('waits Retry-After, doubled per attempt, stretched by up to as much again at random', () => {
    expect(busyBackoffMs(1, 0, () => 0)).toBe(1000);
    expect(busyBackoffMs(1, 0, () => 0.999)).toBe(1999);
    expect(busyBackoffMs(2, 2, () => 0.5)).toBe(12_000);
    expect(busyBackoffMs(60, 3, () => 1)).toBe(30_000);
  });

  it('reads Retry-After as seconds or as a date', () => {
    expect(retryAfterSeconds('3')).toBe(3);
    expect(retryAfterSeconds(new Date(10_000).toUTCString(), 4_000)).toBe(6);
    expect(retryAfterSeconds(null)).toBeUndefined();
    expect(retryAfterSeconds('soon')).toBeUndefined();
  });

  it('sends again after each 503 with Retry-After, with the jittered waits, until an answer', async () => {
    const send = vi
      .fn<() => Promise<Response>>()
      .mockResolvedValueOnce(busy('2'))
      .mockResolvedValueOnce(busy('2'))
      .mockResolvedValueOnce(new Response('[]', { status: 200 }));
    const sleep = vi.fn(() => Promise.resolve());
    const res = await withBusyRetry(send, { sleep, random: () => 0.25 });
    expect(res.status).toBe(200);
    expect(send).toHaveBeenCalledTimes(3);
    expect(sleep.mock.calls).toEqual([[2500], [5000]]);
  });

  it('gives the 503 to the caller after the last retry, and never retries a 503 without Retry-After', async () => {
    const always = vi.fn(() => Promise.resolve(busy()));
    const sleep = vi.fn(() => Promise.resolve());
    expect((await withBusyRetry(always, { sleep, retries: 2 })).status).toBe(503);
    expect(always).toHaveBeenCalledTimes(3);
    const plain = vi.fn(() => Promise.resolve(busy(null)));
    expect((await withBusyRetry(plain, { sleep })).status).toBe(503);
    expect(plain).toHaveBeenCalledTimes(1);
  });
});
