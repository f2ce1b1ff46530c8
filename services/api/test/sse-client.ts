/** A test's server-sent-events reader: opens GET /api/events and collects parsed events as they come. */
export interface SseEvent {
  id: string | undefined;
  event: string;
  data: unknown;
}

export interface SseStream {
  status: number;
  events: SseEvent[];
  /** Resolves with the first event (from the start) matching; rejects when the stream ends first. */
  next(matches: (event: SseEvent) => boolean): Promise<SseEvent>;
  /** True once the stream has ended. */
  ended(): boolean;
  close(): void;
}

export async function openEvents(url: string, headers: Record<string, string> = {}): Promise<SseStream> {
  const abort = new AbortController();
  const res = await fetch(`${url}/api/events`, { headers, signal: abort.signal });
  const events: SseEvent[] = [];
  const waiters: Array<() => void> = [];
  let done = false;
  const wake = () => {
    for (const waiter of waiters.slice()) waiter();
  };
  if (res.ok && res.body) {
    void (async () => {
      const decoder = new TextDecoder();
      let buffer = '';
      try {
        for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
          buffer += decoder.decode(chunk, { stream: true });
          let end: number;
          while ((end = buffer.indexOf('\n\n')) !== -1) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const fields = new Map<string, string>();
            for (const line of block.split('\n')) {
              if (line.startsWith(':') || !line.includes(':')) continue;
              const colon = line.indexOf(':');
              fields.set(line.slice(0, colon), line.slice(colon + 1).trimStart());
            }
            if (!fields.has('event') && !fields.has('data')) continue;
            events.push({
              id: fields.get('id'),
              event: fields.get('event') ?? 'message',
              data: fields.has('data') ? JSON.parse(fields.get('data')!) : undefined,
            });
            wake();
          }
        }
      } catch {
        // aborted by close()
      } finally {
        done = true;
        wake();
      }
    })();
  } else done = true;
  return {
    status: res.status,
    events,
    ended: () => done,
    next: (matches) =>
      new Promise((resolve, reject) => {
        const check = () => {
          const found = events.find(matches);
          if (found) {
            waiters.splice(waiters.indexOf(check), 1);
            resolve(found);
          } else if (done) {
            waiters.splice(waiters.indexOf(check), 1);
            reject(new Error(`the event stream ended; events: ${JSON.stringify(events)}`));
          }
        };
        waiters.push(check);
        check();
      }),
    close: () => abort.abort(),
  };
}

/** An event naming `resource` among the changed resources. */
export const changed =
  (resource: string) =>
  (event: SseEvent): boolean =>
    event.event === 'changed' && ((event.data as { resources: string[] }).resources ?? []).includes(resource);
