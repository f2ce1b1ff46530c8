/**
 * A built file the server reads on requests (the shell's index.html and frames.json, a module's
 * mf-manifest.json), parsed once and read again only when a deploy or build replaced it (its
 * modification time or size changed). A failed read or parse is not kept: the next call tries again.
 */
import { readFile, stat } from 'node:fs/promises';

export function fileReader<T>(file: string, parse: (text: string) => T) {
  let cached: { stamp: string; value: Promise<T> } | null = null;
  return async () => {
    const info = await stat(file);
    const stamp = `${info.mtimeMs}:${info.size}`;
    if (cached?.stamp !== stamp) {
      cached = { stamp, value: readFile(file, 'utf8').then(parse) };
      cached.value.catch(() => (cached = null));
    }
    return cached.value;
  };
}
