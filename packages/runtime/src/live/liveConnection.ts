/**
 * The page's live connection. One tab of the browser (the leader, see tabLeader.ts) holds the one
 * EventSource and relays what it hears over a BroadcastChannel; the other tabs listen there, so a
 * browser keeps one connection however many tabs are open (browsers allow six per host on HTTP/1.1).
 * When the leader tab closes, a waiting tab takes the lock and opens its own stream.
 */
import { openEventSourceLink, type EventSourceFactory } from './eventSourceLink.js';
import type { LiveConnection, LiveMessage, LiveState, LiveStatus } from './liveTypes.js';
import { electLeader } from './tabLeader.js';

export const LIVE_EVENTS_URL = '/api/events';
export const LIVE_CHANNEL_NAME = 'tradeboard-live';

/** What tabs say to each other on the channel. */
type Relay =
  | { kind: 'event'; message: LiveMessage }
  | { kind: 'state'; status: LiveStatus; lastDataAt: number | null }
  | { kind: 'hello' }
  | { kind: 'own-write'; id: string };

export interface LiveConnectionOptions {
  url?: string;
  channelName?: string;
  createEventSource?: EventSourceFactory;
  /** null: no other tabs to talk to (this tab leads alone). */
  createChannel?: (name: string) => BroadcastChannel | null;
  locks?: LockManager;
  now?: () => number;
  random?: () => number;
}

const defaultChannel = (name: string) => (typeof BroadcastChannel === 'function' ? new BroadcastChannel(name) : null);

export function createLiveConnection(options: LiveConnectionOptions = {}): LiveConnection {
  const {
    url = LIVE_EVENTS_URL,
    channelName = LIVE_CHANNEL_NAME,
    createEventSource,
    createChannel = defaultChannel,
    now = Date.now,
    random,
  } = options;
  let state: LiveState = { status: 'connecting', lastDataAt: null, leader: false };
  const stateListeners = new Set<() => void>();
  const messageListeners = new Set<(message: LiveMessage) => void>();
  const ownWrites = new Set<string>();
  const channel = createChannel(channelName);

  const setState = (patch: Partial<LiveState>) => {
    state = { ...state, ...patch };
    for (const listener of [...stateListeners]) listener();
  };
  const post = (relay: Relay) => channel?.postMessage(relay);
  const postState = () => post({ kind: 'state', status: state.status, lastDataAt: state.lastDataAt });
  const deliver = (message: LiveMessage) => {
    for (const listener of [...messageListeners]) listener(message);
  };

  const onRelay = (event: MessageEvent<Relay>) => {
    const relay = event.data;
    if (relay.kind === 'own-write') ownWrites.add(relay.id);
    else if (relay.kind === 'hello' && state.leader) postState();
    else if (relay.kind === 'state' && !state.leader) setState({ status: relay.status, lastDataAt: relay.lastDataAt });
    else if (relay.kind === 'event' && !state.leader) {
      setState({ lastDataAt: now() });
      deliver(relay.message);
    }
  };
  channel?.addEventListener('message', onRelay);

  const lead = () => {
    setState({ leader: true, status: 'connecting' });
    postState();
    const link = openEventSourceLink({
      url,
      createEventSource,
      random,
      onStatus: (open) => {
        setState(open ? { status: 'live', lastDataAt: now() } : { status: 'reconnecting' });
        postState();
      },
      onMessage: (message) => {
        setState({ lastDataAt: now() });
        post({ kind: 'event', message });
        postState();
        deliver(message);
      },
    });
    return () => {
      link.close();
      setState({ leader: false, status: 'reconnecting' });
      postState();
    };
  };

  // Without a channel the other tabs could not hear this one: every tab then leads for itself.
  const locks = channel ? (options.locks ?? globalThis.navigator?.locks ?? null) : null;
  const election = electLeader(`${channelName}-leader`, lead, locks);
  post({ kind: 'hello' });

  return {
    getState: () => state,
    subscribe(listener) {
      stateListeners.add(listener);
      return () => stateListeners.delete(listener);
    },
    onMessage(listener) {
      messageListeners.add(listener);
      return () => messageListeners.delete(listener);
    },
    noteOwnWrite(id) {
      ownWrites.add(id);
      post({ kind: 'own-write', id });
    },
    isOwnWrite: (id) => ownWrites.has(id),
    close() {
      election.close();
      channel?.removeEventListener('message', onRelay);
      channel?.close();
      stateListeners.clear();
      messageListeners.clear();
    },
  };
}
