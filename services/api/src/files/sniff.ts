/**
 * Detects a stream's file type from its first bytes (file-type's magic-number checks) without
 * losing them: the answer carries a stream that replays the sample and then the rest of the source.
 */
import { PassThrough, type Readable } from 'node:stream';
import { fileTypeFromBuffer, type FileTypeResult } from 'file-type';

export const UPLOAD_INTERRUPTED = 'Upload interrupted';

/** file-type's recommended sample: most formats are recognisable within it. */
const SAMPLE_BYTES = 4100;

export interface SniffedStream {
  /** undefined when the content matches no known signature (plain text, random bytes...). */
  type: FileTypeResult | undefined;
  /** The whole content, from its first byte. Destroying it leaves the source alone (see drain()). */
  stream: Readable;
  /** True when the source had no bytes at all. */
  empty: boolean;
}

function readSample(source: Readable): Promise<{ sample: Buffer; ended: boolean }> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let length = 0;
    const finish = (ended: boolean) => {
      source.off('data', onData).off('end', onEnd).off('error', onError);
      resolve({ sample: Buffer.concat(chunks, length), ended });
    };
    const onData = (chunk: Buffer) => {
      chunks.push(chunk);
      length += chunk.length;
      if (length >= SAMPLE_BYTES) {
        source.pause();
        finish(false);
      }
    };
    const onEnd = () => finish(true);
    const onError = (error: Error) => {
      source.off('data', onData).off('end', onEnd);
      reject(error);
    };
    source.on('data', onData).once('end', onEnd).once('error', onError);
  });
}

export async function sniff(source: Readable): Promise<SniffedStream> {
  const { sample, ended } = await readSample(source);
  const type = sample.length > 0 ? await fileTypeFromBuffer(sample) : undefined;
  const stream = new PassThrough();
  stream.write(sample);
  // The replay is ours until a consumer takes it; if the source fails before (or without) one, the
  // failure must not be thrown. A consumer (storage's pipeline) adds its own listener.
  ignoreErrors(stream);
  if (ended) stream.end();
  else {
    // pipe(), not pipeline(): if the consumer fails, the source is only unpiped, so the caller can
    // keep reading the rest of the request and still send a proper error answer. A source that
    // fails or stops early (client gone) fails the output, so the consumer cleans up.
    source.pipe(stream);
    const interrupted = (error?: Error) => stream.destroy(error ?? new Error(UPLOAD_INTERRUPTED));
    source.once('error', interrupted);
    source.once('close', () => {
      if (!source.readableEnded) interrupted();
    });
  }
  return { type, stream, empty: sample.length === 0 };
}

/**
 * Read and discard whatever is left of a source, so the client finishes sending and reads our
 * answer instead of seeing its upload cut off.
 */
export function drain(source: Readable): void {
  source.unpipe();
  ignoreErrors(source);
  source.resume();
}

/** A stream whose errors are handled elsewhere (or no longer matter) must still not throw them. */
export function ignoreErrors<S extends Readable>(stream: S): S {
  stream.on('error', () => {});
  return stream;
}

/** Give up on a stream nobody will read: its errors are expected and ignored. */
export function discard(stream: Readable): void {
  ignoreErrors(stream).destroy();
}
