/** Test helpers that open an archive into memory and write a changed copy (small test archives only). */
import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { gunzipSync, gzipSync } from 'node:zlib';
import tar from 'tar-stream';

export type Entries = Map<string, Buffer>;

export async function readEntries(file: string): Promise<Entries> {
  const extract = tar.extract();
  const entries: Entries = new Map();
  const done = (async () => {
    for await (const entry of extract) {
      const chunks: Buffer[] = [];
      for await (const chunk of entry) chunks.push(chunk as Buffer);
      entries.set(entry.header.name, Buffer.concat(chunks));
    }
  })();
  extract.end(gunzipSync(await readFile(file)));
  await done;
  return entries;
}

export async function writeEntries(file: string, entries: Entries): Promise<void> {
  const pack = tar.pack();
  const chunks: Buffer[] = [];
  const collected = (async () => {
    for await (const chunk of pack) chunks.push(chunk as Buffer);
  })();
  for (const [name, bytes] of entries) pack.entry({ name, size: bytes.length }, bytes);
  pack.finalize();
  await collected;
  await writeFile(file, gzipSync(Buffer.concat(chunks)));
}

export const sha256 = (bytes: Buffer): string => createHash('sha256').update(bytes).digest('hex');

/** Updates the manifest's size and checksum of `name` to match its (changed) bytes. */
export function resealManifest(entries: Entries, name: string): void {
  const manifest = JSON.parse(entries.get('manifest.json')!.toString('utf8'));
  const bytes = entries.get(name)!;
  for (const collection of manifest.collections) {
    for (const part of [collection.bson, collection.metadata])
      if (part.path === name) Object.assign(part, { size: bytes.length, sha256: sha256(bytes) });
  }
  for (const file of manifest.files)
    if (file.path === name) Object.assign(file, { size: bytes.length, sha256: sha256(bytes) });
  const text = JSON.stringify(manifest);
  entries.delete('manifest.json');
  entries.set('manifest.json', Buffer.from(text));
}
