/**
 * One stand-in for the API in component tests: `fetch` and `XMLHttpRequest` (uploads, with
 * progress) are replaced by fakes that answer from "METHOD /path" routes and record every
 * request, in order, in `calls`. Routes match the decoded path with its query string first
 * (`GET /api/holdings?fund=Main Fund`), then the path alone. Unknown routes answer 404 like the API.
 */
import { STALE_WRITE_MESSAGE } from '@tradeboard/types/core';
import { vi } from 'vitest';

export interface RecordedCall {
  method: string;
  /** Decoded path with its query string, e.g. '/api/holdings?fund=Main Fund'. */
  path: string;
  /** Parsed JSON body, the FormData of a multipart upload, or the Blob of a signed-URL PUT. */
  body: unknown;
  /** The If-Match header, when the request sent one (an edit of a record's version: '"3"'). */
  ifMatch?: string;
}

/** `body` is sent as JSON (null too, as the API answers a missing record); `text` as is; neither: an empty body. Status defaults to 200. */
export interface FakeReply {
  status?: number;
  body?: unknown;
  text?: string;
}

export type FakeHandler = (call: RecordedCall) => FakeReply | Promise<FakeReply>;

/** The API's answer to an edit made from an older version: 412, its message and the record as it is now. */
export const staleReply = (current: unknown): FakeReply => ({
  status: 412,
  body: { message: STALE_WRITE_MESSAGE, current },
});
export type FakeRoutes = Record<string, FakeHandler | FakeReply>;

export interface FakeApi {
  calls: RecordedCall[];
  /** Add or replace a route; answers the api so calls chain. */
  on: (method: string, path: string, reply: FakeHandler | FakeReply) => FakeApi;
  /** Calls other than GETs, for asserting what was written. */
  writes: () => RecordedCall[];
  fetchMock: ReturnType<typeof vi.fn>;
}

const decodePath = (url: string) => decodeURIComponent(url.replace(/\+/g, ' '));

function parseJsonBody(body: unknown): unknown {
  if (typeof body !== 'string') return undefined;
  try {
    return JSON.parse(body);
  } catch {
    return body;
  }
}

/** Replace fetch and XMLHttpRequest for this test (the kit's setup unstubs them afterwards). */
export function installFakeApi(routes: FakeRoutes = {}): FakeApi {
  const table = new Map<string, FakeHandler>();
  const calls: RecordedCall[] = [];
  const api: FakeApi = {
    calls,
    on: (method, path, reply) => {
      table.set(`${method.toUpperCase()} ${path}`, typeof reply === 'function' ? reply : () => reply);
      return api;
    },
    writes: () => calls.filter((call) => call.method !== 'GET'),
    fetchMock: vi.fn(),
  };
  for (const [route, reply] of Object.entries(routes)) {
    const [method = 'GET', ...path] = route.split(' ');
    api.on(method, path.join(' '), reply);
  }

  const respond = async (call: RecordedCall): Promise<{ status: number; text: string }> => {
    calls.push(call);
    const handler = table.get(`${call.method} ${call.path}`) ?? table.get(`${call.method} ${call.path.split('?')[0]}`);
    if (!handler)
      return { status: 404, text: JSON.stringify({ message: `No fake route for ${call.method} ${call.path}` }) };
    const { status = 200, body, text } = await handler(call);
    return { status, text: text ?? (body === undefined ? '' : JSON.stringify(body)) };
  };

  api.fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const ifMatch = new Headers(init.headers).get('if-match');
    const { status, text } = await respond({
      method,
      path: decodePath(url.pathname + url.search),
      body: parseJsonBody(init.body),
      ...(ifMatch === null ? {} : { ifMatch }),
    });
    return new Response(text || null, {
      status,
      statusText: status >= 400 ? 'Error' : 'OK',
      headers: text ? { 'Content-Type': 'application/json' } : {},
    });
  });
  vi.stubGlobal('fetch', api.fetchMock);

  /**
   * Upload progress: 50% as soon as the request is sent, 100% once the route answered (so a test
   * holding the handler open sees the bar at 50%), then the load event.
   */
  class FakeXhr {
    status = 0;
    statusText = '';
    responseText = '';
    withCredentials = false;
    upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
      onprogress: null,
    };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private method = 'GET';
    private url = '';
    private aborted = false;
    open(method: string, url: string) {
      this.method = method.toUpperCase();
      this.url = url;
    }
    setRequestHeader() {}
    abort() {
      this.aborted = true;
      this.onabort?.();
    }
    send(body: unknown) {
      void (async () => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
        const { status, text } = await respond({ method: this.method, path: decodePath(this.url), body });
        if (this.aborted) return;
        this.upload.onprogress?.({ lengthComputable: true, loaded: 100, total: 100 });
        this.status = status;
        this.statusText = status >= 400 ? 'Error' : 'OK';
        this.responseText = text;
        this.onload?.();
      })();
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return api;
}
