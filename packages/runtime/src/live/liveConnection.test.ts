// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeChannels, createFakeLocks, FakeEventSource, fakeLiveOptions } from '../testing/fakeEventSource.js';
import { reconnectDelay, RECONNECT_MAX_MS } from './backoff.js';
import { createLiveConnection } from './liveConnection.js';
import type { LiveConnection, LiveMessage } from './liveTypes.js';

const opened: LiveConnection[] = [];
function connect(shared?: Parameters<typeof fakeLiveOptions>[0]) {
  const connection = createLiveConnection(fakeLiveOptions(shared));
  opened.push(connection);
  const messages: LiveMessage[] = [];
  connection.onMessage((message) => messages.push(message));
  return { connection, messages };
}

/** Lets the fake channels' and locks' promise callbacks run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => FakeEventSource.reset());
afterEach(() => {
  opened.splice(0).forEach((connection) => connection.close());
  vi.useRealTimers();
});

describe('one tab', () => {
  it('opens one EventSource on /api/events; live on open, reconnecting on error', () => {
    const { connection } = connect();
    expect(FakeEventSource.instances.map((source) => source.url)).toEqual(['/api/events']);
    expect(connection.getState()).toMatchObject({ status: 'connecting', leader: true, lastDataAt: null });
    FakeEventSource.latest().open();
    expect(connection.getState().status).toBe('live');
    expect(connection.getState().lastDataAt).not.toBeNull();
    FakeEventSource.latest().fail({ retrying: true });
    expect(connection.getState().status).toBe('reconnecting');
    // The browser retries by itself: no second EventSource.
    expect(FakeEventSource.instances).toHaveLength(1);
    FakeEventSource.latest().open();
    expect(connection.getState().status).toBe('live');
  });

  it('passes changed and reset events on, and ignores events it cannot read', () => {
    const { messages } = connect();
    const source = FakeEventSource.latest();
    source.open();
    source.emit('changed', { resources: ['unusual-flow', 'holdings'], id: 'a1' });
    source.emit('changed', { nonsense: true });
    source.emit('reset', {});
    expect(messages).toEqual([
      { type: 'changed', resources: ['unusual-flow', 'holdings'], id: 'a1' },
      { type: 'reset' },
    ]);
  });

  it('reopens a stream the browser closed after a backoff with jitter, then refetches everything', () => {
    vi.useFakeTimers();
    const { connection, messages } = connect();
    const first = FakeEventSource.latest();
    first.open();
    first.fail({ retrying: false });
    expect(first.closed).toBe(true);
    expect(connection.getState().status).toBe('reconnecting');
    vi.advanceTimersByTime(reconnectDelay(0, () => 0.5) - 1);
    expect(FakeEventSource.instances).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeEventSource.instances).toHaveLength(2);
    // The second failure waits longer.
    FakeEventSource.latest().fail({ retrying: false });
    vi.advanceTimersByTime(reconnectDelay(0, () => 0.5));
    expect(FakeEventSource.instances).toHaveLength(2);
    vi.advanceTimersByTime(reconnectDelay(1, () => 0.5));
    expect(FakeEventSource.instances).toHaveLength(3);
    FakeEventSource.latest().open();
    expect(connection.getState().status).toBe('live');
    expect(messages).toEqual([{ type: 'reset' }]);
  });

  it('close() closes the stream and cancels a pending reopen', () => {
    vi.useFakeTimers();
    const { connection } = connect();
    FakeEventSource.latest().fail({ retrying: false });
    connection.close();
    vi.advanceTimersByTime(RECONNECT_MAX_MS);
    expect(FakeEventSource.instances).toHaveLength(1);
  });
});

describe('backoff', () => {
  it('grows, is capped, and jitters within the upper half', () => {
    expect(reconnectDelay(0, () => 0)).toBe(500);
    expect(reconnectDelay(0, () => 1)).toBe(1000);
    expect(reconnectDelay(3, () => 0)).toBe(4000);
    expect(reconnectDelay(20, () => 1)).toBe(RECONNECT_MAX_MS);
  });
});

describe('several tabs of one browser', () => {
  it('share one EventSource: the leader relays events and its status to the others', async () => {
    const shared = { channels: createFakeChannels(), locks: createFakeLocks() };
    const leader = connect(shared);
    const follower = connect(shared);
    await settle();
    expect(FakeEventSource.instances).toHaveLength(1);
    expect(leader.connection.getState().leader).toBe(true);
    expect(follower.connection.getState().leader).toBe(false);

    FakeEventSource.latest().open();
    expect(follower.connection.getState().status).toBe('live');
    FakeEventSource.latest().emit('changed', { resources: ['unusual-flow'], id: 'b2' });
    expect(follower.messages).toEqual([{ type: 'changed', resources: ['unusual-flow'], id: 'b2' }]);
    expect(leader.messages).toEqual(follower.messages);
    expect(follower.connection.getState().lastDataAt).not.toBeNull();
  });

  it('a tab opened after the stream is up learns it is live', async () => {
    const shared = { channels: createFakeChannels(), locks: createFakeLocks() };
    connect(shared);
    await settle();
    FakeEventSource.latest().open();
    const late = connect(shared);
    await settle();
    expect(late.connection.getState().status).toBe('live');
  });

  it('when the leader tab closes, another takes over with its own stream', async () => {
    const shared = { channels: createFakeChannels(), locks: createFakeLocks() };
    const first = connect(shared);
    const second = connect(shared);
    await settle();
    FakeEventSource.latest().open();
    first.connection.close();
    await settle();
    expect(FakeEventSource.instances[0]?.closed).toBe(true);
    expect(FakeEventSource.instances).toHaveLength(2);
    expect(second.connection.getState()).toMatchObject({ leader: true, status: 'connecting' });
    FakeEventSource.latest().open();
    FakeEventSource.latest().emit('changed', { resources: ['courses'], id: 'c3' });
    expect(second.messages).toEqual([{ type: 'changed', resources: ['courses'], id: 'c3' }]);
  });

  it('a write one tab notes is known as its own write in every tab', async () => {
    const shared = { channels: createFakeChannels(), locks: createFakeLocks() };
    const one = connect(shared);
    const two = connect(shared);
    await settle();
    one.connection.noteOwnWrite('alert-1');
    expect(one.connection.isOwnWrite('alert-1')).toBe(true);
    expect(two.connection.isOwnWrite('alert-1')).toBe(true);
    expect(two.connection.isOwnWrite('alert-2')).toBe(false);
  });
});
