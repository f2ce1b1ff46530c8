/**
 * One EventSource to GET /api/events, kept open. The browser retries a dropped connection by itself
 * (the server's `retry: 3000`), but when the server answers an error (429, 503, a proxy's 502) the
 * browser closes the EventSource for good: then this reopens it after a backoff with jitter.
 */
import { LIVE_EVENTS, type LiveResource } from '@tradeboard/types/core';
import { reconnectDelay } from './backoff.js';
import type { LiveMessage } from './liveTypes.js';

/** EventSource.CLOSED (the constant is not on every test environment's global). */
const CLOSED = 2;

export type EventSourceFactory = (url: string) => EventSource;

export interface EventSourceLinkOptions {
  url: string;
  onMessage: (message: LiveMessage) => void;
  onStatus: (open: boolean) => void;
  createEventSource?: EventSourceFactory;
  random?: () => number;
}

export interface EventSourceLink {
  close(): void;
}

function parseChanged(data: string): LiveMessage | null {
  try {
    const parsed = JSON.parse(data) as { resources?: unknown; id?: unknown };
    if (!Array.isArray(parsed.resources)) return null;
    const resources = parsed.resources.filter((name): name is LiveResource => typeof name === 'string');
    return { type: 'changed', resources, id: typeof parsed.id === 'string' ? parsed.id : '' };
  } catch {
    return null;
  }
}

export function openEventSourceLink({
  url,
  onMessage,
  onStatus,
  createEventSource = (target) => new EventSource(target, { withCredentials: true }),
  random,
}: EventSourceLinkOptions): EventSourceLink {
  let source: EventSource | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let failures = 0;
  let closed = false;
  // A stream we reopened ourselves sends no Last-Event-ID: what changed meanwhile is unknown.
  let missedEvents = false;

  const open = () => {
    if (closed) return;
    const current = createEventSource(url);
    source = current;
    current.addEventListener('open', () => {
      failures = 0;
      onStatus(true);
      if (missedEvents) onMessage({ type: 'reset' });
      missedEvents = false;
    });
    current.addEventListener(LIVE_EVENTS.changed, (event) => {
      const message = parseChanged((event as MessageEvent<string>).data);
      if (message) onMessage(message);
    });
    current.addEventListener(LIVE_EVENTS.reset, () => onMessage({ type: 'reset' }));
    current.addEventListener('error', () => {
      onStatus(false);
      // CONNECTING: the browser is retrying by itself. CLOSED: it gave up; reopen later ourselves.
      if (current.readyState !== CLOSED || closed) return;
      current.close();
      missedEvents = true;
      timer = setTimeout(open, reconnectDelay(failures++, random));
    });
  };

  open();
  return {
    close() {
      closed = true;
      clearTimeout(timer);
      source?.close();
    },
  };
}
