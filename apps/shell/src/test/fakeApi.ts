import { vi } from 'vitest';

export interface FakeRequest {
  method: string;
  path: string;
  body: unknown;
}

type Reply = { status?: number; json?: unknown; text?: string };
export type FakeRoutes = Record<string, (request: FakeRequest) => Reply | Promise<Reply>>;

/** Stub global fetch with "METHOD /path" handlers; unknown routes answer 404 like the API. */
export function stubApi(routes: FakeRoutes) {
  const calls: FakeRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const request = { method, path: url.pathname, body };
    calls.push(request);
    const handler = routes[`${method} ${url.pathname}`];
    if (!handler) return new Response(JSON.stringify({ message: 'Not found' }), { status: 404 });
    const reply = await handler(request);
    const text = reply.text ?? (reply.json === undefined ? '' : JSON.stringify(reply.json));
    return new Response(text || null, { status: reply.status ?? 200, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

export const signedOut = { json: { isAuthenticated: false, username: null } };
export const signedIn = (username = 'trader') => ({ json: { isAuthenticated: true, username } });
