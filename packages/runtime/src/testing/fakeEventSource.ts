/**
 * Stand-ins for the browser pieces of live updates: an EventSource the test drives (open, send an
 * event, fail), BroadcastChannels that reach each other within one test, and a Web Locks manager
 * that grants one lock at a time in request order. Pass them to createLiveConnection's options.
 */
import type { LiveConnectionOptions } from '../live/liveConnection.js';

type Listener = (event: Event) => void;

export class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  /** Every instance created, oldest first. */
  static instances: FakeEventSource[] = [];
  static latest(): FakeEventSource {
    const last = FakeEventSource.instances.at(-1);
    if (!last) throw new Error('No EventSource was opened');
    return last;
  }
  static reset() {
    FakeEventSource.instances = [];
  }

  readyState = FakeEventSource.CONNECTING;
  closed = false;
  private readonly listeners = new Map<string, Set<Listener>>();

  constructor(readonly url: string) {
    FakeEventSource.instances.push(this);
  }

  addEventListener(type: string, listener: Listener) {
    const set = this.listeners.get(type) ?? new Set();
    set.add(listener);
    this.listeners.set(type, set);
  }

  removeEventListener(type: string, listener: Listener) {
    this.listeners.get(type)?.delete(listener);
  }

  close() {
    this.readyState = FakeEventSource.CLOSED;
    this.closed = true;
  }

  /** The server answered 200 text/event-stream. */
  open() {
    this.readyState = FakeEventSource.OPEN;
    this.dispatch('open', new Event('open'));
  }

  /** An SSE event (`event: type`, `data: JSON.stringify(data)`). */
  emit(type: string, data: unknown = {}, lastEventId = '') {
    this.dispatch(type, new MessageEvent(type, { data: JSON.stringify(data), lastEventId }));
  }

  /** The connection dropped; `retrying` false is an error answer, after which the browser gives up. */
  fail({ retrying }: { retrying: boolean }) {
    this.readyState = retrying ? FakeEventSource.CONNECTING : FakeEventSource.CLOSED;
    this.dispatch('error', new Event('error'));
  }

  private dispatch(type: string, event: Event) {
    for (const listener of [...(this.listeners.get(type) ?? [])]) listener(event);
  }
}

/** BroadcastChannels of one fake "browser": a message reaches the other channels of the same name, not the sender. */
export function createFakeChannels() {
  const open = new Set<FakeChannel>();
  class FakeChannel extends EventTarget {
    constructor(readonly name: string) {
      super();
      open.add(this);
    }
    postMessage(data: unknown) {
      const copy: unknown = structuredClone(data);
      for (const other of open) {
        if (other !== this && other.name === this.name)
          other.dispatchEvent(new MessageEvent('message', { data: copy }));
      }
    }
    close() {
      open.delete(this);
    }
  }
  return (name: string) => new FakeChannel(name) as unknown as BroadcastChannel;
}

/** A Web Locks manager: exclusive locks granted in request order, released when the callback settles. */
export function createFakeLocks(): LockManager {
  const queues = new Map<string, Array<() => void>>();
  const held = new Set<string>();
  const grantNext = (name: string) => {
    const next = queues.get(name)?.shift();
    if (next) next();
  };
  const request = (name: string, options: LockOptions, callback: LockGrantedCallback<unknown>) =>
    new Promise<unknown>((resolve, reject) => {
      const run = () => {
        held.add(name);
        Promise.resolve(callback({ name, mode: 'exclusive' } as Lock))
          .then(resolve, reject)
          .finally(() => {
            held.delete(name);
            grantNext(name);
          });
      };
      const waiting = queues.get(name) ?? [];
      queues.set(name, waiting);
      options.signal?.addEventListener('abort', () => {
        const index = waiting.indexOf(run);
        if (index >= 0) {
          waiting.splice(index, 1);
          reject(new DOMException('Aborted', 'AbortError'));
        }
      });
      if (held.has(name)) waiting.push(run);
      else run();
    });
  return { request, query: () => Promise.resolve({ held: [], pending: [] }) } as unknown as LockManager;
}

/** Options for createLiveConnection in a test: fake EventSource; pass shared `channels`/`locks` to model several tabs. */
export function fakeLiveOptions(
  shared: { channels?: (name: string) => BroadcastChannel; locks?: LockManager } = {},
): LiveConnectionOptions {
  return {
    createEventSource: (url) => new FakeEventSource(url) as unknown as EventSource,
    createChannel: shared.channels ?? (() => null),
    locks: shared.locks,
    random: () => 0.5,
  };
}
