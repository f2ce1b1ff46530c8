/**
 * Flow component tests talk to a scripted API: `routes` map "METHOD /path" to a reply (or a function
 * of the request); every request is kept in `requests`. Uploads go through XMLHttpRequest, so that is
 * scripted too, reporting progress half way and at the end. (To be replaced by @tradeboard/ui/testing.)
 */
import { vi } from 'vitest';

export interface ApiRequest {
  method: string;
  path: string;
  body: unknown;
}
export interface Reply {
  status?: number;
  body?: unknown;
}
type Route = Reply | ((request: ApiRequest) => Reply | Promise<Reply>);

export function scriptApi(initial: Record<string, Route> = {}) {
  const routes = new Map(Object.entries(initial));
  const requests: ApiRequest[] = [];

  async function answer(request: ApiRequest) {
    requests.push(request);
    const route = routes.get(`${request.method} ${request.path}`);
    const reply = typeof route === 'function' ? await route(request) : (route ?? { status: 404, body: { message: 'not scripted' } });
    const status = reply.status ?? 200;
    // `null` is a real answer (GET /api/manual-pnl/fund/FLOW with nothing stored); undefined is an empty body.
    return { status, text: reply.body === undefined ? '' : JSON.stringify(reply.body) };
  }

  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const { status, text } = await answer({
      method: init.method ?? 'GET',
      path: decodeURIComponent(url),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    });
    return new Response(text || null, { status });
  });

  vi.stubGlobal(
    'XMLHttpRequest',
    class {
      status = 0;
      statusText = '';
      responseText = '';
      withCredentials = false;
      upload = { onprogress: null as null | ((event: ProgressEventInit) => void) };
      onload: null | (() => void) = null;
      onerror: null | (() => void) = null;
      onabort: null | (() => void) = null;
      private target = { method: 'GET', url: '' };
      open(method: string, url: string) {
        this.target = { method, url };
      }
      setRequestHeader() {}
      abort() {
        this.onabort?.();
      }
      async send(body: unknown) {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 2 });
        const { status, text } = await answer({ method: this.target.method, path: this.target.url, body });
        this.upload.onprogress?.({ lengthComputable: true, loaded: 2, total: 2 });
        Object.assign(this, { status, responseText: text, statusText: status >= 400 ? 'Error' : 'OK' });
        this.onload?.();
      }
    },
  );

  return {
    requests,
    route: (key: string, route: Route) => routes.set(key, route),
    writes: () => requests.filter((request) => request.method !== 'GET'),
  };
}
