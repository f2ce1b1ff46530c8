/**
 * Reads one file from a multipart/form-data request as a stream (busboy on the request body; the
 * body is never buffered), plus the small text fields around it.
 */
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import busboy from 'busboy';
import { ApiError, badRequest } from '../http/errors.js';
import { UPLOAD_INTERRUPTED, drain } from './sniff.js';

export interface ReceivedFile<T> {
  result: T;
  /** The client's file name, for display only (never used on the file system). */
  filename: string;
  /** Text fields of the form (last value wins). */
  fields: Record<string, string>;
}

const LIMITS = { fields: 20, fieldSize: 16 * 1024, parts: 30, headerPairs: 50 };

/** A display name: last path segment, no control characters, at most 255 characters. */
export function displayName(raw: string | undefined, fallback: string): string {
  const base = (raw ?? '').split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(0, 255);
  return clean || fallback;
}

export function receiveFile<T>(request: Request, field: string, handle: (file: Readable) => Promise<T>): Promise<ReceivedFile<T>> {
  const contentType = request.headers.get('content-type') ?? '';
  const expected = `Expected a multipart/form-data body with the file in field '${field}'`;
  if (!/^multipart\/form-data\b/i.test(contentType) || !request.body) return Promise.reject(new ApiError(415, expected));

  let parser: busboy.Busboy;
  try {
    parser = busboy({ headers: { 'content-type': contentType }, limits: LIMITS });
  } catch {
    return Promise.reject(new ApiError(415, expected));
  }
  const source = Readable.fromWeb(request.body as WebReadableStream<Uint8Array>);

  return new Promise<ReceivedFile<T>>((resolve, reject) => {
    const fields: Record<string, string> = {};
    let filename = '';
    let handling: Promise<T> | undefined;
    let current: Readable | undefined;
    let settled = false;

    const fail = (error: unknown) => {
      if (settled) return;
      settled = true;
      // Stop parsing, but read the rest of the body so the client gets our answer; a file still
      // being stored is cut off, so storage removes its partial copy.
      source.unpipe(parser);
      drain(source);
      current?.on('error', () => {}).destroy(new Error(UPLOAD_INTERRUPTED));
      // Answer once the file handler has finished cleaning up (no partial file when we reply).
      void (handling ?? Promise.resolve()).catch(() => {}).finally(() => reject(error));
    };

    parser.on('file', (name, file, info) => {
      if (name !== field || handling) {
        file.resume();
        return;
      }
      filename = displayName(info.filename, field);
      current = file;
      file.once('end', () => (current = undefined));
      handling = handle(file);
      handling.catch(fail);
    });
    parser.on('field', (name, value) => {
      fields[name] = value;
    });
    parser.on('error', () => fail(badRequest('Malformed multipart body')));
    parser.on('close', () => {
      if (!handling) return fail(badRequest(`No file in field '${field}'`));
      handling.then((result) => {
        if (settled) return;
        settled = true;
        resolve({ result, filename, fields });
      }, fail);
    });
    source.on('error', () => fail(badRequest(UPLOAD_INTERRUPTED)));
    source.pipe(parser);
  });
}
