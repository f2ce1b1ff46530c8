/**
 * Reads a .tar.gz archive entry by entry, streaming (tar-stream over node:zlib). Errors of the
 * compression or tar layer become a BackupError that says the archive is damaged or not a backup.
 */
import { createReadStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import tar from 'tar-stream';
import { BackupError } from './errors.js';

export interface ArchiveEntry {
  name: string;
  size: number;
  type: string;
  /** The entry's bytes; read it fully (or not at all) before asking for the next entry. */
  body: AsyncIterable<Buffer>;
}

function describe(error: unknown, file: string): BackupError {
  if (error instanceof BackupError) return error;
  const err = error as NodeJS.ErrnoException;
  if (err.code === 'ENOENT') return new BackupError(`Backup file not found: ${file}`);
  if (err.code === 'Z_BUF_ERROR' || /unexpected end/i.test(err.message)) {
    return new BackupError(`The archive ${file} is truncated (${err.message}); nothing was changed`);
  }
  if (err.code === 'Z_DATA_ERROR') {
    return new BackupError(
      `The archive ${file} is damaged or is not a gzip file (${err.message}); nothing was changed`,
    );
  }
  if (/header|tar/i.test(err.message))
    return new BackupError(
      `The archive ${file} is damaged or is not a tar archive (${err.message}); nothing was changed`,
    );
  return new BackupError(`Cannot read the archive ${file}: ${err.message}`);
}

export async function* archiveEntries(file: string): AsyncIterable<ArchiveEntry> {
  const extract = tar.extract();
  const reading = pipeline(createReadStream(file), createGunzip(), extract);
  let failure: unknown;
  reading.catch((error: unknown) => {
    failure = error;
  });
  // An entry cut short fails inside the consumer's read: give that error the same clear message.
  async function* described(body: AsyncIterable<Buffer>): AsyncIterable<Buffer> {
    try {
      yield* body;
    } catch (error) {
      throw describe(failure ?? error, file);
    }
  }
  try {
    for await (const entry of extract) {
      const { name, size = 0, type = 'file' } = entry.header;
      yield { name, size, type, body: described(entry as unknown as AsyncIterable<Buffer>) };
      // Drain whatever the consumer left so the next header can be read.
      for await (const _chunk of entry as unknown as AsyncIterable<Buffer>) void _chunk;
    }
    await reading;
  } catch (error) {
    throw describe(failure ?? error, file);
  } finally {
    extract.destroy();
  }
}
