/**
 * Reads one file from a multipart/form-data request as a stream (busboy on the request body; the
 * body is never buffered), plus the small text fields around it.
 *
 * A body can end anywhere: a phone loses its connection, a client sends less than it announced, a
 * hostile client cuts the form on purpose. busboy reports that as an 'error' on the parser AND on
 * the part being read. An 'error' event nobody listens to is thrown by Node and ends the process,
 * so every stream here gets a listener before anything can fail: the request body, the parser and
 * every file part (the one we store and the ones we skip). A failure answers 400 with the API's
 * error shape once the storage has removed its partial file.
 */
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import busboy from 'busboy';
import { ApiError, badRequest } from '../http/errors.js';
import { UPLOAD_INTERRUPTED, drain, ignoreErrors } from './sniff.js';

export const MALFORMED_MULTIPART = 'Malformed multipart body';

export interface ReceivedFile<T> {
  result: T;
  /** The client's file name, for display only (never used on the file system). */
  filename: string;
  /** Text fields of the form (last value wins). */
  fields: Record<string, string>;
}

const LIMITS = { fields: 20, fieldSize: 16 * 1024, parts: 30, headerPairs: 50 };

/**
 * C0 and C1 controls, and the bidi controls that make a name read differently from what it is
 * ('invoice\u202Efdp.exe' shows as 'invoiceexe.pdf'): embeddings and overrides U+202A-U+202E,
 * isolates U+2066-U+2069, marks U+200E/U+200F.
 */
// eslint-disable-next-line no-control-regex -- control characters are exactly what this strips
const UNSAFE_IN_NAMES = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** A display name: last path segment, no control or bidi characters, at most 255 characters. */
export function displayName(raw: string | undefined, fallback: string): string {
  const base = (raw ?? '').split(/[\\/]/).pop() ?? '';
  const clean = base.replace(UNSAFE_IN_NAMES, '').trim().slice(0, 255);
  return clean || fallback;
}

/** busboy's words for a body that stopped before the closing boundary. */
const isTruncation = (error: Error) => /^Unexpected end of (form|file)$/.test(error.message);

export function receiveFile<T>(
  request: Request,
  field: string,
  handle: (file: Readable) => Promise<T>,
): Promise<ReceivedFile<T>> {
  const contentType = request.headers.get('content-type') ?? '';
  const expected = `Expected a multipart/form-data body with the file in field '${field}'`;
  if (!/^multipart\/form-data\b/i.test(contentType) || !request.body)
    return Promise.reject(new ApiError(415, expected));

  let parser: busboy.Busboy;
  try {
    // Browsers send file names as UTF-8; busboy reads header parameters as latin1 unless told.
    parser = busboy({ headers: { 'content-type': contentType }, limits: LIMITS, defParamCharset: 'utf8' });
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
      current?.destroy(new Error(UPLOAD_INTERRUPTED));
      // Answer once the file handler has finished cleaning up (no partial file when we reply).
      void (handling ?? Promise.resolve()).catch(() => {}).finally(() => reject(error));
    };

    parser.on('file', (name, file, info) => {
      // First thing: a body cut inside this part fails it, and an unheard 'error' kills the process.
      // Our consumer (storeUpload) sees the same error through its own listener.
      ignoreErrors(file);
      if (name !== field || handling || settled) {
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
    parser.on('error', (error: Error) =>
      fail(badRequest(isTruncation(error) ? UPLOAD_INTERRUPTED : MALFORMED_MULTIPART)),
    );
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
