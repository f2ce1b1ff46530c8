import { afterEach, describe, expect, it } from 'vitest';
import { LiveClient } from './live-client.js';
import { LiveHub } from './live-hub.js';

/** Reads what a client was sent so far (the stream is read without waiting for more). */
async function sent(client: LiveClient): Promise<string> {
  const reader = client.body.getReader();
  let text = '';
  const decoder = new TextDecoder();
  for (;;) {
    const next = await Promise.race([reader.read(), new Promise<null>((resolve) => setImmediate(() => resolve(null)))]);
    if (next === null || next.done) break;
    text += decoder.decode(next.value);
  }
  reader.releaseLock();
  return text;
}

const events = (text: string) =>
  text
    .split('\n\n')
    .filter((block) => block.includes('event:'))
    .map((block) =>
      Object.fromEntries(
        block.split('\n').map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 2)]),
      ),
    );

describe('LiveHub', () => {
  const hubs: LiveHub[] = [];
  afterEach(() => {
    for (const hub of hubs.splice(0)) hub.closeAll();
  });
  const hub = (coalesceMs: number) => {
    const created = new LiveHub({ coalesceMs, heartbeatMs: 60_000 });
    hubs.push(created);
    return created;
  };
  const client = (admin = false, address = '10.0.0.1') => new LiveClient(address, admin, new AbortController().signal);

  it('sends the changes of one window as one event naming each resource once, with the last change id', async () => {
    const live = hub(5);
    const student = client();
    live.add(student, undefined);
    live.change('unusual_flow', 'a1');
    live.change('unusual_flow', 'a2');
    live.change('stocks', 'a3');
    live.change('sessions', 'a4'); // not a product resource: never named
    await expect
      .poll(async () => events(await sent(student)))
      .toEqual([{ id: 'a3', event: 'changed', data: '{"resources":["unusual-flow","stocks"],"id":"a3"}' }]);
  });

  it('names admin-only resources to admin clients only, and sends nothing when nothing is left', async () => {
    const live = hub(1);
    const student = client();
    const admin = client(true);
    live.add(student, undefined);
    live.add(admin, undefined);
    live.change('bot_analysis', 'b1');
    await expect
      .poll(async () => events(await sent(admin)).map((event) => event.data))
      .toEqual(['{"resources":["bot-analysis"],"id":"b1"}']);
    expect(events(await sent(student))).toEqual([]);
  });

  it('replays what a client missed after its Last-Event-ID, or resets when it is not remembered', async () => {
    const live = hub(1);
    const watching = client();
    live.add(watching, undefined);
    live.change('stocks', 'c1');
    live.change('holdings', 'c2');
    live.change('options', 'c3');
    await expect.poll(async () => events(await sent(watching)).length).toBe(1); // sent: c3 is the newest id
    const back = client();
    live.add(back, 'c1');
    expect(events(await sent(back))).toEqual([
      { id: 'c3', event: 'changed', data: '{"resources":["holdings","options"],"id":"c3"}' },
    ]);
    const lost = client();
    live.add(lost, 'zz');
    expect(events(await sent(lost))).toEqual([{ id: 'c3', event: 'reset', data: '{}' }]);
  });

  it('a client reconnecting while changes wait for their flush gets them once, with the flush', async () => {
    const live = hub(20);
    const watching = client();
    live.add(watching, undefined);
    live.change('stocks', 'd1');
    await expect.poll(async () => events(await sent(watching)).length).toBe(1);
    live.change('holdings', 'd2'); // pending
    const back = client();
    live.add(back, 'd1');
    await expect
      .poll(async () => events(await sent(back)))
      .toEqual([{ id: 'd2', event: 'changed', data: '{"resources":["holdings"],"id":"d2"}' }]);
  });

  it('tells every client to reset when the database lost history', async () => {
    const live = hub(1);
    const student = client();
    live.add(student, undefined);
    live.lost();
    expect(events(await sent(student)).map((event) => event.event)).toEqual(['reset']);
  });

  it('drops a client that stopped reading instead of queueing for it forever', () => {
    const live = hub(1);
    const stuck = client();
    live.add(stuck, undefined);
    expect(live.size).toBe(1);
    for (let i = 0; i < 600; i++) stuck.comment('heartbeat'); // nobody reads its body
    expect(live.size).toBe(0);
  });

  it('forgets a client whose request was aborted (the browser went away)', () => {
    const live = hub(1);
    const abort = new AbortController();
    live.add(new LiveClient('10.0.0.2', false, abort.signal), undefined);
    expect(live.countFrom('10.0.0.2')).toBe(1);
    abort.abort();
    expect(live.countFrom('10.0.0.2')).toBe(0);
  });
});
