/** Fetching a remote's files for the deploy checks: a time limit and a size limit on every answer. */
export type Fetcher = (url: string, init?: RequestInit) => Promise<Response>;

/** remoteEntry.js and its chunks; a module larger than this is not a dashboard module. */
const MAX_FILE_BYTES = 20 * 1024 * 1024;

export interface FetchedFile {
  status: number;
  contentType: string;
  body: Buffer;
}

export async function fetchFile(fetcher: Fetcher, url: string, timeoutMs: number): Promise<FetchedFile> {
  const signal = AbortSignal.timeout(timeoutMs);
  const response = await fetcher(url, { signal, redirect: 'error' });
  const declared = Number(response.headers.get('content-length') ?? 0);
  if (declared > MAX_FILE_BYTES) throw new Error(`${url} is larger than ${MAX_FILE_BYTES} bytes`);
  const body = Buffer.from(await response.arrayBuffer());
  if (body.length > MAX_FILE_BYTES) throw new Error(`${url} is larger than ${MAX_FILE_BYTES} bytes`);
  return { status: response.status, contentType: response.headers.get('content-type') ?? '', body };
}
