import { open } from 'node:fs/promises';
import { dirname } from 'node:path';

/** Makes a rename/create/unlink in the directory of `path` durable. */
export async function fsyncDirectory(path: string): Promise<void> {
  const handle = await open(dirname(path), 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}
