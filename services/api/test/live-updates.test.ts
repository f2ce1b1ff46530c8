/**
 * GET /api/events on a running server (its own change stream on the embedded database): writes
 * reach open streams as `changed` events naming the resource; admin-only resources only reach admin
 * sessions; Last-Event-ID gets exactly what was missed; the per-address cap answers 429.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loadConfig } from '../src/config.js';
import { startServer, type RunningServer } from '../src/runtime.js';
import { TEST_ADMIN } from './helpers.js';
import { serverEnv } from './server-process.js';
import { changed, openEvents, type SseStream } from './sse-client.js';

describe('live updates', () => {
  let server: RunningServer;
  let dataDir: string;
  let admin: Record<string, string>;
  const streams: SseStream[] = [];
  const open = async (headers: Record<string, string> = {}) => {
    const stream = await openEvents(server.url, headers);
    streams.push(stream);
    return stream;
  };
  const post = (route: string, body: unknown) =>
    fetch(`${server.url}${route}`, { method: 'POST', headers: admin, body: JSON.stringify(body) });

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'tradeboard-live-'));
    server = await startServer(
      loadConfig({ ...serverEnv(dataDir), LOG_LEVEL: 'silent', LIVE_STREAMS_PER_CLIENT: '6' }),
    );
    const login = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url },
      body: JSON.stringify(TEST_ADMIN),
    });
    admin = {
      cookie: login.headers.get('set-cookie')!.split(';')[0]!,
      origin: server.url,
      'content-type': 'application/json',
    };
  });
  afterAll(async () => {
    for (const stream of streams) stream.close();
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  test('a new alert reaches a student stream as a changed event naming unusual-flow, with an id', async () => {
    const student = await open();
    expect(student.status).toBe(200);
    const res = await post('/api/unusual-flow', {
      ticker: 'NVDA',
      optionType: 'CALL',
      strike: 150,
      expiry: '2026-12-18',
    });
    expect(res.status).toBe(201);
    const event = await student.next(changed('unusual-flow'));
    expect(event.id).toEqual(expect.any(String));
    expect(event.data).toEqual({ resources: ['unusual-flow'], id: event.id });
  });

  test('admin-only resources are named to admin sessions only', async () => {
    const student = await open();
    const adminStream = await open({ cookie: admin.cookie! });
    await Promise.all([
      post('/api/stocks', { symbol: 'AAPL' }),
      post('/api/flow-holdings', {
        ticker: 'AMD',
        optionType: 'CALL',
        strike: 100,
        expiry: '12/18/2026',
        quantity: 1,
        entryPrice: 2,
      }),
    ]);
    // Bot analysis is an admin tab: its collection changes directly here (the screenshot reader is not under test).
    await server.deps.db
      .collection('bot_analysis')
      .insertOne({ imageUrl: '/uploads/images/x.png', processedAt: new Date() });
    const adminEvent = await adminStream.next(changed('bot-analysis'));
    expect(adminEvent.event).toBe('changed');
    await student.next(changed('stocks'));
    // The student saw the same writes but never the admin-only resource.
    expect((await post('/api/stocks', { symbol: 'MSFT' })).status).toBe(201);
    await student.next((event) => changed('stocks')(event) && event.id !== student.events[0]?.id);
    expect(student.events.some(changed('bot-analysis'))).toBe(false);
  });

  test('reconnecting with Last-Event-ID gets exactly what was missed, in one event', async () => {
    const first = await open();
    await post('/api/stocks', { symbol: 'TSLA' });
    const seen = await first.next(changed('stocks'));
    first.close();
    // Written while the page was away.
    await post('/api/next-session-trades', { ticker: 'META', action: 'add', fund: 'Main Fund' }).then((res) =>
      res.status === 201 ? undefined : res.text().then((text) => Promise.reject(new Error(text))),
    );
    const again = await open({ 'last-event-id': seen.id! });
    const replay = await again.next((event) => event.event === 'changed');
    expect((replay.data as { resources: string[] }).resources).toEqual(['next-session-trades']);
    const unknown = await open({ 'last-event-id': 'ffffffffffffffff' });
    await unknown.next((event) => event.event === 'reset');
  });

  test('more streams than allowed from one address answer 429', async () => {
    const extra: SseStream[] = [];
    for (let i = streams.filter((stream) => !stream.ended()).length; i < 6; i++) extra.push(await open());
    const refused = await open();
    expect(refused.status).toBe(429);
  });
});
