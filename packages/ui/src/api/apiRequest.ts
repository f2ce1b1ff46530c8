/**
 * The one HTTP client every module uses (SPEC section 7 and 8): cookies always included,
 * a JSON content type only when there is a body, and any non-ok response raised as
 * `Error("<status>: <response text or status text>")`. A busy API's 503 with Retry-After is
 * retried with jittered back-off first (retryAfter.ts).
 */
import { versionEtag } from '@tradeboard/types/core';
import { withBusyRetry } from './retryAfter.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  /**
   * The version of the record being edited, as read: sent as `If-Match: "<version>"`, so the API
   * applies the write only if nobody changed the record since (else 412, see isStaleWrite).
   */
  ifMatch?: number;
}

/** Raised for every non-ok response; `message` keeps the SPEC format, `status` is for code that branches on it. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: string;

  constructor(status: number, statusText: string, body: string) {
    super(`${status}: ${body || statusText}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

export async function throwIfNotOk(response: Response): Promise<Response> {
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    throw new ApiError(response.status, response.statusText, text);
  }
  return response;
}

export async function apiRequest(
  method: HttpMethod,
  url: string,
  body?: unknown,
  { ifMatch }: RequestOptions = {},
): Promise<Response> {
  const hasBody = body !== undefined;
  const headers: Record<string, string> = hasBody ? { 'Content-Type': 'application/json' } : {};
  if (ifMatch !== undefined) headers['If-Match'] = versionEtag(ifMatch);
  const payload = hasBody ? JSON.stringify(body) : undefined;
  // A 503 with Retry-After (the API is busy) is tried again after a jittered wait.
  const response = await withBusyRetry(() => fetch(url, { method, credentials: 'include', headers, body: payload }));
  return throwIfNotOk(response);
}

/** GET a URL and parse its JSON body. */
export async function getJson<T>(url: string): Promise<T> {
  const response = await apiRequest('GET', url);
  return (await response.json()) as T;
}

/** apiRequest + JSON body parsing (an empty body, e.g. 204, gives null). */
export async function requestJson<T>(
  method: HttpMethod,
  url: string,
  body?: unknown,
  options?: RequestOptions,
): Promise<T> {
  const response = await apiRequest(method, url, body, options);
  const text = await response.text();
  return (text ? JSON.parse(text) : null) as T;
}

/**
 * A message fit for a person: the API's `{ message }` when the error carries one, else the
 * error's own message. Use it where the SPEC does not fix the text (e.g. the login alert).
 */
export function readableErrorMessage(error: unknown, fallback = 'Something went wrong'): string {
  if (error instanceof ApiError) return messageFromBody(error.body) ?? error.message;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}

export function messageFromBody(body: string): string | undefined {
  try {
    const parsed: unknown = JSON.parse(body);
    if (parsed && typeof parsed === 'object' && 'message' in parsed && typeof parsed.message === 'string') {
      return parsed.message;
    }
  } catch {
    // not JSON: the caller falls back to the raw text
  }
  return undefined;
}

/** The API refused an edit made from an older version of the record (412: someone changed it since). */
export function isStaleWrite(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 412;
}

/** The record as it is now, from a 412's body (`current`); null when the body has none. */
export function currentRecordOf<T>(error: unknown): T | null {
  if (!isStaleWrite(error)) return null;
  try {
    const parsed = JSON.parse(error.body) as { current?: T | null };
    return parsed.current ?? null;
  } catch {
    return null;
  }
}
