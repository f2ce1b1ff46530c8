import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, getJson, readableErrorMessage } from './apiRequest.js';

function stubFetch(response: Response) {
  const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('apiRequest', () => {
  it('sends cookies and no content type when there is no body', async () => {
    const fetchMock = stubFetch(new Response('[]', { status: 200 }));
    await apiRequest('GET', '/api/stocks');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/stocks');
    expect(init?.credentials).toBe('include');
    expect(init?.headers).toEqual({});
    expect(init?.body).toBeUndefined();
  });

  it('sends JSON with a JSON content type when a body exists', async () => {
    const fetchMock = stubFetch(new Response('{}', { status: 201 }));
    await apiRequest('POST', '/api/stocks', { symbol: 'AAPL' });
    const init = fetchMock.mock.calls[0]![1]!;
    expect(init.method).toBe('POST');
    expect(init.headers).toEqual({ 'Content-Type': 'application/json' });
    expect(init.body).toBe('{"symbol":"AAPL"}');
  });

  it('raises "<status>: <response text>" on a non-ok response', async () => {
    stubFetch(new Response('{"message":"Symbol already on the watchlist"}', { status: 409, statusText: 'Conflict' }));
    const error = await apiRequest('POST', '/api/stocks', { symbol: 'AAPL' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('409: {"message":"Symbol already on the watchlist"}');
    expect((error as ApiError).status).toBe(409);
    expect(readableErrorMessage(error)).toBe('Symbol already on the watchlist');
  });

  it('falls back to the status text when the response body is empty', async () => {
    stubFetch(new Response(null, { status: 401, statusText: 'Unauthorized' }));
    await expect(getJson('/api/holdings')).rejects.toThrow('401: Unauthorized');
  });

  it('getJson parses the JSON body', async () => {
    stubFetch(new Response('[{"id":"1","symbol":"MSFT"}]', { status: 200 }));
    await expect(getJson('/api/stocks')).resolves.toEqual([{ id: '1', symbol: 'MSFT' }]);
  });
});
