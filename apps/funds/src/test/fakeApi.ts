/**
 * A stand-in for the API in component tests: `fetch` and `XMLHttpRequest` are replaced by fakes
 * that answer from route handlers and record every request, in order, in `calls`.
 */
import { vi } from 'vitest';

export interface RecordedCall {
  method: string;
  path: string;
  /** Parsed JSON body, or the FormData of an upload. */
  body: unknown;
}

export interface FakeResponse {
  status?: number;
  body?: unknown;
}

type Handler = (call: RecordedCall) => FakeResponse | Promise<FakeResponse>;

export interface FakeApi {
  calls: RecordedCall[];
  on: (method: string, path: string, handler: Handler | FakeResponse) => void;
  /** Calls other than GETs, for asserting what was written. */
  writes: () => RecordedCall[];
}

export function installFakeApi(): FakeApi {
  const routes = new Map<string, Handler>();
  const calls: RecordedCall[] = [];

  const respond = async (call: RecordedCall): Promise<{ status: number; text: string }> => {
    calls.push(call);
    const handler = routes.get(`${call.method} ${call.path}`);
    if (!handler) return { status: 404, text: JSON.stringify({ message: `No fake route for ${call.method} ${call.path}` }) };
    const { status = 200, body = null } = await handler(call);
    return { status, text: body === null ? '' : JSON.stringify(body) };
  };

  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    const { status, text } = await respond({ method: init.method ?? 'GET', path: decodeURIComponent(url.replace(/\+/g, ' ')), body });
    return new Response(text || null, { status, statusText: status >= 400 ? 'Error' : 'OK' });
  });

  /**
   * Upload progress: 50% is reported as soon as the request is sent, 100% once the route handler
   * answered (so a test holding the handler open sees the bar at 50%), then the load event.
   */
  class FakeXhr {
    status = 0;
    statusText = '';
    responseText = '';
    withCredentials = false;
    upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private method = 'GET';
    private url = '';
    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }
    setRequestHeader() {}
    abort() {
      this.onabort?.();
    }
    send(body: FormData) {
      void (async () => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
        const { status, text } = await respond({ method: this.method, path: this.url, body });
        this.upload.onprogress?.({ lengthComputable: true, loaded: 100, total: 100 });
        this.status = status;
        this.statusText = status >= 400 ? 'Error' : 'OK';
        this.responseText = text;
        this.onload?.();
      })();
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);

  return {
    calls,
    on: (method, path, handler) => routes.set(`${method} ${path}`, typeof handler === 'function' ? handler : () => handler),
    writes: () => calls.filter((call) => call.method !== 'GET'),
  };
}
