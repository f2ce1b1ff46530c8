/**
 * A page's first reads answered inside it (issue 25): the API asks itself for them as an anonymous
 * visitor would (no cookie: every read served is public and the same for any visitor, so the page
 * carries nothing a student may not read; the read cache makes it free; the one exception is who is
 * signed in, AUTH_STATUS_READ, on the admin's page), and the page carries the
 * answers (`SERVED_DATA_ID`). A view's first render then has its rows instead of waiting for a
 * request, and renders them in slices with the view's mount rather than in one blocking task when
 * the data arrives. A read that fails is left to the page, which preloads it instead.
 */
import { SESSION_COOKIE } from '../auth/sessions.js';

export type ReadApi = (url: string, init?: RequestInit) => Promise<Response>;

/**
 * The one read a page carries for its visitor's own session, not anonymously: who is signed in. The
 * admin's page (served only with a session cookie) holds its prerendered frame until it knows; carried,
 * the dashboard starts at once instead of after a round trip made once the scripts have run.
 */
export const AUTH_STATUS_READ = '/api/auth/status';

/** Each read's JSON answer as sent, by URL; a failed or non-JSON read is left out. */
export async function answerReads(readApi: ReadApi, urls: readonly string[]): Promise<Map<string, string>> {
  const answers = await Promise.all(
    urls.map(async (url): Promise<[string, string] | null> => {
      try {
        const response = await readApi(url);
        const isJson = response.headers.get('content-type')?.startsWith('application/json') ?? false;
        return response.ok && isJson ? [url, await response.text()] : null;
      } catch {
        return null;
      }
    }),
  );
  return new Map(answers.filter((answer) => answer !== null));
}

/** `{ "<url>": <answer> }` from the answers' JSON texts, without parsing them again. */
export const servedDataJson = (answers: ReadonlyMap<string, string>): string =>
  `{${[...answers].map(([url, text]) => `${JSON.stringify(url)}:${text}`).join(',')}}`;

/** Who is signed in (AUTH_STATUS_READ), read with this visitor's session cookie and nothing else. */
export function answerSessionRead(readApi: ReadApi, sessionToken: string): Promise<Map<string, string>> {
  const cookie = `${SESSION_COOKIE}=${encodeURIComponent(sessionToken)}`;
  return answerReads((url) => readApi(url, { headers: { cookie } }), [AUTH_STATUS_READ]);
}
