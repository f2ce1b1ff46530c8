/**
 * One open `text/event-stream` response. Writes go into a ReadableStream the HTTP server drains as
 * fast as the socket takes them; a client that stops reading (gone without a close, or too slow)
 * shows as a queue that stays full, and is dropped rather than allowed to hold memory.
 */
const encoder = new TextEncoder();

/** Unread events after which a client counts as not reading. */
const MAX_QUEUED_EVENTS = 256;
/** How long the queue may stay full before the client is dropped. */
const STALL_MS = 30_000;

export class LiveClient {
  readonly address: string;
  readonly admin: boolean;
  readonly body: ReadableStream<Uint8Array>;
  private controller!: ReadableStreamDefaultController<Uint8Array>;
  private closed = false;
  private stalledSince: number | undefined;
  private readonly closeListeners: Array<() => void> = [];

  constructor(address: string, admin: boolean, signal: AbortSignal) {
    this.address = address;
    this.admin = admin;
    this.body = new ReadableStream<Uint8Array>(
      {
        start: (controller) => {
          this.controller = controller;
        },
        cancel: () => this.close(),
      },
      { highWaterMark: MAX_QUEUED_EVENTS },
    );
    // The browser went away (tab closed, network lost): the request's signal aborts.
    if (signal.aborted) queueMicrotask(() => this.close());
    else signal.addEventListener('abort', () => this.close(), { once: true });
    // The first bytes: the browser's EventSource opens now, and waits 3 s before reconnecting.
    this.write('retry: 3000\n: connected\n\n');
  }

  onClose(listener: () => void): void {
    if (this.closed) listener();
    else this.closeListeners.push(listener);
  }

  send(event: string, data: unknown, id: string | undefined): void {
    this.write(`${id === undefined ? '' : `id: ${id}\n`}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  }

  comment(text: string): void {
    this.write(`: ${text}\n\n`);
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    try {
      this.controller.close();
    } catch {
      // already closed or errored by the reader
    }
    for (const listener of this.closeListeners.splice(0)) listener();
  }

  private write(text: string): void {
    if (this.closed) return;
    const queued = MAX_QUEUED_EVENTS - (this.controller.desiredSize ?? 0);
    if (queued >= MAX_QUEUED_EVENTS) {
      const now = Date.now();
      this.stalledSince ??= now;
      if (queued >= 2 * MAX_QUEUED_EVENTS || now - this.stalledSince > STALL_MS) {
        this.close();
        return;
      }
    } else this.stalledSince = undefined;
    this.controller.enqueue(encoder.encode(text));
  }
}
