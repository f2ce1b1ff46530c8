import { messageFromBody } from './apiRequest.js';

export interface UploadFileOptions {
  url: string;
  method?: 'POST' | 'PUT' | 'PATCH';
  /** FormData for multipart endpoints; a Blob/File for signed-URL PUTs. */
  body: FormData | Blob;
  /** Real upload progress of the request, 0..100. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

/** Raised when an upload fails; `status` is 0 for network errors and aborts. */
export class UploadError extends Error {
  readonly status: number;
  constructor(message: string, status: number) {
    super(message);
    this.name = 'UploadError';
    this.status = status;
  }
}

function failureMessage(xhr: XMLHttpRequest): string {
  const text = typeof xhr.responseText === 'string' ? xhr.responseText : '';
  const reason = messageFromBody(text) ?? (text.trim() || xhr.statusText || 'Upload failed');
  return `Upload failed (${xhr.status}): ${reason}`;
}

function parseBody(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * Upload with XMLHttpRequest, because fetch cannot report upload progress. Cookies are sent;
 * the browser sets the multipart boundary itself. Resolves to the parsed JSON response; rejects
 * with an UploadError saying why (the API's `{message}`, the status text, or a network error).
 */
export function uploadFile<T = unknown>({
  url,
  method = 'POST',
  body,
  onProgress,
  signal,
}: UploadFileOptions): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    if (signal?.aborted) {
      reject(new UploadError('Upload cancelled', 0));
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    xhr.withCredentials = true;
    if (!(body instanceof FormData) && body.type) xhr.setRequestHeader('Content-Type', body.type);

    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) {
        onProgress?.(Math.min(100, Math.round((event.loaded / event.total) * 100)));
      }
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(100);
        resolve(parseBody(xhr.responseText) as T);
      } else {
        reject(new UploadError(failureMessage(xhr), xhr.status));
      }
    };
    xhr.onerror = () => reject(new UploadError('Upload failed: network error (the server could not be reached)', 0));
    xhr.onabort = () => reject(new UploadError('Upload cancelled', 0));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });

    xhr.send(body);
  });
}
